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

/**
 * An EDGAR filing index page (Archives/edgar/data/CIK/ACCESSION-index.html): the form name, the
 * "infoHead"/"info" pairs (Filing Date, Accepted in Eastern time, Period of Report, Items, one per
 * line), the first filer's name and CIK, and the first document of the "Document Format Files"
 * table (the primary document).
 */
public record FilingIndexPage(String accessionNo, String formType, String company, String cik,
    Map<String, String> info, List<String> items, String primaryDocumentPath) {
  private static final Pattern FORM = Pattern.compile("(?s)<div id=\"formName\">\\s*<strong>\\s*Form\\s+([^<]+?)\\s*</strong>");
  private static final Pattern SEC_NUM = Pattern.compile("(?s)<div id=\"secNum\">(.*?)</div>");
  private static final Pattern INFO =
      Pattern.compile("(?s)<div class=\"infoHead\">(.*?)</div>\\s*<div class=\"info\">(.*?)</div>");
  private static final Pattern COMPANY = Pattern.compile("(?s)<span class=\"companyName\">(.*?)(?:\\(Filer\\)|\\(Subject\\)|\\(Issuer\\)|<)");
  private static final Pattern CIK = Pattern.compile("CIK=(\\d{1,10})");
  private static final Pattern DOC_TABLE = Pattern.compile("(?s)<table class=\"tableFile\" summary=\"Document Format Files\">(.*?)</table>");
  private static final Pattern HREF = Pattern.compile("<a href=\"([^\"]+)\"");

  public static boolean looksLike(byte[] bytes) {
    String s = new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.ISO_8859_1);
    return s.contains("EDGAR Filing Documents for");
  }

  public static FilingIndexPage parse(byte[] bytes) throws RejectedFileException {
    String html = new String(bytes, StandardCharsets.UTF_8);
    Matcher num = SEC_NUM.matcher(html);
    String accession = num.find() ? Accessions.fromFileName(Html.text(num.group(1))) : null;
    Matcher form = FORM.matcher(html);
    if (accession == null || !form.find()) {
      throw new RejectedFileException("not an EDGAR filing index page: no form name or accession number");
    }
    Map<String, String> info = new LinkedHashMap<>();
    List<String> items = new ArrayList<>();
    Matcher m = INFO.matcher(html);
    while (m.find()) {
      String head = Html.text(m.group(1));
      if (head.equalsIgnoreCase("Items")) {
        for (String line : m.group(2).split("(?i)<br\\s*/?>")) {
          String item = Html.text(line);
          if (!item.isEmpty()) {
            items.add(item);
          }
        }
      }
      info.putIfAbsent(head, Html.text(m.group(2)));
    }
    Matcher co = COMPANY.matcher(html);
    String company = null;
    String cik = null;
    if (co.find()) {
      company = Html.text(co.group(1));
      Matcher c = CIK.matcher(html);
      if (c.find(co.end())) {
        cik = Ciks.normalize(c.group(1));
      }
    }
    String doc = null;
    Matcher table = DOC_TABLE.matcher(html);
    if (table.find()) {
      Matcher a = HREF.matcher(table.group(1));
      if (a.find()) {
        doc = Html.unescape(a.group(1)).replaceFirst("^/ix\\?doc=", "");
      }
    }
    return new FilingIndexPage(accession, Html.text(form.group(1)), company, cik, info, items, doc);
  }
}
