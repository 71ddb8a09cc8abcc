package dev.openmarkets.crypto.model;

import java.util.Locale;

/** Base-asset tickers across venues: upper case, with BitMEX/Kraken's XBT spelled BTC. */
public final class Assets {
  private Assets() {
  }

  public static String normalize(String raw) {
    if (raw == null || raw.isBlank()) {
      return null;
    }
    String s = raw.strip().toUpperCase(Locale.ROOT);
    return s.equals("XBT") ? "BTC" : s;
  }

  private static final String[] QUOTES = {"USDT", "USDC", "FDUSD", "BUSD", "PERP", "USD"};

  /** Base of a concatenated symbol such as BTCUSDT or ETHPERP; the symbol itself if no quote matches. */
  public static String fromConcatenated(String symbol) {
    if (symbol == null) {
      return null;
    }
    for (String quote : QUOTES) {
      if (symbol.endsWith(quote) && symbol.length() > quote.length()) {
        return normalize(symbol.substring(0, symbol.length() - quote.length()));
      }
    }
    return normalize(symbol);
  }

  /** The part before the first separator: BTC-USDT-SWAP, BTC_USDT, BTC:USD all give BTC. */
  public static String beforeSeparator(String symbol) {
    if (symbol == null) {
      return null;
    }
    int i = 0;
    while (i < symbol.length() && "-_:/".indexOf(symbol.charAt(i)) < 0) {
      i++;
    }
    return normalize(symbol.substring(0, i));
  }
}
