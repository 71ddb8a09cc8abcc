package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.analytics.sentiment.SentimentAssets;
import dev.openmarkets.analytics.sentiment.SentimentPoller;
import dev.openmarkets.analytics.upstream.FileNames;
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
import java.math.RoundingMode;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Point in time of the analytics datasets (issue 37): a revised ETF flow and revised holdings are
 * new versions, answered by asOf before and after and listed in revisions, the flow computed from
 * the inputs known at the moment; a prediction market as of a moment holds only the snapshots
 * taken by then; the stored sentiment as of a moment equals the formulas recomputed by hand over
 * the news tone stored then. Moments are the database's (knownAt is first stored); the data's own
 * dates follow from a day drawn at random, so the test holds on any day of the year.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("analytics_pit")
class AnalyticsPointInTimeTest {
  private static final DateTimeFormatter HOUR = DateTimeFormatter.ofPattern("yyyyMMdd'T'HH'0000Z'").withZone(ZoneOffset.UTC);
  private TestServer server;

  private void load(String dataset, String name, String body) throws Exception {
    FileOutcome o = Ingest.load(server, dataset, name, body);
    assertTrue(o.loaded(), name + ": " + o.reason());
  }

  /** A moment strictly between two loads: the database's clock, to the millisecond. */
  private static Instant moment() throws InterruptedException {
    Thread.sleep(5);
    Instant m = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Thread.sleep(5);
    return m;
  }

  private static String asOf(String q, Instant at) {
    return q + (q.contains("?") ? "&" : "?") + "asOf=" + at;
  }

  private JsonArray rows(String q) throws Exception {
    return server.json(q).getJsonArray("data");
  }

  private static JsonObject row(JsonArray rows, String date, String ticker) {
    return rows.stream().map(o -> (JsonObject) o)
        .filter(o -> date.equals(o.getString("date")) && ticker.equals(o.getString("ticker"))).findFirst()
        .orElseThrow(() -> new AssertionError(date + " " + ticker + " in " + rows.encodePrettily()));
  }

  private static void assertNumber(String expected, Object actual) {
    assertTrue(actual != null && new BigDecimal(expected).compareTo(new BigDecimal(String.valueOf(actual))) == 0,
        "expected " + expected + " but was " + actual);
  }

  private static void assertNoLookAhead(JsonArray rows, Instant at) {
    for (Object o : rows) {
      Instant known = Instant.parse(((JsonObject) o).getString("knownAt"));
      assertFalse(known.isAfter(at), "as of " + at + " a row known at " + known + ": " + o);
    }
  }

