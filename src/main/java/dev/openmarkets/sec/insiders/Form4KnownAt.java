package dev.openmarkets.sec.insiders;

import dev.openmarkets.dataset.PointInTime;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/**
 * When the public could first know a Form 4 or 4/A (docs/point-in-time.md §2, SEC): the
 * acceptance time its SEC-HEADER carried, else the one an index or submissions JSON gave, else the
 * END of its date filed in New York (a filing dated D may have been accepted at 21:59 ET that day;
 * midnight UTC would show it from 19:00 ET the day before, which is lookahead), else when it was
 * stored. Never later than when it was stored, and to the millisecond, as answers print it, so a
 * knownAt read from an answer and asked back as asOf includes its row.
 */
final class Form4KnownAt {
  private Form4KnownAt() {
  }

  static Instant of(Instant headerAccepted, Instant indexAccepted, LocalDate dateFiled, Instant storedAt) {
    Instant t = headerAccepted != null ? headerAccepted
        : indexAccepted != null ? indexAccepted
        : dateFiled != null ? PointInTime.endOfDay(dateFiled).toInstant()
        : storedAt;
    return (t.isAfter(storedAt) ? storedAt : t).truncatedTo(ChronoUnit.MILLIS);
  }

  /** A value with the knownAt of the filing it came from, as the versioned writers take rows. */
  record Known<T>(T value, Instant knownAt) {
  }
}
