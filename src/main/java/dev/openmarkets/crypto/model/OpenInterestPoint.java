package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * Open interest of one contract at one time (an hour for the history endpoint): contracts, USD
 * value, and the account and top-trader long/short ratios where the venue publishes them.
 */
public record OpenInterestPoint(
    String exchange,
    String instrument,
    Instant ts,
    BigDecimal openInterest,
    BigDecimal openInterestValue,
    BigDecimal longShortRatio,
    BigDecimal topTraderRatio) {

  public OpenInterestPoint {
    Objects.requireNonNull(exchange, "exchange");
    Objects.requireNonNull(instrument, "instrument");
    Objects.requireNonNull(ts, "ts");
  }

  public OpenInterestPoint withRatios(BigDecimal accounts, BigDecimal topTraders) {
    return new OpenInterestPoint(exchange, instrument, ts, openInterest, openInterestValue,
        accounts, topTraders);
  }
}
