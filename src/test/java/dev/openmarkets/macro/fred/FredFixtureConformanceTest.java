package dev.openmarkets.macro.fred;

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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Every real FRED CSV in ../shared/fixtures/fred (both header styles, "." and empty as missing)
 * through `import fed-liquidity`: each observation the file prints is stored with its exact digits,
 * each missing one is absent; the fed-liquidity series read back over HTTP as printed. The FRED API
 * answer (a single ALFRED vintage) is stored known at the end of its realtime_start day.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_fred_fixtures")
class FredFixtureConformanceTest {
  private Path dir;
  private TestServer server;
  private List<Path> files;

  @BeforeAll
  void start() throws Exception {
    dir = Fixtures.root().resolve("fred");
    Assumptions.assumeTrue(Files.isDirectory(dir), "no fixtures at " + dir.toAbsolutePath());
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.getFileName().toString().endsWith(".csv")).sorted().toList();
    }
    assertEquals(7, files.size());
    for (Path f : files) {
      FileOutcome o = Ingest.load(server, "fed-liquidity", new UpstreamFile(f.getFileName().toString(),
          Files.readAllBytes(f)));
      assertTrue(o.loaded(), f + ": " + o.reason());
    }
  }

  @AfterAll
  void stop() throws Exception {
    if (server != null) {
    }
  }

  @Test
  void theApiJsonAnswerLoadsUnderTheSeriesItsNameSays() throws Exception {
    Path json = dir.resolve("series_observations.GNPCA.json");
    FileOutcome o = Ingest.load(server, "fed-liquidity", new UpstreamFile(json.getFileName().toString(),
        Files.readAllBytes(json)));
    assertTrue(o.loaded(), o.reason());
    // read independently: every "date"/"value" pair the document prints
    String text = Files.readString(json);
    java.util.regex.Matcher m = java.util.regex.Pattern
        .compile("\"date\":\\s*\"([0-9-]+)\",\\s*\"value\":\\s*\"([^\"]*)\"").matcher(text);
    int values = 0;
    while (m.find()) {
      if (!m.group(2).equals(".")) {
        values++;
        assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM fred_observations WHERE series_id = 'GNPCA' "
            + "AND obs_date = '" + m.group(1) + "' AND value::text = '" + m.group(2) + "'"), m.group());
      }
    }
    assertTrue(values > 0);
    assertEquals(values, TestDb.count(server.db, "SELECT count(*) FROM fred_observations WHERE series_id = 'GNPCA'"));
    // a single vintage (realtime_start 2013-08-14 on every row): each known at the end of that day
    // in New York (EDT), stated history, not when we stored it
    assertEquals(values, TestDb.count(server.db, "SELECT count(*) FROM fred_observations WHERE series_id = 'GNPCA' "
        + "AND known_at = timestamptz '2013-08-15T03:59:59.999Z' AND superseded_at IS NULL AND version_no = 1"));
    // the same answer again adds nothing
    FileOutcome again = Ingest.load(server, "fed-liquidity", new UpstreamFile(json.getFileName().toString(),
        Files.readAllBytes(json)));
    assertEquals(values, again.counts().unchanged(), again.describe());
    assertEquals(values, TestDb.count(server.db, "SELECT count(*) FROM fred_observations WHERE series_id = 'GNPCA'"));
    // fed-liquidity can now answer as of that vintage (its earliest knownAt), not before it
    assertEquals(200, server.get("/api/markets/fed-liquidity?asOf=2013-08-14").statusCode());
    assertEquals(400, server.get("/api/markets/fed-liquidity?asOf=2013-08-14T12:00:00Z").statusCode());
  }

  @Test
  void everyPrintedValueIsStoredWithItsDigits() throws Exception {
    for (Path f : files) {
      List<String> lines = Files.readAllLines(f, StandardCharsets.US_ASCII);
      String series = lines.get(0).split(",")[1].trim();
      int values = 0;
      for (String l : lines.subList(1, lines.size())) {
        String[] c = l.split(",", -1);
        if (l.isBlank()) {
          continue;
        }
        String v = c[1].trim();
        String where = " FROM fred_observations WHERE series_id = '" + series + "' AND obs_date = '" + c[0] + "'";
        if (v.isEmpty() || v.equals(".")) {
          assertEquals(0, TestDb.count(server.db, "SELECT count(*)" + where), f + " " + l);
        } else {
          values++;
          assertEquals(1, TestDb.count(server.db, "SELECT count(*)" + where + " AND value::text = '" + v + "'"),
              f + " " + l);
        }
      }
      assertEquals(values, TestDb.count(server.db, "SELECT count(*) FROM fred_observations WHERE series_id = '"
          + series + "'"), f.toString());
      if (FredSeries.DEFAULT.contains(series)) {
        JsonArray rows = server.json("/api/markets/fed-liquidity?limit=2000&series=" + series).getJsonArray("data");
        assertEquals(values, rows.size());
        String[] last = lines.get(lines.size() - 1).split(",", -1);
        assertEquals(last[1], rows.getJsonObject(rows.size() - 1).getString("value"));
      }
    }
  }
}
