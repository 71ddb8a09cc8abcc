package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * /options/{currency} over a hand-written chain whose figures are worked out here by hand: max
 * pain (one expiry whose minimum lies between the strikes holding the most open interest, one flat
 * tie, one without open interest), open interest, put/call ratios, notional, DVOL and its 24-hour
 * change; the newest snapshot wins, CSV exports expiries, unknown currencies are 404.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("options")
class OptionsApiTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    // an older snapshot with other figures: the answer must read the newest one only
    load("book_summary.BTC.20261120T114500Z.json", DeribitSamples.book(List.of(
        DeribitSamples.opt("BTC-25DEC26-90000-C", "999", "9"), DeribitSamples.opt("BTC-31DEC26-50000-P", "7", "1"))));
    load("book_summary.BTC.20261120T120000Z.json", DeribitSamples.handChain());
    load("index_price.BTC.20261120T114500Z.json", DeribitSamples.index("91000"));
    load("index_price.BTC.20261120T120000Z.json", DeribitSamples.index("92000.5"));
    // 2026-11-19T11:00Z 49.0, 2026-11-19T12:00Z 50.25, 2026-11-20T11:00Z 48.9, 2026-11-20T12:00Z 48.5
    load("dvol.BTC.20261120T120000Z.json", DeribitSamples.dvol(1795086000000L, "49.0", 1795089600000L, "50.25",
        1795172400000L, "48.9", 1795176000000L, "48.5"));
  }

  private void load(String name, String json) throws Exception {
    FileOutcome o = Ingest.load(server, "options", name, json);
    assertTrue(o.loaded(), name + ": " + o.reason());
  }

  private static BigDecimal dec(JsonObject o, String key) {
    Object v = o.getValue(key);
    return v == null ? null : new BigDecimal(v.toString());
  }

  private static void assertDec(String expected, JsonObject o, String key) {
    assertEquals(0, new BigDecimal(expected).compareTo(dec(o, key)), key + " was " + o.getValue(key));
  }

  @Test
  void maxPainRatiosAndTotalsMatchTheHandComputation() throws Exception {
    JsonObject data = server.json("/api/markets/options/btc").getJsonObject("data");
    assertEquals("BTC", data.getString("currency"));
    assertEquals("2026-11-20T12:00:00Z", data.getString("ts"));
    assertDec("92000.5", data, "underlyingPrice");
    // calls 10+20+50 + 10+0 + 0 = 90; puts 40+30+20 + 10 + 0 + 5 = 105
    assertDec("90", data, "callOI");
    assertDec("105", data, "putOI");
    assertDec("195", data, "totalOI");
    assertDec("1.1667", data, "putCallRatio");
    // volume: calls 2 + 3.5 + 4.5 = 10, puts 6 + 1 + 0.5 = 7.5
    assertDec("17.5", data, "volume24h");
    assertDec("0.75", data, "putCallVolumeRatio");
    // DVOL: 48.5 now, 50.25 at 2026-11-19T12:00Z
    assertDec("48.5", data, "dvol");
    assertDec("-1.75", data, "dvolChange24h");
    assertTrue(!data.containsKey("dvolHistory"));

    JsonArray ex = data.getJsonArray("expiries");
    assertEquals(List.of("2026-11-27", "2026-12-25", "2027-03-26", "2027-06-25"),
        ex.stream().map(o -> ((JsonObject) o).getString("expiry")).toList());

    // 25DEC26, pain(K) = sum calls OI x max(K - s, 0) + sum puts OI x max(s - K, 0):
    //  90000: puts 30x5000 + 20x15000 = 450000
    //  95000: calls 10x5000 = 50000; puts 20x10000 = 200000 -> 250000
    // 100000: calls 10x10000 = 100000; puts 20x5000 = 100000 -> 200000 (the minimum)
    // 105000: calls 10x15000 + 20x5000 = 250000
    // 110000: calls 10x20000 + 20x10000 = 400000
    // The most open interest sits at 110000 (calls, 50) and 90000 (puts, 40); the minimum lies
    // between them, at 100000, a strike listed only as a call.
    JsonObject dec25 = ex.getJsonObject(1);
    assertDec("100000", dec25, "maxPain");
    assertDec("80", dec25, "callOI");
    assertDec("90", dec25, "putOI");
    assertDec("1.125", dec25, "putCallRatio");
    assertDec("34.83", dec25, "daysToExpiry"); // 34 days 20 hours to 08:00 UTC
    assertDec("15640085.00", dec25, "notionalUsd"); // 170 x 92000.5

    // 27NOV26: pain(95000) = 10x10000, pain(100000) = 10x5000 + 10x5000, pain(105000) = 10x10000: a
    // flat tie, the lowest strike wins
    JsonObject nov27 = ex.getJsonObject(0);
    assertDec("95000", nov27, "maxPain");
    assertDec("1", nov27, "putCallRatio");
    assertDec("6.83", nov27, "daysToExpiry");
    assertDec("1840010.00", nov27, "notionalUsd");

    // 26MAR27: no open interest at all: no max pain, no ratio
    JsonObject mar26 = ex.getJsonObject(2);
    assertNull(mar26.getValue("maxPain"));
    assertNull(mar26.getValue("putCallRatio"));
    assertDec("0", mar26, "callOI");
    // 25JUN27: puts only: max pain at its only strike, ratio undefined
    JsonObject jun25 = ex.getJsonObject(3);
    assertDec("60000", jun25, "maxPain");
    assertNull(jun25.getValue("putCallRatio"));
  }

  @Test
  void oneExpiryAndTheDvolHistory() throws Exception {
    JsonObject data = server.json("/api/markets/options/BTC?expiry=2026-12-25&history=dvol").getJsonObject("data");
    assertEquals(1, data.getJsonArray("expiries").size());
    assertDec("170", data, "totalOI");
    assertDec("1.125", data, "putCallRatio");
    JsonArray h = data.getJsonArray("dvolHistory");
    assertEquals(4, h.size());
    assertEquals("2026-11-19T11:00:00Z", h.getJsonObject(0).getString("ts"));
    assertDec("49.0", h.getJsonObject(0), "dvol");
    assertEquals("2026-11-20T12:00:00Z", h.getJsonObject(3).getString("ts"));
  }

  /**
   * As of 11:50: the 11:45 snapshot and index price, and the newest DVOL candle over by then
   * (2026-11-19T12:00Z: the 2026-11-20T11:00Z candle closes at 12:00). Before the first snapshot: 400.
   */
  @Test
  void asOfAnswersTheSnapshotTakenByThen() throws Exception {
    JsonObject latest = server.json("/api/markets/options/btc").getJsonObject("data");
    assertEquals("2026-11-20T12:00:00Z", latest.getJsonArray("expiries").getJsonObject(0).getString("knownAt"));
    JsonObject data = server.json("/api/markets/options/btc?asOf=2026-11-20T11:50:00Z&history=dvol")
        .getJsonObject("data");
    assertEquals("2026-11-20T11:45:00Z", data.getString("ts"));
    assertDec("91000", data, "underlyingPrice");
    assertDec("999", data, "callOI");
    assertDec("7", data, "putOI");
    JsonArray ex = data.getJsonArray("expiries");
    assertEquals(List.of("2026-12-25", "2026-12-31"), ex.stream().map(o -> ((JsonObject) o).getString("expiry")).toList());
    assertEquals("2026-11-20T11:45:00Z", ex.getJsonObject(0).getString("knownAt"));
    assertDec("50.25", data, "dvol");
    assertNull(data.getValue("dvolChange24h"), "no candle 24 hours before 2026-11-19T12:00Z");
    assertEquals(2, data.getJsonArray("dvolHistory").size());
    HttpResponse<String> before = server.get("/api/markets/options/btc?asOf=2026-11-20T11:40:00Z");
    assertEquals(400, before.statusCode(), before.body());
    assertTrue(before.body().contains("can answer: 2026-11-20T11:45:00Z"), before.body());
  }

  @Test
  void csvExportsTheExpiries() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/options/btc/csv");
    assertEquals(200, r.statusCode());
    String[] lines = r.body().split("\n");
    assertEquals("expiry,days_to_expiry,max_pain,call_oi,put_oi,put_call_ratio,notional_usd", lines[0]);
    assertEquals(5, lines.length);
    assertTrue(lines[2].startsWith("2026-12-25,34.83,100000,80,90,1.1250,15640085.00"), lines[2]);
  }

  @Test
  void unknownCurrencyIs404AndBadParametersAre400() throws Exception {
    assertEquals(404, server.get("/api/markets/options/doge").statusCode());
    assertEquals(404, server.get("/api/markets/options/doge/csv").statusCode());
    assertEquals(400, server.get("/api/markets/options/btc?history=iv").statusCode());
    assertEquals(400, server.get("/api/markets/options/btc?expiry=2026-13-01").statusCode());
    // a configured currency without data yet answers an empty chain, not 404
    JsonObject eth = server.json("/api/markets/options/eth").getJsonObject("data");
    assertEquals(0, eth.getJsonArray("expiries").size());
    assertNull(eth.getValue("totalOI"));
  }
}
