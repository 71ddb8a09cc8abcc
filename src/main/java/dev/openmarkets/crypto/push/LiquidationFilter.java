package dev.openmarkets.crypto.push;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * The filters of liquidations/recent applied to the stream, meaning what they mean there: symbol
 * a contract as the venue names it or a base asset (its USDT contracts), case-insensitive;
 * exchange; side; minUsd the notional floor.
 */
public record LiquidationFilter(String symbol, String exchange, String side, BigDecimal minUsd) {
  /**
   * The filter of liquidations/recent's parsed parameters; null when nothing filters (a subscriber
   * that takes every event shares one buffer per batch).
   */
  public static LiquidationFilter of(String rawSymbol, String exchange, String side, BigDecimal minUsd) {
    String symbol = rawSymbol == null || rawSymbol.isBlank() ? null : rawSymbol.toUpperCase(Locale.ROOT);
    LiquidationFilter f = new LiquidationFilter(symbol, exchange, side, minUsd);
    return f.symbol == null && f.exchange == null && f.side == null && f.minUsd == null ? null : f;
  }

  /** What the filter reads from one event. */
  public record Attrs(String rawSymbol, String baseAsset, String quoteAsset, String exchange, String side,
      BigDecimal usdValue) {
  }

  public boolean matches(Attrs a) {
    return (symbol == null || symbol.equals(a.rawSymbol())
            || symbol.equals(a.baseAsset()) && "USDT".equals(a.quoteAsset()))
        && (exchange == null || exchange.equals(a.exchange()))
        && (side == null || side.equals(a.side()))
        && (minUsd == null || a.usdValue().compareTo(minUsd) >= 0);
  }
}
