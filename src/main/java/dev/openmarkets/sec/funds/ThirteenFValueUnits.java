package dev.openmarkets.sec.funds;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * The unit of an information table's <value>. The SEC switched from thousands of dollars to whole
 * dollars for every 13F filed on or after 2023-01-03, amendments of older quarters included. So
 * the filing date decides; without it the period does: a quarter ending 2022-12-31 or later was
 * necessarily filed in 2023 or after (dollars), earlier quarters are taken as thousands.
 */
public enum ThirteenFValueUnits {
  THOUSANDS(BigDecimal.valueOf(1000)),
  DOLLARS(BigDecimal.ONE);

  static final LocalDate DOLLARS_FILED_FROM = LocalDate.of(2023, 1, 3);
  static final LocalDate DOLLARS_PERIOD_FROM = LocalDate.of(2022, 12, 31);

  private final BigDecimal factor;

  ThirteenFValueUnits(BigDecimal factor) {
    this.factor = factor;
  }

  /** Units from the quarter end alone, when the filing date is unknown. */
  public static ThirteenFValueUnits forPeriod(LocalDate periodOfReport) {
    return periodOfReport.isBefore(DOLLARS_PERIOD_FROM) ? THOUSANDS : DOLLARS;
  }

  /** Units from the filing date when known (null falls back to the period). */
  public static ThirteenFValueUnits forFiling(LocalDate periodOfReport, LocalDate filedOn) {
    if (filedOn != null) {
      return filedOn.isBefore(DOLLARS_FILED_FROM) ? THOUSANDS : DOLLARS;
    }
    return forPeriod(periodOfReport);
  }

  public BigDecimal toUsd(BigDecimal reported) {
    return reported == null ? null : reported.multiply(factor);
  }
}
