package dev.openmarkets.macro.fred;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.MacroKinds;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * ALFRED vintages end to end: the fred-alfred poller asks a local FRED for every vintage of each
 * series (the full realtime range), each vintage is stored at the end of its realtime_start day in
 * New York, and fed-liquidity answers as of a moment between vintages with the older value (series
 * rows and the weekly net liquidity computed from it), the revision is logged and listed by
 * /fed-liquidity/revisions with its source, and loading the same
 * answer again changes nothing. vintage=first answers each observation's initial release.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_fred_vintages")
class FredVintagesTest {
  /** The end of 2025-10-23 and of 2025-10-30 in New York (EDT, UTC-4). */
  private static final String FIRST = "2025-10-24T03:59:59.999Z";
  private static final String REVISED = "2025-10-31T03:59:59.999Z";
  private static final String QUERY = "&file_type=json&realtime_start=1776-07-04&realtime_end=9999-12-31";

  /** known_at as answers print it, to the millisecond. */
  private static final String MS = "to_char(known_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')";

  private TestServer server;
  private String walcl;

  private static String answer(String series, String date, String value, String realtimeStart) {
    return "{\"realtime_start\":\"1776-07-04\",\"realtime_end\":\"9999-12-31\",\"output_type\":1,\"observations\":["
        + "{\"realtime_start\":\"" + realtimeStart + "\",\"realtime_end\":\"9999-12-31\",\"date\":\"" + date
        + "\",\"value\":\"" + value + "\"}]}";
  }

  @BeforeAll
  void start() throws Exception {
    walcl = Ingest.sample("macro/series_observations.WALCL.vintages.json");
    try (LocalUpstream upstream = new LocalUpstream()) {
      upstream.serve("/obs?series_id=WALCL&api_key=k3y" + QUERY, walcl.getBytes(StandardCharsets.UTF_8));
      upstream.serve("/obs?series_id=WTREGEN&api_key=k3y" + QUERY,
          answer("WTREGEN", "2025-10-22", "800.5", "2025-10-23").getBytes(StandardCharsets.UTF_8));
      upstream.serve("/obs?series_id=RRPONTSYD&api_key=k3y" + QUERY,
          answer("RRPONTSYD", "2025-10-22", "100.25", "2025-10-23").getBytes(StandardCharsets.UTF_8));
      UpstreamConfig cfg = UpstreamConfigs.named("fred-alfred")
          .baseUrl(upstream.baseUrl() + "/obs")
          .timeoutSeconds(5)
          .backfillDays(0)
          .userAgent(UA)
          .build();
      JsonObject status = Polls.once(server, "fred-alfred", new SnapshotPoller(cfg, server.service.pool(),
          Clock.systemUTC(), new FredVintages(List.of("WALCL", "WTREGEN", "RRPONTSYD"), "k3y", MacroKinds.FRED_JSON)));
      assertEquals(0, status.getInteger("consecutive_failures"), status.encode());
      assertEquals(3, upstream.paths().size());
    }
  }

