package dev.openmarkets.dataset;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Period;
import java.time.ZoneId;
import java.util.function.Function;

/**
 * When a dataset's next data is due, declared with the dataset: /stats, /metrics and the landing
 * page derive its freshness from it ({@link Freshness}). The rule maps the dataset's newest record
 * (or its last change, for datasets whose dates are not publication dates: filings, schedules) to
 * the time the data after it should be here; past that it is late, and past the grace it is stale.
 * Market holidays are not known: the day after one, a daily dataset may read late (never stale).
 *
 * @param basis what the rule starts from
 * @param due the time the next data is expected, from the basis instant; null for no schedule
 * @param grace how long after {@code due} the dataset is late before it is stale
 * @param text the schedule in words, for /stats and the docs page
 */
public record Cadence(Basis basis, Function<Instant, Instant> due, Duration grace, String text) {
  /** US markets' and agencies' publication times are Eastern. */
  public static final ZoneId ET = ZoneId.of("America/New_York");

  public enum Basis {
    /** The dataset's newest record (the max of its coverage column). */
    NEWEST_RECORD,
    /** The dataset's last change here (updatedAt): for datasets whose record dates say nothing of publication. */
    LAST_CHANGE,
    /** No schedule: fresh while it holds rows. */
    NONE
  }

  /**
   * One record per weekday D, published by {@code at} ET {@code daysAfter} calendar days after D
   * (FINRA short volume: D at 18:00, daysAfter 0). Late for two days, then stale.
   */
  public static Cadence weekdays(String text, LocalTime at, int daysAfter) {
    return new Cadence(Basis.NEWEST_RECORD, newest -> nextWeekday(dateEt(newest)).plusDays(daysAfter)
        .atTime(at).atZone(ET).toInstant(), Duration.ofDays(2), text);
  }

  /**
   * One record every {@code step} after the newest record's date, published {@code lag} after that
   * date's midnight ET (COT: Tuesday + 7 days, published 3 days 15:30 later, on Friday).
   */
  public static Cadence periodic(String text, Period step, Duration lag, Duration grace) {
    return new Cadence(Basis.NEWEST_RECORD, newest -> dateEt(newest).plus(step).atStartOfDay(ET).toInstant()
        .plus(lag), grace, text);
  }

  /**
   * Records for each half month (periods ending on the 15th and at the month's end), published
   * {@code lag} after the half month ends (FINRA short interest, SEC fails-to-deliver).
   */
  public static Cadence halfMonths(String text, Duration lag, Duration grace) {
    return new Cadence(Basis.NEWEST_RECORD, newest -> nextHalfMonthEnd(dateEt(newest)).plusDays(1)
        .atStartOfDay(ET).toInstant().plus(lag), grace, text);
  }

  /** Timestamped records arriving continuously: the next one is due {@code every} after the newest. */
  public static Cadence continuous(String text, Duration every, Duration grace) {
    return new Cadence(Basis.NEWEST_RECORD, newest -> newest.plus(every), grace, text);
  }

  /** Data that changes at least every {@code every}, judged by its last change here. */
  public static Cadence changesEvery(String text, Duration every, Duration grace) {
    return new Cadence(Basis.LAST_CHANGE, changed -> changed.plus(every), grace, text);
  }

  /**
   * Data that changes every weekday (EDGAR accepts filings until 22:00 ET): after a change on day
   * D, the next is due by {@code at} ET on the weekday after D. Late for a day, then stale.
   */
  public static Cadence changesWeekdays(String text, LocalTime at) {
    return new Cadence(Basis.LAST_CHANGE, changed -> nextWeekday(dateEt(changed)).atTime(at).atZone(ET)
        .toInstant(), Duration.ofDays(1), text);
  }

  /** Reference data without a schedule (it changes when the upstream's list does). */
  public static Cadence unscheduled(String text) {
    return new Cadence(Basis.NONE, null, Duration.ZERO, text);
  }

  static LocalDate dateEt(Instant t) {
    return t.atZone(ET).toLocalDate();
  }

  static LocalDate nextWeekday(LocalDate d) {
    LocalDate next = d.plusDays(1);
    while (next.getDayOfWeek() == DayOfWeek.SATURDAY || next.getDayOfWeek() == DayOfWeek.SUNDAY) {
      next = next.plusDays(1);
    }
    return next;
  }

  /**
   * The end of the half month after the one holding d. Periods end on the 15th (or the business day
   * before it) and at the month's end (or the business day before): a date up to the 20th closes the
   * first half, so the next end is the month's last day; a later one the 15th of the next month.
   */
  static LocalDate nextHalfMonthEnd(LocalDate d) {
    if (d.getDayOfMonth() <= 20) {
      return d.withDayOfMonth(d.lengthOfMonth());
    }
    return d.plusMonths(1).withDayOfMonth(15);
  }
}
