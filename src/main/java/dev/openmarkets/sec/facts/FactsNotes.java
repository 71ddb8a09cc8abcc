package dev.openmarkets.sec.facts;

/** Notes shared by the family's /docs pages. */
final class FactsNotes {
  static final String IMPORT = "Import: `import financials CIK##########.json` (data.sec.gov/api/xbrl/companyfacts) "
      + "or the bulk `companyfacts.zip`; one file is one transaction and replaces the companies it holds.";

  /** Where a financials or buybacks row's knownAt comes from (their docs pages' Point in time section). */
  static final String VINTAGES = "A company facts file lists every filing that reported each fact (accn, filed), "
      + "so the financials are rebuilt as of each filed date D from the facts filed on or before D, and a row that "
      + "changes at D (a new period, a 10-K/A restating a figure, a comparative re-reported by a later filing, a "
      + "derived fourth quarter whose inputs changed) is a new version known from the end of D in New York "
      + "(23:59:59.999 America/New_York): filed is a date without a time. This is history the SEC states, so it is "
      + "kept as stated even when this service stored it later, and asOf answers for moments before this service "
      + "existed; a filing of today stored before that day ends is known from when it was stored. A row a later filing no longer yields ends at that filing date. Rows stored before point in time "
      + "existed (migration V29) are known from the end of their filed day. The ticker map (symbol to CIK) is the "
      + "current one, or with asOf the one of that moment (a ticker this service first stored later: as first "
      + "stored).";

  private FactsNotes() {
  }
}
