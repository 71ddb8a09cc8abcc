package dev.openmarkets.sec.facts;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/**
 * Calendar frames as SEC names them: CY2024Q3 for a quarter, CY2024 for a year. A period takes
 * the frame of the calendar quarter (or year) holding its midpoint, so fiscal quarters that end a
 * few days off the calendar (Apple's 2025-09-28 to 2025-12-27) still land on CY2025Q4.
 */
public final class Frames {
  /** Durations counted as a quarter and as a year, in days (52/53-week calendars included). */
  public static final int QUARTER_MIN = 80;
  public static final int QUARTER_MAX = 100;
  public static final int YEAR_MIN = 350;
  public static final int YEAR_MAX = 380;

  private Frames() {
  }

  static LocalDate midpoint(LocalDate start, LocalDate end) {
    return start.plusDays(ChronoUnit.DAYS.between(start, end) / 2);
  }

  public static String quarter(LocalDate start, LocalDate end) {
    LocalDate m = midpoint(start, end);
    return "CY" + m.getYear() + "Q" + ((m.getMonthValue() - 1) / 3 + 1);
  }

  public static String year(LocalDate start, LocalDate end) {
    return "CY" + midpoint(start, end).getYear();
  }

  public static boolean isQuarter(Fact f) {
    long d = f.days();
    return d >= QUARTER_MIN && d <= QUARTER_MAX;
  }

  public static boolean isYear(Fact f) {
    long d = f.days();
    return d >= YEAR_MIN && d <= YEAR_MAX;
  }
}
