package dev.openmarkets.analytics;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.analytics.predictions.GammaParser;
import dev.openmarkets.analytics.predictions.PolymarketPollers;
import dev.openmarkets.config.UpstreamConfig;
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
 * The Polymarket poller against a local HTTP server serving Gamma's keyset pages
 * ({"events": [...], "next_cursor": ...}, after_cursor on the next request; the last page without
 * a cursor, as valory-xyz/trader#931 and forecastingresearch/forecastbench#194 describe the 2026
 * endpoint): three pages become one snapshot of the 15-minute slot; a malformed page fails the
 * poll and keeps out while the pages before it stay; a cursor that does not advance stops paging.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("polymarket_poller")
class PolymarketPollerTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T12:07:30Z"), ZoneOffset.UTC);
  private static final String FIRST = "/events/keyset?closed=false&limit=1";
  private static final String CURSOR1 = "eyJpZCI6NTAxfQ==";
  private static final String CURSOR2 = "eyJpZCI6NTAyfQ==";
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

  private JsonObject poll(int maxPages) throws Exception {
    UpstreamConfig cfg = UpstreamConfigs.named("polymarket")
        .baseUrl(upstream.baseUrl())
        .intervalSeconds(900)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .path("/events/keyset?closed=false&limit={limit}")
        .build();
    return Polls.once(server, "polymarket", PolymarketPollers.of(cfg, server.service.pool(), CLOCK, maxPages, 1));
  }

  /** The events of GammaSamples one by one: 501 (one market), 502 (two markets). */
  private static List<String> events() {
    JsonArray all = new JsonArray(GammaSamples.events("0.4475", "0.7725", "0.2275"));
    return List.of(all.getJsonObject(0).encode(), all.getJsonObject(1).encode());
  }

  private static byte[] page(String event, String nextCursor) {
    String cursor = nextCursor == null ? "" : ", \"next_cursor\": " + (nextCursor.equals("null") ? "null" : "\"" + nextCursor + "\"");
    return ("{\"events\": [" + event + "]" + cursor + "}").getBytes(StandardCharsets.UTF_8);
  }

  private static String after(String cursor) {
    return FIRST + "&after_cursor=" + cursor.replace("=", "%3D");
  }

  @Test
  void threeKeysetPagesBecomeOneSnapshotAndAMalformedPageIsKeptOut() throws Exception {
    String third = "{\"id\": \"503\", \"title\": \"Empty event\", \"markets\": []}";
    upstream.forget();
    upstream.serve(FIRST, page(events().get(0), CURSOR1));
    upstream.serve(after(CURSOR1), "{\"events\": [{\"id\": \"502\", \"markets\": [{\"id\": \"1\"".getBytes(StandardCharsets.UTF_8));
    upstream.serve(after(CURSOR2), page(third, "null"));
    JsonObject bad = poll(5);
    assertEquals("error", bad.getString("last_outcome"));
    assertTrue(bad.getString("last_error").contains("gamma-events-20261123T1200Z-p1.json rejected"), bad.getString("last_error"));
    assertEquals(List.of(FIRST, after(CURSOR1)), upstream.paths());
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM prediction_markets"));

    upstream.forget();
    upstream.serve(after(CURSOR1), page(events().get(1), CURSOR2));
    JsonObject ok = poll(5);
    assertEquals(0, ok.getInteger("consecutive_failures"), ok.encode());
    assertTrue(ok.getString("last_outcome").startsWith("3 file(s), "), ok.getString("last_outcome"));
    assertEquals(List.of(FIRST, after(CURSOR1), after(CURSOR2)), upstream.paths());
    assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    assertEquals(3, TestDb.count(server.db, "SELECT count(*) FROM prediction_markets"));
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM prediction_prices WHERE ts = '2026-11-23T12:00:00Z'"));
    assertEquals("Fed in December", server.json("/api/markets/predictions/fed-cut-dec").getJsonObject("data")
        .getString("eventTitle"));
  }

  @Test
  void pagingStopsAtTheLastPageAtThePageCapAndOnACursorThatDoesNotAdvance() throws Exception {
    // the page cap: one page read, the rest said in /stats
    upstream.forget();
    upstream.serve(FIRST, page(events().get(0), CURSOR1));
    JsonObject capped = poll(1);
    assertEquals(List.of(FIRST), upstream.paths());
    assertTrue(capped.getString("last_outcome").contains("more pages left beyond the 1 a poll reads"),
        capped.getString("last_outcome"));

    // the cursor comes back unchanged (Polymarket/agents#227): no loop, a warning
    upstream.forget();
    upstream.serve(after(CURSOR1), page(events().get(1), CURSOR1));
    JsonObject stuck = poll(5);
    assertEquals(0, stuck.getInteger("consecutive_failures"));
    assertEquals(List.of(FIRST, after(CURSOR1)), upstream.paths());
    assertTrue(stuck.getString("last_outcome").contains("warnings: next_cursor did not advance after page 1"),
        stuck.getString("last_outcome"));
  }

  @Test
  void theLastPageHasNoCursorAbsentNullOrEmpty() throws Exception {
    assertNull(GammaParser.nextCursor(page("{\"id\": \"1\", \"markets\": []}", null)));
    assertNull(GammaParser.nextCursor(page("{\"id\": \"1\", \"markets\": []}", "null")));
    assertNull(GammaParser.nextCursor(page("{\"id\": \"1\", \"markets\": []}", "")));
    assertEquals(CURSOR1, GammaParser.nextCursor(page("{\"id\": \"1\", \"markets\": [{\"next_cursor\": \"x\"}]}", CURSOR1)));
    // an old saved file of the offset endpoint: a plain array, no cursor
    assertNull(GammaParser.nextCursor("[{\"id\": \"1\", \"markets\": []}]".getBytes(StandardCharsets.UTF_8)));
  }
}
