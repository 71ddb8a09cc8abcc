package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * A long/short ratio sample as the venue reports it. The ratio is taken as published, not
 * recomputed from the shares: Binance's own example has a first row where they disagree.
 */
public record LongShortRatio(
    String exchange,
    String instrument,
    Instant ts,
    BigDecimal ratio,
    BigDecimal longShare,
    BigDecimal shortShare) {

  public LongShortRatio {
    Objects.requireNonNull(exchange, "exchange");
    Objects.requireNonNull(instrument, "instrument");
    Objects.requireNonNull(ts, "ts");
  }
}
