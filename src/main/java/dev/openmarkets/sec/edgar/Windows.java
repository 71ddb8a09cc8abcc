package dev.openmarkets.sec.edgar;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * The windows of the SEC datasets: `days` calendar days ending today (UTC), both ends included,
 * as ClusterQuery defines them (days=30 on 2026-11-30 covers 2026-11-01..2026-11-30).
 */
public final class Windows {
  public static final LocalDate EARLIEST = LocalDate.of(1900, 1, 1);
  public static final LocalDate LATEST = LocalDate.of(9999, 12, 31);

  private Windows() {
  }

  public static LocalDate today() {
    return LocalDate.now(ZoneOffset.UTC);
  }

  public static LocalDate firstDay(int days) {
    return today().minusDays(days - 1L);
  }

  /** The first instant of the window, for filings filtered on their filing time. */
  public static OffsetDateTime since(int days) {
    return since(today(), days);
  }

  /** The first day of the window of `days` days ending on today (PointInTime.today: asOf's day when asked). */
  public static LocalDate firstDay(LocalDate today, int days) {
    return today.minusDays(days - 1L);
  }

  /** The first instant of the window of `days` days ending on today, for filings filtered on their filing time. */
  public static OffsetDateTime since(LocalDate today, int days) {
    return firstDay(today, days).atStartOfDay().atOffset(ZoneOffset.UTC);
  }
}
