package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.gov.calendar.BeaScheduleParser;
import dev.openmarkets.gov.calendar.CalendarEvents;
import dev.openmarkets.gov.calendar.CalendarRow;
import dev.openmarkets.gov.calendar.CensusCalendarParser;
import dev.openmarkets.gov.calendar.ReleasePeriods;
import dev.openmarkets.gov.calendar.WeeklyClaims;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Ingest;
import io.vertx.core.json.JsonArray;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The BEA (iCalendar feed) and Census (indicator calendar) schedule parsers over our own samples
 * written in the documented formats (no real capture of either is in the fixtures), and the weekly
 * claims rule with its holiday shifts.
 */
class CalendarAgencyParsersTest {
  private static List<CalendarRow> bea(String text) throws RejectedFileException {
    return new BeaScheduleParser(CalendarEvents.DEFAULT.bea())
        .parse(new UpstreamFile("bea-schedule.ics", text.getBytes(StandardCharsets.UTF_8)));
  }

  private static List<CalendarRow> census(String html) throws RejectedFileException {
    return new CensusCalendarParser(CalendarEvents.DEFAULT.census())
        .parse(new UpstreamFile("census-calendar-listview.html", html.getBytes(StandardCharsets.UTF_8)));
  }

  private static CalendarRow byId(List<CalendarRow> rows, String id) {
    return rows.stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError(id));
  }

  @Test
  void beaFeedGivesEachConfiguredReleaseWithItsPeriodAndTime() throws Exception {
    String ics = Ingest.demo("gov/bea-schedule.ics");
    assertTrue(ics.contains("\r\n"), "the sample keeps iCalendar's CRLF");
    List<CalendarRow> rows = bea(ics);
    assertEquals(List.of("bea-gdp-advance-2026-q3", "bea-trade-balance-2026-09", "bea-gdp-second-2026-q3",
        "bea-pce-price-2026-10", "bea-core-pce-price-2026-10", "bea-personal-income-2026-10",
        "bea-personal-spending-2026-10", "bea-trade-balance-2026-10", "bea-gdp-third-2026-q3", "bea-pce-price-2026-11",
        "bea-core-pce-price-2026-11", "bea-personal-income-2026-11", "bea-personal-spending-2026-11"),
        rows.stream().map(CalendarRow::id).toList());
    CalendarRow adv = byId(rows, "bea-gdp-advance-2026-q3");
    // 08:30 New York in October is daylight time: 12:30 UTC
    assertEquals(Instant.parse("2026-10-29T12:30:00Z"), adv.scheduledAt());
    assertEquals("3rd Quarter 2026", adv.periodLabel());
    assertEquals(LocalDate.of(2026, 7, 1), adv.periodDate());
    assertEquals("A191RL1Q225SBEA", adv.seriesId());
    assertEquals("daily", adv.transform());
    assertEquals("high", adv.importance());
    assertEquals("bea", adv.source());
    // the folded summary line ("Oc" + " tober 2026") reads as one; 10:00 in November is standard time
    CalendarRow pce = byId(rows, "bea-pce-price-2026-10");
    assertEquals("October 2026", pce.periodLabel());
    assertEquals(Instant.parse("2026-11-25T15:00:00Z"), pce.scheduledAt());
    assertEquals(LocalDate.of(2026, 10, 1), pce.periodDate());
    assertEquals("PCEPI", pce.seriesId());
    assertEquals("pct", pce.transform());
    // DTSTART in UTC
    assertEquals(Instant.parse("2026-12-08T13:30:00Z"), byId(rows, "bea-trade-balance-2026-10").scheduledAt());
    assertEquals("millions of USD", byId(rows, "bea-trade-balance-2026-10").unit());
    // the third estimate's title names more than GDP; its period is still the quarter
    assertEquals("GDP Third Estimate (q/q annualized)", byId(rows, "bea-gdp-third-2026-q3").eventName());
    // regional accounts are not configured: skipped
    assertTrue(rows.stream().noneMatch(r -> r.scheduledAt().equals(Instant.parse("2026-12-04T15:00:00Z"))));
  }

  @Test
  void beaFeedEdgeCasesAndRejections() throws Exception {
    String head = "BEGIN:VCALENDAR\nVERSION:2.0\n";
    // a date-only start is the usual 08:30 Eastern; an unknown TZID (a Windows name) is Eastern too
    List<CalendarRow> rows = bea(head + "BEGIN:VEVENT\nDTSTART;VALUE=DATE:20270128\nSUMMARY:GDP (Advance Estimate)\\, "
        + "4th Quarter 2026\nEND:VEVENT\nBEGIN:VEVENT\nDTSTART;TZID=Eastern Standard Time:20270226T100000\n"
        + "SUMMARY:Personal Income and Outlays\\, January 2027\nEND:VEVENT\nEND:VCALENDAR\n");
    assertEquals(Instant.parse("2027-01-28T13:30:00Z"), byId(rows, "bea-gdp-advance-2026-q4").scheduledAt());
    assertEquals(Instant.parse("2027-02-26T15:00:00Z"), byId(rows, "bea-pce-price-2027-01").scheduledAt());
    assertThrows(RejectedFileException.class, () -> bea("<html>Access denied</html>"));
    RejectedFileException none = assertThrows(RejectedFileException.class, () -> bea(head
        + "BEGIN:VEVENT\nDTSTART:20261204T150000Z\nSUMMARY:GDP by State\\, 3rd Quarter 2026\nEND:VEVENT\nEND:VCALENDAR\n"));
    assertTrue(none.getMessage().contains("none of the 1 events"), none.getMessage());
    assertThrows(RejectedFileException.class, () -> bea(head
        + "BEGIN:VEVENT\nDTSTART:2026-12-04\nSUMMARY:GDP (Advance Estimate)\\, 3rd Quarter 2026\nEND:VEVENT\n"));
    RejectedFileException noPeriod = assertThrows(RejectedFileException.class, () -> bea(head
        + "BEGIN:VEVENT\nDTSTART:20261204T150000Z\nSUMMARY:Personal Income and Outlays\nEND:VEVENT\nEND:VCALENDAR\n"));
    assertTrue(noPeriod.getMessage().contains("no reference period"), noPeriod.getMessage());
  }

  @Test
  void censusCalendarGivesEachConfiguredIndicator() throws Exception {
    List<CalendarRow> rows = census(Ingest.demo("gov/census-calendar-listview.html"));
    assertEquals(List.of("census-retail-sales-2026-10", "census-housing-starts-2026-10", "census-new-home-sales-2026-10",
        "census-durable-goods-2026-10", "census-construction-spending-2026-10", "census-retail-sales-2026-11",
        "census-housing-starts-2026-11"), rows.stream().map(CalendarRow::id).toList());
    CalendarRow retail = rows.get(0);
    assertEquals(Instant.parse("2026-11-17T13:30:00Z"), retail.scheduledAt());
    assertEquals("October 2026", retail.periodLabel());
    assertEquals(LocalDate.of(2026, 10, 1), retail.periodDate());
    assertEquals("RSAFS", retail.seriesId());
    assertEquals("high", retail.importance());
    assertEquals("census", retail.source());
    CalendarRow sales = byId(rows, "census-new-home-sales-2026-10");
    assertEquals(Instant.parse("2026-11-24T15:00:00Z"), sales.scheduledAt());
    assertEquals("thousands, annual rate", sales.unit());
    assertEquals("level", sales.transform());
    // the title with an entity (Manufacturers&#39;) still starts with the configured title
    assertEquals("DGORDER", byId(rows, "census-durable-goods-2026-10").seriesId());
  }

  @Test
  void censusRowsWithoutAPeriodCellAndRejections() throws Exception {
    // no period column: the month before the release
    List<CalendarRow> rows = census("<table><tr><th>Indicator</th><th>Date</th><th>Time</th></tr><tr><td>"
        + "New Residential Sales</td><td>January 26, 2027</td><td>10:00 a.m.</td></tr></table>");
    assertEquals("census-new-home-sales-2026-12", rows.get(0).id());
    assertEquals("December 2026", rows.get(0).periodLabel());
    assertEquals(Instant.parse("2027-01-26T15:00:00Z"), rows.get(0).scheduledAt());
    assertThrows(RejectedFileException.class, () -> census("<html><body>Maintenance</body></html>"));
    assertThrows(RejectedFileException.class, () -> census("<table><tr><td>New Residential Sales</td>"
        + "<td>Someday</td><td>10:00 AM</td></tr></table>"));
    RejectedFileException time = assertThrows(RejectedFileException.class, () -> census("<table>\n<tr><td>"
        + "New Residential Sales</td><td>January 26, 2027</td><td>noon</td></tr></table>"));
    assertTrue(time.getMessage().contains("line 2"), time.getMessage());
  }

  @Test
  void periodsInTitles() {
    assertEquals("2026-q3", ReleasePeriods.of("GDP (Advance Estimate), 3rd Quarter 2026").idPart());
    assertEquals("2027-q1", ReleasePeriods.of("Gross Domestic Product, Q1 2027 (Second Estimate)").idPart());
    assertEquals("2026-10", ReleasePeriods.of("Personal Income and Outlays, October 2026").idPart());
    // the last period named wins
    assertEquals("2026-09", ReleasePeriods.of("Annual update 2025, 2nd Quarter 2026 and September 2026").idPart());
    assertNull(ReleasePeriods.of("Personal Income and Outlays"));
  }

  @Test
  void weeklyClaimsAreThursdaysUnlessAHolidayMovesThemToWednesday() {
    // an ordinary week: Thursday 08:30 Eastern for the week ending the Saturday before
    WeeklyClaims.Release r = WeeklyClaims.forWeekEnding(LocalDate.of(2026, 11, 14));
    assertEquals("dol-claims-2026-11-14", r.id());
    assertEquals(Instant.parse("2026-11-19T13:30:00Z"), r.scheduledAt());
    assertEquals("Week ending November 14, 2026", r.periodLabel());
    // Thanksgiving 2026-11-26: Wednesday
    assertEquals(Instant.parse("2026-11-25T13:30:00Z"), WeeklyClaims.forWeekEnding(LocalDate.of(2026, 11, 21)).scheduledAt());
    // Christmas and New Year's Day 2025/26 on Thursdays: Wednesdays
    assertEquals(Instant.parse("2025-12-24T13:30:00Z"), WeeklyClaims.forWeekEnding(LocalDate.of(2025, 12, 20)).scheduledAt());
    assertEquals(Instant.parse("2025-12-31T13:30:00Z"), WeeklyClaims.forWeekEnding(LocalDate.of(2025, 12, 27)).scheduledAt());
    // Juneteenth 2025 (a Thursday, daylight time) and Veterans Day 2021
    assertEquals(Instant.parse("2025-06-18T12:30:00Z"), WeeklyClaims.forWeekEnding(LocalDate.of(2025, 6, 14)).scheduledAt());
    assertEquals(Instant.parse("2021-11-10T13:30:00Z"), WeeklyClaims.forWeekEnding(LocalDate.of(2021, 11, 6)).scheduledAt());
    // Juneteenth 2020 was not yet a holiday; July 4 2026 is a Saturday (observed Friday): Thursday stays
    assertEquals(Instant.parse("2020-06-18T12:30:00Z"), WeeklyClaims.forWeekEnding(LocalDate.of(2020, 6, 13)).scheduledAt());
    assertEquals(Instant.parse("2026-07-02T12:30:00Z"), WeeklyClaims.forWeekEnding(LocalDate.of(2026, 6, 27)).scheduledAt());
    // a window: [from, to) on release times
    assertEquals(List.of("dol-claims-2026-11-14", "dol-claims-2026-11-21", "dol-claims-2026-11-28"),
        WeeklyClaims.between(Instant.parse("2026-11-19T13:30:00Z"), Instant.parse("2026-12-10T13:30:00Z")).stream()
            .map(WeeklyClaims.Release::id).toList());
  }

  @Test
  void defaultsJsonFetchesEveryFredSeriesTheCalendarReads() throws Exception {
    JsonArray fred = new io.vertx.core.json.JsonObject(Files.readString(Path.of("src/main/resources/defaults.json")))
        .getJsonObject("upstreams").getJsonObject("fred").getJsonArray("series");
    for (String s : CalendarEvents.DEFAULT.fredSeries()) {
      assertTrue(fred.contains(s), s);
    }
    assertTrue(fred.contains("ICSA"));
  }
}
