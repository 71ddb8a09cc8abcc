package dev.openmarkets.crypto.poll;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The crypto REST polls go through the one fetch step, against a real local HTTP server in the
 * venues' formats: a 429 with Retry-After is recorded as throttled and holds the host (the next
 * request to it, from another poller, waits), an HTML challenge page where JSON was expected is
 * refused, a good answer is loaded; the instruments poller names each venue's outcome the same way.
 * Each test serves its venue on a port of its own, so one test's Retry-After never holds another's host.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("crypto_venue_fetch")
class VenueFetchOutcomesTest {
  private static final String CHALLENGE = "<!DOCTYPE html><html><head><title>Just a moment...</title></head>"
      + "<body><div id=\"challenge-platform\">Checking your browser</div></body></html>";

  private TestServer server;
  private final Vertx venues = Vertx.vertx();
  private final TrackedSymbols symbols = TrackedSymbols.from(new JsonObject().put("crypto", new JsonObject()
      .put("symbols", new JsonArray().add(new JsonObject().put("slug", "btc").put("base", "BTC")))));

  /** One request as the venue saw it: its path, when it arrived and when it was answered. */
  private record Seen(String path, long arrivedNanos, long answeredNanos) {
  }

  @AfterAll
  void stopVenues() throws Exception {
    venues.close().await(10, TimeUnit.SECONDS);
  }

  @Test
  void aTooManyRequestsIsThrottledOnStatsAndHoldsTheHostForTheNextPoller() throws Exception {
    List<Seen> seen = new CopyOnWriteArrayList<>();
    String base = serve(seen, Map.of(
        "/kraken/derivatives/api/v3/tickers", r -> r.response().setStatusCode(429).putHeader("Retry-After", "2")
            .end("{\"result\":\"error\",\"error\":\"apiLimitExceeded\"}"),
        "/hyperliquid/info", r -> r.body().onSuccess(b -> r.response().putHeader("Content-Type", "application/json")
            .end(b.toString().contains("metaAndAssetCtxs") ? HYPERLIQUID_CTXS : "[]"))));

    JsonObject kraken = Polls.once(server, "kraken", funding("kraken", base));
    assertEquals("error", kraken.getString("last_outcome"), kraken.encode());
    assertEquals("throttled: HTTP 429 from " + base + "/kraken/derivatives/api/v3/tickers (Retry-After 2 s)",
        kraken.getString("last_error"));
    assertEquals(1, kraken.getInteger("consecutive_failures"));

    // another venue's poller on the same host: its first request waits out the Retry-After, and loads
    JsonObject hyperliquid = Polls.once(server, "hyperliquid", funding("hyperliquid", base));
    assertEquals("1 contracts, 0 settlements, 0 open-interest points", hyperliquid.getString("last_outcome"),
        hyperliquid.encode());
    assertEquals(0, hyperliquid.getInteger("consecutive_failures"));
    assertEquals("/kraken/derivatives/api/v3/tickers", seen.get(0).path());
    assertEquals("/hyperliquid/info", seen.get(1).path());
    long heldMillis = (seen.get(1).arrivedNanos() - seen.get(0).answeredNanos()) / 1_000_000;
    assertTrue(heldMillis >= 1_950, "the next request to the host came " + heldMillis + " ms after the 429");
  }

  @Test
  void aBotChallengePageWhereJsonWasExpectedIsRefused() throws Exception {
    String base = serve(new CopyOnWriteArrayList<>(), Map.of("/bitmex/api/v1/instrument/active",
        r -> r.response().putHeader("Content-Type", "text/html; charset=UTF-8").end(CHALLENGE)));
    JsonObject bitmex = Polls.once(server, "bitmex", funding("bitmex", base));
    assertEquals("refused", bitmex.getString("last_outcome"), bitmex.encode());
    assertEquals("HTML page instead of data from " + base + "/bitmex/api/v1/instrument/active (Cloudflare challenge), "
        + "title \"Just a moment...\", text/html; charset=UTF-8", bitmex.getString("last_error"));
  }

