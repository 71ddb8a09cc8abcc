package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import dev.openmarkets.util.Symbols;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The real upstream samples in ../shared/fixtures, imported through the product's import path and
 * read back through the HTTP API: every figure must equal the file's own line, digits included.
 * Skipped when the fixtures folder is absent.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("fixtures")
class FixtureApiConformanceTest {
  private static final DateTimeFormatter D8 = DateTimeFormatter.BASIC_ISO_DATE;
  private Path fixtures;
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    fixtures = Fixtures.root();
    Assumptions.assumeTrue(Files.isDirectory(fixtures.resolve("finra")), "no fixtures at " + fixtures.toAbsolutePath());
  }

  @AfterAll
  void stop() throws Exception {
    if (server != null) {
    }
  }

  private List<Path> files(String dir, String glob) throws Exception {
    Path d = fixtures.resolve(dir);
    if (!Files.isDirectory(d)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(d)) {
      return s.filter(p -> p.getFileName().toString().matches(glob)).sorted().toList();
    }
  }

  private FileOutcome importFile(String dataset, Path file) throws Exception {
    FileOutcome o = Ingest.load(server, dataset, new UpstreamFile(file.getFileName().toString(), Files.readAllBytes(file)));
    assertTrue(o.loaded(), file + ": " + o.reason());
    return o;
  }

  private static List<String[]> dataLines(Path file, int fields) throws Exception {
    return Files.readAllLines(file, StandardCharsets.ISO_8859_1).stream().skip(1)
        .map(l -> l.split("\\|", -1)).filter(f -> f.length == fields).toList();
  }

  private JsonObject onlyRow(String path) throws Exception {
    JsonArray rows = server.json(path).getJsonArray("data");
    assertEquals(1, rows.size(), path);
    return rows.getJsonObject(0);
  }

  @Test
  void shortVolumeFiguresEqualTheFile() throws Exception {
    List<Path> files = files("finra", "CNMSshvol\\d{8}\\.txt");
    Assumptions.assumeFalse(files.isEmpty());
    for (Path f : files) {
      List<String[]> lines = dataLines(f, 6);
      assertEquals(lines.size(), importFile("short-volume", f).counts().total());
      for (String[] l : lines) {
        LocalDate d = LocalDate.parse(l[0], D8);
        JsonObject row = onlyRow("/api/markets/short-volume?symbol=" + l[1] + "&from=" + d + "&to=" + d);
        assertEquals(Symbols.normalize(l[1]), row.getString("symbol"));
        assertEquals(l[2], row.getString("shortVolume"));
        assertEquals(l[3], row.getString("shortExemptVolume"));
        assertEquals(l[4], row.getString("totalVolume"));
        assertEquals(new BigDecimal(l[2]).divide(new BigDecimal(l[4]), 4, java.math.RoundingMode.HALF_UP).toPlainString(),
            row.getString("shortRatio"));
      }
    }
  }

  @Test
  void shortInterestFiguresEqualTheFile() throws Exception {
    List<Path> files = files("finra", "shrt\\d{8}\\.csv");
    Assumptions.assumeFalse(files.isEmpty());
    for (Path f : files) {
      List<String[]> lines = dataLines(f, 14);
      importFile("short-interest", f);
      for (String[] l : lines) {
        JsonArray history = server.json("/api/markets/short-interest?symbol=" + l[1]).getJsonArray("data");
        JsonObject row = history.stream().map(o -> (JsonObject) o)
            .filter(o -> o.getString("settlementDate").equals(l[13])).findFirst().orElseThrow();
        assertEquals(0, new BigDecimal(l[5]).compareTo(new BigDecimal(row.getValue("shortQty").toString())), l[1]);
        assertEquals(0, new BigDecimal(l[8]).compareTo(new BigDecimal(row.getValue("avgDailyVol").toString())), l[1]);
        assertEquals(l[9], row.getString("daysToCover"), l[1]);
        assertEquals(l[11], row.getString("changePct"), l[1]);
      }
    }
  }

  @Test
  void failsToDeliverFiguresEqualTheFile() throws Exception {
    List<Path> files = files("sec", "cnsfails\\d{6}[ab]\\.txt");
    Assumptions.assumeFalse(files.isEmpty());
    for (Path f : files) {
      List<String[]> lines = dataLines(f, 6);
      importFile("fails-to-deliver", f);
      int checked = 0;
      for (String[] l : lines) {
        if (l[2].isBlank()) {
          continue;
        }
        LocalDate d = LocalDate.parse(l[0], D8);
        JsonArray rows = server.json("/api/markets/fails-to-deliver?symbol=" + l[2] + "&from=" + d + "&to=" + d).getJsonArray("data");
        JsonObject row = rows.stream().map(o -> (JsonObject) o).filter(o -> o.getString("cusip").equals(l[1])).findFirst().orElseThrow();
        assertEquals(l[3], row.getString("quantity"));
        assertEquals(l[4].stripTrailing(), row.getString("description"));
        if (l[5].equals(".")) {
          assertEquals(null, row.getValue("price"));
          assertEquals(null, row.getValue("valueUsd"));
        } else {
          assertEquals(l[5], row.getString("price"));
          assertEquals(new BigDecimal(l[3]).multiply(new BigDecimal(l[5])).toPlainString(), row.getString("valueUsd"));
        }
        checked++;
      }
      assertTrue(checked > 0);
    }
  }
}
