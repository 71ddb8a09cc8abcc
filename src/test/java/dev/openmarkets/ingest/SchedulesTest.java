package dev.openmarkets.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which files are due: weekdays, mid-month and month-end days, and SEC half months. */
class SchedulesTest {
  private static List<String> names(List<Due> due, String template) {
    return due.stream().map(d -> d.fill(template)).toList();
  }

  @Test
  void weekdaysAfterTheNewestLoaded() {
    List<Due> due = Schedules.weekdays().due(LocalDate.parse("2026-11-18"), LocalDate.parse("2026-11-24"), 30);
    assertEquals(List.of("20261119", "20261120", "20261123", "20261124"), names(due, "{yyyyMMdd}"));
    assertEquals(List.of(), Schedules.weekdays().due(LocalDate.parse("2026-11-24"), LocalDate.parse("2026-11-24"), 30));
  }

  @Test
  void backfillWhenNothingIsLoaded() {
    List<Due> due = Schedules.weekdays().due(null, LocalDate.parse("2026-11-23"), 3);
    assertEquals(List.of("2026-11-20", "2026-11-23"), names(due, "{yyyy-MM-dd}"));
  }

  @Test
  void shortInterestProbesOnlyMidMonthAndMonthEnd() {
    List<Due> due = Schedules.midAndMonthEnd().due(LocalDate.parse("2026-10-31"), LocalDate.parse("2026-11-30"), 30);
    assertEquals(List.of("20261110", "20261111", "20261112", "20261113", "20261116", "20261117", "20261124",
        "20261125", "20261126", "20261127", "20261130"), names(due, "{yyyyMMdd}"));
  }

  @Test
  void halfMonthsAfterTheNewestOrFromTheBackfilledHalf() {
    assertEquals(List.of("cnsfails202611a", "cnsfails202611b"), names(Schedules.halfMonths()
        .due(LocalDate.parse("2026-10-16"), LocalDate.parse("2026-11-20"), 90), "cnsfails{yyyyMM}{half}"));
    assertEquals(List.of("cnsfails202610b", "cnsfails202611a", "cnsfails202611b"), names(Schedules.halfMonths()
        .due(null, LocalDate.parse("2026-11-20"), 25), "cnsfails{yyyyMM}{half}"));
    assertEquals(List.of("cnsfails202612a"), names(Schedules.halfMonths()
        .due(LocalDate.parse("2026-11-16"), LocalDate.parse("2026-12-01"), 90), "cnsfails{yyyyMM}{half}"));
  }
}