  @Test
  void aRevisedEtfFlowIsANewVersionAndTheFlowIsTheOneItsInputsGaveAtTheMoment() throws Exception {
    load("etf-flows", "kraken-ohlc-XBTUSD-20261121T0100Z.json", EtfSamples.krakenOhlc());
    load("etf-flows", "IBIT_holdings_20261118.csv", EtfSamples.ishares("Nov 18, 2026", "780,123.45678901"));
    load("etf-flows", "IBIT_holdings_20261119.csv", EtfSamples.ishares("Nov 19, 2026", "781,010.00000000"));
    load("etf-flows", "pit_btc_flows.csv", "date,FBTC,GBTC,Total\n2026-11-19,45.2,-30.1,15.1\n");
    Instant m1 = moment();
    String q = "/api/markets/etf-flows?days=10";
    JsonArray atM1 = rows(q);

    // Farside's table revised: FBTC's 45.2 million becomes 50; iShares republishes the 19th's holdings
    load("etf-flows", "pit_btc_flows.csv", "date,FBTC,GBTC,Total\n2026-11-19,50,-30.1,19.9\n");
    load("etf-flows", "IBIT_holdings_20261119.csv", EtfSamples.ishares("Nov 19, 2026", "781,500.00000000"));
    Instant m2 = moment();

    assertNumber("45200000", row(rows(asOf(q, m1)), "2026-11-19", "FBTC").getString("flowUsd"));
    assertNumber("50000000", row(rows(asOf(q, m2)), "2026-11-19", "FBTC").getString("flowUsd"));
    assertNumber("50000000", row(rows(q), "2026-11-19", "FBTC").getString("flowUsd"));
    assertNumber("-30100000", row(rows(asOf(q, m2)), "2026-11-19", "GBTC").getString("flowUsd"));
    // the flow is computed at the moment from the holdings known then, x the close of the 19th (92210.0):
    //   as of m1 (781010 - 780123.45678901) x 92210.0 = 81748149.4853879
    //   as of m2 (781500 - 780123.45678901) x 92210.0 = 126931049.4853879
    JsonObject ibit1 = row(rows(asOf(q, m1)), "2026-11-19", "IBIT");
    assertEquals("781010.00000000", ibit1.getString("holdings"));
    assertEquals("81748149.49", ibit1.getString("flowUsd"));
    JsonObject ibit2 = row(rows(asOf(q, m2)), "2026-11-19", "IBIT");
    assertEquals("781500.00000000", ibit2.getString("holdings"));
    assertEquals(new BigDecimal("781500").subtract(new BigDecimal("780123.45678901")).multiply(new BigDecimal("92210.0"))
        .setScale(2, RoundingMode.HALF_UP).toPlainString(), ibit2.getString("flowUsd"));
    assertEquals("126931049.49", ibit2.getString("flowUsd"));
    assertEquals("72062115000.00", ibit2.getString("aumUsd"));
    // the 18th's figures did not change: the same row and knownAt at both moments
    assertEquals(row(atM1, "2026-11-18", "IBIT"), row(rows(asOf(q, m2)), "2026-11-18", "IBIT"));
    // the answer recorded at m1 comes back by asOf (knownAt included)
    assertEquals(atM1.size(), rows(asOf(q, m1)).size());
    assertEquals(row(atM1, "2026-11-19", "IBIT"), ibit1);
    Instant ibitKnown = Instant.parse(ibit2.getString("knownAt"));
    assertTrue(ibitKnown.isAfter(m1) && !ibitKnown.isAfter(m2), ibitKnown.toString());
    assertNoLookAhead(rows(asOf(q, m1)), m1);

    JsonArray revisions = rows("/api/markets/etf-flows/revisions");
    JsonObject flow = revisions.stream().map(o -> (JsonObject) o).filter(r -> r.getString("field").equals("flowUsd"))
        .findFirst().orElseThrow(() -> new AssertionError(revisions.encodePrettily()));
    assertEquals(new JsonObject().put("ticker", "FBTC").put("date", "2026-11-19"), flow.getJsonObject("key"));
    assertNumber("45200000", flow.getString("previous"));
    assertNumber("50000000", flow.getString("new"));
    assertEquals(2, flow.getInteger("versionNo"));
    assertEquals("etf-reported-flows/pit_btc_flows.csv", flow.getString("source"));
    JsonObject holdings = revisions.stream().map(o -> (JsonObject) o).filter(r -> r.getString("field").equals("holdings"))
        .findFirst().orElseThrow(() -> new AssertionError(revisions.encodePrettily()));
    assertEquals("IBIT", holdings.getJsonObject("key").getString("ticker"));
    assertNumber("781010", holdings.getString("previous"));
    assertNumber("781500", holdings.getString("new"));
    assertEquals(0, rows("/api/markets/etf-flows/revisions?asOf=" + m1).size(), "nothing was revised by m1");
  }

