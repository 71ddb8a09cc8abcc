package dev.openmarkets.crypto.stream;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.poll.ContractBook;
import dev.openmarkets.crypto.poll.InstrumentsPoller;
import dev.openmarkets.crypto.poll.LiquidationStreams;
import dev.openmarkets.crypto.poll.TrackedSymbols;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.ServerWebSocket;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The production wiring end to end: local servers in each venue's format answer the instrument
 * endpoints, the WebSocket streams (dropping the first connection after two events) and the REST
 * gap fill (overlapping what the streams sent). Instruments poller -> contract book -> streams ->
 * event bus -> batching writer -> PostgreSQL -> API: every event arrives exactly once, with the
 * venue's side, base quantity and USD value.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("crypto_streams_e2e")
class LiquidationStreamsEndToEndTest {
  private final Instant base = Instant.now().minus(60, ChronoUnit.SECONDS).truncatedTo(ChronoUnit.SECONDS);
  private TestServer server;
  private LiquidationWriterVerticle writer;

  @BeforeAll
  void start() throws Exception {
    Vertx vertx = server.service.vertx();
    FakeVenue okx = okx(vertx);
    FakeVenue gate = gate(vertx);
    FakeVenue htx = htx(vertx);
    for (FakeVenue v : List.of(okx, gate, htx)) {
      v.start().toCompletionStage().toCompletableFuture().get();
    }
    writer = new LiquidationWriterVerticle(server.service.pool(), 5000, 20, 100_000);
    TrackedSymbols symbols = TrackedSymbols.from(new JsonObject().put("crypto", new JsonObject()
        .put("symbols", new JsonArray().add(new JsonObject().put("slug", "btc").put("base", "BTC")))));
    ContractBook book = new ContractBook();
    Map<String, UpstreamConfig> rest = new LinkedHashMap<>();
    Map<String, UpstreamConfig[]> streams = new LinkedHashMap<>();
    Map<String, FakeVenue> fakes = Map.of("okx", okx, "gate", gate, "htx", htx);
    Map<String, String> wsPaths = Map.of("okx", "/ws/v5/public", "gate", "/v4/ws/usdt", "htx", "/linear-swap-notification");
    for (String venue : List.of("okx", "gate", "htx")) {
      UpstreamConfig r = upstream(venue, fakes.get(venue).restUrl());
      rest.put(venue, r);
      streams.put(venue, new UpstreamConfig[] {r, upstream(venue + "-ws", fakes.get(venue).wsUrl(wsPaths.get(venue)))});
    }
    for (var v : List.of(writer,
        new InstrumentsPoller(rest, symbols, book, server.service.pool(), 3_600_000, Clock.systemUTC()),
        new LiquidationStreams(streams, symbols, book, server.service.pool(), FakeVenue.fastSettings(),
            Clock.systemUTC()))) {
      vertx.deployVerticle(v).toCompletionStage().toCompletableFuture().get();
    }
    long deadline = System.nanoTime() + 45_000_000_000L;
    while (!(TestDb.count(server.db, "SELECT count(*) FROM liquidation_events") >= 15
        && TestDb.count(server.db, "SELECT count(*) FROM poll_status WHERE poller LIKE '%-ws' AND last_outcome LIKE 'reconnected%'") == 3)) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("streams did not deliver: " + TestDb.count(server.db, "SELECT count(*) FROM liquidation_events"));
      }
      Thread.sleep(25);
    }
    Thread.sleep(400); // late duplicates would arrive now
  }

  private static UpstreamConfig upstream(String name, String url) {
    return UpstreamConfigs.named(name)
        .baseUrl(url)
        .intervalSeconds(60)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .build();
  }

  @Test
  void everyEventIsStoredOnceAcrossReconnectAndGapFill() {
    assertEquals(15, TestDb.count(server.db, "SELECT count(*) FROM liquidation_events"));
    assertEquals(15, writer.inserted());
    assertEquals(15, writer.received(), "the streams drop what their gap fill repeats before the writer");
    assertEquals(15, TestDb.count(server.db, "SELECT sum(count) FROM liquidation_hourly"));
    for (String venue : List.of("okx", "gate", "htx")) {
      assertEquals(5, TestDb.count(server.db, "SELECT count(DISTINCT event_key) FROM liquidation_events WHERE exchange = '" + venue + "'"));
    }
  }

  @Test
  void eachVenuesSideQuantityAndUsdValueThroughTheApi() throws Exception {
    assertEvent("okx", "BTC-USDT-SWAP", 1, "long", "64000.1", "0.02", "1280.002");
    assertEvent("okx", "BTC-USDT-SWAP", 4, "short", "63970.2", "0.03", "1919.106");
    assertEvent("gate", "BTC_USDT", 1, "long", "64000.5", "0.01", "640.005");
    assertEvent("gate", "BTC_USDT", 2, "short", "64010", "0.005", "320.05");
    assertEvent("gate", "BTC_USDT", 3, "long", "64001.2", "0.003", "192.0036");
    assertEvent("htx", "BTC-USDT", 1, "long", "64000.5", "0.02", "1280.01");
    assertEvent("htx", "BTC-USDT", 5, "short", "63985.5", "0.001", "63.9855");
    JsonArray all = server.json("/api/markets/liquidations/recent?symbol=BTC").getJsonArray("data");
    assertEquals(15, all.size());
    JsonObject summary = server.json("/api/markets/liquidations").getJsonObject("data");
    int count = 0;
    for (Object h : summary.getJsonArray("hourly")) {
      count += ((JsonObject) h).getInteger("count");
    }
    assertEquals(15, count);
  }

  @Test
  void symbolsCarryTheInstrumentEndpointsListingsAndContractValues() throws Exception {
    JsonArray rows = server.json("/api/markets/symbols").getJsonArray("data");
    assertEquals(1, rows.size());
    JsonObject btc = rows.getJsonObject(0);
    assertEquals("btc", btc.getString("slug"));
    assertEquals("BTC", btc.getString("baseAsset"));
    assertEquals(1, btc.getInteger("rank"));
    assertEquals("BTC-USDT-SWAP", btc.getString("okx"));
    assertEquals("BTC_USDT", btc.getString("gate"));
    assertEquals("BTC-USDT", btc.getString("htx"));
    assertEquals(null, btc.getValue("binance"), "a venue whose instruments were not read shows no ID");
    assertEquals(new JsonObject().put("okx", "0.01").put("gate", "0.0001").put("htx", "0.001"),
        btc.getJsonObject("contractValues"));
    String csv = server.get("/api/markets/symbols/csv").body();
    assertTrue(csv.startsWith("slug,base_asset,rank,binance,bybit,okx,hyperliquid,kraken,bitmex,gate,htx,contract_values\n"), csv);
  }

  @Test
  void streamHealthShowsInStats() throws Exception {
    JsonArray pollers = server.json("/stats").getJsonArray("pollers");
    List<String> names = new ArrayList<>();
    pollers.forEach(p -> names.add(((JsonObject) p).getString("poller")));
    assertTrue(names.containsAll(List.of("okx-ws", "gate-ws", "htx-ws", "okx-instruments", "gate-instruments",
        "htx-instruments")), names.toString());
  }

  private void assertEvent(String exchange, String symbol, int second, String side, String price, String qty,
      String usd) throws Exception {
    JsonArray rows = server.json("/api/markets/liquidations/recent?exchange=" + exchange + "&symbol=" + symbol)
        .getJsonArray("data");
    String ts = at(second).toString();
    JsonObject match = null;
    for (Object o : rows) {
      JsonObject r = (JsonObject) o;
      if (Instant.parse(r.getString("ts")).getEpochSecond() == at(second).getEpochSecond()) {
        match = r;
      }
    }
    assertTrue(match != null, exchange + " event at " + ts + " in " + rows.encode());
    assertEquals(side, match.getString("side"));
    assertEquals(price, match.getString("price"));
    assertEquals(qty, match.getString("qty"));
    assertEquals(usd, match.getString("usdValue"));
  }

  private Instant at(int second) {
    return base.plusSeconds(second);
  }

  // ---- OKX: plain text frames, events in details[], REST pages with after=<ms> ----

  private FakeVenue okx(Vertx vertx) {
    FakeVenue v = new FakeVenue(vertx);
    String a = okxDetail(1, "64000.1", "2", "long", "sell");
    String b = okxDetail(2, "63990.5", "1", "long", "sell");
    String c = okxDetail(3, "63980", "4", "net", "buy");
    String d = okxDetail(4, "63970.2", "3", "short", "buy");
    String e = okxDetail(5, "63960", "10", "net", "sell");
    v.onText = (ws, text) -> {
      if ("ping".equals(text)) {
        ws.writeTextMessage("pong");
        return;
      }
      if (v.connections.get() == 1) {
        ws.writeTextMessage(okxPush(a));
        ws.writeTextMessage(okxPush(b));
        vertx.setTimer(30, t -> ws.close());
      } else {
        ws.writeTextMessage(okxPush(d));
        ws.writeTextMessage(okxPush(e));
      }
    };
    v.rest = req -> {
      if (req.path().equals("/api/v5/public/instruments")) {
        return "{\"code\":\"0\",\"msg\":\"\",\"data\":[{\"instId\":\"BTC-USDT-SWAP\",\"instFamily\":\"BTC-USDT\","
            + "\"ctVal\":\"0.01\",\"ctValCcy\":\"BTC\",\"ctType\":\"linear\",\"instType\":\"SWAP\"}]}";
      }
      String after = req.getParam("after");
      List<String> page = new ArrayList<>();
      for (String x : List.of(d, c, b)) {
        long ts = Long.parseLong(x.replaceAll(".*\"ts\":\"(\\d+)\".*", "$1"));
        if (after == null || ts < Long.parseLong(after)) {
          page.add(x);
        }
      }
      return "{\"code\":\"0\",\"msg\":\"\",\"data\":[" + (page.isEmpty() ? "" : okxElement(page)) + "]}";
    };
    return v;
  }

  private String okxDetail(int second, String px, String sz, String posSide, String side) {
    return "{\"bkLoss\":\"0\",\"bkPx\":\"" + px + "\",\"ccy\":\"\",\"posSide\":\"" + posSide + "\",\"side\":\"" + side
        + "\",\"sz\":\"" + sz + "\",\"ts\":\"" + at(second).toEpochMilli() + "\"}";
  }

  private static String okxElement(List<String> details) {
    return "{\"details\":[" + String.join(",", details) + "],\"instFamily\":\"BTC-USDT\",\"instId\":\"BTC-USDT-SWAP\","
        + "\"instType\":\"SWAP\",\"uly\":\"BTC-USDT\"}";
  }

  private static String okxPush(String detail) {
    return "{\"arg\":{\"channel\":\"liquidation-orders\",\"instType\":\"SWAP\"},\"data\":[" + okxElement(List.of(detail)) + "]}";
  }

  // ---- Gate: signed contract sizes, liq_orders by seconds ----

  private FakeVenue gate(Vertx vertx) {
    FakeVenue v = new FakeVenue(vertx);
    v.onText = (ws, text) -> {
      if (text.contains("\"futures.ping\"")) {
        ws.writeTextMessage("{\"time\":1,\"channel\":\"futures.pong\",\"event\":\"\",\"result\":null}");
        return;
      }
      if (v.connections.get() == 1) {
        ws.writeTextMessage(gateUpdate(1, "64000.5", "-100"));
        ws.writeTextMessage(gateUpdate(2, "64010", "50"));
        vertx.setTimer(30, t -> ws.close());
      } else {
        ws.writeTextMessage(gateUpdate(4, "63990.1", "-7"));
        ws.writeTextMessage(gateUpdate(5, "63980", "12"));
      }
    };
    v.rest = req -> {
      if (req.path().equals("/api/v4/futures/usdt/contracts")) {
        return "[{\"name\":\"BTC_USDT\",\"type\":\"direct\",\"quanto_multiplier\":\"0.0001\"}]";
      }
      long from = Long.parseLong(req.getParam("from"));
      long to = Long.parseLong(req.getParam("to"));
      List<String> rows = new ArrayList<>();
      Object[][] all = {{2, "64010", 50}, {3, "64001.2", -30}, {4, "63990.1", -7}};
      for (Object[] r : all) {
        long t = at((Integer) r[0]).getEpochSecond();
        if (t >= from && t <= to) {
          rows.add("{\"time\":" + t + ",\"contract\":\"BTC_USDT\",\"size\":" + (-(Integer) r[2]) + ",\"order_size\":"
              + r[2] + ",\"order_price\":\"" + r[1] + "\",\"fill_price\":\"" + r[1] + "\",\"left\":0}");
        }
      }
      return "[" + String.join(",", rows) + "]";
    };
    return v;
  }

  private String gateUpdate(int second, String price, String size) {
    long ms = at(second).toEpochMilli() + 321;
    return "{\"channel\":\"futures.public_liquidates\",\"event\":\"update\",\"time\":" + at(second).getEpochSecond()
        + ",\"time_ms\":" + ms + ",\"result\":[{\"price\":" + price + ",\"size\":\"" + size + "\",\"time_ms\":" + ms
        + ",\"contract\":\"BTC_USDT\"}]}";
  }

  // ---- HTX: gzip binary frames, server pings, paged v3 history ----

  private FakeVenue htx(Vertx vertx) {
    FakeVenue v = new FakeVenue(vertx);
    v.onConnect = (n, ws) -> gz(ws, "{\"op\":\"ping\",\"ts\":" + (1700000000000L + n) + "}");
    v.onText = (ws, text) -> {
      if (!text.contains("\"op\":\"sub\"")) {
        return;
      }
      if (v.connections.get() == 1) {
        gz(ws, htxNotify(htxRow(1, "sell", 20, "64000.5", null)));
        gz(ws, htxNotify(htxRow(2, "buy", 5, "64010", null)));
        vertx.setTimer(30, t -> ws.close());
      } else {
        gz(ws, htxNotify(htxRow(4, "sell", 8, "63990", null)));
        gz(ws, htxNotify(htxRow(5, "buy", 1, "63985.5", null)));
      }
    };
    v.rest = req -> req.path().equals("/linear-swap-api/v1/swap_contract_info")
        ? "{\"status\":\"ok\",\"data\":[{\"symbol\":\"BTC\",\"contract_code\":\"BTC-USDT\",\"contract_size\":0.001,"
            + "\"pair\":\"BTC-USDT\",\"business_type\":\"swap\"}],\"ts\":1}"
        : htxPage(req);
    return v;
  }

  private static void gz(ServerWebSocket ws, String json) {
    ws.writeBinaryMessage(Buffer.buffer(Gzip.gzip(json.getBytes(StandardCharsets.UTF_8))));
  }

  private String htxRow(int second, String direction, int volume, String price, Integer queryId) {
    String amount = new java.math.BigDecimal(volume).movePointLeft(3).toPlainString();
    return "{" + (queryId == null ? "" : "\"query_id\":" + queryId + ",")
        + "\"symbol\":\"BTC\",\"contract_code\":\"BTC-USDT\",\"direction\":\"" + direction
        + "\",\"offset\":\"close\",\"volume\":" + volume + ",\"price\":" + price + ",\"created_at\":"
        + at(second).toEpochMilli() + ",\"amount\":" + amount + ",\"trade_turnover\":1,"
        + "\"pair\":\"BTC-USDT\",\"business_type\":\"swap\"}";
  }

  private static String htxNotify(String row) {
    return "{\"op\":\"notify\",\"topic\":\"public.BTC-USDT.liquidation_orders\",\"ts\":1,\"data\":[" + row + "]}";
  }

  private String htxPage(HttpServerRequest req) {
    long start = Long.parseLong(req.getParam("start_time"));
    long end = Long.parseLong(req.getParam("end_time"));
    long fromId = req.getParam("from_id") == null ? 0 : Long.parseLong(req.getParam("from_id"));
    String[][] all = {{"11", "2", "buy", "5", "64010"}, {"12", "3", "sell", "3", "64002"}, {"13", "4", "sell", "8", "63990"}};
    List<String> rows = new ArrayList<>();
    for (String[] r : all) {
      long id = Long.parseLong(r[0]);
      long t = at(Integer.parseInt(r[1])).toEpochMilli();
      if (id > fromId && t >= start && t <= end && rows.size() < 2) {
        rows.add(htxRow(Integer.parseInt(r[1]), r[2], Integer.parseInt(r[3]), r[4], (int) id));
      }
    }
    return "{\"code\":200,\"msg\":\"\",\"data\":[" + String.join(",", rows) + "],\"ts\":1}";
  }
}
