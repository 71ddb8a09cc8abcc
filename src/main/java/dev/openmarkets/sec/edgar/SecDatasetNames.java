package dev.openmarkets.sec.edgar;

import java.util.List;

/**
 * The family's dataset names. The four filing datasets are also the `import` names; sec-tickers
 * (company_tickers.json) and sec-filings (EDGAR indexes, submissions JSON) are import-only.
 */
public final class SecDatasetNames {
  public static final String INSIDERS = "insiders";
  public static final String INSIDER_TRANSACTIONS = "insider-transactions";
  public static final String INSIDER_CLUSTERS = "insider-clusters";
  public static final String PLANNED_SALES = "planned-sales";
  public static final String LARGE_HOLDERS = "large-holders";
  public static final String FUNDS = "funds";
  public static final String FUND_HOLDINGS = "fund-holdings";
  public static final String TICKERS = "sec-tickers";
  public static final String FILINGS = "sec-filings";
  public static final String IDENTIFIERS = "identifiers";

  /** Every API dataset: the ticker map and the filing times feed all of them. */
  public static final List<String> API = List.of(INSIDERS, INSIDER_TRANSACTIONS, INSIDER_CLUSTERS, PLANNED_SALES,
      LARGE_HOLDERS, FUNDS, FUND_HOLDINGS);

  /** The API datasets and identifiers, which the ticker map and the submissions' names also feed. */
  public static final List<String> WITH_IDENTIFIERS = List.of(INSIDERS, INSIDER_TRANSACTIONS, INSIDER_CLUSTERS,
      PLANNED_SALES, LARGE_HOLDERS, FUNDS, FUND_HOLDINGS, IDENTIFIERS);

  private SecDatasetNames() {
  }
}