  @Test
  void aPredictionMarketAsOfAMomentHoldsOnlyTheSnapshotsTakenByThen() throws Exception {
    // snapshots stamped to the second by the database's clock: the first before m1, the second after it
    Instant t1 = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    load("predictions", "gamma-events-" + stamp(t1) + ".json", GammaSamples.events("0.61", "0.2", "0.8"));
    Instant m1 = moment();
    Thread.sleep(Math.max(0, Duration.between(Instant.now(), m1.truncatedTo(ChronoUnit.SECONDS).plusSeconds(1)).toMillis()) + 5);
    Instant t2 = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    assertTrue(t2.isAfter(m1));
    load("predictions", "gamma-events-" + stamp(t2) + ".json",
        GammaSamples.events("0.67", "0.3", "0.7").replace("\"volume\": \"5000\"", "\"volume\": \"5600.5\"")
            .replace("\"question\": \"Will the Fed cut in December?\"", "\"question\": \"Will the Fed cut in December 2026?\""));
    Instant m2 = moment();

    JsonObject fed1 = market(rows(asOf("/api/markets/predictions", m1)), "fed-cut-dec");
    assertEquals("0.2", fed1.getJsonArray("outcomes").getJsonObject(0).getString("price"));
    assertEquals("5000", fed1.getString("volumeUsd"));
    assertEquals(t1.toString(), fed1.getString("updatedAt"));
    JsonObject fed2 = market(rows("/api/markets/predictions"), "fed-cut-dec");
    assertEquals("0.3", fed2.getJsonArray("outcomes").getJsonObject(0).getString("price"));
    assertEquals("5600.5", fed2.getString("volumeUsd"));
    assertEquals(fed2, market(rows(asOf("/api/markets/predictions", m2)), "fed-cut-dec"));
    assertNoLookAhead(rows(asOf("/api/markets/predictions", m1)), m1);

    String one = "/api/markets/predictions/fed-cut-dec?history=24h";
    JsonObject atM1 = server.json(asOf(one, m1)).getJsonObject("data");
    assertEquals(List.of(t1.toString()), atM1.getJsonArray("history").stream()
        .map(o -> ((JsonObject) o).getString("ts")).toList(), "the later snapshot is left out");
    assertEquals(t1.toString(), atM1.getJsonArray("history").getJsonObject(0).getString("knownAt"));
    assertEquals(t1.toString(), atM1.getString("updatedAt"));
    assertFalse(Instant.parse(atM1.getString("knownAt")).isAfter(m1));
    JsonObject latest = server.json(one).getJsonObject("data");
    assertEquals(List.of(t1.toString(), t2.toString()), latest.getJsonArray("history").stream()
        .map(o -> ((JsonObject) o).getString("ts")).toList());

    assertEquals("Will the Fed cut in December?", fed1.getString("question"), "the description as known at m1");
    assertEquals("Will the Fed cut in December 2026?", fed2.getString("question"));
    // the description's change is a revision; what a poll observes (prices, volumes) is the snapshots'
    // series by their own time, not a version of the market at every poll
    JsonArray revisions = rows("/api/markets/predictions/revisions");
    assertEquals(List.of("question"), revisions.stream().map(o -> (JsonObject) o)
        .filter(r -> "9002".equals(r.getJsonObject("key").getString("id"))).map(r -> r.getString("field")).toList(),
        revisions.encodePrettily());
    JsonObject q = revisions.stream().map(o -> (JsonObject) o).filter(r -> r.getString("field").equals("question"))
        .findFirst().orElseThrow();
    assertEquals("Will the Fed cut in December?", q.getString("previous"));
    assertEquals("Will the Fed cut in December 2026?", q.getString("new"));
    assertTrue(revisions.stream().map(o -> (JsonObject) o).noneMatch(r -> "9001".equals(r.getJsonObject("key").getString("id"))),
        "9001's prices and volumes moved, its description did not: " + revisions.encodePrettily());
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM prediction_markets WHERE id = '9001'"));
  }

