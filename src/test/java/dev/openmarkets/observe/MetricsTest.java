package dev.openmarkets.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * /metrics: the route-labelled latency histogram moves with requests, labels carry the route
 * template and never the raw path, our own counters (cache by dataset, refusals by tier, pollers
 * from poll_status) show, /stats still reads its totals, and promtool accepts the exposition.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "metrics", config = "config")
class MetricsTest {
  private static final String HISTOGRAM = "vertx_http_server_response_time_seconds";
  private static final String SHORT_VOLUME = "route=\"/api/markets/short-volume\"";
  private TestServer server;

  static JsonObject config() {
    // threshold-list gets a limit of one a minute so a refusal can be provoked without touching the others
    return new JsonObject().put("rateLimit", new JsonObject()
        .put("keylessPerMinute", 100_000).put("keyedPerMinute", 100_000)
        .put("perDataset", new JsonObject().put("threshold-list", new JsonObject().put("keylessPerMinute", 1))));
  }

  @BeforeAll
  void start() throws Exception {
    Ingest.load(server, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
  }

  private Exposition scrape() throws Exception {
    HttpResponse<String> r = server.get("/metrics");
    assertEquals(200, r.statusCode());
    assertTrue(r.headers().firstValue("content-type").orElseThrow().startsWith("text/plain; version=0.0.4"));
    return new Exposition(r.body());
  }

  @Test
  void freshnessIsAStateSetPerDataset() throws Exception {
    Exposition e = scrape();
    // short volume of 2026-11-17 only: Wednesday's file was due 2026-11-18 23:00Z, so stale
    assertEquals(1, e.value("openmarkets_dataset_freshness", "dataset=\"short-volume\"", "state=\"stale\""));
    assertEquals(0, e.value("openmarkets_dataset_freshness", "dataset=\"short-volume\"", "state=\"fresh\""));
    double overdue = e.value("openmarkets_dataset_overdue_seconds", "dataset=\"short-volume\"");
    double expected = System.currentTimeMillis() / 1000.0 - java.time.Instant.parse("2026-11-18T23:00:00Z").getEpochSecond();
    assertTrue(Math.abs(overdue - expected) < 120, overdue + " vs " + expected);
    assertEquals(1, e.value("openmarkets_dataset_freshness", "dataset=\"threshold-list\"", "state=\"empty\""));
    assertEquals(0, e.value("openmarkets_dataset_overdue_seconds", "dataset=\"threshold-list\""));
  }

  @Test
  void routeLabelledHistogramMovesAfterRequests() throws Exception {
    assertEquals(200, server.get("/api/markets/short-volume").statusCode());
    Exposition before = scrape();
    double count = before.value(HISTOGRAM + "_count", SHORT_VOLUME, "method=\"GET\"", "code=\"200\"");
    double inf = before.value(HISTOGRAM + "_bucket", SHORT_VOLUME, "code=\"200\"", "le=\"+Inf\"");
    double hits = before.valueOrZero("openmarkets_cache_lookups_total", "dataset=\"short-volume\"", "result=\"hit\"");
    // present (a missing sample reads NaN, and NaN + 3 equals NaN)
    assertTrue(count >= 1 && inf >= 1, "count " + count + ", +Inf bucket " + inf);
    for (int i = 0; i < 3; i++) {
      assertEquals(200, server.get("/api/markets/short-volume").statusCode());
    }
    Exposition after = scrape();
    assertEquals(count + 3, after.value(HISTOGRAM + "_count", SHORT_VOLUME, "method=\"GET\"", "code=\"200\""));
    assertEquals(inf + 3, after.value(HISTOGRAM + "_bucket", SHORT_VOLUME, "code=\"200\"", "le=\"+Inf\""));
    assertTrue(after.value(HISTOGRAM + "_sum", SHORT_VOLUME, "code=\"200\"")
        > before.value(HISTOGRAM + "_sum", SHORT_VOLUME, "code=\"200\""));
    // the buckets are the fixed ones, cumulative up to +Inf
    assertTrue(after.value(HISTOGRAM + "_bucket", SHORT_VOLUME, "code=\"200\"", "le=\"10.0\"") <= inf + 3);
    assertEquals(hits + 3, after.value("openmarkets_cache_lookups_total", "dataset=\"short-volume\"", "result=\"hit\""));
    // the scrape itself, and none of the finished requests left counted
    assertEquals(1, after.value("vertx_http_server_active_requests", "method=\"GET\""), "in flight");
  }

  @Test
  void routeLabelIsTheTemplateNeverThePath() throws Exception {
    server.get("/api/markets/insiders/AAPL");
    server.get("/api/markets/insiders/MSFT");
    server.get("/api/markets/insiders/ZZZ/csv");
    Exposition m = scrape();
    assertTrue(m.contains("route=\"/api/markets/insiders/{ticker}\""), "template label");
    assertTrue(m.contains("route=\"/api/markets/insiders/{ticker}/csv\""), "csv template label");
    assertFalse(m.contains("AAPL"), "a raw path value in a label");
    assertFalse(m.contains("MSFT"));
    assertFalse(m.contains("ZZZ"));
    // an invented method does not open a series of its own
    server.request("FROBNICATE", "/api/markets/short-volume");
    assertFalse(scrape().contains("FROBNICATE"));
  }

  @Test
  void refusalsAreCountedByTierAndStatsStillReadsThem() throws Exception {
    double refused = scrape().valueOrZero("openmarkets_refusals_total", "reason=\"rate_limited\"", "tier=\"keyless\"");
    long statsBefore = server.json("/stats").getJsonObject("requests").getLong("refusedRateLimited");
    assertEquals(200, server.get("/api/markets/threshold-list").statusCode());
    assertEquals(429, server.get("/api/markets/threshold-list").statusCode());
    assertEquals(refused + 1, scrape().value("openmarkets_refusals_total", "reason=\"rate_limited\"", "tier=\"keyless\""));
    JsonObject requests = server.json("/stats").getJsonObject("requests");
    assertEquals(statsBefore + 1, requests.getLong("refusedRateLimited"));
    assertTrue(requests.getLong("served") >= 1, requests.encode());
  }

  @Test
  void pollerGaugesComeFromPollStatus() throws Exception {
    TestDb.exec(server.db, """
        INSERT INTO poll_status (poller, last_run_at, last_ok_at, last_outcome, consecutive_failures, files_loaded,
          rows_written) VALUES ('metrics-test-poller', now(), now() - interval '90 seconds', 'error', 2, 3, 40)""");
    Exposition m = scrape();
    String poller = "poller=\"metrics-test-poller\"";
    double age = m.value("openmarkets_poller_last_success_age_seconds", poller);
    assertTrue(age >= 90 && age < 600, "age " + age);
    assertEquals(2, m.value("openmarkets_poller_consecutive_failures", poller));
    assertEquals(3, m.value("openmarkets_poller_files_total", poller));
    assertEquals(40, m.value("openmarkets_poller_rows_total", poller));
    assertEquals(0, m.value("openmarkets_poller_leader", poller), "pollers are off in this server");
    assertEquals(1, m.value("openmarkets_rate_limiter_mode", "mode=\"local\""));
    assertTrue(m.value("openmarkets_ingest_rows_total", "dataset=\"short-volume\"", "change=\"inserted\"") >= 3);
    assertTrue(m.value("jvm_memory_used_bytes", "area=\"heap\"", "id=\"G1 Eden Space\"") >= 0
        || m.contains("jvm_memory_used_bytes"));
    assertTrue(m.contains("vertx_pool_in_use{pool_name=\""), "pool usage");
    assertTrue(m.contains("openmarkets_event_loop_lag_seconds{loop=\"vert.x-eventloop-thread-0\"}"), "event-loop lag");
    assertTrue(m.contains("process_cpu_seconds_total"), "process metrics");
  }

  /** CI installs promtool (Debian package prometheus); skipped where it is absent. */
  @Test
  void promtoolAcceptsTheExposition() throws Exception {
    Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/promtool")) || onPath("promtool"), "no promtool");
    server.get("/api/markets/short-volume");
    server.get("/api/markets/nothing-here");
    String text = scrape().toString();
    Process p = new ProcessBuilder("promtool", "check", "metrics").redirectErrorStream(true).start();
    p.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), "promtool check metrics: " + out);
  }

  private static boolean onPath(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (Files.isExecutable(Path.of(dir, tool))) {
        return true;
      }
    }
    return false;
  }
}
