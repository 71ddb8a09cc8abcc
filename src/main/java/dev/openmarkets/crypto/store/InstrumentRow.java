package dev.openmarkets.crypto.store;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * A tracked symbol's contract on one venue, as configured and as the venue's instrument
 * endpoint describes it: listed or not, and what one contract is worth (null when unchecked).
 */
public record InstrumentRow(String slug, String exchange, String instrument, boolean listed,
    BigDecimal contractValue, String contractValueCurrency, Boolean inverse, Instant checkedAt) {
}
