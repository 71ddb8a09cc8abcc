package dev.openmarkets.sec.filings.shared;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.sec.edgar.Accessions;
import dev.openmarkets.sec.edgar.Ciks;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * An EDGAR filing index page (Archives/edgar/data/CIK/ACCESSION-index.html), read with jsoup: the
 * form name, the "infoHead"/"info" pairs (Filing Date, Accepted in Eastern time, Period of Report,
 * Items, one per line), the first filer's name and CIK, and the first document of the "Document
 * Format Files" table (the primary document).
 */
public record FilingIndexPage(String accessionNo, String formType, String company, String cik,
    Map<String, String> info, List<String> items, String primaryDocumentPath) {
  private static final Pattern FORM = Pattern.compile("Form\\s+(.+)");
  private static final Pattern ROLE = Pattern.compile("\\((?:Filer|Subject|Issuer)\\)");
  private static final Pattern CIK = Pattern.compile("CIK=(\\d{1,10})");

  public static boolean looksLike(byte[] bytes) {
    String s = new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.ISO_8859_1);
    return s.contains("EDGAR Filing Documents for");
  }

  public static FilingIndexPage parse(byte[] bytes) throws RejectedFileException {
    Document page = Jsoup.parse(new String(bytes, StandardCharsets.UTF_8));
    Element num = page.selectFirst("div#secNum");
    String accession = num == null ? null : Accessions.fromFileName(num.text());
    Element strong = page.selectFirst("div#formName > strong");
    Matcher form = FORM.matcher(strong == null ? "" : strong.text());
    if (accession == null || !form.matches()) {
      throw new RejectedFileException("not an EDGAR filing index page: no form name or accession number");
    }
    Map<String, String> info = new LinkedHashMap<>();
    List<String> items = new ArrayList<>();
    for (Element head : page.select("div.infoHead")) {
      Element value = head.nextElementSibling();
      if (value == null || !value.tagName().equals("div") || !value.hasClass("info")) {
        continue;
      }
      if (head.text().equalsIgnoreCase("Items")) {
        items.addAll(lines(value));
      }
      info.putIfAbsent(head.text(), value.text());
    }
    Element filer = page.selectFirst("span.companyName");
    return new FilingIndexPage(accession, form.group(1).strip(), filer == null ? null : company(filer),
        filer == null ? null : cik(page, filer), info, items, primaryDocument(page));
  }

  /** The lines of an info value: its text between <br> tags, blank lines left out. */
  private static List<String> lines(Element value) {
    List<String> out = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (Node n : value.childNodes()) {
      if (n instanceof Element e && e.tagName().equals("br")) {
        add(out, line);
      } else {
        line.append(n instanceof Element e ? e.text() : n instanceof TextNode t ? t.text() : "");
      }
    }
    add(out, line);
    return out;
  }

  private static void add(List<String> lines, StringBuilder line) {
    String s = Html.collapse(line.toString());
    if (!s.isEmpty()) {
      lines.add(s);
    }
    line.setLength(0);
  }

  /** The filer's name: the span's text before its role ("(Filer)") and before any tag. */
  private static String company(Element filer) {
    String lead = filer.childNodeSize() > 0 && filer.childNode(0) instanceof TextNode t ? t.text() : "";
    Matcher role = ROLE.matcher(lead);
    return Html.collapse(role.find() ? lead.substring(0, role.start()) : lead);
  }

  /** The CIK of the first company link from the filer's name on. */
  private static String cik(Document page, Element filer) {
    boolean after = false;
    for (Element e : page.getAllElements()) {
      after |= e == filer;
      Matcher m = CIK.matcher(e.tagName().equals("a") ? e.attr("href") : "");
      if (after && m.find()) {
        return Ciks.normalize(m.group(1));
      }
    }
    return null;
  }

  /** The first link of the "Document Format Files" table, the inline viewer's prefix dropped. */
  private static String primaryDocument(Document page) {
    Element table = page.selectFirst("table.tableFile[summary=Document Format Files]");
    Element a = table == null ? null : table.selectFirst("a[href]");
    return a == null ? null : a.attr("href").replaceFirst("^/ix\\?doc=", "");
  }
}
