package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.analytics.sentiment.FearGreedParser;
import dev.openmarkets.analytics.sentiment.FearGreedRow;
import dev.openmarkets.analytics.sentiment.GdeltDocuments;
import dev.openmarkets.analytics.sentiment.SentimentAsset;
import dev.openmarkets.analytics.sentiment.SentimentAssets;
import dev.openmarkets.analytics.sentiment.SentimentFileKinds;
import dev.openmarkets.analytics.sentiment.SentimentSourcePollers;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The GDELT and Fear & Greed pollers against a local HTTP server (GDELT answers hand-written in
 * its timeline format; Fear & Greed both hand-written and the real capture), including a GDELT
 * plain-text error kept out whole while the documents before it stay loaded, and the spreading
 * of the assets over the polls of an hour.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sentiment_pollers")
class SentimentPollersTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-20T12:05:00Z"), ZoneOffset.UTC);
  private static final SentimentAssets TWO = new SentimentAssets(List.of(
      new SentimentAsset("btc", "Bitcoin", "crypto", "bitcoin", "btc", "bitcoin", false, true),
      new SentimentAsset("gold", "Gold", "commodities", "gold", null, "gold", false, false)));
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

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static String path(String query, String mode) {
    return "/api/v2/doc/doc?query=" + query + "&mode=" + mode + "&format=json&timespan=7d";
  }

  @Test
  void gdeltTimelinesAreStoredAndAnErrorAnswerIsKeptOut() throws Exception {
    upstream.serve(path("bitcoin", "timelinetone"), utf8(SentimentComputeTest.timeline("Average Tone",
        "20261120T110000Z", "1.5", "20261120T120000Z", "2.5")));
    upstream.serve(path("bitcoin", "timelinevolraw"), utf8(SentimentComputeTest.timeline("Article Count",
        "20261120T110000Z", "10", "20261120T120000Z", "30")));
    upstream.serve(path("gold", "timelinetone"), utf8(SentimentComputeTest.timeline("Average Tone",
        "20261120T120000Z", "-4.0")));
    upstream.serve(path("gold", "timelinevolraw"), utf8("Timespan is too short."));
    UpstreamConfig cfg = UpstreamConfigs.named("gdelt")
        .baseUrl(upstream.baseUrl())
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent("om-test/1")
        .path("/api/v2/doc/doc?query={query}&mode={mode}&format=json&timespan=7d")
        .build();
    JsonObject out = Polls.once(server, "gdelt", SentimentSourcePollers.gdelt(cfg, server.service.pool(), CLOCK, TWO, 0));
    assertEquals("error", out.getString("last_outcome"));
    assertTrue(out.getString("last_error").contains("gdelt-volraw-gold-20261120T1205Z.json rejected"),
        out.getString("last_error"));
    assertEquals(4, upstream.paths().size());
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM news_tone WHERE slug = 'btc' AND article_count IS NOT NULL"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM news_tone WHERE slug = 'gold'"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM news_tone WHERE slug = 'gold' AND article_count IS NOT NULL"));
    // the import recomputed btc's hours: (1.5 x 10 + 2.5 x 30) / 40 = 2.25 -> 0.225 at 12:00
    JsonObject btc = server.json("/api/markets/signals/btc").getJsonObject("data");
    assertEquals("0.225", btc.getJsonObject("news").getValue("score").toString());
    assertEquals(40, btc.getJsonObject("news").getInteger("articleCount"));
  }

  @Test
  void fearGreedPollAndItsMalformedAnswer() throws Exception {
    UpstreamConfig cfg = UpstreamConfigs.named("alternative-fng")
        .baseUrl(upstream.baseUrl())
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent("om-test/1")
        .path("/fng/?limit=30")
        .build();
    upstream.serve("/fng/", utf8("{\"name\": \"Fear and Greed Index\", \"data\": [{\"value\": \"12\", "
        + "\"value_classification\": \"Extreme Fear\", \"timestamp\": \"1795132800\"}], \"metadata\": {\"error\": null}}"));
    JsonObject ok = Polls.once(server, "alternative-fng", SentimentSourcePollers.fearGreed(cfg, server.service.pool(), CLOCK));
    assertEquals(0, ok.getInteger("consecutive_failures"));
    assertEquals(12, TestDb.count(server.db, "SELECT value FROM fear_greed WHERE date = '2026-11-20'"));
    upstream.serve("/fng/", utf8("{\"name\": \"Fear and Greed Index\", \"data\": [{\"value\": \"101\", "
        + "\"timestamp\": \"1795219200\"}, {\"value\": \"50\", \"timestamp\": \"1795305600\"}], \"metadata\": {\"error\": null}}"));
    JsonObject bad = Polls.once(server, "alternative-fng", SentimentSourcePollers.fearGreed(cfg, server.service.pool(), CLOCK));
    assertEquals("error", bad.getString("last_outcome"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM fear_greed"));
  }

  @Test
  void realFearAndGreedCaptureParses() throws Exception {
    List<FearGreedRow> rows = new FearGreedParser().parse(AnalyticsFixtures.file("alternative/fng.limit2.json", "fng.json"));
    assertEquals(List.of(new FearGreedRow(LocalDate.of(2026, 9, 25), 71, "Greed"),
        new FearGreedRow(LocalDate.of(2026, 9, 24), 71, "Greed")), rows);
  }

  @Test
  void everyAssetIsAskedForOnceAnHourAtFiveMinuteIntervals() {
    UpstreamConfig cfg = UpstreamConfigs.named("gdelt")
        .baseUrl("http://gdelt")
        .intervalSeconds(300)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent("t")
        .path("/doc?query={query}&mode={mode}")
        .build();
    Map<String, Integer> asked = new HashMap<>();
    Instant hour = Instant.parse("2026-11-20T12:00:00Z");
    for (int i = 0; i < 12; i++) {
      for (Snapshot s : GdeltDocuments.due(cfg, hour.plusSeconds(300L * i), SentimentAssets.DEFAULTS,
          SentimentFileKinds.gdelt(SentimentAssets.DEFAULTS, true), SentimentFileKinds.gdelt(SentimentAssets.DEFAULTS, false))) {
        asked.merge(s.fileName().replaceAll("-2026.*", ""), 1, Integer::sum);
      }
    }
    assertEquals(2 * SentimentAssets.DEFAULTS.all().size(), asked.size());
    assertTrue(asked.values().stream().allMatch(n -> n == 1), asked.toString());
    assertTrue(asked.containsKey("gdelt-tone-sp500") && asked.containsKey("gdelt-volraw-10-year-note"));
  }
}
