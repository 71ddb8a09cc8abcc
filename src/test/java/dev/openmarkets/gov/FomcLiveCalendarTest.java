package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestConfigs;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Fed's FOMC calendar page as served on 2026-09-29 (live-2026/fomc, read in place) through
 * `import calendar`: the "Must read" meetings of live-2026/NOTES.md with their statement times
 * (2:00 pm Eastern, EST or EDT), the projections mark, the "Apr/May 30-1" wrap, and the minutes
 * releases the page prints.
 */
@Tag("db")
class FomcLiveCalendarTest {

  @Test
  void theRealPageReadsItsMeetingsAndMinutes() throws Exception {
    byte[] page = Fixtures.bytes("live-2026", "fomc/fomccalendars.trimmed.htm");
    try (TestServer server = TestServer.start("gov_fomc_live", TestConfigs.cacheOff())) {
      FileOutcome o = Ingest.load(server, "calendar", new UpstreamFile("fomccalendars.htm", page));
      assertTrue(o.loaded(), o.reason());
      assertEquals(8, o.counts().total());
      Map<String, JsonObject> y2026 = fed(server, "2026-01-01", "2026-12-31");
      assertEquals(List.of("fed-fomc-2026-01-28", "fed-fomc-2026-03-18", "fed-fomc-2026-10-28", "fed-fomc-2026-12-09",
          "fed-fomc-minutes-2026-01-28", "fed-fomc-minutes-2026-03-18"), y2026.keySet().stream().sorted().toList());
      same(y2026.get("fed-fomc-2026-01-28"), "2026-01-28T19:00:00Z", "January 27-28, 2026", "FOMC Rate Decision");
      same(y2026.get("fed-fomc-2026-03-18"), "2026-03-18T18:00:00Z", "March 17-18, 2026 (with projections)",
          "FOMC Rate Decision");
      same(y2026.get("fed-fomc-2026-10-28"), "2026-10-28T18:00:00Z", "October 27-28, 2026", "FOMC Rate Decision");
      same(y2026.get("fed-fomc-2026-12-09"), "2026-12-09T19:00:00Z", "December 8-9, 2026 (with projections)",
          "FOMC Rate Decision");
      same(y2026.get("fed-fomc-minutes-2026-01-28"), "2026-02-18T19:00:00Z", "January 27-28, 2026", "FOMC Minutes");
      same(y2026.get("fed-fomc-minutes-2026-03-18"), "2026-04-08T18:00:00Z", "March 17-18, 2026", "FOMC Minutes");
      Map<String, JsonObject> y2024 = fed(server, "2024-01-01", "2024-12-31");
      assertEquals(List.of("fed-fomc-2024-05-01", "fed-fomc-minutes-2024-05-01"), y2024.keySet().stream().sorted().toList());
      same(y2024.get("fed-fomc-2024-05-01"), "2024-05-01T18:00:00Z", "Apr/May 30-1, 2024", "FOMC Rate Decision");
      same(y2024.get("fed-fomc-minutes-2024-05-01"), "2024-05-22T18:00:00Z", "Apr/May 30-1, 2024", "FOMC Minutes");
    }
  }

  private static Map<String, JsonObject> fed(TestServer server, String from, String to) throws Exception {
    return server.json("/api/markets/calendar?from=" + from + "&to=" + to + "&source=fed").getJsonArray("data").stream()
        .map(o -> (JsonObject) o).collect(Collectors.toMap(o -> o.getString("id"), o -> o));
  }

  private static void same(JsonObject row, String at, String period, String name) {
    assertEquals(at, row.getString("scheduledAt"), row.encode());
    assertEquals(period, row.getString("periodLabel"), row.encode());
    assertEquals(name, row.getString("eventName"), row.encode());
  }
}
