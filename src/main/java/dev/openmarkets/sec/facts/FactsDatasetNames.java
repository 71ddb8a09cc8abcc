package dev.openmarkets.sec.facts;

/**
 * The family's dataset names. financials is also the `import` name of company facts files (JSON or
 * the bulk companyfacts.zip); sec-facts-watch (daily indexes, XBRL frames files) and
 * bitcoin-treasuries (XBRL instances) are import names too.
 */
public final class FactsDatasetNames {
  public static final String FINANCIALS = "financials";
  public static final String BUYBACKS = "buybacks";
  public static final String BITCOIN_TREASURIES = "bitcoin-treasuries";
  public static final String WATCH = "sec-facts-watch";

  private FactsDatasetNames() {
  }
}
