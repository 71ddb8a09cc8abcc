package dev.openmarkets.shortsale;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.poll.DatedFilePoller;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What the threshold-list upstreams answer besides the file: Cboe's CDN refuses a list not yet
 * posted with 403 (not published yet, not an error), Nasdaq Trader sometimes serves a bot
 * challenge with 200 (refused, with the reason, on /stats and /metrics, and nothing loaded).
 */
@Tag("db")
class ThresholdUpstreamAnswersTest {
  /** Friday 2026-11-20 23:30 UTC: the day's Cboe list comes after 03:00 ET on Saturday. */
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-20T23:30:00Z"), ZoneOffset.UTC);

  private static byte[] sample(String name) throws Exception {
    return Ingest.sample("threshold/" + name).getBytes(StandardCharsets.ISO_8859_1);
  }

  private static List<Deployable> pollers(TestServer server, LocalUpstream up) {
    JsonObject ups = new JsonObject();
    for (String name : List.of("finra-short-volume", "finra-short-interest", "sec-fails-to-deliver", "nyse-threshold")) {
      ups.put(name, new JsonObject().put("enabled", false));
    }
    for (String name : List.of("nasdaq-threshold", "cboe-threshold")) {
      ups.put(name, new JsonObject().put("baseUrl", up.baseUrl() + "/" + name).put("backfillDays", 1)
          .put("userAgent", UA));
    }
    AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", ups));
    return new ShortSaleFamily().pollers(config, server.service.pool(), CLOCK);
  }

  private static Deployable poller(List<Deployable> all, String source) {
    return all.stream().filter(p -> ((DatedFilePoller) p).source().equals(source)).findFirst().orElseThrow();
  }

  @Test
  void theCboeCdnFileLoadsAndTodaysForbiddenOneIsNotPublishedYet() throws Exception {
    try (TestServer server = TestServer.start("cboe-cdn"); LocalUpstream up = new LocalUpstream()) {
      up.serve("/cboe-threshold/bzx_equities_reg_sho_threshold_20261119.txt",
          sample("bzx_equities_reg_sho_threshold_20261119.txt"));
      // LocalUpstream answers 403 to what it does not serve, as the CDN does before 03:00 ET
      JsonObject status = Polls.once(server, "cboe-threshold", poller(pollers(server, up), "cboe-threshold"));
      assertEquals(List.of("/cboe-threshold/bzx_equities_reg_sho_threshold_20261119.txt",
          "/cboe-threshold/bzx_equities_reg_sho_threshold_20261120.txt"), up.paths());
      assertEquals(0, status.getInteger("consecutive_failures"), status.encode());
      assertEquals("1 file(s), 2 rows changed; not published yet: cboeth20261120.txt (HTTP 403)",
          status.getString("last_outcome"));
      assertEquals(List.of("BZXA", "BZXQ"), server.json("/api/markets/threshold-list?date=2026-11-19&market=cboe")
          .getJsonArray("data").stream().map(o -> ((JsonObject) o).getString("symbol")).sorted().toList());
    }
  }

  @Test
  void theCdnFileAndTheOldCsvPageFileAreBothRead() throws Exception {
    LocalDate day = LocalDate.of(2026, 11, 19);
    assertEquals(List.of(new ThresholdRow(day, "cboe", "BZXA", "BZX Example Leveraged 2X ETF"),
            new ThresholdRow(day, "cboe", "BZXQ", "Quarterly Example Income ETF")),
        new ThresholdListParser().parse(new UpstreamFile("bzx_equities_reg_sho_threshold_20261119.txt",
            sample("bzx_equities_reg_sho_threshold_20261119.txt"))));
    assertEquals("cboe", ShortSaleFamily.marketOfName("/tmp/bzx_equities_reg_sho_threshold_20261119.txt"));
    assertEquals(day, ShortSaleFamily.dateInName("bzx_equities_reg_sho_threshold_20261119.txt"));
    LocalDate old = LocalDate.of(2026, 11, 20);
    assertEquals(List.of(new ThresholdRow(old, "cboe", "ABCX", "ABC Example Corp"),
            new ThresholdRow(old, "cboe", "LOWR-A", "Lower Case Class A")),
        new ThresholdListParser().parse(new UpstreamFile("cboeth20261120.txt", sample("cboeth20261120.txt"))));
  }

  @Test
  void aBotChallengeIsRefusedWithItsReasonAndNothingLoads() throws Exception {
    try (TestServer server = TestServer.start("bot-wall"); LocalUpstream up = new LocalUpstream()) {
      up.serve("/nasdaq-threshold/nasdaqth20261119.txt", sample("bot-challenge.html"));
      up.serve("/nasdaq-threshold/nasdaqth20261120.txt", sample("nasdaqth20261120.txt"));
      JsonObject status = Polls.once(server, "nasdaq-threshold", poller(pollers(server, up), "nasdaq-threshold"));
      assertEquals("refused", status.getString("last_outcome"), status.encode());
      assertEquals(1, status.getInteger("consecutive_failures"));
      assertEquals("HTML page instead of data from " + up.baseUrl() + "/nasdaq-threshold/nasdaqth20261119.txt "
          + "(Cloudflare challenge), title \"Just a moment...\", binary/octet-stream", status.getString("last_error"));
      // the poll stops at the refused file: the bookmark never passes it
      assertEquals(List.of("/nasdaq-threshold/nasdaqth20261119.txt"), up.paths());
      assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM ingest_files"));
      JsonObject lastPoll = server.json("/stats").getJsonObject("datasets").getJsonObject("threshold-list")
          .getJsonObject("lastPoll");
      assertEquals("refused", lastPoll.getString("outcome"), lastPoll.encode());
      assertTrue(server.get("/metrics").body().lines().anyMatch(l -> l.startsWith("openmarkets_poll_outcomes_total{")
          && l.contains("outcome=\"refused\"") && l.contains("poller=\"nasdaq-threshold\"") && l.endsWith(" 1.0")),
          "metrics");
    }
  }
}
