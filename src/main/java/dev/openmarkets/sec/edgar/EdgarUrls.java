package dev.openmarkets.sec.edgar;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/**
 * Where EDGAR serves each file the SEC parsers read, for the poller. Bases are configurable (tests
 * point them at a local server); DEFAULT is www.sec.gov and data.sec.gov.
 */
public record EdgarUrls(String wwwBase, String dataBase) {
  public static final EdgarUrls DEFAULT = new EdgarUrls("https://www.sec.gov", "https://data.sec.gov");
  private static final DateTimeFormatter COMPACT = DateTimeFormatter.BASIC_ISO_DATE;

  public String companyTickers() {
    return wwwBase + "/files/company_tickers.json";
  }

  /** data.sec.gov/submissions/CIK##########.json, or a paged file by its listed name. */
  public String submissions(String cik) {
    return dataBase + "/submissions/CIK" + Ciks.normalize(cik) + ".json";
  }

  public String submissionsPage(String fileName) {
    return dataBase + "/submissions/" + fileName;
  }

  public String dailyFormIndex(LocalDate day) {
    return dailyIndexFolder(day) + "/form." + COMPACT.format(day) + ".idx";
  }

  public String dailyMasterIndex(LocalDate day) {
    return dailyIndexFolder(day) + "/master." + COMPACT.format(day) + ".idx";
  }

  /** The quarterly full index by form type (full-index/YYYY/QTRn/form.idx), for backfills. */
  public String fullFormIndex(int year, int quarter) {
    return wwwBase + "/Archives/edgar/full-index/" + year + "/QTR" + quarter + "/form.idx";
  }

  /** A file as an index lists it (edgar/data/320193/0000320193-26-000001.txt): the full .txt submission. */
  public String archivesPath(String path) {
    return wwwBase + "/Archives/" + (path.startsWith("/") ? path.substring(1) : path);
  }

  /** A document of a filing: Archives/edgar/data/{cik without zeros}/{accession without dashes}/{document}. */
  public String document(String cik, String accessionNo, String document) {
    return wwwBase + "/Archives/edgar/data/" + Ciks.unpadded(Ciks.normalize(cik)) + "/"
        + Accessions.undashed(accessionNo) + "/" + document;
  }

  /** The filing folder's listing, which names the 13F information table among other documents. */
  public String filingIndexJson(String cik, String accessionNo) {
    return document(cik, accessionNo, "index.json");
  }

  private String dailyIndexFolder(LocalDate day) {
    return wwwBase + "/Archives/edgar/daily-index/" + day.getYear() + "/QTR" + ((day.getMonthValue() - 1) / 3 + 1);
  }
}