  private static String stamp(Instant t) {
    return DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC).format(t);
  }

  private static JsonObject market(JsonArray rows, String slug) {
    return rows.stream().map(o -> (JsonObject) o).filter(o -> slug.equals(o.getString("slug"))).findFirst()
        .orElseThrow(() -> new AssertionError(slug + " in " + rows.encodePrettily()));
  }

  @Test
  void sentimentAsOfAMomentIsTheFormulaOverTheToneStoredThen() throws Exception {
    // an hour of a day drawn at random in the last year; the poller's clock half an hour after it
    LocalDate day = LocalDate.now(ZoneOffset.UTC).minusDays(2 + new Random().nextInt(360));
    Instant h = day.atTime(12, 0).toInstant(ZoneOffset.UTC);
    Clock clock = Clock.fixed(h.plusSeconds(1800), ZoneOffset.UTC);
    String hm1 = HOUR.format(h.minusSeconds(3600));
    String h0 = HOUR.format(h);
    load("sentiment", "gdelt-tone-eth-" + FileNames.stamp(h) + ".json",
        SentimentComputeTest.timeline("Average Tone", hm1, "2.0", h0, "4.0"));
    Instant m1 = moment();
    // GDELT's tone of the noon bucket moves as articles come in
    load("sentiment", "gdelt-tone-eth-" + FileNames.stamp(h.plusSeconds(600)) + ".json",
        SentimentComputeTest.timeline("Average Tone", hm1, "2.0", h0, "-6.0"));
    Instant m2 = moment();
    // the hourly recomputation from unchanged inputs writes no version
    UpstreamConfig cfg = UpstreamConfigs.named("sentiment-compute").baseUrl("stored-data").backfillDays(0).userAgent("t").build();
    long versions = TestDb.count(server.db, "SELECT count(*) FROM sentiment_history WHERE slug = 'eth'");
    Polls.once(server, "sentiment-compute", new SentimentPoller(cfg, server.service.pool(), clock, SentimentAssets.DEFAULTS));
    assertEquals(versions, TestDb.count(server.db, "SELECT count(*) FROM sentiment_history WHERE slug = 'eth'"));

    // by hand: no counts, so the window's tone is the plain mean of its buckets; score = tone / 10;
    // eth has no funding or COT layer, so the composite is the news score
    assertNews(m1, "24h", mean("2.0", "4.0"));
    assertNews(m2, "24h", mean("2.0", "-6.0"));
    assertNews(null, "24h", mean("2.0", "-6.0"));
    assertNews(m1, "7d", mean("2.0", "4.0"));

    JsonArray hours1 = rows(asOf("/api/markets/sentiment/eth?history=7d&window=24h", m1));
    assertEquals(2, hours1.size(), hours1.encodePrettily());
    assertNumber("0.2", hours1.getJsonObject(1).getValue("newsScore"));
    assertNoLookAhead(hours1, m1);
    JsonArray hours2 = rows(asOf("/api/markets/sentiment/eth?history=7d&window=24h", m2));
    assertEquals(hours1.getJsonObject(1), hours2.getJsonObject(1), "the 11:00 hour did not change: one version");

    JsonObject signal1 = server.json(asOf("/api/markets/signals/eth?window=24h", m1)).getJsonObject("data");
    assertEquals("bullish", signal1.getString("label"));
    assertNumber("0.3", signal1.getValue("composite"));
    assertFalse(Instant.parse(signal1.getString("knownAt")).isAfter(m1));
    JsonObject signal2 = server.json("/api/markets/signals/eth?window=24h").getJsonObject("data");
    assertEquals("neutral", signal2.getString("label"));
    assertNumber("-0.2", signal2.getValue("composite"));
    JsonObject listed = rows(asOf("/api/markets/signals?window=24h", m1)).stream().map(o -> (JsonObject) o)
        .filter(o -> o.getJsonObject("asset").getString("slug").equals("eth")).findFirst().orElseThrow();
    assertNumber("0.3", listed.getValue("composite"));

    JsonArray revisions = rows("/api/markets/sentiment/revisions");
    assertTrue(revisions.stream().map(o -> (JsonObject) o).anyMatch(r -> r.getString("field").equals("composite")
        && r.getJsonObject("key").getString("slug").equals("eth")), revisions.encodePrettily());
    HttpResponse<String> early = server.get(asOf("/api/markets/sentiment", Instant.parse("2020-01-01T00:00:00Z")));
    assertEquals(400, early.statusCode(), early.body());
  }

  private static BigDecimal mean(String... tones) {
    BigDecimal sum = BigDecimal.ZERO;
    for (String t : tones) {
      sum = sum.add(new BigDecimal(t));
    }
    return sum.divide(BigDecimal.valueOf(tones.length), 4, RoundingMode.HALF_UP);
  }

  /** The noon hour of eth for the window as of at (null: latest) against the tone computed by hand. */
  private void assertNews(Instant at, String window, BigDecimal tone) throws Exception {
    String q = "/api/markets/sentiment?window=" + window;
    JsonObject eth = rows(at == null ? q : asOf(q, at)).stream().map(o -> (JsonObject) o)
        .filter(o -> o.getString("slug").equals("eth")).findFirst().orElseThrow();
    BigDecimal score = tone.divide(BigDecimal.TEN, 4, RoundingMode.HALF_UP).max(BigDecimal.ONE.negate()).min(BigDecimal.ONE);
    assertNumber(score.toPlainString(), eth.getValue("newsScore"));
    assertNumber(score.toPlainString(), eth.getValue("composite"));
    assertNull(eth.getValue("crowdScore"));
    if (at != null) {
      assertFalse(Instant.parse(eth.getString("knownAt")).isAfter(at));
    }
  }
}
