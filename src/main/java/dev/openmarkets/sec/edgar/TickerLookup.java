package dev.openmarkets.sec.edgar;

/**
 * Finds the trading symbol of an issuer by CIK, for forms that do not carry one (144, 13D, 13G).
 * Usually backed by company_tickers.json; NONE leaves tickers null.
 */
@FunctionalInterface
public interface TickerLookup {
  TickerLookup NONE = cik -> null;

  /** The normalised ticker (BRK-B) for a ten-digit CIK, or null when unknown. */
  String tickerFor(String cik);
}
