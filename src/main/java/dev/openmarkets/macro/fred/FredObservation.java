package dev.openmarkets.macro.fred;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One FRED observation: series id, date and the value with FRED's own digits. knownAt: when this
 * vintage of it became known (the end of its ALFRED realtime_start day in New York), or null
 * when the file states no vintage (the keyless CSV).
 */
public record FredObservation(String seriesId, LocalDate date, BigDecimal value, Instant knownAt) {
  /** An observation of a file that states no vintage. */
  public FredObservation(String seriesId, LocalDate date, BigDecimal value) {
    this(seriesId, date, value, null);
  }
}
