package dev.openmarkets.macro.treasury;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One stored macro observation: series (ust-10y, stablecoins-total, ...), date and exact value. */
public record MacroObservation(String series, LocalDate date, BigDecimal value) {
}
