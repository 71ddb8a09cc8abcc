package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.cli.ImportCommand;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.gov.calendar.ReleasePeriods;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestConfigs;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * BEA's release feed in the titles it used in 2024-2026 (live-2026/NOTES.md; no capture of the feed
 * exists, samples/gov/bea-schedule.2026.ics is written here in its shape, SUMMARY lines folded
 * mid-word at 75 octets): `import calendar` reads a period from every title form, skips and counts
 * an event without a period and one whose DTSTART does not read, and the releases read back
 * exactly over the API.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "gov_bea_live", config = "config")
class BeaLiveTitlesTest {
  private TestServer server;

  static JsonObject config() {
    return TestConfigs.cacheOff();
  }

  @Test
  void everyTitleFormGivesItsPeriod() {
    assertEquals(new ReleasePeriods("4th Quarter 2025", LocalDate.of(2025, 10, 1), "2025-q4"),
        ReleasePeriods.of("GDP (Advance Estimate), 4th Quarter and Year 2025"));
    assertEquals(new ReleasePeriods("December 2025", LocalDate.of(2025, 12, 1), "2025-12"),
        ReleasePeriods.of("U.S. International Trade in Goods and Services, December and Annual 2025"));
    assertEquals(new ReleasePeriods("4th Quarter 2024", LocalDate.of(2024, 10, 1), "2024-q4"),
        ReleasePeriods.of("Gross Domestic Product, 4th Quarter and Year 2024 (Advance Estimate)"));
    assertEquals(new ReleasePeriods("3rd Quarter 2025", LocalDate.of(2025, 7, 1), "2025-q3"),
        ReleasePeriods.of("Gross Domestic Product, 3rd Quarter 2025 (Initial Estimate) and Corporate Profits (Preliminary)"));
    assertNull(ReleasePeriods.of("Personal Income and Outlays (Release Rescheduled)"));
  }

  @Test
  void importReadsTheReleasesBackExactlyAndCountsTheSkippedEvents(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bea-schedule.ics");
    Files.writeString(file, Ingest.sample("gov/bea-schedule.2026.ics"), StandardCharsets.ISO_8859_1);
    DbUrl u = server.db.url();
    var config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject()
        .put("dbUrl", "postgresql://" + u.user() + "@" + u.host() + ":" + u.port() + "/" + u.database()));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = ImportCommand.run(config, Families.all(), List.of("calendar", file.toString()),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true));
    String text = out.toString(StandardCharsets.UTF_8);
    assertEquals(0, code, text);
    assertTrue(text.contains("8 rows: 8 inserted"), text);
    assertTrue(text.contains("2 event(s) skipped: line 92: DTSTART '2026-04-30 08:30' does not read; "
        + "line 83: no reference period in 'Personal Income and Outlays (Release Rescheduled)'"), text);

    Map<String, JsonObject> byId = Stream.of("from=2025-01-01&to=2025-12-31", "from=2026-01-01&to=2026-03-31")
        .flatMap(w -> json("/api/markets/calendar?" + w + "&source=bea").getJsonArray("data").stream())
        .map(o -> (JsonObject) o)
        .collect(Collectors.toMap(o -> o.getString("id"), o -> o));
    assertEquals(List.of("bea-core-pce-price-2025-12", "bea-gdp-advance-2024-q4", "bea-gdp-advance-2025-q3",
        "bea-gdp-advance-2025-q4", "bea-pce-price-2025-12", "bea-personal-income-2025-12",
        "bea-personal-spending-2025-12", "bea-trade-balance-2025-12"), byId.keySet().stream().sorted().toList());
    same(byId.get("bea-gdp-advance-2025-q4"), "2026-02-20T13:30:00Z", "4th Quarter 2025",
        "GDP Advance Estimate (q/q annualized)");
    same(byId.get("bea-trade-balance-2025-12"), "2026-02-19T13:30:00Z", "December 2025", "Trade Balance");
    same(byId.get("bea-gdp-advance-2024-q4"), "2025-01-30T13:30:00Z", "4th Quarter 2024",
        "GDP Advance Estimate (q/q annualized)");
    same(byId.get("bea-gdp-advance-2025-q3"), "2025-12-23T13:30:00Z", "3rd Quarter 2025",
        "GDP Advance Estimate (q/q annualized)");
    same(byId.get("bea-pce-price-2025-12"), "2026-02-20T15:00:00Z", "December 2025", "PCE Price Index (m/m)");
    same(byId.get("bea-personal-spending-2025-12"), "2026-02-20T15:00:00Z", "December 2025", "Personal Spending (m/m)");
  }

  private JsonObject json(String path) {
    try {
      return server.json(path);
    } catch (Exception e) {
      throw new AssertionError(path, e);
    }
  }

  private static void same(JsonObject row, String at, String period, String name) {
    assertEquals(at, row.getString("scheduledAt"), row.encode());
    assertEquals(period, row.getString("periodLabel"), row.encode());
    assertEquals(name, row.getString("eventName"), row.encode());
    assertEquals("bea", row.getString("source"), row.encode());
  }
}
