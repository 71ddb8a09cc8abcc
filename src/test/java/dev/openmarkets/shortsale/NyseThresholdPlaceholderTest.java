package dev.openmarkets.shortsale;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.poll.DatedFilePoller;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * NYSE answers a date it has not published yet (always including today) with 200, the header and
 * a 14-digit timestamp. That answer is provisional: never stored as the day's list, asked again
 * each poll while the date is less than three business days old (even after a later date loaded),
 * and the rows load when they come, without a restart.
 */
@Tag("db")
class NyseThresholdPlaceholderTest {
  /** Wednesday 2026-08-19, late evening UTC. */
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-08-19T23:30:00Z"), ZoneOffset.UTC);
  private static final String PATH = "/nyse-threshold/download?selectedDate=%s&market=NYSE";

  private static byte[] sample(String name) throws Exception {
    return Ingest.sample("threshold/" + name).getBytes(StandardCharsets.ISO_8859_1);
  }

  @Test
  void theCapturedPlaceholderIsOneAndTheCapturedRowsAreRead() throws Exception {
    byte[] placeholder = Fixtures.bytes("live-2026", "nyse", "nyse.download.placeholder.20260817.txt");
    byte[] rows = Fixtures.bytes("live-2026", "nyse", "nyse.download.2026-08.rows.txt");
    assertTrue(ThresholdListParser.isPlaceholder(placeholder));
    assertFalse(ThresholdListParser.isPlaceholder(rows));
    List<ThresholdRow> read = new ThresholdListParser().parse(new UpstreamFile("nyseth20260814.txt", rows));
    assertEquals(List.of(
        new ThresholdRow(LocalDate.of(2026, 8, 14), "nyse", "AMZE", "Amaze Holdings, Inc."),
        new ThresholdRow(LocalDate.of(2026, 8, 14), "nyse", "BMNZ", "Defiance Daily Target 2X Short BMNR ETF")), read);
  }

  @Test
  void ourSamplesHaveTheCapturedShape() throws Exception {
    assertTrue(ThresholdListParser.isPlaceholder(sample("nyse-placeholder.txt")));
    assertTrue(ThresholdListParser.isPlaceholder(sample("nyseth20261119-empty.txt")));
    assertFalse(ThresholdListParser.isPlaceholder(sample("nyse-rows-no-trailer.txt")));
    assertFalse(ThresholdListParser.isPlaceholder(sample("nyseth20261120.txt")));
    assertFalse(ThresholdListParser.isPlaceholder("<html><body>Access denied</body></html>".getBytes()));
    assertEquals(List.of(
        new ThresholdRow(LocalDate.of(2026, 8, 17), "nyse", "QRSX", "Quarry Resources Example Inc"),
        new ThresholdRow(LocalDate.of(2026, 8, 17), "nyse", "TWOX", "Twofold Example Daily 2X ETF")),
        new ThresholdListParser().parse(new UpstreamFile("nyseth20260817.txt", sample("nyse-rows-no-trailer.txt"))));
  }

  @Test
  void placeholdersAreAskedAgainEachPollUntilTheRowsArrive() throws Exception {
    try (TestServer server = TestServer.start("nyse-placeholder"); LocalUpstream up = new LocalUpstream()) {
      byte[] placeholder = sample("nyse-placeholder.txt");
      byte[] rows = sample("nyse-rows-no-trailer.txt");
      up.serve(String.format(PATH, "2026-08-13"), placeholder);
      up.serve(String.format(PATH, "2026-08-14"), sample("nyseth20261120.txt"));
      up.serve(String.format(PATH, "2026-08-17"), placeholder);
      up.serve(String.format(PATH, "2026-08-18"), rows);
      up.serve(String.format(PATH, "2026-08-19"), placeholder);
      Deployable poller = nysePoller(server, up);
      String id = server.service.vertx().deployVerticle(poller).toCompletionStage().toCompletableFuture().get();
      try {
        await(() -> asked(up, "2026-08-17") >= 3 && asked(up, "2026-08-19") >= 3,
            "the placeholders of 2026-08-17 and 2026-08-19 asked at every poll");
        // the 18th loaded (the bookmark) yet the 17th and the 19th are asked again; the 13th,
        // four business days old, was asked once and is no list at all
        assertEquals(1, asked(up, "2026-08-13"));
        assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM ingest_files WHERE source = 'nyse-threshold'"));
        assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM threshold_list WHERE list_date IN "
            + "('2026-08-13', '2026-08-17', '2026-08-19')"));
        JsonObject status = pollStatus(server);
        assertEquals(0, status.getInteger("consecutive_failures"));
        assertEquals("no new files; not published yet: nyseth20260817.txt (placeholder), nyseth20260819.txt (placeholder)",
            status.getString("last_outcome"));
        assertTrue(server.get("/metrics").body().lines().anyMatch(l -> l.startsWith("openmarkets_poll_outcomes_total{")
            && l.contains("outcome=\"not_published_yet\"") && l.contains("poller=\"nyse-threshold\"")), "metrics");

        up.serve(String.format(PATH, "2026-08-17"), rows);
        await(() -> TestDb.count(server.db, "SELECT count(*) FROM threshold_list WHERE list_date = '2026-08-17'") == 2,
            "the rows of 2026-08-17 loaded by the running poller");
      } finally {
        server.service.vertx().undeploy(id).toCompletionStage().toCompletableFuture().get();
      }
      JsonArray day = server.json("/api/markets/threshold-list?date=2026-08-17&market=nyse").getJsonArray("data");
      assertEquals(List.of("QRSX", "TWOX"), day.stream().map(o -> ((JsonObject) o).getString("symbol")).sorted().toList());
    }
  }

  private static Deployable nysePoller(TestServer server, LocalUpstream up) {
    JsonObject ups = new JsonObject();
    for (String name : List.of("finra-short-volume", "finra-short-interest", "sec-fails-to-deliver",
        "nasdaq-threshold", "cboe-threshold")) {
      ups.put(name, new JsonObject().put("enabled", false));
    }
    ups.put("nyse-threshold", new JsonObject().put("baseUrl", up.baseUrl() + "/nyse-threshold").put("backfillDays", 6)
        .put("intervalSeconds", 1).put("userAgent", UA));
    AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", ups));
    List<Deployable> pollers = new ShortSaleFamily().pollers(config, server.service.pool(), CLOCK);
    assertEquals(1, pollers.size());
    assertEquals("nyse-threshold", ((DatedFilePoller) pollers.get(0)).source());
    return pollers.get(0);
  }

  private static long asked(LocalUpstream up, String date) {
    return up.paths().stream().filter(p -> p.contains("selectedDate=" + date)).count();
  }

  private static JsonObject pollStatus(TestServer server) throws Exception {
    return server.json("/stats").getJsonArray("pollers").stream().map(o -> (JsonObject) o)
        .filter(o -> "nyse-threshold".equals(o.getString("poller"))).findFirst().orElseThrow();
  }

  private static void await(BooleanSupplier done, String what) throws InterruptedException {
    long deadline = System.currentTimeMillis() + 30_000;
    while (!done.getAsBoolean()) {
      if (System.currentTimeMillis() > deadline) {
        throw new AssertionError("timed out waiting for: " + what);
      }
      Thread.sleep(50);
    }
  }
}