  /** Each row of sql as its columns' text joined by spaces (null as "null"). */
  private List<String> rows(String sql) throws Exception {
    var u = server.db.url();
    List<String> out = new ArrayList<>();
    try (var c = java.sql.DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        var st = c.createStatement();
        var rs = st.executeQuery(sql)) {
      while (rs.next()) {
        List<String> cells = new ArrayList<>();
        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
          cells.add(String.valueOf(rs.getString(i)));
        }
        out.add(String.join(" ", cells));
      }
    }
    return out;
  }

  private JsonArray data(String query) throws Exception {
    return server.json("/api/markets/fed-liquidity?" + query).getJsonArray("data");
  }

  private static List<String> cells(JsonArray rows, String... fields) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      JsonObject r = rows.getJsonObject(i);
      List<String> c = new ArrayList<>();
      for (String f : fields) {
        c.add(String.valueOf(r.getValue(f)));
      }
      out.add(String.join(" ", c));
    }
    return out;
  }

  @Test
  void eachVintageIsStoredAtTheEndOfItsRealtimeStartDayInNewYork() throws Exception {
    assertEquals(List.of(
        "2025-10-22 6600000 1 " + FIRST + " " + REVISED,
        "2025-10-22 6601000.50 2 " + REVISED + " null",
        "2025-10-29 6612345 1 " + REVISED + " null"), rows("""
            SELECT obs_date, value::text, version_no, to_char(known_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), coalesce(to_char(superseded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'null')
            FROM fred_observations WHERE series_id = 'WALCL' ORDER BY obs_date, known_at"""));
  }

  @Test
  void asOfBetweenVintagesAnswersTheOlderValue() throws Exception {
    assertEquals(List.of("2025-10-22 6600000 " + FIRST),
        cells(data("series=WALCL&asOf=2025-10-25"), "date", "value", "knownAt"));
    // the moment itself: a vintage is in the answer from its knownAt on, to the millisecond
    assertEquals(List.of("2025-10-22 6601000.50 " + REVISED, "2025-10-29 6612345 " + REVISED),
        cells(data("series=WALCL&asOf=" + REVISED), "date", "value", "knownAt"));
    assertEquals(List.of("2025-10-22 6600000 " + FIRST),
        cells(data("series=WALCL&asOf=2025-10-31T03:59:59.998Z"), "date", "value", "knownAt"));
    // without asOf: the latest vintages
    assertEquals(List.of("2025-10-22 6601000.50 " + REVISED, "2025-10-29 6612345 " + REVISED),
        cells(data("series=WALCL"), "date", "value", "knownAt"));
    // before the first vintage of anything stored: a 400 naming the earliest moment
    assertEquals(400, server.get("/api/markets/fed-liquidity?asOf=2025-10-23T12:00:00Z").statusCode());
  }

  @Test
  void vintageFirstAnswersTheInitialReleases() throws Exception {
    assertEquals(List.of("2025-10-22 6600000 " + FIRST, "2025-10-29 6612345 " + REVISED),
        cells(data("series=WALCL&vintage=first"), "date", "value", "knownAt"));
    assertEquals(List.of("2025-10-22 6600000 " + FIRST),
        cells(data("series=WALCL&vintage=first&asOf=2025-10-25"), "date", "value", "knownAt"));
    assertEquals(List.of("2025-10-22 6600.000 5699.250", "2025-10-29 6612.345 null"),
        cells(data("vintage=first"), "date", "walcl", "netLiquidity"));
    assertEquals(400, server.get("/api/markets/fed-liquidity?vintage=second").statusCode());
  }

  @Test
  void weeklyNetLiquidityIsComputedFromTheVintagesKnownThen() throws Exception {
    // 6600000 * 0.001 - 800.5 - 100.25
    assertEquals(List.of("2025-10-22 6600.000 800.5 100.25 5699.250 null " + FIRST),
        cells(data("asOf=2025-10-29"), "date", "walcl", "tga", "rrp", "netLiquidity", "change", "knownAt"));
    // 6601000.50 * 0.001 - 800.5 - 100.25; the next week has neither TGA nor RRP in its week
    assertEquals(List.of("2025-10-22 6601.00050 800.5 100.25 5700.25050 null " + REVISED,
        "2025-10-29 6612.345 null null null null " + REVISED),
        cells(data(""), "date", "walcl", "tga", "rrp", "netLiquidity", "change", "knownAt"));
  }

  @Test
  void theRevisionIsLoggedAndTheSameVintagesAgainChangeNothing() throws Exception {
    assertEquals(List.of("{\"date\": \"2025-10-22\", \"series\": \"WALCL\"} value 6600000 6601000.50 " + REVISED + " 2"),
        rows("SELECT key::text, field, previous, new, " + MS + ", version_no"
            + " FROM dataset_revisions WHERE tbl = 'fred_observations' ORDER BY id"));
    // listed by the revisions route, with the answer that brought it as its source
    JsonArray listed = server.json("/api/markets/fed-liquidity/revisions?since=2025-01-01").getJsonArray("data");
    assertEquals(1, listed.size(), listed.encode());
    JsonObject r = listed.getJsonObject(0);
    assertEquals(List.of("value 6600000 6601000.50 2 " + REVISED),
        cells(listed, "field", "previous", "new", "versionNo", "knownAt"));
    assertEquals(new JsonObject().put("date", "2025-10-22").put("series", "WALCL"), r.getJsonObject("key"));
    assertTrue(r.getString("source").endsWith("/series_observations.WALCL.json"), r.encode());
    List<String> before = rows("SELECT series_id, obs_date, value, known_at, superseded_at, "
        + "version_no, stored_at FROM fred_observations ORDER BY 1, 2, 4");
    FileOutcome again = Ingest.load(server, "fed-liquidity", "series_observations.WALCL.json", walcl);
    assertTrue(again.loaded(), again.reason());
    assertEquals(new WriteCounts(3, 0, 0, 3, 0), again.counts());
    assertEquals(before, rows("SELECT series_id, obs_date, value, known_at, superseded_at, "
        + "version_no, stored_at FROM fred_observations ORDER BY 1, 2, 4"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE tbl = 'fred_observations'"));
    assertNull(server.json("/api/markets/fed-liquidity?series=WALCL").getValue("asOf"));
  }
}
