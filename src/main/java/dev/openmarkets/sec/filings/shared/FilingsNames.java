package dev.openmarkets.sec.filings.shared;

/** Dataset, source and upstream names of the SEC filings family. */
public final class FilingsNames {
  public static final String FAMILY = "sec-filings";
  public static final String EVENTS = "events";
  public static final String EARNINGS = "earnings";
  public static final String EARNINGS_TICKER = "earnings-ticker";
  public static final String STRUCTURED = "structured-products";
  public static final String STARTUP_FUNDING = "startup-funding";
  public static final String IPOS = "ipos";

  /** ingest_files sources: the daily indexes (the index poller's bookmark), submissions JSON, documents. */
  public static final String SOURCE_INDEX = "sec-filings-index";
  public static final String SOURCE_SUBMISSIONS = "sec-filings-submissions";
  public static final String SOURCE_DOCUMENTS = "sec-filings-edgar";

  /** Upstreams in defaults.json. */
  public static final String UPSTREAM_INDEX = "sec-filings-index";
  public static final String UPSTREAM_DOCUMENTS = "sec-filings-documents";

  private FilingsNames() {
  }
}
