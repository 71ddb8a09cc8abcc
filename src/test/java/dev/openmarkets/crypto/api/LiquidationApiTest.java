package dev.openmarkets.crypto.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationRetention;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The three liquidation endpoints over a known event set that travels the real path: event bus,
 * batching writer, PostgreSQL (events and hourly totals), API. Times are relative to the current
 * UTC hour H so the 24-hour summary holds whenever the suite runs.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "crypto_liquidations", config = "config")
class LiquidationApiTest {
  private TestServer server;
  private LiquidationWriterVerticle writer;
  private Instant h;

  static JsonObject config() {
    return new JsonObject().put("rateLimit", new JsonObject()
        .put("keylessPerMinute", 1000).put("keyedPerMinute", 2000)
        .put("perDataset", new JsonObject().put("liquidations-recent",
            new JsonObject().put("keylessPerMinute", 900).put("keyedPerMinute", 1800))));
  }

  @BeforeAll
  void start() throws Exception {
    writer = new LiquidationWriterVerticle(server.service.pool(), 5000, 20, 100_000);
    server.service.vertx().deployVerticle(writer).toCompletionStage().toCompletableFuture().get();
    h = Instant.now().truncatedTo(ChronoUnit.HOURS);
    List<LiquidationEvent> set = List.of(
        ev("a", "okx", "BTC-USDT-SWAP", "BTC", "long", "60000", "0.5", h.minus(Duration.ofMinutes(115))),
        ev("b", "okx", "BTC-USDT-SWAP", "BTC", "short", "60100", "0.2", h.minus(Duration.ofMinutes(110))),
        ev("c", "gate", "BTC_USDT", "BTC", "long", "59900", "1", h.minus(Duration.ofMinutes(59))),
        ev("d", "htx", "ETH-USDT", "ETH", "short", "3000", "10", h.minus(Duration.ofMinutes(58))),
        ev("e", "htx", "ETH-USDT", "ETH", "long", "3000.5", "2", h.minus(Duration.ofMinutes(57))),
        ev("f", "gate", "SOL_USDT", "SOL", "short", "150", "100", h.minus(Duration.ofHours(5))),
        ev("g", "okx", "BTC-USDT-SWAP", "BTC", "long", "61000", "200", h.minus(Duration.ofHours(3))),
        ev("old", "okx", "BTC-USDT-SWAP", "BTC", "long", "1000", "1", h.minus(Duration.ofHours(30))));
    send("okx", set.subList(0, 4));
    send("htx", set.subList(4, 8));
    send("okx", set.subList(0, 2)); // the same events again, as a gap fill would repeat them
    await(() -> TestDb.count(server.db, "SELECT count(*) FROM liquidation_events") == 8 && writer.received() == 10);
    Thread.sleep(100);
  }

  private static LiquidationEvent ev(String key, String ex, String sym, String base, String side, String px,
      String qty, Instant ts) {
    return LiquidationEvent.of(ex, sym, base, side, new BigDecimal(px), new BigDecimal(qty), ts, "test|" + key);
  }

