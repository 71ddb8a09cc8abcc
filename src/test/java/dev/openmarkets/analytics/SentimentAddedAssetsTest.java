package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.analytics.sentiment.GdeltDocuments;
import dev.openmarkets.analytics.sentiment.SentimentAsset;
import dev.openmarkets.analytics.sentiment.SentimentAssets;
import dev.openmarkets.analytics.sentiment.SentimentFileKinds;
import dev.openmarkets.analytics.sentiment.SentimentPoller;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The two assets that complete the catalogue's 17 (natural-gas, usdcad): their layers as
 * configured, the GDELT query each poll sends, and their signals recomputed by hand from a GDELT
 * tone and a COT index stored here (USD/CAD reversed, as Canadian-dollar futures are quoted
 * against the US dollar).
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sentiment_added")
class SentimentAddedAssetsTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-20T12:30:00Z"), ZoneOffset.UTC);
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    TestDb.exec(server.db, """
        INSERT INTO cot_markets (cftc_code, slug, name, exchange, exchange_code, market_group, report_kind)
        VALUES ('023651', 'natural-gas', 'NATURAL GAS (NYME)', 'NEW YORK MERCANTILE EXCHANGE', 'NYME', 'energy',
                'disaggregated'),
               ('090741', 'canadian-dollar', 'CANADIAN DOLLAR', 'CHICAGO MERCANTILE EXCHANGE', 'CME', 'currencies',
                'tff');
        -- cotIndex is computed from the reports (V47): 27 weekly reports up to 2026-11-17 whose specNet is
        -- 0 but 10000 on the oldest, so the last report's index is its specNet / 100 (80 and 30)
        INSERT INTO cot_reports (cftc_code, report_kind, report_date, managed_money_long, managed_money_short)
        SELECT '023651', 'disaggregated', date '2026-11-17' - 7 * k, CASE k WHEN 26 THEN 10000 WHEN 0 THEN 8000 ELSE 0 END, 0
        FROM generate_series(0, 26) k;
        INSERT INTO cot_reports (cftc_code, report_kind, report_date, lev_fund_long, lev_fund_short)
        SELECT '090741', 'tff', date '2026-11-17' - 7 * k, CASE k WHEN 26 THEN 10000 WHEN 0 THEN 3000 ELSE 0 END, 0
        FROM generate_series(0, 26) k;
        """);
    load("gdelt-tone-natural-gas-20261120T1200Z.json",
        SentimentComputeTest.timeline("Average Tone", "20261120T120000Z", "-2.0"));
    load("gdelt-tone-usdcad-20261120T1200Z.json",
        SentimentComputeTest.timeline("Average Tone", "20261120T120000Z", "3.0"));
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

  private static void assertNumber(String expected, Object actual) {
    assertEquals(0, new BigDecimal(expected).compareTo(new BigDecimal(String.valueOf(actual))),
        "expected " + expected + " but was " + actual);
  }

  @Test
  void seventeenAssetsWithTheirLayers() {
    assertEquals(17, SentimentAssets.DEFAULTS.all().size());
    assertEquals(List.of("btc", "eth", "sol", "xrp", "doge", "sp500", "nasdaq100", "gold", "silver", "crude-oil",
        "natural-gas", "eurusd", "gbpusd", "usdjpy", "audusd", "usdcad", "10-year-note"),
        SentimentAssets.DEFAULTS.all().stream().map(SentimentAsset::slug).toList());
    assertEquals(new SentimentAsset("natural-gas", "Natural gas", "commodities", "\"natural gas\"", null,
        "natural-gas", false, false), SentimentAssets.DEFAULTS.get("natural-gas"));
    assertEquals(new SentimentAsset("usdcad", "USD/CAD", "fx", "\"canadian dollar\"", null, "canadian-dollar", true,
        false), SentimentAssets.DEFAULTS.get("usdcad"));
  }

  @Test
  void gdeltIsAskedForTheirQueries() {
    UpstreamConfig cfg = UpstreamConfigs.named("gdelt")
        .baseUrl("http://gdelt")
        .intervalSeconds(300)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent("t")
        .path("/doc?query={query}&mode={mode}")
        .build();
    List<String> urls = new ArrayList<>();
    Instant hour = Instant.parse("2026-11-20T12:00:00Z");
    for (int i = 0; i < 12; i++) {
      for (Snapshot s : GdeltDocuments.due(cfg, hour.plusSeconds(300L * i), SentimentAssets.DEFAULTS,
          SentimentFileKinds.gdelt(SentimentAssets.DEFAULTS, true), SentimentFileKinds.gdelt(SentimentAssets.DEFAULTS,
              false))) {
        urls.add(s.fileName().replaceAll("-2026.*", "") + " " + s.url());
      }
    }
    assertTrue(urls.contains("gdelt-tone-natural-gas http://gdelt/doc?query=%22natural+gas%22&mode=timelinetone"),
        urls.toString());
    assertTrue(urls.contains("gdelt-volraw-usdcad http://gdelt/doc?query=%22canadian+dollar%22&mode=timelinevolraw"),
        urls.toString());
  }

  @Test
  void naturalGasByHand() throws Exception {
    JsonObject s = server.json("/api/markets/signals/natural-gas").getJsonObject("data");
    assertEquals("commodities", s.getJsonObject("asset").getString("assetClass"));
    // news -2.0 / 10 = -0.2; institutional (80 - 50) / 50 = 0.6; no crowd outside crypto
    assertNumber("-0.2", s.getJsonObject("news").getValue("score"));
    assertNumber("0.6", s.getJsonObject("institutional").getValue("score"));
    assertEquals("2026-11-17", s.getJsonObject("institutional").getString("reportDate"));
    assertNull(s.getValue("crowd"));
    // (0.5 x -0.2 + 0.25 x 0.6) / 0.75 = 0.05 / 0.75 = 0.0667
    assertNumber("0.0667", s.getValue("composite"));
    assertEquals("neutral", s.getString("label"));
  }

  @Test
  void usdCadReversesCanadianDollarFutures() throws Exception {
    JsonObject s = server.json("/api/markets/signals/usdcad").getJsonObject("data");
    // Canadian-dollar futures at index 30 are bullish for USD/CAD: -(30 - 50) / 50 = 0.4; news 0.3
    assertNumber("0.4", s.getJsonObject("institutional").getValue("score"));
    assertNumber("30", s.getJsonObject("institutional").getValue("cotIndex"));
    // (0.5 x 0.3 + 0.25 x 0.4) / 0.75 = 0.25 / 0.75 = 0.3333
    assertNumber("0.3333", s.getValue("composite"));
    assertEquals("bullish", s.getString("label"));
    JsonObject row = server.json("/api/markets/sentiment?kind=fx&window=24h").getJsonArray("data").getJsonObject(0);
    assertEquals("usdcad", row.getString("slug"));
    assertEquals("USD/CAD", row.getString("name"));
    assertNumber("0.3333", row.getValue("composite"));
  }
}
