package dev.openmarkets.gov.calendar;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Labor Department's weekly unemployment-insurance claims report: every Thursday at 8:30 am
 * Eastern for the week that ended the Saturday before, on the Wednesday when the Thursday is a
 * federal holiday (Thanksgiving; New Year's Day, Juneteenth, Independence Day, Veterans Day or
 * Christmas on a Thursday). The schedule follows from that rule, so it is computed for the
 * window asked, not fetched: id dol-claims-{week-ending Saturday}, the actual FRED's ICSA on that
 * Saturday, previous the week before.
 */
public final class WeeklyClaims {
  public static final CalendarEventSpec EVENT = new CalendarEventSpec(null, "claims", "Initial Jobless Claims", "med",
      "ICSA", "daily", "claims");
  private static final LocalTime RELEASE = LocalTime.of(8, 30);
  private static final DateTimeFormatter LABEL = DateTimeFormatter.ofPattern("MMMM d, uuuu", Locale.ENGLISH);

  /** One weekly release. */
  public record Release(String id, Instant scheduledAt, String periodLabel, LocalDate weekEnding) {
  }

  private WeeklyClaims() {
  }

  /** The release of the week that ends on weekEnding (a Saturday). */
  public static Release forWeekEnding(LocalDate weekEnding) {
    LocalDate day = weekEnding.plusDays(5);
    if (FederalHolidays.observed(day)) {
      day = day.minusDays(1);
    }
    return new Release("dol-claims-" + weekEnding, day.atTime(RELEASE).atZone(BlsScheduleParser.EASTERN).toInstant(),
        "Week ending " + LABEL.format(weekEnding), weekEnding);
  }

  /** The releases scheduled in [from, to), soonest first. */
  public static List<Release> between(Instant from, Instant to) {
    List<Release> out = new ArrayList<>();
    LocalDate first = from.atZone(BlsScheduleParser.EASTERN).toLocalDate().minusDays(7)
        .with(TemporalAdjusters.previousOrSame(DayOfWeek.SATURDAY));
    for (LocalDate week = first; ; week = week.plusWeeks(1)) {
      Release r = forWeekEnding(week);
      if (!r.scheduledAt().isBefore(to)) {
        return out;
      }
      if (!r.scheduledAt().isBefore(from)) {
        out.add(r);
      }
    }
  }
}
