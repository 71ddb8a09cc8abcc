package dev.openmarkets.macro.fred;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One FRED observation: series id, date and the value with FRED's own digits. */
public record FredObservation(String seriesId, LocalDate date, BigDecimal value) {
}
