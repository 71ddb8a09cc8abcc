package dev.openmarkets.macro.treasury;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.cli.ImportCommand;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.MacroKinds;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The par yield curve in the header Treasury serves since 2025 (quoted names, the 1.5-month bill
 * as "1.5 Month", no real capture of 2026 rows in the fixtures: the header is the one in
 * live-2026/NOTES.md, the rows written here): `import macro` through the CLI reads every cell back
 * exactly over the API; an unknown extra column loads the file and is reported as drift (on the
 * import line and on the poller's /stats outcome); a file without Date is rejected.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_treasury_live")
class TreasuryLiveHeaderTest {
  static final String HEADER = "Date,\"1 Mo\",\"1.5 Month\",\"2 Mo\",\"3 Mo\",\"4 Mo\",\"6 Mo\",\"1 Yr\",\"2 Yr\","
      + "\"3 Yr\",\"5 Yr\",\"7 Yr\",\"10 Yr\",\"20 Yr\",\"30 Yr\"";
  private static final String[] SERIES = {"ust-1m", "ust-1.5m", "ust-2m", "ust-3m", "ust-4m", "ust-6m", "ust-1y",
      "ust-2y", "ust-3y", "ust-5y", "ust-7y", "ust-10y", "ust-20y", "ust-30y"};
  private static final List<String> ROWS = List.of(
      "08/14/2026,4.21,4.19,4.17,4.12,4.05,3.93,3.78,3.71,3.70,3.79,3.98,4.23,4.79,4.80",
      "08/13/2026,4.22,4.20,4.18,4.13,4.06,3.94,3.77,3.69,3.68,3.77,3.96,4.21,4.77,4.78",
      "08/12/2026,4.23,4.215,4.19,4.14,4.07,3.95,3.80,3.73,3.72,3.81,4.00,4.25,4.81,4.82");
  private TestServer server;

  @Test
  void importOfTheLiveHeaderReadsBackExactly(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("daily_treasury_yield_curve.2026.csv");
    Files.writeString(file, HEADER + "\r\n" + String.join("\r\n", ROWS) + "\r\n", StandardCharsets.US_ASCII);
    DbUrl u = server.db.url();
    var config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject()
        .put("dbUrl", "postgresql://" + u.user() + "@" + u.host() + ":" + u.port() + "/" + u.database()));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = ImportCommand.run(config, Families.all(), List.of("macro", file.toString()),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true));
    String text = out.toString(StandardCharsets.UTF_8);
    assertEquals(0, code, text);
    assertTrue(text.contains("42 rows: 42 inserted"), text);

    Map<String, String> served = new HashMap<>();
    JsonArray data = server.json("/api/markets/macro?series=" + String.join(",", SERIES)
        + "&from=2026-08-01&to=2026-08-31").getJsonArray("data");
    for (Object o : data) {
      JsonObject r = (JsonObject) o;
      served.put(r.getString("series") + " " + r.getString("date"), r.getString("value"));
    }
    assertEquals(42, served.size(), data.encode());
    for (String row : ROWS) {
      String[] c = row.split(",");
      String iso = c[0].substring(6) + "-" + c[0].substring(0, 2) + "-" + c[0].substring(3, 5);
      for (int i = 1; i < c.length; i++) {
        assertEquals(c[i], served.get(SERIES[i - 1] + " " + iso), SERIES[i - 1] + " " + iso);
      }
    }
  }

  @Test
  void anUnknownColumnLoadsTheFileAndIsReportedAsDrift() throws Exception {
    FileOutcome o = Ingest.load(server, "macro", "daily_treasury_yield_curve.2027.csv",
        "Date,\"1 Mo\",\"52 Week Bill\",\"10 Yr\"\r\n01/04/2027,4.01,3.90,4.30\r\n");
    assertTrue(o.loaded(), o.reason());
    assertEquals("drift: unknown column(s) \"52 Week Bill\" not read", o.notes());
    assertTrue(o.describe().contains("2 rows: 2 inserted") && o.describe().contains("52 Week Bill"), o.describe());

    FileOutcome noDate = Ingest.load(server, "macro", "daily_treasury_yield_curve.2028.csv",
        "\"1 Mo\",\"10 Yr\"\r\n4.01,4.30\r\n");
    assertFalse(noDate.loaded());
    assertTrue(noDate.reason().contains("Date"), noDate.reason());
  }

  @Test
  void thePollerShowsTheDriftOnStats() throws Exception {
    try (LocalUpstream upstream = new LocalUpstream()) {
      upstream.serve("/csv/2026", (HEADER + ",\"Extra\"\r\n" + ROWS.get(0) + ",9\r\n").getBytes(StandardCharsets.US_ASCII));
      UpstreamConfig cfg = UpstreamConfigs.named("treasury-yields")
          .baseUrl(upstream.baseUrl() + "/csv")
          .intervalSeconds(21600)
          .timeoutSeconds(5)
          .backfillDays(0)
          .userAgent(UA)
          .path("/{yyyy}")
          .build();
      JsonObject status = Polls.once(server, "treasury-yields", new SnapshotPoller(cfg, server.service.pool(),
          Clock.fixed(Instant.parse("2026-08-15T12:00:00Z"), ZoneOffset.UTC), MacroSources.treasury(MacroKinds.YIELD_CURVE)));
      assertEquals(0, status.getInteger("consecutive_failures"));
      assertTrue(status.getString("last_outcome").contains(
          "warnings: daily_treasury_yield_curve.2026.csv: drift: unknown column(s) \"Extra\" not read"), status.encode());
      // and /metrics counts the poll that warned
      assertTrue(server.get("/metrics").body().contains("openmarkets_poll_warnings_total{poller=\"treasury-yields\"} 1.0"),
          "no poll warning in /metrics");
    }
  }
}
