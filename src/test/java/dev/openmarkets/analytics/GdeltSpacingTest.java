package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.analytics.sentiment.SentimentAsset;
import dev.openmarkets.analytics.sentiment.SentimentAssets;
import dev.openmarkets.analytics.sentiment.SentimentSourcePollers;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * GDELT's load shedding against a real local server that, like GDELT's DOC API, answers 429 (with
 * Retry-After) to a request closer than the interval to the one before: back to back, the poll
 * is throttled and says so on /stats; spaced by the configured interval, all four timelines load.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("gdelt_spacing")
class GdeltSpacingTest {
  private static final long INTERVAL = 1500;
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-20T12:05:00Z"), ZoneOffset.UTC);
  private static final SentimentAssets TWO = new SentimentAssets(List.of(
      new SentimentAsset("btc", "Bitcoin", "crypto", "bitcoin", "btc", "bitcoin", false, true),
      new SentimentAsset("gold", "Gold", "commodities", "gold", null, "gold", false, false)));
  private final List<Long> arrivals = new CopyOnWriteArrayList<>();
  private final List<Integer> answered = new CopyOnWriteArrayList<>();
  private Vertx vertx;
  private HttpServer gdelt;
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    vertx = Vertx.vertx();
    gdelt = vertx.createHttpServer().requestHandler(req -> {
      long now = System.currentTimeMillis();
      Long previous = arrivals.isEmpty() ? null : arrivals.get(arrivals.size() - 1);
      arrivals.add(now);
      if (previous != null && now - previous < INTERVAL) {
        answered.add(429);
        req.response().setStatusCode(429).putHeader("Retry-After", "1")
            .end("Please limit requests to one every 5 seconds");
        return;
      }
      answered.add(200);
      boolean tone = req.getParam("mode").equals("timelinetone");
      req.response().putHeader("Content-Type", "application/json").end(tone
          ? SentimentComputeTest.timeline("Average Tone", "20261120T110000Z", "1.5", "20261120T120000Z", "2.5")
          : SentimentComputeTest.timeline("Article Count", "20261120T110000Z", "10", "20261120T120000Z", "30"));
    }).listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get();
  }

  @AfterAll
  void stop() throws Exception {
    vertx.close().toCompletionStage().toCompletableFuture().get();
  }

  private JsonObject poll(long spacing) throws Exception {
    arrivals.clear();
    answered.clear();
    UpstreamConfig cfg = UpstreamConfigs.named("gdelt")
        .baseUrl("http://127.0.0.1:" + gdelt.actualPort())
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent("om-test/1")
        .path("/api/v2/doc/doc?query={query}&mode={mode}&format=json&timespan=7d")
        .build();
    return Polls.once(server, "gdelt", SentimentSourcePollers.gdelt(cfg, server.service.pool(), CLOCK, TWO, spacing));
  }

  @Test
  void backToBackIsThrottledAndSpacedRequestsAllLoad() throws Exception {
    JsonObject throttled = poll(0);
    assertEquals(1, throttled.getInteger("consecutive_failures"));
    assertTrue(throttled.getString("last_error").startsWith("throttled: HTTP 429 from http://127.0.0.1:")
        && throttled.getString("last_error").endsWith("(Retry-After 1 s)"), throttled.getString("last_error"));
    assertEquals(429, answered.get(answered.size() - 1), answered.toString());

    JsonObject spaced = poll(INTERVAL);
    assertEquals(0, spaced.getInteger("consecutive_failures"), spaced.encode());
    assertEquals(List.of(200, 200, 200, 200), answered);
    for (int i = 1; i < arrivals.size(); i++) {
      assertTrue(arrivals.get(i) - arrivals.get(i - 1) >= INTERVAL - 20, "gap " + (arrivals.get(i) - arrivals.get(i - 1)));
    }
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM news_tone WHERE slug = 'gold' AND article_count IS NOT NULL"));
  }
}
