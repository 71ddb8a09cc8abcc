package dev.openmarkets.sec.facts;

/** Notes shared by the family's /docs pages. */
final class FactsNotes {
  static final String IMPORT = "Import: `import financials CIK##########.json` (data.sec.gov/api/xbrl/companyfacts) "
      + "or the bulk `companyfacts.zip`; one file is one transaction and replaces the companies it holds.";

  private FactsNotes() {
  }
}
