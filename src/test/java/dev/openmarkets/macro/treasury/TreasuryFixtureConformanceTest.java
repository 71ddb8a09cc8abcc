package dev.openmarkets.macro.treasury;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The real Treasury yield curve files in ../shared/fixtures/treasury (the 2024 original layout and a
 * 2025 copy with ISO dates and the new 1.5 Mo column) through `import macro`: every cell the file
 * prints is stored with its digits under the tenor its header names, empty cells are absent, and
 * the spreads served equal the file's own tenors subtracted.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_treasury_fixtures")
class TreasuryFixtureConformanceTest {
  private static final List<String> FILES = List.of("daily_treasury_yield_curve.2024.csv",
      "daily_treasury_yield_curve.2025.iso-dates.csv");
  private Path dir;
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    dir = Fixtures.root().resolve("treasury");
    Assumptions.assumeTrue(Files.isDirectory(dir), "no fixtures at " + dir.toAbsolutePath());
    for (String f : FILES) {
      FileOutcome o = Ingest.load(server, "macro", new UpstreamFile(f, Files.readAllBytes(dir.resolve(f))));
      assertTrue(o.loaded(), f + ": " + o.reason());
    }
  }

  @AfterAll
  void stop() throws Exception {
    if (server != null) {
    }
  }

  @Test
  void everyCellIsStoredUnderItsTenorWithItsDigits() throws Exception {
    long cells = 0;
    for (String f : FILES) {
      List<String> lines = Files.readAllLines(dir.resolve(f), StandardCharsets.US_ASCII);
      String[] header = lines.get(0).replace("\"", "").split(",");
      for (String l : lines.subList(1, lines.size())) {
        String[] c = l.split(",", -1);
        LocalDate date = c[0].contains("/") ? LocalDate.parse(c[0], DateTimeFormatter.ofPattern("MM/dd/yyyy"))
            : LocalDate.parse(c[0]);
        for (int i = 1; i < header.length; i++) {
          String[] tenor = header[i].split(" ");
          String series = "ust-" + tenor[0] + (tenor[1].equals("Mo") ? "m" : "y");
          String where = " FROM macro_observations WHERE series = '" + series + "' AND obs_date = '" + date + "'";
          if (c[i].isEmpty()) {
            assertEquals(0, TestDb.count(server.db, "SELECT count(*)" + where), f + " " + l);
          } else {
            cells++;
            assertEquals(1, TestDb.count(server.db, "SELECT count(*)" + where + " AND value::text = '" + c[i] + "'"),
                f + " " + series + " " + l);
          }
        }
      }
    }
    assertEquals(cells, TestDb.count(server.db, "SELECT count(*) FROM macro_observations"));
  }

  @Test
  void spreadsEqualTheFilesTenorsSubtracted() throws Exception {
    // 10/07/2024: 10 Yr 4.03, 2 Yr 3.99, 3 Mo 4.77, 30 Yr 4.30, 5 Yr 3.86
    JsonArray rows = server.json("/api/markets/macro?series=ust-10y-2y,ust-10y-3m,ust-30y-5y&from=2024-10-07&to=2024-10-07")
        .getJsonArray("data");
    assertEquals(3, rows.size());
    assertEquals("0.04", value(rows, "ust-10y-2y"));
    assertEquals("-0.74", value(rows, "ust-10y-3m"));
    assertEquals("0.44", value(rows, "ust-30y-5y"));
    // 2025-02-20 (ISO copy, unpadded digits): 10 Yr 4.5, 2 Yr 4.28 -> 0.22
    JsonArray r25 = server.json("/api/markets/macro?series=ust-10y-2y,ust-1.5m&from=2025-02-20&to=2025-02-20")
        .getJsonArray("data");
    assertEquals("0.22", value(r25, "ust-10y-2y"));
    assertEquals("4.4", value(r25, "ust-1.5m"));
  }

  private static String value(JsonArray rows, String series) {
    return rows.stream().map(o -> (JsonObject) o).filter(o -> series.equals(o.getString("series"))).findFirst()
        .orElseThrow().getString("value");
  }
}
