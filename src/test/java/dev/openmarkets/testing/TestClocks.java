package dev.openmarkets.testing;

import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Clocks for tests whose subject reads the date: a poller that skips weekends needs a weekday to
 * have anything to fetch, whatever day the suite runs on (CI runs on Saturdays and holidays too).
 * The clocks run (time passes as usual) from the instant they are set to.
 */
public final class TestClocks {
  private TestClocks() {
  }

  /** The system clock when today (UTC) is a weekday, else one set back to noon of the Friday before. */
  public static Clock onAWeekday() {
    Clock system = Clock.systemUTC();
    LocalDate today = LocalDate.now(system);
    LocalDate weekday = lastWeekday(today);
    return weekday.equals(today) ? system : runningFrom(weekday.atTime(12, 0).toInstant(ZoneOffset.UTC));
  }

  /** The latest Monday-to-Friday on or before day. */
  public static LocalDate lastWeekday(LocalDate day) {
    LocalDate d = day;
    while (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) {
      d = d.minusDays(1);
    }
    return d;
  }

  /** A UTC clock that reads start now and runs on from there. */
  public static Clock runningFrom(Instant start) {
    Clock system = Clock.systemUTC();
    return Clock.offset(system, Duration.between(system.instant(), start));
  }
}
