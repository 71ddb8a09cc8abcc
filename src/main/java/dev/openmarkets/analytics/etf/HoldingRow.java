package dev.openmarkets.analytics.etf;

import java.math.BigDecimal;
import java.time.LocalDate;

/** A fund's holdings of its coin at the end of one day, as the issuer published them. */
public record HoldingRow(String ticker, LocalDate date, String issuer, String asset, BigDecimal holdings) {
}
