package dev.openmarkets.dataset;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.time.LocalDate;

/**
 * ISO dates as JSON strings encoded once: a day's rows repeat the same few dates (the latest-day
 * view all one, a history a year of them), so each is formatted and escaped once per process
 * instead of once per value. Days 1900-2199 are kept (one reference each, filled on first use;
 * a race fills a slot twice with equal values); others are encoded on every use.
 */
final class DateStrings {
  private static final long FIRST = LocalDate.of(1900, 1, 1).toEpochDay();
  private static final SerializableString[] DAYS =
      new SerializableString[(int) (LocalDate.of(2200, 1, 1).toEpochDay() - FIRST)];

  private DateStrings() {
  }

  static SerializableString of(LocalDate d) {
    long i = d.toEpochDay() - FIRST;
    if (i < 0 || i >= DAYS.length) {
      return new SerializedString(d.toString());
    }
    SerializableString s = DAYS[(int) i];
    if (s == null) {
      s = new SerializedString(d.toString());
      DAYS[(int) i] = s;
    }
    return s;
  }
}
