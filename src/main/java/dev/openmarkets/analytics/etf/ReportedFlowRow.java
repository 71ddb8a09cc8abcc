package dev.openmarkets.analytics.etf;

import java.math.BigDecimal;
import java.time.LocalDate;

/** A fund's net flow on one day as a third party tabulated it, converted to USD. */
public record ReportedFlowRow(String ticker, LocalDate date, String issuer, String asset, BigDecimal flowUsd) {
}
