package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.analytics.sentiment.SentimentAssets;
import dev.openmarkets.analytics.sentiment.SentimentPoller;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The sentiment model recomputed by hand at 2026-11-20T12:00Z from a small sample: GDELT tone
 * and article counts (hand-written in GDELT's timeline format), funding history and COT indexes
 * stored as SQL fixtures in the crypto and macro tables, and a Fear & Greed answer. Checks each
 * layer, the renormalised composite, the label thresholds, /sentiment, /signals and 404s.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sentiment")
class SentimentComputeTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-20T12:30:00Z"), ZoneOffset.UTC);
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    // funding: binance every 8 hours, hyperliquid hourly (rates x 8 make them 8-hour equivalents)
    TestDb.exec(server.db, """
        INSERT INTO funding_snapshot (exchange, instrument, slug, base_asset, funding_interval_hours)
        VALUES ('binance', 'BTCUSDT', 'btc', 'BTC', 8), ('hyperliquid', 'BTC', 'btc', 'BTC', 1);
        INSERT INTO funding_history (exchange, instrument, slug, funding_time, rate) VALUES
          ('binance', 'BTCUSDT', 'btc', '2026-10-20T00:00:00Z', 0.001),
          ('binance', 'BTCUSDT', 'btc', '2026-11-19T16:00:00Z', 0.0001),
          ('hyperliquid', 'BTC', 'btc', '2026-11-19T16:00:00Z', 0.00001),
          ('hyperliquid', 'BTC', 'btc', '2026-11-19T17:00:00Z', 0.00003),
          ('binance', 'BTCUSDT', 'btc', '2026-11-20T00:00:00Z', 0.0003),
          ('binance', 'BTCUSDT', 'btc', '2026-11-20T08:00:00Z', 0.00005),
          ('hyperliquid', 'BTC', 'btc', '2026-11-20T09:00:00Z', 0.00002),
          ('hyperliquid', 'BTC', 'btc', '2026-11-20T13:00:00Z', 0.009);
        INSERT INTO cot_markets (cftc_code, slug, name, exchange, exchange_code, market_group, report_kind)
        VALUES ('133741', 'bitcoin', 'BITCOIN', 'CHICAGO MERCANTILE EXCHANGE', 'CME', 'crypto', 'tff'),
               ('088691', 'gold', 'GOLD', 'COMMODITY EXCHANGE INC.', 'CMX', 'metals', 'disaggregated'),
               ('097741', 'japanese-yen', 'JAPANESE YEN', 'CHICAGO MERCANTILE EXCHANGE', 'CME', 'currencies', 'tff');
        -- cotIndex is computed from the reports (V47): 27 weekly reports up to 2026-11-17 whose specNet is
        -- 0 but 10000 on the oldest, so a report's index is its specNet / 100 (2026-11-10: 20, 2026-11-17: 73.5)
        INSERT INTO cot_reports (cftc_code, report_kind, report_date, lev_fund_long, lev_fund_short)
        SELECT c.code, 'tff', date '2026-11-17' - 7 * k,
               CASE k WHEN 26 THEN 10000 WHEN 0 THEN c.last WHEN 1 THEN c.before_last ELSE 0 END, 0
        FROM (VALUES ('133741', 7350, 2000), ('097741', 9000, 0)) AS c(code, last, before_last), generate_series(0, 26) k;
        INSERT INTO cot_reports (cftc_code, report_kind, report_date, managed_money_long, managed_money_short)
        SELECT '088691', 'disaggregated', date '2026-11-17' - 7 * k, CASE k WHEN 26 THEN 10000 WHEN 0 THEN 1000 ELSE 0 END, 0
        FROM generate_series(0, 26) k;
        """);
    // btc: three hourly buckets in the last 24 hours with article counts, one more 5 days back
    load("gdelt-volraw-btc-20261120T1200Z.json", timeline("Article Count",
        "20261115T120000Z", "60", "20261120T100000Z", "10", "20261120T110000Z", "30", "20261120T120000Z", "20"));
    load("gdelt-tone-btc-20261120T1200Z.json", timeline("Average Tone",
        "20261115T120000Z", "-9", "20261120T100000Z", "2.0", "20261120T110000Z", "-1.0", "20261120T120000Z", "4.0"));
    load("gdelt-tone-gold-20261120T1200Z.json", timeline("Average Tone", "20261120T120000Z", "6.0"));
    load("gdelt-tone-sp500-20261120T1200Z.json", timeline("Average Tone", "20261120T113000Z", "3.0"));
    load("gdelt-tone-nasdaq100-20261120T1200Z.json", timeline("Average Tone", "20261120T120000Z", "2.5"));
    load("gdelt-tone-usdjpy-20261120T1200Z.json", timeline("Average Tone", "20261120T120000Z", "-1.0"));
    load("gdelt-tone-eurusd-20261120T1200Z.json", timeline("Average Tone", "20261120T120000Z", "-12.5"));
    load("fng-20261120T0100Z.json", """
        {"name": "Fear and Greed Index", "data": [
          {"value": "71", "value_classification": "Greed", "timestamp": "1795132800", "time_until_update": "100"},
          {"value": "40", "value_classification": "Fear", "timestamp": "1795046400"}], "metadata": {"error": null}}
        """);
    UpstreamConfig cfg = UpstreamConfigs.named("sentiment-compute")
        .baseUrl("stored-data")
        .backfillDays(0)
        .userAgent("t")
        .build();
    JsonObject status = Polls.once(server, "sentiment-compute",
        new SentimentPoller(cfg, server.service.pool(), CLOCK, SentimentAssets.DEFAULTS));
    assertEquals(0, status.getInteger("consecutive_failures"), status.encode());
  }

  private void load(String name, String body) throws Exception {
    FileOutcome o = Ingest.load(server, "sentiment", name, body);
    assertTrue(o.loaded(), name + ": " + o.reason());
  }

  /** A GDELT timeline answer in the documented shape, from date/value pairs. */
  static String timeline(String series, String... dateValue) {
    StringBuilder data = new StringBuilder();
    for (int i = 0; i < dateValue.length; i += 2) {
      data.append(i == 0 ? "" : ",").append("{\"date\": \"").append(dateValue[i]).append("\", \"value\": ")
          .append(dateValue[i + 1]).append("}");
    }
    return "{\"query_details\": {\"title\": \"test\", \"date_resolution\": \"hour\"}, \"timeline\": [{\"series\": \""
        + series + "\", \"data\": [" + data + "]}]}";
  }

  private static void assertNumber(String expected, Object actual) {
    assertEquals(0, new BigDecimal(expected).compareTo(new BigDecimal(String.valueOf(actual))),
        "expected " + expected + " but was " + actual);
  }

  private JsonObject signal(String slug) throws Exception {
    return server.json("/api/markets/signals/" + slug).getJsonObject("data");
  }

  @Test
  void btcEachLayerByHand() throws Exception {
    JsonObject s = signal("btc");
    assertEquals("2026-11-20T12:00:00Z", s.getString("ts"));
    assertEquals(new JsonObject().put("slug", "btc").put("name", "Bitcoin").put("assetClass", "crypto"), s.getJsonObject("asset"));
    // news: (2.0 x 10 + -1.0 x 30 + 4.0 x 20) / 60 = 70 / 60 = 1.1667; / 10 = 0.1167
    JsonObject news = s.getJsonObject("news");
    assertNumber("1.1667", news.getValue("tone"));
    assertNumber("0.1167", news.getValue("score"));
    assertEquals(60, news.getInteger("articleCount"));
    // crowd: 8-hour buckets since 2026-10-21T12:00 up to 12:00 (the 0.001 of October and the 13:00 rate are outside):
    //   16:00 (binance 0.0001, hyperliquid mean(0.00001, 0.00003) x 8 = 0.00016) -> 0.00013
    //   00:00 (binance 0.0003) -> 0.0003
    //   08:00 (binance 0.00005, hyperliquid 0.00002 x 8 = 0.00016) -> 0.000105, the newest
    // one of three buckets is at most 0.000105: percentile 1/3, score 2/3 - 1
    JsonObject crowd = s.getJsonObject("crowd");
    assertNumber("0.000105", crowd.getValue("fundingRate"));
    assertNumber("0.3333", crowd.getValue("percentile30d"));
    assertNumber("-0.3333", crowd.getValue("score"));
    // institutional: the 2026-11-17 report, (73.5 - 50) / 50
    JsonObject inst = s.getJsonObject("institutional");
    assertNumber("0.47", inst.getValue("score"));
    assertNumber("73.5", inst.getValue("cotIndex"));
    assertEquals("2026-11-17", inst.getString("reportDate"));
    // composite: 0.5 x 0.1167 + 0.25 x -0.3333 + 0.25 x 0.47 = 0.092525 -> 0.0925
    assertNumber("0.0925", s.getValue("composite"));
    assertEquals("neutral", s.getString("label"));
    assertEquals(71, s.getInteger("fearGreed"));
  }

  @Test
  void sevenDayWindowTakesTheOlderNews() throws Exception {
    JsonObject s = server.json("/api/markets/signals/btc?window=7d").getJsonObject("data");
    // (70 + -9 x 60) / 120 = -3.9167 -> news -0.3917; 0.5 x -0.3917 - 0.083325 + 0.1175 = -0.161675
    assertNumber("-3.9167", s.getJsonObject("news").getValue("tone"));
    assertNumber("-0.3917", s.getJsonObject("news").getValue("score"));
    assertNumber("-0.1617", s.getValue("composite"));
  }

  @Test
  void compositeRenormalisesAndLabelsFollowThresholds() throws Exception {
    // gold: news 0.6, institutional (10 - 50) / 50 = -0.8, no crowd: (0.3 - 0.2) / 0.75 = 0.1333
    JsonObject gold = signal("gold");
    assertNull(gold.getValue("crowd"));
    assertNumber("-0.8", gold.getJsonObject("institutional").getValue("score"));
    assertNumber("0.1333", gold.getValue("composite"));
    assertEquals("neutral", gold.getString("label"));
    // sp500: news only, 3.0 / 10 = 0.3 > 0.25
    JsonObject sp = signal("sp500");
    assertNull(sp.getValue("institutional"));
    assertNumber("0.3", sp.getValue("composite"));
    assertEquals("bullish", sp.getString("label"));
    // nasdaq100: exactly 0.25 is not above the threshold
    assertNumber("0.25", signal("nasdaq100").getValue("composite"));
    assertEquals("neutral", signal("nasdaq100").getString("label"));
    // usdjpy: yen futures at index 90 are bearish for USD/JPY: -(90 - 50) / 50 = -0.8;
    // (0.5 x -0.1 + 0.25 x -0.8) / 0.75 = -0.3333
    JsonObject jpy = signal("usdjpy");
    assertNumber("-0.8", jpy.getJsonObject("institutional").getValue("score"));
    assertNumber("-0.3333", jpy.getValue("composite"));
    assertEquals("bearish", jpy.getString("label"));
    // eurusd: tone -12.5 / 10 is clipped to -1
    JsonObject eur = signal("eurusd");
    assertNumber("-1", eur.getJsonObject("news").getValue("score"));
    assertEquals("bearish", eur.getString("label"));
  }

  @Test
  void sentimentRowsHistoryAndUnknownSlugs() throws Exception {
    JsonArray rows = server.json("/api/markets/sentiment?window=24h").getJsonArray("data");
    // btc, gold, sp500, nasdaq100, usdjpy, eurusd have news; eth, sol, xrp, doge have nothing at all
    assertEquals("btc", rows.getJsonObject(0).getString("slug"));
    assertEquals(6, rows.size(), rows.encode());
    JsonObject btc = rows.getJsonObject(0);
    assertEquals("crypto", btc.getString("assetClass"));
    assertEquals("24h", btc.getString("window"));
    assertNumber("0.0925", btc.getValue("composite"));
    assertNumber("0.1167", btc.getValue("newsScore"));
    assertNumber("-0.3333", btc.getValue("crowdScore"));
    assertNumber("0.47", btc.getValue("institutionalScore"));
    assertEquals(71, btc.getInteger("fearGreed"));
    assertEquals(1, server.json("/api/markets/sentiment?kind=commodities&window=7d").getJsonArray("data").size());
    assertEquals(12, server.json("/api/markets/sentiment").getJsonArray("data").size());

    JsonArray history = server.json("/api/markets/sentiment/btc?window=24h").getJsonArray("data");
    assertEquals("2026-11-20T12:00:00Z", history.getJsonObject(0).getString("ts"));
    assertEquals("2026-11-20T11:00:00Z", history.getJsonObject(1).getString("ts"));
    // 11:00: news (20 - 30) / 40 = -0.25 -> -0.025; crowd as at 12:00 (same buckets); COT the same
    assertNumber("-0.025", history.getJsonObject(1).getValue("newsScore"));
    JsonArray signals = server.json("/api/markets/signals").getJsonArray("data");
    assertEquals(6, signals.size());
    assertEquals("btc", signals.getJsonObject(0).getJsonObject("asset").getString("slug"));
    assertEquals("0.000105", signals.getJsonObject(0).getJsonObject("crowd").getString("fundingRate"));
    // the layer objects keep PostgreSQL's digits (no float round trip)
    assertTrue(server.get("/api/markets/signals").body().contains("\"news\":{\"score\" : 0.1167, \"tone\" : 1.1667"));
    assertFalse(server.json("/api/markets/signals/btc").getJsonObject("data").getJsonArray("history").isEmpty());

    assertEquals(404, server.get("/api/markets/sentiment/nosuchasset").statusCode());
    assertEquals(404, server.get("/api/markets/signals/nosuchasset").statusCode());
    assertEquals(400, server.get("/api/markets/sentiment?kind=bonds").statusCode());
    assertEquals(400, server.get("/api/markets/sentiment/btc?history=1y").statusCode());
  }

  @Test
  void recomputingChangesNothingAndMalformedInputsAreKeptOut() throws Exception {
    long rows = TestDb.count(server.db, "SELECT count(*) FROM sentiment_history");
    long version = server.json("/stats").getJsonObject("datasets").getJsonObject("signals").getLong("version");
    UpstreamConfig cfg = UpstreamConfigs.named("sentiment-compute")
        .baseUrl("stored-data")
        .backfillDays(0)
        .userAgent("t")
        .build();
    JsonObject again = Polls.once(server, "sentiment-compute",
        new SentimentPoller(cfg, server.service.pool(), CLOCK, SentimentAssets.DEFAULTS));
    assertEquals(0, again.getInteger("consecutive_failures"), again.encode());
    assertEquals(version, server.json("/stats").getJsonObject("datasets").getJsonObject("signals").getLong("version"));
    assertEquals(rows, TestDb.count(server.db, "SELECT count(*) FROM sentiment_history"));
    // GDELT's plain-text error answer, a wrong series, an unknown asset: rejected whole
    assertFalse(Ingest.load(server, "sentiment", "gdelt-tone-btc-20261120T1300Z.json",
        "Your query was too short or too long.").loaded());
    assertFalse(Ingest.load(server, "sentiment", "gdelt-tone-btc-20261120T1300Z.json",
        timeline("Article Count", "20261120T130000Z", "5")).loaded());
    assertFalse(Ingest.load(server, "sentiment", "gdelt-tone-nosuch-20261120T1300Z.json",
        timeline("Average Tone", "20261120T130000Z", "5")).loaded());
    assertFalse(Ingest.load(server, "sentiment", "gdelt-tone-btc-20261120T1300Z.json",
        timeline("Average Tone", "20261120T130000Z", "1.0", "2026-11-20 14:00", "2.0")).loaded());
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM news_tone WHERE ts > '2026-11-20T12:00:00Z'"));
    assertFalse(Ingest.load(server, "sentiment", "fng-x.json",
        "{\"name\": \"Fear and Greed Index\", \"data\": [], \"metadata\": {\"error\": \"Rate limit\"}}").loaded());
  }
}
