package dev.openmarkets.derivs.options;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** One option of a Deribit book-summary snapshot: open interest and 24-hour volume in coins. */
public record OptionQuote(String currency, Instant ts, String instrument, LocalDate expiry, BigDecimal strike,
    char type, BigDecimal openInterest, BigDecimal volume, BigDecimal markPrice, BigDecimal markIv,
    BigDecimal underlyingPrice) {
}
