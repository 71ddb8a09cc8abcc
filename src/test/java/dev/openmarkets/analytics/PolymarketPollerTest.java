package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The Polymarket poller against a local HTTP server: two Gamma pages per poll stored as the
 * snapshot of the 15-minute slot, then a malformed page rejected whole while the other stays.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PolymarketPollerTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T12:07:30Z"), ZoneOffset.UTC);
  private TestServer server;
  private LocalUpstream upstream;

  @BeforeAll
  void start() throws Exception {
    server = TestServer.start("polymarket_poller");
    upstream = new LocalUpstream();
  }

  @AfterAll
  void stop() throws Exception {
    server.close();
    upstream.close();
  }

  private JsonObject poll() throws Exception {
    UpstreamConfig cfg = new UpstreamConfig("polymarket", true, upstream.baseUrl(), 900, 5, 0,
        "openmarkets-test/1.0", "/events?closed=false&limit={limit}&offset={offset}");
    return Polls.once(server, "polymarket", AnalyticsFamily.polymarketPoller(cfg, server.service.pool(), CLOCK,
        new AnalyticsConfig(2, 2)));
  }

  @Test
  void pagesBecomeOneSnapshotAndAMalformedPageIsKeptOut() throws Exception {
    String events = GammaSamples.events("0.4475", "0.7725", "0.2275");
    String first = events.substring(0, events.indexOf(",\n {\"id\": \"502\"")) + "]";
    String second = "[" + events.substring(events.indexOf("{\"id\": \"502\""));
    upstream.serve("/events?closed=false&limit=2&offset=0", first.getBytes(StandardCharsets.UTF_8));
    upstream.serve("/events?closed=false&limit=2&offset=2", "[{\"id\": \"502\", \"markets\": [{\"id\": \"1\"".getBytes(StandardCharsets.UTF_8));
    JsonObject bad = poll();
    assertEquals("error", bad.getString("last_outcome"));
    assertTrue(bad.getString("last_error").contains("gamma-events-20261123T1200Z-p1.json rejected"), bad.getString("last_error"));
    assertEquals(List.of("/events?closed=false&limit=2&offset=0", "/events?closed=false&limit=2&offset=2"), upstream.paths());
    assertTrue(upstream.seen().stream().allMatch(s -> "openmarkets-test/1.0".equals(s.userAgent())));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM prediction_markets"));
    assertEquals(1, server.json("/api/markets/predictions").getJsonArray("data").size());

    upstream.serve("/events?closed=false&limit=2&offset=2", second.getBytes(StandardCharsets.UTF_8));
    JsonObject ok = poll();
    assertEquals(0, ok.getInteger("consecutive_failures"));
    assertEquals(3, TestDb.count(server.db, "SELECT count(*) FROM prediction_markets"));
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM prediction_prices WHERE ts = '2026-11-23T12:00:00Z'"));
    assertEquals("2026-11-23T12:00:00Z", server.json("/api/markets/predictions/fed-cut-dec")
        .getJsonObject("data").getString("updatedAt"));
  }
}
