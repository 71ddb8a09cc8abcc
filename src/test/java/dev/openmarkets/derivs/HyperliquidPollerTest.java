package dev.openmarkets.derivs;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.derivs.whales.HyperliquidDocuments;
import dev.openmarkets.ingest.poll.SnapshotPoller;
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
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The Hyperliquid whale poller against a real HTTP server started here, answering POST /info by
 * the request body: the coin list and two tracked accounts per poll; moves appear between two
 * polls; a truncated clearinghouseState is kept out whole and the earlier snapshot keeps serving.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("hyperliquid_poller")
class HyperliquidPollerTest {
  private static final String A = "0x00000000000000000000000000000000000000a1";
  private static final String B = "0x00000000000000000000000000000000000000b2";
  private TestServer server;
  private LocalUpstream upstream;

  @BeforeAll
  void start() throws Exception {
    upstream = new LocalUpstream();
  }

  @AfterAll
  void stop() throws Exception {
    upstream.close();
  }

  private JsonObject pollAt(String instant) throws Exception {
    UpstreamConfig cfg = UpstreamConfigs.named("hyperliquid-whales")
        .baseUrl(upstream.baseUrl())
        .intervalSeconds(60)
        .timeoutSeconds(5)
        .backfillDays(1)
        .userAgent(UA)
        .path("/info")
        .build();
    Clock clock = Clock.fixed(Instant.parse(instant), ZoneOffset.UTC);
    return Polls.once(server, "hyperliquid-whales", new SnapshotPoller(cfg, server.service.pool(), clock,
        (c, now) -> HyperliquidDocuments.due(c, now, List.of(A, B))));
  }

  private void answer(String address, String json) {
    upstream.serveForBody("/info", "\"user\":\"" + address + "\"", json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void pollsAccountsDerivesMovesAndKeepsMalformedAnswersOut() throws Exception {
    upstream.serveForBody("/info", "metaAndAssetCtxs", HyperliquidSamples.meta("BTC", "92000", "ETH", "3150")
        .getBytes(StandardCharsets.UTF_8));
    answer(A, HyperliquidSamples.state("BTC", "20", "1840000"));
    answer(B, HyperliquidSamples.state("ETH", "-1000", "3150000"));

    JsonObject first = pollAt("2026-11-20T12:00:00Z");
    assertEquals(0, first.getInteger("consecutive_failures"), first.encode());
    assertEquals(3, first.getInteger("files_loaded"));
    assertEquals(List.of("/info", "/info", "/info"), upstream.paths());
    assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));

    // a minute later A closed BTC and B grew its short
    answer(A, HyperliquidSamples.state());
    answer(B, HyperliquidSamples.state("ETH", "-1500", "4725000"));
    JsonObject second = pollAt("2026-11-20T12:01:00Z");
    assertEquals(0, second.getInteger("consecutive_failures"), second.encode());
    JsonObject data = server.json("/api/markets/whales").getJsonObject("data");
    assertEquals("2026-11-20T12:01:00Z", data.getString("ts"));
    JsonArray pos = data.getJsonArray("positions");
    assertEquals(1, pos.size());
    assertEquals(B, pos.getJsonObject(0).getString("address"));
    assertEquals("2026-11-20T12:00:00Z", pos.getJsonObject(0).getString("openedAt"));
    JsonArray moves = data.getJsonArray("moves");
    // A's close of 20 x 1840000 / 20; B's increase of 500 x 4725000 / 1500
    assertEquals("close 1840000.00,increase 1575000.00", moves.stream()
        .map(o -> ((JsonObject) o).getString("action") + " " + ((JsonObject) o).getString("valueUsd"))
        .reduce((x, y) -> x + "," + y).orElse(""));

    // a truncated answer for B: rejected whole, nothing of that snapshot stored
    String good = HyperliquidSamples.state("ETH", "-2000", "6300000");
    answer(B, good.substring(0, good.length() - 40));
    JsonObject bad = pollAt("2026-11-20T12:02:00Z");
    assertEquals("error", bad.getString("last_outcome"));
    assertTrue(bad.getString("last_error").contains("clearinghouseState." + B + ".20261120T120200Z.json rejected"),
        bad.getString("last_error"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM whale_snapshots WHERE address = '" + B
        + "' AND ts = '2026-11-20T12:02:00Z'"));
    assertEquals("1500", server.json("/api/markets/whales/eth").getJsonObject("data").getJsonArray("positions")
        .getJsonObject(0).getString("size"));

    // an upstream error is an error outcome too
    upstream.failForBody("/info", "metaAndAssetCtxs", 500);
    assertTrue(pollAt("2026-11-20T12:03:00Z").getString("last_error").contains("HTTP 500"));
  }
}
