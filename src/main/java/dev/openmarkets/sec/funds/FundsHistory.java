package dev.openmarkets.sec.funds;

import dev.openmarkets.dataset.History;

/** What the 13F datasets keep of their past and where their rows' knownAt comes from (issue 37). */
final class FundsHistory {
  static final History HISTORY = History.versioned("thirteenf_holdings", "When the filings of the manager's report "
      + "(the quarter's and, for changeShares, the previous one's) were known: each 13F's SEC acceptance time (its "
      + "header's, else EDGAR's index), else the end of its date filed in New York, else when this service stored it; "
      + "a row's knownAt is the newest of them. Asked as of a moment, the report is the newest original or "
      + "RESTATEMENT known by then, plus the NEW HOLDINGS amendments known by then and not before it.");

  private FundsHistory() {
  }
}
