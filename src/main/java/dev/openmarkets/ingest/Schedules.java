package dev.openmarkets.ingest;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Which upstream files should exist by now, after the newest one loaded. Days are probed, not
 * known: an absent file (403/404) is skipped, so holidays need no calendar.
 */
public final class Schedules {
  /** Never probe more than this many files in one poll. */
  static final int MAX_PER_POLL = 400;

  private Schedules() {
  }

  /** A due-list function: newest loaded date (null when none), today, backfill days. */
  @FunctionalInterface
  public interface Schedule {
    List<Due> due(LocalDate newestLoaded, LocalDate today, int backfillDays);
  }

  /**
   * Every file the schedule expects from..to (both included), for a backfill: the schedule as a
   * first poll would run it with the range as its backfill, continued after each poll's worth.
   */
  public static List<Due> between(Schedule schedule, LocalDate from, LocalDate to) {
    List<Due> out = new ArrayList<>();
    List<Due> due = schedule.due(null, to, (int) java.time.temporal.ChronoUnit.DAYS.between(from, to));
    while (!due.isEmpty()) {
      out.addAll(due);
      due = schedule.due(due.get(due.size() - 1).date(), to, 0);
    }
    return out;
  }

  /** Every weekday after the newest loaded (FINRA daily files, threshold lists). */
  public static Schedule weekdays() {
    return (newest, today, backfill) -> days(newest, today, backfill, d -> true);
  }

  /**
   * Short interest settles around mid-month and at month end: probe only those weekdays (the 10th
   * to 17th and from the 24th on), which keeps a poll to a few requests.
   */
  public static Schedule midAndMonthEnd() {
    return (newest, today, backfill) -> days(newest, today, backfill,
        d -> (d.getDayOfMonth() >= 10 && d.getDayOfMonth() <= 17) || d.getDayOfMonth() >= 24);
  }

  /** SEC fails-to-deliver: one file per half month, dated by the half's first day. */
  public static Schedule halfMonths() {
    return (newest, today, backfill) -> {
      LocalDate half;
      if (newest != null) {
        // the half after the newest one loaded (file dates are the 1st or the 16th)
        half = newest.getDayOfMonth() < 16 ? newest.withDayOfMonth(16) : newest.plusMonths(1).withDayOfMonth(1);
      } else {
        // the half that contains the first backfilled day
        LocalDate from = today.minusDays(backfill);
        half = from.getDayOfMonth() < 16 ? from.withDayOfMonth(1) : from.withDayOfMonth(16);
      }
      List<Due> out = new ArrayList<>();
      while (!half.isAfter(today) && out.size() < MAX_PER_POLL) {
        out.add(new Due(half, half.getDayOfMonth() == 1 ? "a" : "b"));
        half = half.getDayOfMonth() == 1 ? half.withDayOfMonth(16) : half.plusMonths(1).withDayOfMonth(1);
      }
      return out;
    };
  }

  private static List<Due> days(LocalDate newest, LocalDate today, int backfill,
      java.util.function.Predicate<LocalDate> wanted) {
    LocalDate d = newest != null ? newest.plusDays(1) : today.minusDays(backfill);
    List<Due> out = new ArrayList<>();
    for (; !d.isAfter(today) && out.size() < MAX_PER_POLL; d = d.plusDays(1)) {
      if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY && wanted.test(d)) {
        out.add(Due.day(d));
      }
    }
    return out;
  }
}
