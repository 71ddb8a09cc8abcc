package dev.openmarkets.sec.filings;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** `days` windows of this family: that many calendar days ending today (UTC), both ends included. */
public final class Window {
  private Window() {
  }

  public static LocalDate today() {
    return LocalDate.now(ZoneOffset.UTC);
  }

  public static LocalDate firstDay(int days) {
    return today().minusDays(days - 1L);
  }

  public static OffsetDateTime since(int days) {
    return firstDay(days).atStartOfDay().atOffset(ZoneOffset.UTC);
  }
}
