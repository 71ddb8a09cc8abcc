package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.gov.calendar.BlsScheduleParser;
import dev.openmarkets.gov.calendar.BlsSeriesParser;
import dev.openmarkets.gov.calendar.CalendarEventSpec;
import dev.openmarkets.gov.calendar.CalendarEvents;
import dev.openmarkets.gov.calendar.CalendarRow;
import dev.openmarkets.gov.calendar.FomcCalendarParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Ingest;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The calendar parsers: the real BLS CPI schedule page and BLS API answer, every row checked
 * against the file read here independently (regex over the cells, Vert.x JSON); the FOMC page from
 * our own sample written in the documented markup (no real capture is in the fixtures).
 */
class CalendarParsersTest {
  private static final List<CalendarEventSpec> CPI = CalendarEventSpec.ofPage(CalendarEvents.DEFAULT.bls(), "cpi");

  @Test
  void theRealCpiSchedulePageGivesEveryRowForEachCpiEvent() throws Exception {
    byte[] bytes = GovFixtures.bytes("bls/schedule.news_release.cpi.fragment.html");
    String html = new String(bytes, StandardCharsets.UTF_8);
    List<String[]> cells = new ArrayList<>();
    Matcher m = Pattern.compile("<td>([^<]*)</td>\\s*<td>([^<]*)</td>\\s*<td>([^<]*)</td>").matcher(html);
    while (m.find()) {
      cells.add(new String[] {m.group(1), m.group(2), m.group(3)});
    }
    List<CalendarRow> rows = new BlsScheduleParser(CPI).parse(new UpstreamFile("cpi.htm", bytes));
    assertEquals(2, CPI.size());
    assertEquals(cells.size() * 2, rows.size());
    for (int i = 0; i < cells.size(); i++) {
      CalendarRow cpi = rows.get(2 * i);
      assertEquals(cells.get(i)[0], cpi.periodLabel());
      assertEquals("08:30 AM", cells.get(i)[2]);
      assertTrue(cpi.id().matches("bls-cpi-\\d{4}-\\d{2}"), cpi.id());
      assertEquals("bls-core-cpi-" + cpi.id().substring(8), rows.get(2 * i + 1).id());
      assertEquals("high", cpi.importance());
    }
    // Eastern to UTC: standard time in December, daylight time in June
    CalendarRow first = rows.get(0);
    assertEquals("November 2025", first.periodLabel());
    assertEquals("bls-cpi-2025-11", first.id());
    assertEquals(LocalDate.parse("2025-11-01"), first.periodDate());
    assertEquals(Instant.parse("2025-12-18T13:30:00Z"), first.scheduledAt());
    CalendarRow may = rows.stream().filter(r -> r.id().equals("bls-cpi-2026-05")).findFirst().orElseThrow();
    assertEquals(Instant.parse("2026-06-10T12:30:00Z"), may.scheduledAt());
    assertEquals("CUSR0000SA0", may.seriesId());
    assertEquals("pct", may.transform());
  }

  @Test
  void theRealBlsApiAnswerGivesEveryMonthlyValue() throws Exception {
    byte[] bytes = GovFixtures.bytes("bls/timeseries.CUUR0000SA0.v2.json");
    JsonArray data = new JsonObject(new String(bytes, StandardCharsets.UTF_8)).getJsonObject("Results")
        .getJsonArray("series").getJsonObject(0).getJsonArray("data");
    List<BlsSeriesParser.Observation> obs = new BlsSeriesParser().parse(new UpstreamFile("bls.json", bytes));
    assertEquals(29, data.size());
    assertEquals(data.size(), obs.size());
    for (int i = 0; i < obs.size(); i++) {
      JsonObject d = data.getJsonObject(i);
      BlsSeriesParser.Observation o = obs.get(i);
      assertEquals("CUUR0000SA0", o.seriesId());
      assertEquals(d.getString("value"), o.value().toPlainString());
      assertEquals(LocalDate.of(Integer.parseInt(d.getString("year")), Integer.parseInt(d.getString("period").substring(1)), 1),
          o.periodDate());
    }
    assertEquals("314.069", obs.get(0).value().toPlainString());
  }

