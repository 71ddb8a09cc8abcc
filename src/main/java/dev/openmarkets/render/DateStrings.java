package dev.openmarkets.render;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;

/**
 * ISO dates as JSON strings encoded once, quotes included: a day's rows repeat the same few
 * dates (the latest-day view all one, a history a year of them), so each is formatted and
 * encoded once per process instead of once per value. Days 1900-2199 are kept (one reference each, filled on first use;
 * a race fills a slot twice with equal values); others are encoded on every use.
 */
final class DateStrings {
  private static final long FIRST = LocalDate.of(1900, 1, 1).toEpochDay();
  private static final byte[][] DAYS = new byte[(int) (LocalDate.of(2200, 1, 1).toEpochDay() - FIRST)][];

  private DateStrings() {
  }

  /** "2026-11-20", quotes included, as bytes; not to be modified. */
  static byte[] of(LocalDate d) {
    long i = d.toEpochDay() - FIRST;
    if (i < 0 || i >= DAYS.length) {
      return quoted(d);
    }
    byte[] s = DAYS[(int) i];
    if (s == null) {
      s = quoted(d);
      DAYS[(int) i] = s;
    }
    return s;
  }

  private static byte[] quoted(LocalDate d) {
    return ('"' + d.toString() + '"').getBytes(StandardCharsets.US_ASCII);
  }
}
