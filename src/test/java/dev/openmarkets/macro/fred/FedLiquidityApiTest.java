package dev.openmarkets.macro.fred;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
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
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * fed-liquidity over real HTTP and PostgreSQL: units converted to billions, TGA and RRP aligned on
 * each Wednesday (a Wednesday holiday takes the Tuesday, a week without a value stays null),
 * netLiquidity and change recomputed by hand, series rows, defaults, ranges and 400s, and the FRED
 * poller against a local server with the configured series list.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_fed")
class FedLiquidityApiTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    load("fredgraph.WALCL.csv", "observation_date,WALCL\n2026-10-21,6600000\n2026-10-28,6612345\n"
        + "2026-11-04,6598000\n2026-11-11,6601500\n2026-11-18,6590001\n");
    // the legacy header and FRED's own unpadded digits
    load("fredgraph.WTREGEN.csv", "DATE,WTREGEN\r\n2026-10-21,800.5\r\n2026-10-28,812.25\r\n2026-11-04,790\r\n"
        + "2026-11-11,805.125\r\n2026-11-18,799.9\r\n");
    // RRP daily: Wednesday 11-11 a holiday (empty), so the Tuesday counts; no value in the week of 10-28
    load("fredgraph.RRPONTSYD.csv", "observation_date,RRPONTSYD\n2026-10-20,101.000\n2026-10-21,100.250\n"
        + "2026-11-03,95.500\n2026-11-04,96.125\n2026-11-10,90.010\n2026-11-11,\n2026-11-17,88.000\n2026-11-18,87.125\n");
    load("fredgraph.SOFR.csv", "observation_date,SOFR\n2026-11-16,3.62\n2026-11-17,3.61\n2026-11-18,3.60\n");
  }

  private void load(String name, String text) throws Exception {
    assertTrue(Ingest.load(server, "fed-liquidity", name, text).loaded(), name);
  }

  private static void dec(String expected, String actual) {
    if (expected == null) {
      assertNull(actual);
    } else {
      assertEquals(0, new BigDecimal(expected).compareTo(new BigDecimal(actual)), expected + " vs " + actual);
    }
  }

  @Test
  void weeklyRowsAreAlignedOnWednesdaysInBillions() throws Exception {
    JsonArray rows = server.json("/api/markets/fed-liquidity").getJsonArray("data");
    assertEquals(5, rows.size());
    List<String> dates = rows.stream().map(o -> ((JsonObject) o).getString("date")).toList();
    assertEquals(List.of("2026-10-21", "2026-10-28", "2026-11-04", "2026-11-11", "2026-11-18"), dates);
    // by hand: walcl = millions * 0.001; net = walcl - tga - rrp
    String[][] expected = {
        {"6600.000", "800.5", "100.250", "5699.250", null},
        {"6612.345", "812.25", null, null, null},
        {"6598.000", "790", "96.125", "5711.875", null},
        {"6601.500", "805.125", "90.010", "5706.365", "-5.510"},
        {"6590.001", "799.9", "87.125", "5702.976", "-3.389"}};
    for (int i = 0; i < expected.length; i++) {
      JsonObject r = rows.getJsonObject(i);
      assertEquals(expected[i][0], r.getString("walcl"));
      dec(expected[i][1], r.getString("tga"));
      dec(expected[i][2], r.getString("rrp"));
      dec(expected[i][3], r.getString("netLiquidity"));
      dec(expected[i][4], r.getString("change"));
      assertNull(r.getValue("series"));
    }
    assertEquals("6600.000", rows.getJsonObject(0).getString("walcl"));
  }

  @Test
  void limitIsTheNewestWeeksOldestFirst() throws Exception {
    JsonArray rows = server.json("/api/markets/fed-liquidity?limit=2").getJsonArray("data");
    assertEquals(2, rows.size());
    assertEquals("2026-11-11", rows.getJsonObject(0).getString("date"));
    // the change of the first returned week still compares with the week before it
    dec("-5.510", rows.getJsonObject(0).getString("change"));
  }

  @Test
  void seriesRowsAsFredPrintsThem() throws Exception {
    JsonArray rows = server.json("/api/markets/fed-liquidity?series=RRPONTSYD&limit=3").getJsonArray("data");
    assertEquals(3, rows.size());
    assertEquals("2026-11-10", rows.getJsonObject(0).getString("date"));
    assertEquals("90.010", rows.getJsonObject(0).getString("value"));
    assertEquals("billions of USD", rows.getJsonObject(0).getString("unit"));
    assertEquals("RRPONTSYD", rows.getJsonObject(0).getString("series"));
    assertNull(rows.getJsonObject(0).getValue("walcl"));
    JsonArray walcl = server.json("/api/markets/fed-liquidity?series=WALCL").getJsonArray("data");
    assertEquals(5, walcl.size());
    assertEquals("millions of USD", walcl.getJsonObject(0).getString("unit"));
    assertEquals("6600000", walcl.getJsonObject(0).getString("value"));
    assertEquals(0, server.json("/api/markets/fed-liquidity?series=IORB").getJsonArray("data").size());
  }

  @ParameterizedTest
  @CsvSource({"series=DGS10", "series=walcl2", "limit=0", "limit=2001"})
  void badParametersAre400(String query) throws Exception {
    assertEquals(400, server.get("/api/markets/fed-liquidity?" + query).statusCode(), query);
  }

  @Test
  void maximumLimitIsAccepted() throws Exception {
    assertEquals(200, server.get("/api/markets/fed-liquidity?limit=2000").statusCode());
  }

  @Test
  void pollerFetchesTheConfiguredSeries() throws Exception {
    try (LocalUpstream upstream = new LocalUpstream()) {
      upstream.serve("/fredgraph.csv?id=WRESBAL", "observation_date,WRESBAL\n2026-11-18,3033444\n"
          .getBytes(StandardCharsets.US_ASCII));
      upstream.serve("/fredgraph.csv?id=IORB", "observation_date,IORB\n2026-11-21,3.65\n2026-11-22,3.65\n"
          .getBytes(StandardCharsets.US_ASCII));
      UpstreamConfig cfg = UpstreamConfigs.named("fred")
          .baseUrl(upstream.baseUrl() + "/fredgraph.csv")
          .timeoutSeconds(5)
          .backfillDays(0)
          .userAgent(UA)
          .build();
      JsonObject status = Polls.once(server, "fred", new SnapshotPoller(cfg, server.service.pool(), Clock.systemUTC(),
          new FredSeries(List.of("WRESBAL", "IORB"), MacroKinds.FRED)));
      assertEquals(0, status.getInteger("consecutive_failures"));
      assertEquals(List.of("/fredgraph.csv?id=WRESBAL", "/fredgraph.csv?id=IORB"), upstream.paths());
      assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
      assertEquals("3033444", server.json("/api/markets/fed-liquidity?series=WRESBAL").getJsonArray("data")
          .getJsonObject(0).getString("value"));
      assertEquals(2, server.json("/api/markets/fed-liquidity?series=IORB").getJsonArray("data").size());
    }
  }
}
