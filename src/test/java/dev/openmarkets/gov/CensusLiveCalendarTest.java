package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestConfigs;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The Census list view as really served in 2026 (live-2026/census, read in place) and a 2027 year
 * page written here in the same layout: the "Must read" releases of live-2026/NOTES.md read back
 * over the API with their Eastern times in UTC, "Suspended" rows are skipped without failing the
 * page, and a date that does not read is skipped and counted.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "gov_census_live", config = "config")
class CensusLiveCalendarTest {
  private TestServer server;

  private Map<String, JsonObject> census(String from, String to) throws Exception {
    return server.json("/api/markets/calendar?from=" + from + "&to=" + to + "&source=census").getJsonArray("data")
        .stream().map(o -> (JsonObject) o).collect(Collectors.toMap(o -> o.getString("id"), o -> o));
  }

  private static void same(JsonObject row, String at, String period) {
    assertEquals(at, row.getString("scheduledAt"), row.encode());
    assertEquals(period, row.getString("periodLabel"), row.encode());
  }

  static JsonObject config() {
    return TestConfigs.cacheOff();
  }

  @Test
  void theReal2026PageReadsItsMustReadReleases() throws Exception {
    byte[] page = Fixtures.bytes("live-2026", "census/calendar-listview.2026.trimmed.html");
    FileOutcome o = Ingest.load(server, "calendar", new UpstreamFile("census-calendar-listview-2026.html", page));
    assertTrue(o.loaded(), o.reason());
    assertEquals(10, o.counts().total());
    Map<String, JsonObject> rows = census("2026-01-01", "2026-12-31");
    assertEquals(List.of("census-construction-spending-2025-09", "census-durable-goods-2025-11",
        "census-durable-goods-2026-11", "census-housing-starts-2025-09", "census-housing-starts-2025-10",
        "census-housing-starts-2026-11", "census-new-home-sales-2025-12", "census-new-home-sales-2026-11",
        "census-retail-sales-2025-11", "census-retail-sales-2026-11"), rows.keySet().stream().sorted().toList());
    // 08:30 and 10:00 Eastern (EST, UTC-5, in December and January)
    same(rows.get("census-retail-sales-2026-11"), "2026-12-16T13:30:00Z", "November 2026");
    same(rows.get("census-housing-starts-2025-09"), "2026-01-09T13:30:00Z", "September 2025");
    same(rows.get("census-housing-starts-2025-10"), "2026-01-09T13:30:00Z", "October 2025");
    same(rows.get("census-durable-goods-2026-11"), "2026-12-23T13:30:00Z", "November 2026");
    same(rows.get("census-new-home-sales-2026-11"), "2026-12-23T15:00:00Z", "November 2026");
    same(rows.get("census-construction-spending-2025-09"), "2026-01-21T15:00:00Z", "September 2025");
    assertEquals("Retail Sales (m/m)", rows.get("census-retail-sales-2026-11").getString("eventName"));
  }

  @Test
  void suspendedRowsAreSkippedAndAnUnreadableDateIsCounted() throws Exception {
    FileOutcome o = Ingest.load(server, "calendar", "census-calendar-listview-2027.html",
        Ingest.sample("gov/calendar-listview-2027.html"));
    assertTrue(o.loaded(), o.reason());
    assertEquals(2, o.counts().total());
    assertEquals("1 row(s) skipped: line 35: release date 'Feb. 1st, 2027' does not read", o.notes());
    Map<String, JsonObject> rows = census("2027-01-01", "2027-02-28");
    assertEquals(List.of("census-housing-starts-2026-12", "census-new-home-sales-2026-12"),
        rows.keySet().stream().sorted().toList());
    same(rows.get("census-housing-starts-2026-12"), "2027-01-20T13:30:00Z", "December 2026");
    same(rows.get("census-new-home-sales-2026-12"), "2027-01-26T15:00:00Z", "December 2026");
  }
}
