package dev.openmarkets.crypto.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import dev.openmarkets.crypto.store.FundingRetention;
import dev.openmarkets.crypto.store.MarketWriter;
import dev.openmarkets.crypto.store.Tagged;
import dev.openmarkets.crypto.store.VenueData;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * funding-rates and open-interest as of a moment, through the real writer (one poll = one
 * transaction): each contract's snapshot current at the moment asked, a contract a later poll left
 * unchanged still known from the first, open interest known when its hour ended (Binance) or when
 * sampled; then the keeper drops a week of snapshot versions and the earliest moment moves with it.
 * Times are relative to now, so the test passes on any day.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@WithServer("crypto_funding_asof")
class FundingPointInTimeTest {
  private TestServer server;
  private final Instant now = Instant.now();
  private final Instant hour = now.truncatedTo(ChronoUnit.HOURS);
  /** a version three weeks old, as a past poll stored it: the partition the keeper drops */
  private final Instant old = now.minus(Duration.ofDays(21)).truncatedTo(ChronoUnit.SECONDS);
  private Instant first;
  private Instant second;

  @BeforeAll
  void write() throws Exception {
    TestDb.exec(server.db, "INSERT INTO crypto_symbols VALUES ('btc', 'BTC', 1)");
    TestDb.exec(server.db, "INSERT INTO funding_snapshot_history (exchange, instrument, ts, slug, base_asset, mark_price,"
        + " funding_rate, funding_interval_hours) VALUES ('binance', 'BTCUSDT', '" + old + "', 'btc', 'BTC', 50000,"
        + " 0.0003, 8)");
    send(VenueData.funding("binance", List.of(snap("binance", "60000", "0.0001"), snap("bybit", "60010", "0.0001")),
        List.of(new Tagged<>("btc", new FundingSettlement("binance", "BTCUSDT", hour.minus(1, ChronoUnit.HOURS),
            new BigDecimal("0.00011")))),
        List.of(oi("binance", hour.minus(2, ChronoUnit.HOURS), "100")),
        List.of(oi("bybit", hour, "200"))));
    first = knownAt("binance");
    Thread.sleep(20);
    // the second poll changes binance and leaves bybit as it was
    send(VenueData.funding("binance", List.of(snap("binance", "61000", "0.0002"), snap("bybit", "60010", "0.0001")),
        List.of(), List.of(), List.of()));
    second = knownAt("binance");
    assertTrue(second.isAfter(first.plusMillis(1)), first + " then " + second);
  }

  private static Tagged<FundingSnapshot> snap(String exchange, String mark, String rate) {
    return new Tagged<>("btc", new FundingSnapshot(exchange, "BTCUSDT", "BTC", new BigDecimal(mark), new BigDecimal(rate),
        8, null, null, null, null, null, null));
  }

  private static Tagged<OpenInterestPoint> oi(String exchange, Instant ts, String value) {
    return new Tagged<>("btc", new OpenInterestPoint(exchange, "BTCUSDT", ts, new BigDecimal(value), null, null, null));
  }

  private void send(VenueData d) throws Exception {
    MarketWriter.send(server.service.vertx(), d).toCompletionStage().toCompletableFuture().get();
  }

