package dev.openmarkets.gov.calendar;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.temporal.TemporalAdjusters;

/**
 * US federal holidays (5 U.S.C. 6103) as observed: a fixed-date holiday on a Saturday is observed
 * the Friday before, on a Sunday the Monday after. Juneteenth from 2021.
 */
final class FederalHolidays {
  private FederalHolidays() {
  }

  static boolean observed(LocalDate d) {
    int y = d.getYear();
    return d.equals(nth(y, Month.JANUARY, DayOfWeek.MONDAY, 3))
        || d.equals(nth(y, Month.FEBRUARY, DayOfWeek.MONDAY, 3))
        || d.equals(LocalDate.of(y, Month.MAY, 1).with(TemporalAdjusters.lastInMonth(DayOfWeek.MONDAY)))
        || d.equals(nth(y, Month.SEPTEMBER, DayOfWeek.MONDAY, 1))
        || d.equals(nth(y, Month.OCTOBER, DayOfWeek.MONDAY, 2))
        || d.equals(nth(y, Month.NOVEMBER, DayOfWeek.THURSDAY, 4))
        || fixed(d, Month.JANUARY, 1) || newYearObservedTheYearBefore(d)
        || y >= 2021 && fixed(d, Month.JUNE, 19)
        || fixed(d, Month.JULY, 4) || fixed(d, Month.NOVEMBER, 11) || fixed(d, Month.DECEMBER, 25);
  }

  /** January 1 on a Saturday is observed on December 31 of the year before. */
  private static boolean newYearObservedTheYearBefore(LocalDate d) {
    return d.getMonth() == Month.DECEMBER && d.getDayOfMonth() == 31
        && LocalDate.of(d.getYear() + 1, 1, 1).getDayOfWeek() == DayOfWeek.SATURDAY;
  }

  /** Thanksgiving: the fourth Thursday of November. */
  static LocalDate thanksgiving(int year) {
    return nth(year, Month.NOVEMBER, DayOfWeek.THURSDAY, 4);
  }

  private static LocalDate nth(int year, Month m, DayOfWeek dow, int n) {
    return LocalDate.of(year, m, 1).with(TemporalAdjusters.dayOfWeekInMonth(n, dow));
  }

  /** d is the observed day of the holiday on month/day of d's year. */
  private static boolean fixed(LocalDate d, Month m, int day) {
    LocalDate h = LocalDate.of(d.getYear(), m, day);
    LocalDate obs = switch (h.getDayOfWeek()) {
      case SATURDAY -> h.minusDays(1);
      case SUNDAY -> h.plusDays(1);
      default -> h;
    };
    return d.equals(obs);
  }
}