  private void send(String exchange, List<LiquidationEvent> events) {
    server.service.vertx().eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents(exchange, events));
  }

  static void await(java.util.function.BooleanSupplier ok) throws InterruptedException {
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (!ok.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("condition not met in 10 s");
      }
      Thread.sleep(20);
    }
  }

  private int status(String path) {
    try {
      return server.get(path).statusCode();
    } catch (Exception e) {
      throw new IllegalStateException(path, e);
    }
  }

  private String hour(long hoursBefore) {
    return h.minus(hoursBefore, ChronoUnit.HOURS).toString();
  }

  private static List<String> col(JsonArray rows, String field) {
    List<String> out = new ArrayList<>();
    rows.forEach(r -> out.add(String.valueOf(((JsonObject) r).getValue(field))));
    return out;
  }

  @Test
  void hourlyTotalsCountEachEventOnceDespiteRepeats() {
    assertEquals(6, TestDb.count(server.db, "SELECT count(*) FROM liquidation_hourly WHERE hour > now() - interval '32 hours'"));
    assertEquals(3, TestDb.count(server.db, "SELECT sum(count) FROM liquidation_hourly WHERE symbol = 'BTC-USDT-SWAP' "
        + "AND hour > now() - interval '25 hours'"));
  }

  @Test
  void summaryTotalsHourlyBucketsAndTopSymbols() throws Exception {
    JsonObject body = server.json("/api/markets/liquidations");
    JsonObject d = body.getJsonObject("data");
    assertEquals("24h", d.getString("period"));
    assertEquals(0, new BigDecimal("12352921").compareTo(new BigDecimal(d.getValue("totalUsd").toString())));
    assertEquals(0, new BigDecimal("12295901").compareTo(new BigDecimal(d.getValue("longUsd").toString())));
    assertEquals(0, new BigDecimal("57020").compareTo(new BigDecimal(d.getValue("shortUsd").toString())));
    assertEquals(0, new BigDecimal("12200000").compareTo(new BigDecimal(d.getValue("maxSingleUsd").toString())));
    assertTrue(body.encode().contains("\"totalUsd\":12352921"), "plain JSON numbers, no exponent: " + body.encode());

    JsonArray hourly = d.getJsonArray("hourly");
    assertEquals(24, hourly.size());
    assertEquals(hour(23), hourly.getJsonObject(0).getString("hour"));
    assertEquals(hour(0), hourly.getJsonObject(23).getString("hour"));
    JsonObject twoAgo = hourly.getJsonObject(21);
    assertEquals(hour(2), twoAgo.getString("hour"));
    assertEquals(List.of("hour", "longUsd", "shortUsd", "count", "knownAt"), new ArrayList<>(twoAgo.fieldNames()));
    assertEquals(30000, twoAgo.getInteger("longUsd"));
    assertEquals(12020, twoAgo.getInteger("shortUsd"));
    assertEquals(2, twoAgo.getInteger("count"));
    JsonObject oneAgo = hourly.getJsonObject(22);
    assertEquals(new BigDecimal("65901"), new BigDecimal(oneAgo.getValue("longUsd").toString()));
    assertEquals(3, oneAgo.getInteger("count"));
    assertEquals(1, hourly.getJsonObject(20).getInteger("count"));
    assertEquals(0, hourly.getJsonObject(23).getInteger("count"));

    JsonArray top = d.getJsonArray("topSymbols");
    assertEquals(List.of("BTC-USDT-SWAP", "BTC_USDT", "ETH-USDT", "SOL_USDT"), col(top, "symbol"));
    JsonObject btc = top.getJsonObject(0);
    assertEquals(List.of("symbol", "longUsd", "shortUsd", "totalUsd", "count"), new ArrayList<>(btc.fieldNames()));
    assertEquals(0, new BigDecimal("12230000").compareTo(new BigDecimal(btc.getValue("longUsd").toString())));
    assertEquals(0, new BigDecimal("12242020").compareTo(new BigDecimal(btc.getValue("totalUsd").toString())));
    assertEquals(3, btc.getInteger("count"));

    JsonObject meta = body.getJsonObject("meta");
    // one order on every node, so every node renders the same bytes and ETag
    assertEquals(List.of("source", "sourceAttribution", "notice"), new ArrayList<>(meta.fieldNames()));
    assertEquals("OKX, Gate and HTX public liquidation streams", meta.getString("source"));
    assertTrue(meta.getString("notice").contains("1000 requests per minute without a key, 2000 per minute with"),
        meta.getString("notice"));
  }

  @Test
  void noticeStatesThePerDatasetLimitActuallyEnforced() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/liquidations/recent");
    assertEquals("900", r.headers().firstValue("RateLimit-Limit").orElseThrow());
    String notice = new JsonObject(r.body()).getJsonObject("meta").getString("notice");
    assertTrue(notice.contains("900 requests per minute without a key, 1800 per minute with"), notice);
    assertTrue(!notice.contains("10 per minute"), notice);
  }

  @Test
  void summaryCsvExportsTheHourlyBuckets() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/liquidations/csv");
    assertEquals(200, r.statusCode());
    String[] lines = r.body().split("\n");
    assertEquals("hour,long_usd,short_usd,count", lines[0]);
    assertEquals(25, lines.length);
    assertEquals(hour(2) + ",30000,12020,2", lines[22]);
    assertEquals("id,raw_symbol,side,price,qty,usd_value,exchange,ts",
        server.get("/api/markets/liquidations/recent/csv").body().split("\n")[0]);
    String[] history = server.get("/api/markets/liquidations/history/csv?symbol=ETH").body().split("\n");
    assertEquals("hour,symbol,long_usd,short_usd,total_usd,count,max_single_usd", history[0]);
    assertEquals(hour(1) + ",ETH,6001,30000,36001,2,30000", history[1]);
  }

  @Test
  void recentIsNewestFirstWithExactDecimals() throws Exception {
    JsonArray rows = server.json("/api/markets/liquidations/recent").getJsonArray("data");
    assertEquals(List.of("ETH-USDT", "ETH-USDT", "BTC_USDT", "BTC-USDT-SWAP", "BTC-USDT-SWAP", "BTC-USDT-SWAP",
        "SOL_USDT", "BTC-USDT-SWAP"), col(rows, "rawSymbol"));
    JsonObject e = rows.getJsonObject(0);
    assertEquals(List.of("id", "rawSymbol", "side", "price", "qty", "usdValue", "exchange", "ts", "knownAt"),
        new ArrayList<>(e.fieldNames()));
    assertEquals("long", e.getString("side"));
    assertEquals("3000.5", e.getString("price"));
    assertEquals("2", e.getString("qty"));
    assertEquals("6001", e.getString("usdValue"));
    assertEquals("htx", e.getString("exchange"));
    assertEquals(h.minus(Duration.ofMinutes(57)).toString(), e.getString("ts"));
  }

  @Test
  void recentFilters() throws Exception {
    assertEquals(List.of("c", "b", "a", "g", "old"), keys("symbol=BTC"));
    assertEquals(List.of("c", "b", "a", "g", "old"), keys("symbol=btc"));
    assertEquals(List.of("b", "a", "g", "old"), keys("symbol=BTC-USDT-SWAP"));
    assertEquals(List.of("c"), keys("symbol=btc_usdt"));
    assertEquals(List.of("b", "a", "g", "old"), keys("exchange=okx"));
    assertEquals(List.of("d", "b", "f"), keys("side=short"));
    assertEquals(List.of("d", "c", "a", "g"), keys("minUsd=30000"));
    assertEquals(List.of("d", "c"), keys("minUsd=30000&limit=2"));
    assertEquals(List.of("e", "d"), keys("symbol=ETH&exchange=htx"));
    assertEquals(List.of(), keys("symbol=DOGE"));
    // a symbol is read as two index walks (the contract, the base asset's USDT contracts) merged:
    // the floor, the limit and the other filters apply across both
    assertEquals(List.of("c", "a", "g"), keys("symbol=BTC&minUsd=30000"));
    assertEquals(List.of("c", "b"), keys("symbol=BTC&limit=2"));
    assertEquals(List.of("a", "g", "old"), keys("symbol=BTC&side=long&exchange=okx"));
    assertEquals(List.of("a"), keys("symbol=BTC-USDT-SWAP&minUsd=30000&limit=1"));
  }

  private List<String> keys(String query) throws Exception {
    JsonArray rows = server.json("/api/markets/liquidations/recent?" + query).getJsonArray("data");
    List<String> ids = col(rows, "id");
    List<String> out = new ArrayList<>();
    for (String id : ids) {
      out.add(keyOf(Long.parseLong(id)));
    }
    return out;
  }

  private String keyOf(long id) {
    for (String k : List.of("a", "b", "c", "d", "e", "f", "g", "old")) {
      if (TestDb.count(server.db, "SELECT count(*) FROM liquidation_events WHERE id = " + id
          + " AND event_key = 'test|" + k + "'") == 1) {
        return k;
      }
    }
    return "?";
  }

  /**
   * As of h - 58m30s: events d and e (h - 58m, h - 57m) were not known yet. The hour in progress
   * then (hour(1)) holds only c, summed from the events; the hours before it come from the totals,
   * each known when it ended.
   */
  @Test
  void asOfLeavesOutLaterEventsAndCountsTheHourInProgressUpToIt() throws Exception {
    Instant at = h.minus(Duration.ofMinutes(58)).minusSeconds(30);
    JsonArray recent = server.json("/api/markets/liquidations/recent?asOf=" + at).getJsonArray("data");
    assertEquals(List.of("c", "b", "a", "g", "f", "old"), ids(recent));
    recent.forEach(r -> assertEquals(((JsonObject) r).getString("ts"), ((JsonObject) r).getString("knownAt")));
    assertEquals(List.of("c", "b", "a", "g", "old"), ids(server.json("/api/markets/liquidations/recent?symbol=BTC&asOf="
        + at).getJsonArray("data")), "the per-symbol walks take the moment too");
    assertEquals(List.of("b", "a", "g", "old"), ids(server.json("/api/markets/liquidations/recent?symbol=BTC&asOf="
        + h.minus(Duration.ofMinutes(100))).getJsonArray("data")));

    JsonObject d = server.json("/api/markets/liquidations?asOf=" + at).getJsonObject("data");
    JsonArray hourly = d.getJsonArray("hourly");
    assertEquals(24, hourly.size());
    JsonObject inProgress = hourly.getJsonObject(23);
    assertEquals(hour(1), inProgress.getString("hour"));
    assertEquals(1, inProgress.getInteger("count"));
    assertEquals(59900, inProgress.getInteger("longUsd"));
    assertEquals(at, Instant.parse(inProgress.getString("knownAt")).truncatedTo(ChronoUnit.MILLIS),
        "the hour in progress is known at the moment answered");
    JsonObject before = hourly.getJsonObject(22);
    assertEquals(hour(2), before.getString("hour"));
    assertEquals(2, before.getInteger("count"));
    assertEquals(hour(1), before.getString("knownAt"), "an hour is known whole when it ends");
    assertEquals(0, new BigDecimal("12316920").compareTo(new BigDecimal(d.getValue("totalUsd").toString())),
        "a + b + c + f + g: " + d);
    assertEquals(List.of("BTC-USDT-SWAP", "BTC_USDT", "SOL_USDT"), col(d.getJsonArray("topSymbols"), "symbol"));

    JsonArray history = server.json("/api/markets/liquidations/history?asOf=" + at).getJsonArray("data");
    assertEquals(List.of(hour(30), hour(5), hour(3), hour(2), hour(1)), col(history, "hour"));
    assertEquals(59900, history.getJsonObject(4).getInteger("totalUsd"));
    assertEquals(at, Instant.parse(history.getJsonObject(4).getString("knownAt")).truncatedTo(ChronoUnit.MILLIS));
    assertEquals(List.of(hour(30), hour(5), hour(3)), col(server.json("/api/markets/liquidations/history?asOf="
        + h.minus(Duration.ofMinutes(119))).getJsonArray("data"), "hour"), "the window ends at asOf's hour");

    // the earliest moment: the first event kept (h - 30h)
    HttpResponse<String> early = server.get("/api/markets/liquidations/recent?asOf=" + h.minus(Duration.ofHours(31)));
    assertEquals(400, early.statusCode(), early.body());
    assertTrue(new JsonObject(early.body()).getString("detail").contains("can answer: " + h.minus(Duration.ofHours(30))),
        early.body());
    assertEquals(400, server.get("/api/markets/liquidations?asOf=" + h.minus(Duration.ofHours(31))).statusCode());
    assertEquals(200, server.get("/api/markets/liquidations/history?asOf=" + h.minus(Duration.ofHours(30))).statusCode());
  }

  private List<String> ids(JsonArray rows) {
    List<String> out = new ArrayList<>();
    for (String id : col(rows, "id")) {
      out.add(keyOf(Long.parseLong(id)));
    }
    return out;
  }

  @Test
  void historyDefaultsToTheNewest168HoursOldestFirst() throws Exception {
    JsonArray rows = server.json("/api/markets/liquidations/history").getJsonArray("data");
    assertEquals(List.of(hour(30), hour(5), hour(3), hour(2), hour(1)), col(rows, "hour"));
    JsonObject r = rows.getJsonObject(3);
    assertEquals(List.of("hour", "symbol", "longUsd", "shortUsd", "totalUsd", "count", "maxSingleUsd", "knownAt"),
        new ArrayList<>(r.fieldNames()));
    assertEquals(null, r.getValue("symbol"));
    assertEquals(42020, r.getInteger("totalUsd"));
    assertEquals(30000, r.getInteger("maxSingleUsd"));
  }

  @Test
  void historyFiltersAndWindows() throws Exception {
    JsonArray eth = server.json("/api/markets/liquidations/history?symbol=eth").getJsonArray("data");
    assertEquals(1, eth.size());
    JsonObject e = eth.getJsonObject(0);
    assertEquals("ETH", e.getString("symbol"));
    assertEquals(hour(1), e.getString("hour"));
    assertEquals(6001, e.getInteger("longUsd"));
    assertEquals(30000, e.getInteger("shortUsd"));
    assertEquals(2, e.getInteger("count"));
    assertEquals(List.of(hour(30), hour(3), hour(2)),
        col(server.json("/api/markets/liquidations/history?symbol=btc-usdt-swap").getJsonArray("data"), "hour"));
    // half past, never midnight: a midnight 'to' means the whole day
    assertEquals(List.of(hour(3), hour(2)), col(server.json("/api/markets/liquidations/history?from="
        + h.minus(3, ChronoUnit.HOURS) + "&to=" + h.minus(2, ChronoUnit.HOURS).plus(30, ChronoUnit.MINUTES))
        .getJsonArray("data"), "hour"));
    assertEquals(List.of(hour(2), hour(1)),
        col(server.json("/api/markets/liquidations/history?limit=3").getJsonArray("data"), "hour"),
        "without from, the window is the newest 'limit' hours");
    assertEquals(List.of(hour(5), hour(3)), col(server.json("/api/markets/liquidations/history?limit=5&from="
        + h.minus(6, ChronoUnit.HOURS) + "&to=" + h.minus(3, ChronoUnit.HOURS).plus(30, ChronoUnit.MINUTES))
        .getJsonArray("data"), "hour"));
  }

  @Test
  void historyServesOnlyTheLastSixMonths() throws Exception {
    TestDb.exec(server.db, "INSERT INTO liquidation_hourly VALUES (date_trunc('hour', now() - interval '7 months', 'UTC'), "
        + "'okx', 'BTC-USDT-SWAP', 'BTC', 'USDT', 5, 0, 1, 5)");
    JsonArray rows = server.json("/api/markets/liquidations/history?from=2020-01-01&limit=5000").getJsonArray("data");
    Instant floor = h.atOffset(java.time.ZoneOffset.UTC).minusMonths(6).toInstant();
    assertTrue(rows.size() >= 5);
    rows.forEach(r -> assertTrue(!Instant.parse(((JsonObject) r).getString("hour")).isBefore(floor), r.toString()));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM liquidation_hourly WHERE hour < now() - interval '6 months'"));
  }

  @ParameterizedTest
  @CsvSource({
      "liquidations/recent?limit=0, limit",
      "liquidations/recent?limit=501, limit",
      "liquidations/recent?exchange=binance, exchange",
      "liquidations/recent?side=both, side",
      "liquidations/recent?minUsd=-1, minUsd",
      "liquidations/recent?minUsd=lots, minUsd",
      "liquidations/history?limit=5001, limit",
      "liquidations/history?from=yesterday, from",
      "liquidations/history?to=2026-13-01, to",
      "liquidations/recent/csv?limit=50001, limit",
      "liquidations/recent?symbol=B%00TC, symbol",
      "liquidations/history?symbol=BTC%20OR%201, symbol"
  })
  void malformedParametersAre400NamingTheParameter(String pathAndQuery, String named) throws Exception {
    HttpResponse<String> r = server.get("/api/markets/" + pathAndQuery);
    assertEquals(400, r.statusCode(), r.body());
    JsonObject body = new JsonObject(r.body());
    assertEquals("invalid_parameter", body.getString("error"));
    assertTrue(body.getString("detail").contains(named), body.getString("detail"));
  }

  @Test
  void retentionDropsOldWeeksAndKeepsHourlyTotals() throws Exception {
    // 100 days back lies in a week wholly older than 90 days (V22 partitions by week)
    Instant longAgo = Instant.now().minus(Duration.ofDays(100));
    send("gate", List.of(ev("ancient", "gate", "BTC_USDT", "BTC", "long", "50000", "1", longAgo)));
    await(() -> TestDb.count(server.db, "SELECT count(*) FROM liquidation_events WHERE event_key = 'test|ancient'") == 1);
    Thread.sleep(100);
    String asOf = "?asOf=" + longAgo.plus(Duration.ofHours(2)).truncatedTo(ChronoUnit.SECONDS);
    assertEquals(200, server.get("/api/markets/liquidations/recent" + asOf).statusCode());
    assertEquals(200, server.get("/api/markets/liquidations/history" + asOf).statusCode());
    long dropped = LiquidationRetention.apply(server.service.pool(), Duration.ofDays(90))
        .toCompletionStage().toCompletableFuture().get();
    assertEquals(1, dropped);
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM liquidation_events WHERE ts < now() - interval '90 days'"));
    assertEquals(8, TestDb.count(server.db, "SELECT count(*) FROM liquidation_events"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM liquidation_hourly WHERE hour < now() - interval '99 days' "
        + "AND hour > now() - interval '101 days'"), "hourly totals are kept forever");
    // the earliest moment answered moved with the events (once the bump's notice arrives): the hour
    // then in progress is gone
    for (String ds : List.of("liquidations/recent", "liquidations/history", "liquidations")) {
      await(() -> status("/api/markets/" + ds + asOf) == 400);
    }
  }
}
