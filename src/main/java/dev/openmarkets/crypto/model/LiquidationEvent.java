package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * One forced close on a venue. side is "long" when a long position was force-closed (the
 * exchange sold) and "short" when a short was (the exchange bought). qty is in base-asset units,
 * usdValue is price x qty exactly. eventKey identifies the venue event across the WebSocket and
 * REST paths, so the same liquidation seen twice has the same key.
 */
public record LiquidationEvent(
    String exchange,
    String rawSymbol,
    String baseAsset,
    String side,
    BigDecimal price,
    BigDecimal qty,
    BigDecimal usdValue,
    Instant ts,
    String eventKey) {

  public static final String LONG = "long";
  public static final String SHORT = "short";

  public LiquidationEvent {
    Objects.requireNonNull(exchange, "exchange");
    Objects.requireNonNull(rawSymbol, "rawSymbol");
    Objects.requireNonNull(price, "price");
    Objects.requireNonNull(qty, "qty");
    Objects.requireNonNull(usdValue, "usdValue");
    Objects.requireNonNull(ts, "ts");
    Objects.requireNonNull(eventKey, "eventKey");
    if (!LONG.equals(side) && !SHORT.equals(side)) {
      throw new IllegalArgumentException("side must be long or short: " + side);
    }
  }

  /** Builds the event with usdValue = price x qty. */
  public static LiquidationEvent of(String exchange, String rawSymbol, String baseAsset, String side,
      BigDecimal price, BigDecimal qty, Instant ts, String eventKey) {
    BigDecimal normalizedQty = Decimals.normalize(qty);
    return new LiquidationEvent(exchange, rawSymbol, baseAsset, side, price, normalizedQty,
        Decimals.multiply(price, normalizedQty), ts, eventKey);
  }

  /** Key parts joined with '|', decimals without trailing zeros so "5.10" and "5.1" agree. */
  public static String key(Object... parts) {
    StringBuilder sb = new StringBuilder();
    for (Object p : parts) {
      if (sb.length() > 0) {
        sb.append('|');
      }
      if (p instanceof BigDecimal d) {
        sb.append(Decimals.normalize(d).toPlainString());
      } else if (p instanceof Instant t) {
        sb.append(t.toEpochMilli());
      } else {
        sb.append(p);
      }
    }
    return sb.toString();
  }
}
