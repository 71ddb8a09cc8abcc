package dev.openmarkets.derivs.options;

import java.math.BigDecimal;
import java.time.Instant;

/** One candle of Deribit's volatility index (DVOL) as published: open, high, low, close. */
public record DvolCandle(String currency, Instant ts, BigDecimal open, BigDecimal high, BigDecimal low,
    BigDecimal close) {
}
