package dev.openmarkets.crypto.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.demo.DemoKinds;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** --demo fills every crypto endpoint with labelled SAMPLE data generated relative to now. */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(demo = true)
class CryptoDemoTest {
  private TestServer server;

  @Test
  void everyCryptoEndpointHasSampleData() throws Exception {
    JsonObject symbols = server.json("/api/markets/symbols");
    assertTrue(symbols.getString("attribution").startsWith("SAMPLE DATA"), symbols.getString("attribution"));
    assertEquals(5, symbols.getJsonArray("data").size());
    assertEquals(28, server.json("/api/markets/funding-rates").getJsonArray("data").size());
    JsonObject btc = server.json("/api/markets/funding-rates/btc").getJsonObject("data");
    assertEquals(6, btc.getJsonArray("exchanges").size());
    assertTrue(btc.getJsonArray("fundingHistory").size() > 30 * 24, "hourly venues over 30 days");
    assertTrue(server.json("/api/markets/funding-rates/btc?history=1y").getJsonObject("data")
        .getJsonArray("fundingHistory").size() > btc.getJsonArray("fundingHistory").size());
    JsonArray oi = server.json("/api/markets/open-interest/btc").getJsonArray("data");
    assertTrue(oi.size() > 3 * 7 * 24 && oi.size() <= 3 * 8 * 24, "7 days and today, three venues: " + oi.size());
    assertEquals(3 * 8, server.json("/api/markets/open-interest/btc?period=1d").getJsonArray("data").size());

    JsonObject summary = server.json("/api/markets/liquidations").getJsonObject("data");
    assertEquals(24, summary.getJsonArray("hourly").size());
    assertTrue(((Number) summary.getValue("totalUsd")).doubleValue() > 0);
    assertTrue(summary.getJsonArray("topSymbols").size() > 3);
    JsonArray recent = server.json("/api/markets/liquidations/recent").getJsonArray("data");
    assertEquals(100, recent.size());
    JsonArray history = server.json("/api/markets/liquidations/history").getJsonArray("data");
    // 48 hours at load; the reload test of this class may have run first and added the hour that
    // began since, so the figure is checked against the stored hours rather than a fixed 48.
    long storedHours = TestDb.count(server.db, "SELECT count(DISTINCT hour) FROM liquidation_hourly");
    assertTrue(storedHours >= 47 && storedHours <= 49, "48 hours of sample events: " + storedHours);
    assertEquals(storedHours, history.size());
  }

  @Test
  void loadingTheSampleAgainRepeatsTheSameEvents() throws Exception {
    long started = System.nanoTime();
    long before = TestDb.count(server.db, "SELECT count(*) FROM liquidation_events");
    long hoursBefore = TestDb.count(server.db, "SELECT sum(count) FROM liquidation_hourly");
    byte[] bytes;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(DemoKinds.RESOURCE)) {
      bytes = in.readAllBytes();
    }
    assertTrue(Ingest.load(server, "liquidations", new UpstreamFile(DemoKinds.FILE, bytes)).loaded());
    long after = TestDb.count(server.db, "SELECT count(*) FROM liquidation_events");
    // --demo also stores one live sample liquidation every 2 s while this runs
    long live = (System.nanoTime() - started) / 2_000_000_000L + 1;
    assertTrue(after - before <= 2 + live, "only events that became due since the first load, and the live "
        + "samples: " + (after - before));
    assertEquals(after, TestDb.count(server.db, "SELECT sum(count) FROM liquidation_hourly"));
    assertEquals(before, hoursBefore);
  }

  @Test
  void liveSampleLiquidationsArriveThroughTheBatchingWriter() throws Exception {
    double written = writerEvents("written");
    long deadline = System.currentTimeMillis() + 15_000;
    // the demo sends one every 2 s: wait for two more to be committed by the writer
    while (writerEvents("written") < written + 2 && System.currentTimeMillis() < deadline) {
      Thread.sleep(50);
    }
    assertTrue(writerEvents("written") >= written + 2, "the writer committed the demo's live samples");
    assertTrue(writerEvents("received") >= writerEvents("written"));
    assertEquals(0.0, writerEvents("dropped"));
    // every live sample in the table is one the writer committed (its counter moves just after the commit)
    long live = -1;
    while (System.currentTimeMillis() < deadline) {
      live = TestDb.count(server.db, "SELECT count(*) FROM liquidation_events WHERE event_key LIKE 'demo-live|%'");
      if (live == (long) writerEvents("written")) {
        break;
      }
      Thread.sleep(20);
    }
    assertEquals((long) writerEvents("written"), live);
  }

  /** The liquidation writer's counter of this node (openmarkets.liquidation.events, by stage). */
  private double writerEvents(String stage) {
    return server.service.metrics().registry().find("openmarkets.liquidation.events").tag("stage", stage)
        .functionCounter().count();
  }
}
