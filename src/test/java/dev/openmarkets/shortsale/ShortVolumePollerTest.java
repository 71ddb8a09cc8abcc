package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.DatedFilePoller;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The FINRA short-volume poller against a real HTTP server started here, serving files in the
 * upstream format: discovery of due files, absent days, idempotent re-fetch, a garbled file
 * rejected whole with its reason in /stats while the earlier data keeps serving.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ShortVolumePollerTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-18T20:00:00Z"), ZoneOffset.UTC);
  private TestServer server;
  private Vertx upstreamVertx;
  private HttpServer upstream;
  private final Map<String, Object> files = new ConcurrentHashMap<>();
  private final List<String> userAgents = new CopyOnWriteArrayList<>();
  private final List<String> paths = new CopyOnWriteArrayList<>();

  @BeforeAll
  void start() throws Exception {
    server = TestServer.start("poller");
    upstreamVertx = Vertx.vertx();
    upstream = upstreamVertx.createHttpServer().requestHandler(req -> {
      userAgents.add(req.getHeader("User-Agent"));
      paths.add(req.path());
      Object f = files.get(req.path());
      if (f instanceof Integer status) {
        req.response().setStatusCode(status).end("error page");
      } else if (f != null) {
        req.response().putHeader("Content-Type", "binary/octet-stream").end(io.vertx.core.buffer.Buffer.buffer((byte[]) f));
      } else {
        // FINRA's CDN answers 403 for days without a file
        req.response().setStatusCode(403).end("<Error>AccessDenied</Error>");
      }
    }).listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get();
  }

  @AfterAll
  void stop() throws Exception {
    server.close();
    upstreamVertx.close().toCompletionStage().toCompletableFuture().get();
  }

  private UpstreamConfig config() {
    return new UpstreamConfig("finra-short-volume", true, "http://127.0.0.1:" + upstream.actualPort() + "/equity/regsho/daily",
        3600, 5, 5, "openmarkets-test/1.0 (ops@example.org)", "/CNMSshvol{yyyyMMdd}.txt");
  }

  private static byte[] dayFile(String yyyymmdd) throws Exception {
    return Ingest.sample("finra/CNMSshvol20261117.txt").replace("20261117", yyyymmdd).getBytes(StandardCharsets.ISO_8859_1);
  }

  /** Deploys a poller (it polls at once), waits for its outcome in poll_status, and undeploys it. */
  private JsonObject pollOnce() throws Exception {
    TestDb.exec(server.db, "UPDATE poll_status SET last_run_at = NULL");
    DatedFilePoller poller = new DatedFilePoller(config(), ShortSaleFamily.SHORT_VOLUME, Schedules.weekdays(),
        d -> "CNMSshvol" + DateTimeFormatter.BASIC_ISO_DATE.format(d.date()) + ".txt", server.service.pool(), CLOCK);
    String id = server.service.vertx().deployVerticle(poller).toCompletionStage().toCompletableFuture().get();
    long deadline = System.currentTimeMillis() + 15_000;
    while (TestDb.count(server.db, "SELECT count(*) FROM poll_status WHERE last_run_at IS NOT NULL") == 0) {
      assertTrue(System.currentTimeMillis() < deadline, "the poll did not finish");
      Thread.sleep(20);
    }
    server.service.vertx().undeploy(id).toCompletionStage().toCompletableFuture().get();
    JsonArray pollers = server.json("/stats").getJsonArray("pollers");
    return pollers.getJsonObject(0);
  }

  @Test
  void pollLoadsDueFilesSkipsAbsentDaysIsIdempotentAndRejectsGarbage() throws Exception {
    files.put("/equity/regsho/daily/CNMSshvol20261116.txt", dayFile("20261116"));
    files.put("/equity/regsho/daily/CNMSshvol20261117.txt", dayFile("20261117"));

    JsonObject first = pollOnce();
    assertEquals("finra-short-volume", first.getString("poller"));
    assertEquals(0, first.getInteger("consecutive_failures"));
    assertEquals(2, first.getInteger("files_loaded"));
    // backfill 5 days from 2026-11-18: the weekdays 13, 16, 17 and 18 were asked for, once each
    assertEquals(List.of("/equity/regsho/daily/CNMSshvol20261113.txt", "/equity/regsho/daily/CNMSshvol20261116.txt",
        "/equity/regsho/daily/CNMSshvol20261117.txt", "/equity/regsho/daily/CNMSshvol20261118.txt"), paths);
    assertTrue(userAgents.stream().allMatch("openmarkets-test/1.0 (ops@example.org)"::equals), userAgents.toString());
    JsonArray rows = server.json("/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30").getJsonArray("data");
    assertEquals(2, rows.size());
    assertEquals("1893402.125", rows.getJsonObject(1).getString("shortVolume"));
    long version = server.json("/stats").getJsonObject("datasets").getJsonObject("short-volume").getLong("version");

    // the same files fetched again (bookmark lost) change nothing
    TestDb.exec(server.db, "DELETE FROM ingest_files");
    paths.clear();
    JsonObject again = pollOnce();
    assertEquals(0, again.getInteger("consecutive_failures"));
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM ingest_files WHERE status = 'loaded' AND unchanged = 5 AND inserted = 0 AND updated = 0"));
    assertEquals(version, server.json("/stats").getJsonObject("datasets").getJsonObject("short-volume").getLong("version"));
    assertEquals(10, TestDb.count(server.db, "SELECT count(*) FROM short_volume"));

    // a garbled file (trailer cut off: a truncated download) is rejected whole, with its reason in /stats
    String truncated = new String(dayFile("20261118"), StandardCharsets.ISO_8859_1);
    truncated = truncated.substring(0, truncated.indexOf("20261118|MSFT"));
    files.put("/equity/regsho/daily/CNMSshvol20261118.txt", truncated.getBytes(StandardCharsets.ISO_8859_1));
    JsonObject bad = pollOnce();
    assertEquals("error", bad.getString("last_outcome"));
    assertTrue(bad.getString("last_error").contains("CNMSshvol20261118.txt rejected"), bad.getString("last_error"));
    assertEquals(1, bad.getInteger("consecutive_failures"));
    JsonObject rejected = server.json("/stats").getJsonArray("recentRejectedFiles").getJsonObject(0);
    assertEquals("CNMSshvol20261118.txt", rejected.getString("name"));
    assertTrue(rejected.getString("reason").length() > 5);
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM short_volume WHERE trade_date = '2026-11-18'"));
    assertEquals(2, server.json("/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30").getJsonArray("data").size());

    // an upstream error page is an error outcome too, and the earlier data still serves
    files.put("/equity/regsho/daily/CNMSshvol20261118.txt", 503);
    JsonObject down = pollOnce();
    assertTrue(down.getString("last_error").contains("HTTP 503"), down.getString("last_error"));
    assertEquals(200, server.get("/api/markets/short-volume?symbol=MSFT&days=30&to=2026-11-30").statusCode());
  }

  @Test
  void backoffGrowsExponentiallyAndResetsOnSuccess() {
    DatedFilePoller p = new DatedFilePoller(config(), ShortSaleFamily.SHORT_VOLUME, Schedules.weekdays(), d -> "x", null, CLOCK);
    assertEquals(30_000, p.nextDelayMillis(false));
    assertEquals(60_000, p.nextDelayMillis(false));
    assertEquals(120_000, p.nextDelayMillis(false));
    for (int i = 0; i < 20; i++) {
      p.nextDelayMillis(false);
    }
    assertEquals(3600_000L * 8, p.nextDelayMillis(false));
    assertEquals(3600_000, p.nextDelayMillis(true));
    assertEquals(30_000, p.nextDelayMillis(false));
  }
}
