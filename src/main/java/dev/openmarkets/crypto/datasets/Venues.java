package dev.openmarkets.crypto.datasets;

import java.util.List;

/** Venue names as the API writes them, in the order columns and rows list them. */
public final class Venues {
  /** The funding venues of the spec, then the two liquidation-only venues. */
  public static final List<String> ALL =
      List.of("binance", "bybit", "okx", "hyperliquid", "kraken", "bitmex", "gate", "htx");
  public static final List<String> FUNDING = ALL.subList(0, 6);
  public static final List<String> LIQUIDATIONS = List.of("okx", "gate", "htx");

  private Venues() {
  }
}