  private Instant knownAt(String exchange) throws Exception {
    var u = server.db.url();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT known_at FROM funding_snapshot WHERE exchange = '" + exchange + "'")) {
      rs.next();
      return rs.getObject(1, java.time.OffsetDateTime.class).toInstant();
    }
  }

  private static List<String> col(JsonArray rows, String field) {
    List<String> out = new ArrayList<>();
    rows.forEach(r -> out.add(String.valueOf(((JsonObject) r).getValue(field))));
    return out;
  }

  private static Instant ms(String iso) {
    return Instant.parse(iso).truncatedTo(ChronoUnit.MILLIS);
  }

  @Test
  @Order(1)
  void withoutAsOfTheLatestSnapshotEachKnownFromItsLastChange() throws Exception {
    JsonArray rows = server.json("/api/markets/funding-rates").getJsonArray("data");
    assertEquals(List.of("binance", "bybit"), col(rows, "exchange"));
    assertEquals("61000", rows.getJsonObject(0).getString("markPrice"));
    assertEquals(second.truncatedTo(ChronoUnit.MILLIS), ms(rows.getJsonObject(0).getString("knownAt")));
    assertEquals(first.truncatedTo(ChronoUnit.MILLIS), ms(rows.getJsonObject(1).getString("knownAt")),
        "a poll that changes nothing stores nothing");
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM funding_snapshot_history WHERE exchange = 'bybit'"));
  }

  @Test
  @Order(2)
  void asOfAnswersTheSnapshotCurrentThen() throws Exception {
    Instant atFirst = first.truncatedTo(ChronoUnit.MILLIS);
    JsonObject body = server.json("/api/markets/funding-rates?asOf=" + atFirst);
    JsonArray rows = body.getJsonArray("data");
    assertEquals(List.of("binance", "bybit"), col(rows, "exchange"));
    assertEquals(List.of("60000", "60010"), col(rows, "markPrice"));
    assertEquals("0.0001", rows.getJsonObject(0).getString("fundingRate"));
    assertEquals(atFirst, ms(rows.getJsonObject(0).getString("knownAt")));
    assertEquals(List.of("61000", "60010"), col(server.json("/api/markets/funding-rates?asOf="
        + second.truncatedTo(ChronoUnit.MILLIS)).getJsonArray("data"), "markPrice"));
    // three weeks ago: the one version kept then, binance only
    JsonArray then = server.json("/api/markets/funding-rates?asOf=" + old.plusSeconds(60)).getJsonArray("data");
    assertEquals(List.of("binance"), col(then, "exchange"));
    assertEquals("50000", then.getJsonObject(0).getString("markPrice"));
    assertEquals(old, ms(then.getJsonObject(0).getString("knownAt")));

    JsonObject symbol = server.json("/api/markets/funding-rates/btc?asOf=" + atFirst).getJsonObject("data");
    assertEquals(List.of("60000", "60010"), col(symbol.getJsonArray("exchanges"), "markPrice"));
    assertEquals(1, symbol.getJsonArray("fundingHistory").size());
    JsonObject past = server.json("/api/markets/funding-rates/btc?asOf=" + old.plusSeconds(60)).getJsonObject("data");
    assertEquals(List.of("50000"), col(past.getJsonArray("exchanges"), "markPrice"));
    assertEquals(0, past.getJsonArray("fundingHistory").size(), "settled after the moment");

    // crypto_symbols keeps no versions: a symbol's 404 is today's list's, with or without asOf
    HttpResponse<String> unknown = server.get("/api/markets/funding-rates/doge?asOf=" + atFirst);
    assertEquals(404, unknown.statusCode(), unknown.body());
    assertEquals("Unknown symbol 'doge'.", new JsonObject(unknown.body()).getString("detail"));

    HttpResponse<String> before = server.get("/api/markets/funding-rates?asOf=" + old.minusSeconds(60));
    assertEquals(400, before.statusCode(), before.body());
    assertTrue(new JsonObject(before.body()).getString("detail").contains("can answer: " + old), before.body());
  }

  @Test
  @Order(3)
  void openInterestIsKnownWhenItsHourEndedOrWhenSampled() throws Exception {
    JsonArray latest = server.json("/api/markets/open-interest/btc").getJsonArray("data");
    assertEquals(List.of("bybit", "binance"), col(latest, "exchange"));
    assertEquals(hour.minus(1, ChronoUnit.HOURS), ms(latest.getJsonObject(1).getString("knownAt")),
        "a Binance hour is final when it ends");
    Instant sampled = ms(latest.getJsonObject(0).getString("knownAt"));
    assertTrue(!sampled.isBefore(now.truncatedTo(ChronoUnit.MILLIS)), "our sample: when taken, not its hour: " + sampled);
    JsonArray then = server.json("/api/markets/open-interest/btc?asOf=" + hour.minus(1, ChronoUnit.HOURS))
        .getJsonArray("data");
    assertEquals(List.of("binance"), col(then, "exchange"));
    assertEquals("100", then.getJsonObject(0).getString("openInterest"));
    assertEquals(400, server.get("/api/markets/open-interest/btc?asOf=" + hour.minus(90, ChronoUnit.MINUTES))
        .statusCode(), "before the first value known");
  }

  @Test
  @Order(4)
  void theFloorMovesWhenTheKeeperDropsAWeek() throws Exception {
    List<String> dropped = FundingRetention.apply(server.service.pool(), Duration.ofDays(7))
        .toCompletionStage().toCompletableFuture().get();
    assertEquals(1, dropped.size(), "the week three weeks back: " + dropped);
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM funding_snapshot_history WHERE ts < now() - interval '8 days'"));
    // the bump reaches the answer path by its notice, moments after the commit
    HttpResponse<String> r = server.get("/api/markets/funding-rates?asOf=" + old.plusSeconds(60));
    for (int i = 0; i < 200 && r.statusCode() != 400; i++) {
      Thread.sleep(50);
      r = server.get("/api/markets/funding-rates?asOf=" + old.plusSeconds(60));
    }
    assertEquals(400, r.statusCode(), r.body());
    String detail = new JsonObject(r.body()).getString("detail");
    Instant floor = Instant.parse(detail.substring(detail.indexOf("can answer: ") + 12, detail.indexOf(" (")));
    assertEquals(first.truncatedTo(ChronoUnit.MILLIS), floor.truncatedTo(ChronoUnit.MILLIS), detail);
    assertEquals(400, server.get("/api/markets/funding-rates/btc?asOf=" + old.plusSeconds(60)).statusCode());
    assertEquals(List.of("60000", "60010"), col(server.json("/api/markets/funding-rates?asOf="
        + first.truncatedTo(ChronoUnit.MILLIS)).getJsonArray("data"), "markPrice"));
    assertEquals(List.of(), FundingRetention.apply(server.service.pool(), Duration.ofDays(7))
        .toCompletionStage().toCompletableFuture().get(), "a second pass drops nothing");
  }
}
