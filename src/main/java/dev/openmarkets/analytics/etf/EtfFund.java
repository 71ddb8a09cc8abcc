package dev.openmarkets.analytics.etf;

/**
 * A spot ETF we follow: its ticker, issuer, the coin it holds (btc, eth), and where its daily
 * holdings file is fetched (an upstream name and the path under its baseUrl; null when we only
 * import its figures).
 */
public record EtfFund(String ticker, String issuer, String asset, String upstream, String path) {
  /** The coin's symbol as issuers print it in holdings files. */
  public String coinSymbol() {
    return asset.toUpperCase(java.util.Locale.ROOT);
  }
}