  @Test
  void blsAnswersSkipAnnualAveragesAndDashesAndRejectFailures() throws Exception {
    String json = "{\"status\":\"REQUEST_SUCCEEDED\",\"message\":[],\"Results\":{\"series\":[{\"seriesID\":\"CES0000000001\","
        + "\"data\":[{\"year\":\"2026\",\"period\":\"M10\",\"value\":\"160367\",\"footnotes\":[{\"code\":\"P\",\"text\":\"preliminary\"}]},"
        + "{\"year\":\"2026\",\"period\":\"M09\",\"value\":\"-\",\"footnotes\":[{}]},"
        + "{\"year\":\"2025\",\"period\":\"M13\",\"value\":\"159000\",\"footnotes\":[{}]}]}]}}";
    List<BlsSeriesParser.Observation> obs = new BlsSeriesParser().parse(new UpstreamFile("x.json", json.getBytes(StandardCharsets.UTF_8)));
    assertEquals(1, obs.size());
    assertTrue(obs.get(0).preliminary());
    assertThrows(RejectedFileException.class, () -> new BlsSeriesParser().parse(new UpstreamFile("x.json",
        "{\"status\":\"REQUEST_NOT_PROCESSED\",\"message\":[\"daily threshold\"]}".getBytes(StandardCharsets.UTF_8))));
    assertThrows(RejectedFileException.class, () -> new BlsScheduleParser(CPI).parse(new UpstreamFile("cpi.htm",
        "<html>Access Denied</html>".getBytes(StandardCharsets.UTF_8))));
    assertThrows(RejectedFileException.class, () -> new BlsScheduleParser(CPI).parse(new UpstreamFile("cpi.htm",
        ("<table class=\"release-list\"><tr><td>October 2026</td><td>Someday</td><td>08:30 AM</td></tr></table>")
            .getBytes(StandardCharsets.UTF_8))));
  }

  @Test
  void blsScheduleCellsReadThroughMarkupAndEntities() throws Exception {
    // a second class on the table, markup, line breaks and entities in the cells: each read as the page shows it
    String html = "<table class=\"release-list wide\"><thead><tr><th>Reference Month</th><th>Release Date</th>"
        + "<th>Release Time</th></tr></thead><tbody><tr><td>October&nbsp;2026</td><td><span>Nov. 13,</span>\n 2026"
        + "</td><td>08:30&nbsp;AM</td></tr></tbody></table>";
    List<CalendarRow> rows = new BlsScheduleParser(CPI).parse(new UpstreamFile("cpi.htm",
        html.getBytes(StandardCharsets.UTF_8)));
    assertEquals(List.of("bls-cpi-2026-10", "bls-core-cpi-2026-10"), rows.stream().map(CalendarRow::id).toList());
    assertEquals("October 2026", rows.get(0).periodLabel());
    assertEquals(LocalDate.parse("2026-10-01"), rows.get(0).periodDate());
    assertEquals(Instant.parse("2026-11-13T13:30:00Z"), rows.get(0).scheduledAt());
    RejectedFileException twoCells = assertThrows(RejectedFileException.class, () -> new BlsScheduleParser(CPI)
        .parse(new UpstreamFile("cpi.htm", ("<table class=\"release-list\"><tr><th>Month</th></tr>"
            + "<tr><td>October 2026</td><td>Nov. 13, 2026</td></tr></table>").getBytes(StandardCharsets.UTF_8))));
    assertEquals("line 2: table row with 2 cells", twoCells.getMessage());
  }

  @Test
  void fomcMeetingsEndOnTheirLastDayAt2pmEastern() throws Exception {
    List<CalendarRow> rows = new FomcCalendarParser(CalendarEvents.DEFAULT.fomc())
        .parse(new UpstreamFile("fomccalendars.htm", Ingest.demo("gov/fomccalendars.htm").getBytes(StandardCharsets.UTF_8)));
    assertEquals(11, rows.size());
    CalendarRow dec = rows.stream().filter(r -> r.id().equals("fed-fomc-2026-12-09")).findFirst().orElseThrow();
    assertEquals(Instant.parse("2026-12-09T19:00:00Z"), dec.scheduledAt());
    assertEquals("December 8-9, 2026 (with projections)", dec.periodLabel());
    assertEquals("FOMC Rate Decision", dec.eventName());
    assertEquals("high", dec.importance());
    CalendarRow june = rows.stream().filter(r -> r.id().equals("fed-fomc-2026-06-17")).findFirst().orElseThrow();
    assertEquals(Instant.parse("2026-06-17T18:00:00Z"), june.scheduledAt());
    // "Apr/May 30-1" ends on May 1; the notation vote is not a meeting
    assertTrue(rows.stream().anyMatch(r -> r.id().equals("fed-fomc-2027-05-01")));
    assertTrue(rows.stream().noneMatch(r -> r.id().startsWith("fed-fomc-2027-05-12")));
    assertNull(rows.get(0).periodDate() == null ? null : null);
  }

  @Test
  void fileNamesPickTheirSchedulePage() {
    assertEquals("cpi", CalendarEvents.DEFAULT.pageOf("schedule.news_release.cpi.fragment.html"));
    assertEquals("empsit", CalendarEvents.DEFAULT.pageOf("/tmp/bls-schedule-empsit.htm"));
    assertNull(CalendarEvents.DEFAULT.pageOf("fomccalendars.htm"));
  }
}
