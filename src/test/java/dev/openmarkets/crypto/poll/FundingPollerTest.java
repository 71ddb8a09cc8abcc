package dev.openmarkets.crypto.poll;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Funding pollers against local HTTP servers answering in the venues' formats: an 8-hour venue
 * (binance, one contract adjusted to 4 hours) and a 1-hour venue (hyperliquid) through the
 * writer and the API, and a venue that answers 503, then garbage, then nothing: backed off,
 * reported in /stats, while the service keeps serving.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("crypto_funding_pollers")
class FundingPollerTest {
  private final Instant now = Instant.now();
  private final long nextFunding = now.truncatedTo(ChronoUnit.HOURS).plus(2, ChronoUnit.HOURS).toEpochMilli();
  private final long settled = now.truncatedTo(ChronoUnit.HOURS).minus(6, ChronoUnit.HOURS).toEpochMilli();
  private final List<Long> flakyAt = new CopyOnWriteArrayList<>();
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    Vertx vertx = server.service.vertx();
    HttpServer venues = vertx.createHttpServer().requestHandler(this::answer);
    venues.listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get();
    String base = "http://127.0.0.1:" + venues.actualPort();
    TrackedSymbols symbols = TrackedSymbols.from(new JsonObject().put("crypto", new JsonObject().put("symbols",
        new JsonArray().add(new JsonObject().put("slug", "btc").put("base", "BTC"))
            .add(new JsonObject().put("slug", "eth").put("base", "ETH")))));
    TestDb.exec(server.db, "INSERT INTO crypto_symbols VALUES ('btc', 'BTC', 1), ('eth', 'ETH', 2)");
    for (String venue : List.of("binance", "hyperliquid", "bitmex")) {
      UpstreamConfig cfg = UpstreamConfigs.named(venue)
          .baseUrl(base + "/" + venue)
          .intervalSeconds(venue.equals("bitmex") ? 1 : 3600)
          .timeoutSeconds(1)
          .backfillDays(0)
          .userAgent(UA)
          .build();
      vertx.deployVerticle(new FundingPoller(cfg, FundingSources.of(venue, symbols), server.service.pool(), 3_600_000,
          Clock.systemUTC()))
          .toCompletionStage().toCompletableFuture().get();
    }
    long deadline = System.nanoTime() + 15_000_000_000L;
    while (TestDb.count(server.db, "SELECT count(*) FROM poll_status WHERE poller IN ('binance', 'hyperliquid') "
        + "AND last_outcome <> 'error'") < 2 || flakyAt.size() < 3
        || TestDb.count(server.db, "SELECT count(*) FROM poll_status WHERE poller = 'bitmex' AND consecutive_failures >= 3") == 0) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("pollers did not run: " + flakyAt.size() + " flaky requests");
      }
      Thread.sleep(25);
    }
  }

  private void answer(HttpServerRequest req) {
    String p = req.path();
    if (p.startsWith("/bitmex")) {
      flakyAt.add(System.nanoTime());
      switch (flakyAt.size()) {
        case 1 -> req.response().setStatusCode(503).end("busy");
        case 2 -> req.response().putHeader("content-type", "application/json").end("{\"symbol\": XBTUSD <html>");
        default -> { } // never answers: the client's timeout ends it
      }
      return;
    }
    req.body().onSuccess(body -> req.response().putHeader("content-type", "application/json").end(json(p, body.toString())));
  }

  private String json(String path, String body) {
    return switch (path) {
      case "/binance/fapi/v1/fundingInfo" -> "[{\"symbol\":\"ETHUSDT\",\"adjustedFundingRateCap\":\"0.02\","
          + "\"adjustedFundingRateFloor\":\"-0.02\",\"fundingIntervalHours\":4,\"disclaimer\":false}]";
      case "/binance/fapi/v1/premiumIndex" -> "[" + premium("BTCUSDT", "97000.10", "0.00012") + ","
          + premium("ETHUSDT", "3400.5", "0.0001") + "," + premium("DOGEUSDT", "0.38", "0.0003") + "]";
      case "/binance/fapi/v1/ticker/24hr" -> "[{\"symbol\":\"BTCUSDT\",\"priceChangePercent\":\"1.250\"},"
          + "{\"symbol\":\"ETHUSDT\",\"priceChangePercent\":\"-0.5\"}]";
      case "/binance/fapi/v1/openInterest" -> "{\"openInterest\":\"80000.5\",\"symbol\":\"BTCUSDT\",\"time\":" + now.toEpochMilli() + "}";
      case "/binance/futures/data/globalLongShortAccountRatio", "/binance/futures/data/topLongShortPositionRatio" ->
          "[{\"symbol\":\"BTCUSDT\",\"longShortRatio\":\"1.8500\",\"longAccount\":\"0.6491\",\"shortAccount\":\"0.3509\","
              + "\"timestamp\":\"" + hour(1) + "\"}]";
      case "/binance/fapi/v1/fundingRate" -> "[{\"symbol\":\"BTCUSDT\",\"fundingTime\":" + settled
          + ",\"fundingRate\":\"0.00010000\",\"markPrice\":\"96000\"}]";
      case "/binance/futures/data/openInterestHist" -> "[{\"symbol\":\"BTCUSDT\",\"sumOpenInterest\":\"79000.25\","
          + "\"sumOpenInterestValue\":\"7663024250.5\",\"timestamp\":" + hour(1) + "}]";
      case "/hyperliquid/info" -> body.contains("metaAndAssetCtxs")
          ? "[{\"universe\":[{\"name\":\"BTC\",\"szDecimals\":5},{\"name\":\"ETH\",\"szDecimals\":4}]},["
              + ctx("0.0000125", "97010.0", "12.5", "96000.0") + "," + ctx("-0.00000625", "3401.0", "1000", "3401.0") + "]]"
          : body.contains("\"coin\":\"BTC\"")
              ? "[{\"coin\":\"BTC\",\"fundingRate\":\"0.0000125\",\"premium\":\"0.0001\",\"time\":" + settled + "}]" : "[]";
      default -> "{\"error\":\"no route " + path + "\"}";
    };
  }

  private String premium(String symbol, String mark, String rate) {
    return "{\"symbol\":\"" + symbol + "\",\"markPrice\":\"" + mark + "\",\"indexPrice\":\"" + mark
        + "\",\"lastFundingRate\":\"" + rate + "\",\"interestRate\":\"0.0001\",\"nextFundingTime\":" + nextFunding
        + ",\"time\":" + now.toEpochMilli() + "}";
  }

  private static String ctx(String funding, String mark, String oi, String prevDay) {
    return "{\"funding\":\"" + funding + "\",\"markPx\":\"" + mark + "\",\"openInterest\":\"" + oi + "\",\"prevDayPx\":\""
        + prevDay + "\",\"oraclePx\":\"" + mark + "\"}";
  }

  private long hour(int before) {
    return now.truncatedTo(ChronoUnit.HOURS).minus(before, ChronoUnit.HOURS).toEpochMilli();
  }

  private JsonObject row(JsonArray rows, String slug, String exchange) {
    for (Object o : rows) {
      JsonObject r = (JsonObject) o;
      if (r.getString("slug").equals(slug) && r.getString("exchange").equals(exchange)) {
        return r;
      }
    }
    throw new AssertionError("no " + slug + " " + exchange + " in " + rows.encode());
  }

  private static void assertNumber(String expected, Object actual) {
    assertEquals(0, new BigDecimal(expected).compareTo(new BigDecimal(actual.toString())), expected + " vs " + actual);
  }

  @Test
  void eachPollIsOneIngestRecordThatBumpsTheDatasetsItChanged() {
    // binance polls once (hourly interval): one loaded record, every row of the first poll new
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM ingest_files WHERE source = 'crypto-binance' "
        + "AND dataset = 'funding-rates' AND status = 'loaded' AND file_date IS NULL AND name LIKE 'crypto-binance-%'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM ingest_files WHERE source = 'crypto-binance' "
        + "AND inserted = rows_total AND rows_total = (SELECT count(*) FROM funding_snapshot WHERE exchange = 'binance') "
        + "+ (SELECT count(*) FROM funding_history WHERE exchange = 'binance') "
        + "+ (SELECT count(*) FROM open_interest_hourly WHERE exchange = 'binance')"));
    // bitmex never answered usefully: nothing recorded for it
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM ingest_files WHERE source = 'crypto-bitmex'"));
    // the open-interest dataset counts the rows its table gained, no more
    assertEquals(TestDb.count(server.db, "SELECT count(*) FROM open_interest_hourly"),
        TestDb.count(server.db, "SELECT row_count FROM dataset_state WHERE dataset = 'open-interest'"));
  }

  @Test
  void eightHourVenueThroughTheApi() throws Exception {
    JsonArray rows = server.json("/api/markets/funding-rates").getJsonArray("data");
    assertEquals(4, rows.size(), "tracked contracts only: " + rows.encode());
    JsonObject btc = row(rows, "btc", "binance");
    assertEquals("BTC", btc.getString("baseAsset"));
    assertEquals("97000.10", btc.getString("markPrice"));
    assertEquals("0.00012", btc.getString("fundingRate"));
    assertEquals(8, btc.getInteger("fundingIntervalHours"));
    assertNumber("0.00012", btc.getValue("fundingRate8h"));
    assertNumber("0.1314", btc.getValue("fundingAnnualized"));
    assertEquals(Instant.ofEpochMilli(nextFunding), Instant.parse(btc.getString("nextFundingTime")));
    assertEquals("80000.5", btc.getString("openInterest"));
    assertEquals("7760056500.05", btc.getString("openInterestValue"));
    assertEquals("0.0125", btc.getString("priceChangePct24h"));
    assertTrue(!btc.containsKey("longShortRatio"), "per-symbol endpoint only");
    String csv = server.get("/api/markets/funding-rates/csv").body();
    assertEquals(5, csv.split("\n").length, "the list's CSV, not a symbol named csv: " + csv);
    assertTrue(csv.contains("\nbtc,BTC,binance,97000.10,0.00012,8,0.00012,0.1314,"), csv);

    JsonObject eth = row(rows, "eth", "binance");
    assertEquals(4, eth.getInteger("fundingIntervalHours"), "fundingInfo's adjusted interval");
    assertNumber("0.0002", eth.getValue("fundingRate8h"));
    assertNumber("0.219", eth.getValue("fundingAnnualized"));
    assertEquals("-0.005", eth.getString("priceChangePct24h"));
  }

  @Test
  void oneHourVenueThroughTheApi() throws Exception {
    JsonArray rows = server.json("/api/markets/funding-rates").getJsonArray("data");
    JsonObject btc = row(rows, "btc", "hyperliquid");
    assertEquals("0.0000125", btc.getString("fundingRate"));
    assertEquals(1, btc.getInteger("fundingIntervalHours"));
    assertNumber("0.0001", btc.getValue("fundingRate8h"));
    assertNumber("0.1095", btc.getValue("fundingAnnualized"));
    assertEquals("1212625", btc.getString("openInterestValue"));
    // the top of the hour after the poll (which may have run after an hour boundary that `now` had not reached)
    Instant next = Instant.parse(btc.getString("nextFundingTime"));
    assertEquals(next, next.truncatedTo(ChronoUnit.HOURS));
    assertTrue(next.isAfter(now) && !next.isAfter(Instant.now().truncatedTo(ChronoUnit.HOURS).plus(1, ChronoUnit.HOURS)),
        "next funding " + next + " is the hour after the poll");
    JsonObject eth = row(rows, "eth", "hyperliquid");
    assertNumber("-0.00005", eth.getValue("fundingRate8h"));
    assertNumber("-0.05475", eth.getValue("fundingAnnualized"));
    assertEquals(List.of("btc", "btc", "eth", "eth"), rows.stream().map(r -> ((JsonObject) r).getString("slug")).toList());
  }

  @Test
  void perSymbolViewHasRatioAndSettledHistory() throws Exception {
    JsonObject d = server.json("/api/markets/funding-rates/BTC").getJsonObject("data");
    assertEquals("btc", d.getString("slug"));
    assertEquals("30d", d.getString("history"));
    assertEquals("BTC", d.getString("baseAsset"));
    JsonArray ex = d.getJsonArray("exchanges");
    assertEquals(List.of("binance", "hyperliquid"), ex.stream().map(r -> ((JsonObject) r).getString("exchange")).toList());
    assertEquals("1.8500", ex.getJsonObject(0).getString("longShortRatio"));
    assertNull(ex.getJsonObject(1).getValue("longShortRatio"));
    JsonArray history = d.getJsonArray("fundingHistory");
    assertEquals(2, history.size());
    JsonObject first = history.getJsonObject(0);
    assertEquals("binance", first.getString("exchange"));
    assertEquals("0.00010000", first.getString("fundingRate"));
    assertEquals(Instant.ofEpochMilli(settled), Instant.parse(first.getString("fundingTime")));
    assertEquals(404, server.get("/api/markets/funding-rates/nosuch").statusCode());
    assertEquals(400, server.get("/api/markets/funding-rates/btc?history=2y").statusCode());
    String csv = server.get("/api/markets/funding-rates/btc/csv").body();
    assertTrue(csv.startsWith("slug,base_asset,exchange,mark_price,funding_rate,funding_interval_hours,funding_rate_8h,"
        + "funding_annualized,next_funding_time,open_interest,open_interest_value,price_change_pct_24h,long_short_ratio\n"), csv);
    assertEquals(3, csv.split("\n").length);
  }

  @Test
  void openInterestHistoryFromTheVenueSeries() throws Exception {
    JsonArray rows = server.json("/api/markets/open-interest/btc").getJsonArray("data");
    assertEquals(1, rows.size());
    JsonObject r = rows.getJsonObject(0);
    assertEquals("binance", r.getString("exchange"));
    assertEquals(Instant.ofEpochMilli(hour(1)), Instant.parse(r.getString("ts")));
    assertEquals("79000.25", r.getString("openInterest"));
    assertEquals("7663024250.5", r.getString("openInterestValue"));
    assertEquals("1.8500", r.getString("longShortRatio"));
    assertEquals("1.8500", r.getString("topTraderRatio"));
    assertEquals(1, server.json("/api/markets/open-interest/btc?period=1d").getJsonArray("data").size());
    assertEquals("exchange,ts,open_interest,open_interest_value,long_short_ratio,top_trader_ratio",
        server.get("/api/markets/open-interest/btc/csv").body().split("\n")[0]);
    assertEquals(404, server.get("/api/markets/open-interest/nosuch/csv").statusCode());
    assertEquals(0, server.json("/api/markets/open-interest/eth?period=daily").getJsonArray("data").size());
    assertEquals(404, server.get("/api/markets/open-interest/nosuch").statusCode());
    assertEquals(400, server.get("/api/markets/open-interest/btc?period=weekly").statusCode());
    assertEquals(400, server.get("/api/markets/open-interest/btc?limit=5001").statusCode());
    assertEquals(400, server.get("/api/markets/open-interest/btc?from=2026-07-05&to=2026-07-01").statusCode());
  }

  @Test
  void aFailingUpstreamIsBackedOffAndReportedWhileTheServiceServes() throws Exception {
    JsonObject bitmex = null;
    for (Object p : server.json("/stats").getJsonArray("pollers")) {
      if (((JsonObject) p).getString("poller").equals("bitmex")) {
        bitmex = (JsonObject) p;
      }
    }
    assertTrue(bitmex != null);
    assertEquals("error", bitmex.getString("last_outcome"));
    assertTrue(bitmex.getInteger("consecutive_failures") >= 3, bitmex.encode());
    assertTrue(bitmex.getString("last_error").toLowerCase().contains("timeout")
        || bitmex.getString("last_error").toLowerCase().contains("timed out"), bitmex.encode());
    List<Long> gaps = new ArrayList<>();
    for (int i = 1; i < flakyAt.size(); i++) {
      gaps.add((flakyAt.get(i) - flakyAt.get(i - 1)) / 1_000_000);
    }
    assertTrue(gaps.get(0) >= 900, "first retry after about 1 s: " + gaps);
    assertTrue(gaps.get(1) >= 1900, "then about 2 s: " + gaps);
    assertEquals(200, server.get("/api/markets/funding-rates").statusCode());
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM funding_snapshot WHERE exchange = 'bitmex'"));
  }
}