  @Test
  void theInstrumentsPollerNamesEachVenuesOutcome() throws Exception {
    String base = serve(new CopyOnWriteArrayList<>(), Map.of(
        "/htx/linear-swap-api/v1/swap_contract_info", r -> r.response().putHeader("Content-Type", "application/json")
            .end("{\"status\":\"ok\",\"data\":[{\"symbol\":\"BTC\",\"contract_code\":\"BTC-USDT\","
                + "\"contract_size\":0.001,\"pair\":\"BTC-USDT\",\"business_type\":\"swap\"}],\"ts\":1}"),
        "/gate/api/v4/futures/usdt/contracts", r -> r.response().putHeader("Content-Type", "text/html")
            .end(CHALLENGE),
        "/okx/api/v5/public/instruments", r -> r.response().setStatusCode(429).putHeader("Retry-After", "1").end()));
    Map<String, UpstreamConfig> rest = new LinkedHashMap<>();
    for (String venue : List.of("htx", "gate", "okx")) {
      rest.put(venue, upstream(venue, base));
    }
    ContractBook book = new ContractBook();
    JsonObject all = Polls.once(server, InstrumentsPoller.NAME,
        new InstrumentsPoller(rest, symbols, book, server.service.pool(), 3_600_000, Clock.systemUTC()));
    assertEquals("error", all.getString("last_outcome"));
    assertEquals("instruments unavailable from gate, okx", all.getString("last_error"));
    JsonObject htx = stats("htx-instruments");
    assertEquals("1 instruments, 1 tracked listed", htx.getString("last_outcome"), htx.encode());
    assertEquals(1, htx.getInteger("rows_written"));
    assertEquals(0, book.of("htx").lookup("BTC-USDT").contractValue().compareTo(new BigDecimal("0.001")));
    JsonObject gate = stats("gate-instruments");
    assertEquals("refused", gate.getString("last_outcome"), gate.encode());
    assertTrue(gate.getString("last_error").startsWith("HTML page instead of data from " + base
        + "/gate/api/v4/futures/usdt/contracts (Cloudflare challenge)"), gate.getString("last_error"));
    JsonObject okx = stats("okx-instruments");
    assertEquals("error", okx.getString("last_outcome"), okx.encode());
    assertEquals("throttled: HTTP 429 from " + base + "/okx/api/v5/public/instruments?instType=SWAP (Retry-After 1 s)",
        okx.getString("last_error"));
  }

  private static final String HYPERLIQUID_CTXS = "[{\"universe\":[{\"name\":\"BTC\",\"szDecimals\":5}]},"
      + "[{\"funding\":\"0.0000125\",\"markPx\":\"97010.0\",\"openInterest\":\"12.5\",\"prevDayPx\":\"96000.0\","
      + "\"oraclePx\":\"97010.0\"}]]";

  private FundingPoller funding(String venue, String base) {
    return new FundingPoller(upstream(venue, base), FundingSources.of(venue, symbols), server.service.pool(),
        3_600_000, Clock.systemUTC());
  }

  private static UpstreamConfig upstream(String venue, String base) {
    return UpstreamConfigs.named(venue)
        .baseUrl(base + "/" + venue)
        .intervalSeconds(3600)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .build();
  }

  /** Starts a venue on a port of its own answering the given paths (404 elsewhere); returns its base URL. */
  private String serve(List<Seen> seen, Map<String, Handler<HttpServerRequest>> routes) throws Exception {
    Map<String, Handler<HttpServerRequest>> byPath = new ConcurrentHashMap<>(routes);
    HttpServer http = venues.createHttpServer().requestHandler(req -> {
      long arrived = System.nanoTime();
      req.response().endHandler(v -> seen.add(new Seen(req.path(), arrived, System.nanoTime())));
      byPath.getOrDefault(req.path(), r -> r.response().setStatusCode(404).end()).handle(req);
    });
    http.listen(0, "127.0.0.1").await(10, TimeUnit.SECONDS);
    return "http://127.0.0.1:" + http.actualPort();
  }

  private JsonObject stats(String poller) throws Exception {
    return server.json("/stats").getJsonArray("pollers").stream().map(o -> (JsonObject) o)
        .filter(o -> poller.equals(o.getString("poller"))).findFirst().orElseThrow();
  }
}
