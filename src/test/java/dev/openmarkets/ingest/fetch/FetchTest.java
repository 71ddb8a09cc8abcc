package dev.openmarkets.ingest.fetch;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.fetch.FetchOutcome.Kind;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each outcome of the fetch step against a real local HTTP server, and the host's politeness
 * measured by the server's own request times: one request at a time, the minimum interval between
 * an answer and the next request, and Retry-After kept by the next request to the host.
 */
class FetchTest {
  private static final Instant NOW = Instant.parse("2026-11-20T23:30:00Z");
  private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);
  private static final byte[] CSV = "Date|Symbol\n20261119|AAA\n".getBytes(StandardCharsets.UTF_8);

  /** One request as the server saw it: its path, when it arrived and when its answer went (nanoTime). */
  record Seen(String path, long arrivedNanos, long answeredNanos) {
  }

  private final Vertx server = Vertx.vertx();
  private final Vertx client = Vertx.vertx();
  private final Map<String, Consumer<HttpServerRequest>> routes = new ConcurrentHashMap<>();
  private final List<Seen> seen = new CopyOnWriteArrayList<>();
  private String base;

  @BeforeEach
  void start() throws Exception {
    HttpServer http = server.createHttpServer().requestHandler(req -> {
      long arrived = System.nanoTime();
      req.response().endHandler(v -> seen.add(new Seen(req.path(), arrived, System.nanoTime())));
      routes.getOrDefault(req.path(), r -> r.response().setStatusCode(404).end()).accept(req);
    });
    base = "http://127.0.0.1:" + join(http.listen(0, "127.0.0.1")).actualPort();
    routes.put("/data.csv", r -> r.response().end(io.vertx.core.buffer.Buffer.buffer(CSV)));
  }

  @AfterEach
  void stop() throws Exception {
    join(client.close());
    join(server.close());
  }

  private static <T> T join(Future<T> f) throws Exception {
    return f.toCompletionStage().toCompletableFuture().get();
  }

  @Test
  void theUpstreamsIntervalSettingSpacesItsRequests() throws Exception {
    routes.put("/page", r -> r.response().end("{}"));
    // the poller declares none; the operator's upstreams.NAME.minRequestIntervalMillis is 400
    UpstreamConfig config = new UpstreamConfig("test-upstream", true, base, 60, 5, 3,
        UA, "", 400);
    Fetch f = Fetch.of(client, config);
    List<Future<FetchOutcome>> all = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      all.add(f.answer(FetchRequest.get(base + "/page?n=" + i)));
    }
    join(Future.all(all));
    assertEquals(3, seen.size());
    for (int i = 1; i < seen.size(); i++) {
      long gapMillis = (seen.get(i).arrivedNanos() - seen.get(i - 1).answeredNanos()) / 1_000_000;
      assertTrue(gapMillis >= 395, "request " + i + " came " + gapMillis + " ms after the answer before it");
    }
  }

  private Fetch fetch(int timeoutSeconds, long minIntervalMillis) {
    UpstreamConfig config = new UpstreamConfig("test-upstream", true, base, 60, timeoutSeconds, 3,
        UA, "");
    return Fetch.of(client, config, minIntervalMillis, FetchPolicy.PLAIN, CLOCK);
  }

  private FetchOutcome answer(Fetch f, FetchRequest r) throws Exception {
    return join(f.answer(r));
  }

  @Test
  void dataIsLoadedWithItsBody() throws Exception {
    FetchOutcome o = answer(fetch(5, 0), FetchRequest.get(base + "/data.csv"));
    assertEquals(Kind.LOADED, o.kind());
    assertEquals(200, o.status());
    assertNull(o.reason());
    assertArrayEquals(CSV, o.body());
  }

  @Test
  void aNotFoundBeforeThePublicationTimeIsNotPublishedYetAndAfterItAbsent() throws Exception {
    Fetch f = fetch(5, 0);
    FetchOutcome early = answer(f, FetchRequest.get(base + "/th20261120.txt").publishedBy(NOW.plusSeconds(3600)));
    assertEquals(Kind.NOT_PUBLISHED_YET, early.kind());
    assertEquals(404, early.status());
    assertEquals("HTTP 404", early.reason());
    FetchOutcome late = answer(f, FetchRequest.get(base + "/th20261120.txt").publishedBy(NOW.minusSeconds(3600)));
    assertEquals(Kind.ABSENT, late.kind());
    assertEquals(404, late.status());
    // a document that should exist now (no publication time) is absent at once
    assertEquals(Kind.ABSENT, answer(f, FetchRequest.get(base + "/gone.json")).kind());
    routes.put("/cdn.txt", r -> r.response().setStatusCode(403).end());
    assertEquals(Kind.NOT_PUBLISHED_YET,
        answer(f, FetchRequest.get(base + "/cdn.txt").publishedBy(NOW.plusSeconds(60))).kind());
  }

  @Test
  void aBotChallengePageIsRefused() throws Exception {
    routes.put("/list.txt", r -> r.response().putHeader("Content-Type", "text/html").end(
        "<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>"
            + "<div id=\"challenge-platform\">Checking your browser</div></body></html>"));
    FetchOutcome o = answer(fetch(5, 0), FetchRequest.get(base + "/list.txt"));
    assertEquals(Kind.REFUSED, o.kind());
    assertEquals(200, o.status());
    assertEquals("HTML page instead of data from " + base + "/list.txt (Cloudflare challenge), title \"Just a moment...\""
        + ", text/html", o.reason());
  }

  @Test
  void aPlaceholderOrAnEmptyBodyIsNotPublishedYetUntilThePublicationTime() throws Exception {
    routes.put("/nyse.txt", r -> r.response().end("Symbol|Security Name\n20261120235959\n"));
    routes.put("/empty.json", r -> r.response().end());
    Fetch f = fetch(5, 0);
    FetchRequest nyse = FetchRequest.get(base + "/nyse.txt")
        .placeholder(b -> new String(b, StandardCharsets.UTF_8).lines().count() == 2);
    FetchOutcome pending = answer(f, nyse.publishedBy(NOW.plusSeconds(86_400)));
    assertEquals(Kind.NOT_PUBLISHED_YET, pending.kind());
    assertEquals("placeholder", pending.reason());
    assertEquals(Kind.ABSENT, answer(f, nyse.publishedBy(NOW.minusSeconds(1))).kind());
    FetchOutcome empty = answer(f, FetchRequest.get(base + "/empty.json").publishedBy(Instant.MAX));
    assertEquals(Kind.NOT_PUBLISHED_YET, empty.kind());
    assertEquals("empty", empty.reason());
  }

  @Test
  void aServerErrorFailsAndA503WithRetryAfterIsThrottled() throws Exception {
    routes.put("/down", r -> r.response().setStatusCode(500).end("oops"));
    routes.put("/plain503", r -> r.response().setStatusCode(503).putHeader("Retry-After", "0").end());
    routes.put("/busy", r -> r.response().setStatusCode(503).putHeader("Retry-After", "2").end());
    Fetch f = fetch(5, 0);
    FetchOutcome down = answer(f, FetchRequest.get(base + "/down"));
    assertEquals(Kind.FAILED, down.kind());
    assertEquals("HTTP 500 from " + base + "/down", down.reason());
    // Retry-After 0 is no Retry-After: a plain 503 is a failure of the host
    assertEquals(Kind.FAILED, answer(f, FetchRequest.get(base + "/plain503")).kind());
    FetchOutcome busy = answer(f, FetchRequest.get(base + "/busy"));
    assertEquals(Kind.THROTTLED, busy.kind());
    assertEquals(2000, busy.retryAfterMillis());
  }

  @Test
  void aTooManyRequestsIsThrottledAndTheNextRequestToTheHostWaitsRetryAfter() throws Exception {
    routes.put("/timeline", r -> r.response().setStatusCode(429).putHeader("Retry-After", "1").end());
    Fetch f = fetch(5, 0);
    FetchOutcome o = answer(f, FetchRequest.get(base + "/timeline"));
    assertEquals(Kind.THROTTLED, o.kind());
    assertEquals(1000, o.retryAfterMillis());
    assertEquals("HTTP 429 from " + base + "/timeline", o.reason());
    // another upstream's step on the same host keeps the same Retry-After
    FetchOutcome next = answer(fetch(5, 0), FetchRequest.get(base + "/data.csv"));
    assertEquals(Kind.LOADED, next.kind());
    long gapMillis = (seen.get(1).arrivedNanos() - seen.get(0).answeredNanos()) / 1_000_000;
    assertTrue(gapMillis >= 1000, "the next request came " + gapMillis + " ms after the 429");
  }

  @Test
  void aSlowHostFailsByTheDeadlineWithoutHanging() throws Exception {
    routes.put("/slow", r -> { }); // never answers
    long t0 = System.nanoTime();
    FetchOutcome o = answer(fetch(1, 0), FetchRequest.get(base + "/slow"));
    long tookMillis = (System.nanoTime() - t0) / 1_000_000;
    assertEquals(Kind.FAILED, o.kind());
    assertEquals(0, o.status());
    assertTrue(o.reason().startsWith("fetching " + base + "/slow failed: "), o.reason());
    assertTrue(tookMillis >= 900 && tookMillis < 5000, "answered after " + tookMillis + " ms");
    // the host is free again: the next request goes
    assertEquals(Kind.LOADED, answer(fetch(1, 0), FetchRequest.get(base + "/data.csv")).kind());
  }

  @Test
  void oneRequestAtATimePerHostWithTheMinimumInterval() throws Exception {
    routes.put("/page", r -> server.setTimer(100, id -> r.response().end("{}")));
    Fetch f = fetch(5, 300);
    List<Future<FetchOutcome>> all = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      all.add(f.answer(FetchRequest.get(base + "/page?n=" + i)));
    }
    join(Future.all(all));
    assertEquals(4, seen.size());
    for (int i = 1; i < seen.size(); i++) {
      Seen before = seen.get(i - 1);
      Seen after = seen.get(i);
      long gapMillis = (after.arrivedNanos() - before.answeredNanos()) / 1_000_000;
      assertTrue(gapMillis >= 295, "request " + i + " came " + gapMillis + " ms after the answer before it");
    }
    assertTrue(all.stream().allMatch(x -> x.result().kind() == Kind.LOADED));
  }
}
