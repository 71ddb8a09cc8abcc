package dev.openmarkets.sec.filings.shared;

import dev.openmarkets.ingest.RejectedFileException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An EDGAR submission in one of its SGML shapes: the full .txt of the Archives
 * (<SEC-DOCUMENT> with a SEC-HEADER of "KEY:<tabs>VALUE" lines) or the dissemination feed's .nc
 * (<SUBMISSION> with "<KEY>VALUE" lines, numbered <ITEMS>). Both header spellings are read into
 * one map of upper-case keys; the documents follow as type, file name and text. Lines may end in
 * LF, CRLF or a bare CR.
 */
public record Submission(Map<String, List<String>> header, List<Document> documents) {
  private static final Pattern TAG_LINE = Pattern.compile("<([A-Z0-9][A-Z0-9-]*)>(.*)");
  private static final Pattern KEY_LINE = Pattern.compile("([A-Z][A-Z0-9 ()/&.-]*?):\\s*(.*)");

  /** One <DOCUMENT> of the submission. */
  public record Document(String type, String fileName, String description, String text) {
  }

  /** Whether the bytes look like a full .txt submission or a feed .nc file. */
  public static boolean looksLike(byte[] bytes) {
    String head = new String(bytes, 0, Math.min(bytes.length, 512), StandardCharsets.ISO_8859_1);
    return head.contains("<SEC-DOCUMENT>") || head.contains("<SEC-HEADER>") || head.contains("<SUBMISSION>");
  }

  public static Submission parse(byte[] bytes) throws RejectedFileException {
    if (!looksLike(bytes)) {
      throw new RejectedFileException("not an EDGAR submission: no <SEC-DOCUMENT>, <SEC-HEADER> or <SUBMISSION> at the top");
    }
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    int firstDoc = text.indexOf("<DOCUMENT>");
    String head = firstDoc < 0 ? text : text.substring(0, firstDoc);
    Map<String, List<String>> header = new LinkedHashMap<>();
    for (String raw : head.split("\r\n|\r|\n")) {
      String line = raw.strip();
      Matcher t = TAG_LINE.matcher(line);
      Matcher k = KEY_LINE.matcher(line);
      if (t.matches() && !t.group(2).isBlank()) {
        put(header, t.group(1), t.group(2));
      } else if (!line.startsWith("<") && k.matches() && !k.group(2).isBlank()) {
        put(header, k.group(1), k.group(2));
      }
    }
    return new Submission(header, documents(text, firstDoc));
  }

  private static void put(Map<String, List<String>> header, String key, String value) {
    header.computeIfAbsent(key.strip().toUpperCase(Locale.ROOT), x -> new ArrayList<>()).add(value.strip());
  }

  private static List<Document> documents(String text, int from) {
    List<Document> docs = new ArrayList<>();
    int at = from;
    while (at >= 0) {
      int end = text.indexOf("</DOCUMENT>", at);
      String block = text.substring(at, end < 0 ? text.length() : end);
      int textStart = block.indexOf("<TEXT>");
      String meta = textStart < 0 ? block : block.substring(0, textStart);
      String body = "";
      if (textStart >= 0) {
        int textEnd = block.indexOf("</TEXT>", textStart);
        body = block.substring(textStart + 6, textEnd < 0 ? block.length() : textEnd);
      }
      docs.add(new Document(tag(meta, "TYPE"), tag(meta, "FILENAME"), tag(meta, "DESCRIPTION"), body));
      at = end < 0 ? -1 : text.indexOf("<DOCUMENT>", end);
    }
    return docs;
  }

  private static String tag(String meta, String name) {
    Matcher m = Pattern.compile("<" + name + ">([^\r\n<]*)").matcher(meta);
    return m.find() && !m.group(1).isBlank() ? m.group(1).strip() : null;
  }

  /** The first value under any of the keys (the .txt spelling and the .nc spelling of one field). */
  public String first(String... keys) {
    for (String k : keys) {
      List<String> v = header.get(k);
      if (v != null && !v.isEmpty()) {
        return v.get(0);
      }
    }
    return null;
  }

  public List<String> all(String... keys) {
    List<String> out = new ArrayList<>();
    for (String k : keys) {
      out.addAll(header.getOrDefault(k, List.of()));
    }
    return out;
  }

  public String accessionNo() {
    return first("ACCESSION NUMBER", "ACCESSION-NUMBER");
  }

  public String formType() {
    return first("CONFORMED SUBMISSION TYPE", "TYPE");
  }

  /** The filer's (first company's) name. */
  public String company() {
    return first("COMPANY CONFORMED NAME", "CONFORMED-NAME");
  }

  public String cik() {
    return first("CENTRAL INDEX KEY", "CIK");
  }

  public String dateFiled() {
    return first("FILED AS OF DATE", "FILING-DATE");
  }

  public String periodOfReport() {
    return first("CONFORMED PERIOD OF REPORT", "PERIOD");
  }

  /** The .txt header's ITEM INFORMATION titles, or the feed's numbered ITEMS. */
  public List<String> items() {
    return all("ITEM INFORMATION", "ITEMS");
  }

  /** The first document of the given type, else null. */
  public Document document(String type) {
    for (Document d : documents) {
      if (type.equalsIgnoreCase(d.type())) {
        return d;
      }
    }
    return null;
  }
}
