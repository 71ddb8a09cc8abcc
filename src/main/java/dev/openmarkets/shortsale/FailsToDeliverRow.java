package dev.openmarkets.shortsale;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One line of an SEC fails-to-deliver half-month file; price is null where the file has ".". */
public record FailsToDeliverRow(LocalDate settlementDate, String cusip, String symbol,
    BigDecimal quantity, String description, BigDecimal price) {
}
