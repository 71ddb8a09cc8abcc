package dev.openmarkets.sec.edgar;


/** Notes shared by the SEC datasets' docs pages: filing times, amendments, windows and `import`. */
public final class SecNotes {
  public static final String FILED_AT = "filedAt is EDGAR's acceptance time when known: the SEC-HEADER of the full .txt "
      + "submission (what the poller fetches), else a submissions JSON loaded with `import sec-filings "
      + "CIK##########.json`; else the date filed of an EDGAR index (`import sec-filings form.YYYYMMDD.idx`); else, "
      + "for a bare XML document from disk, the document's own date (signature or notice date), at midnight UTC.";

  public static final String AMENDMENT = "A Form 4/A replaces every earlier Form 4 or 4/A of the same issuer, first "
      + "reporting owner and period of report, whichever order they arrive in; only transactions of filings in force "
      + "are served.";

  public static final String WINDOWS = "Windows end today (UTC) and include it: days=30 on 2026-11-30 covers 2026-11-01 "
      + "to 2026-11-30. The --demo sample filings are dated November 2026.";

  /** Where a filing row's knownAt comes from (V27), for the docs pages of the lists of filings. */
  public static final String FILING_KNOWN_AT = "The acceptance time of the filing the row comes from (EDGAR's "
      + "ACCEPTANCE-DATETIME, Eastern time, from the SEC-HEADER, a filing index page or a submissions JSON), else the "
      + "end of its filing date in New York (23:59:59.999 ET), else when this service stored it; never later than "
      + "when stored. An amendment is a filing of its own with its own knownAt: asked as of a moment before it, the "
      + "answer shows the original alone.";

  /** How a window "ending today" answers asOf. */
  public static final String WINDOW_AS_OF = "Asked with asOf, the window ends on asOf's day in New York instead of "
      + "today: the answer as it was then.";

  private SecNotes() {
  }

  /** How `import` takes this dataset's filings from disk. */
  public static String importing(String dataset, String form) {
    return "`import " + dataset + " FILE_OR_DIR...` loads " + form + " documents from disk: the bare XML primary "
        + "document or the full .txt submission, each named after its accession number "
        + "(0001234567-26-000001.xml, form-0001234567-26-000001.xml, 0001234567-26-000001.txt; the last accession "
        + "in the name counts). A name without one is rejected. The ticker map comes from `import sec-tickers "
        + "company_tickers.json`.";
  }
}
