package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * /etf-flows from hand-written issuer holdings and Kraken candles: flows and AUM recomputed by
 * hand to the cent (including a half-cent rounded away from zero), the running candle left out,
 * filters, the CSV header of the real service, and malformed files rejected whole.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("etf_flows")
class EtfFlowsApiTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    assertTrue(load("kraken-ohlc-XBTUSD-20261121T0100Z.json", EtfSamples.krakenOhlc()).loaded());
    assertTrue(load("IBIT_holdings_20261118.csv", EtfSamples.ishares("Nov 18, 2026", "780,123.45678901")).loaded());
    assertTrue(load("IBIT_holdings_20261119.csv", EtfSamples.ishares("Nov 19, 2026", "781,010.00000000")).loaded());
    assertTrue(load("IBIT_holdings_20261120.csv", EtfSamples.ishares("Nov 20, 2026", "779,500.12500000")).loaded());
    assertTrue(load("ARK_21SHARES_BITCOIN_ETF_ARKB_HOLDINGS.csv", EtfSamples.ark("11/19/2026", "43,210.5000")).loaded());
    assertTrue(load("ARK_21SHARES_BITCOIN_ETF_ARKB_HOLDINGS.csv", EtfSamples.ark("11/20/2026", "43,150.2500")).loaded());
  }

  private FileOutcome load(String name, String body) throws Exception {
    return Ingest.load(server, "etf-flows", name, body);
  }

  private static JsonObject row(JsonArray rows, String date, String ticker) {
    return rows.stream().map(o -> (JsonObject) o)
        .filter(o -> date.equals(o.getString("date")) && ticker.equals(o.getString("ticker"))).findFirst().orElseThrow();
  }

  @Test
  void flowsAndAumToTheCent() throws Exception {
    JsonArray rows = server.json("/api/markets/etf-flows").getJsonArray("data");
    assertEquals(5, rows.size());
    assertEquals("2026-11-20", rows.getJsonObject(0).getString("date"));
    assertEquals("ARKB", rows.getJsonObject(0).getString("ticker"));
    assertEquals("IBIT", rows.getJsonObject(1).getString("ticker"));

    JsonObject ibit20 = row(rows, "2026-11-20", "IBIT");
    assertEquals("BlackRock", ibit20.getString("issuer"));
    assertEquals("btc", ibit20.getString("asset"));
    assertEquals("779500.12500000", ibit20.getString("holdings"));
    // (779500.125 - 781010) x 93050.5 = -140494623.6875
    assertEquals("-140494623.69", ibit20.getString("flowUsd"));
    // 779500.125 x 93050.5 = 72532876381.3125
    assertEquals("72532876381.31", ibit20.getString("aumUsd"));

    JsonObject ibit19 = row(rows, "2026-11-19", "IBIT");
    // (781010 - 780123.45678901) x 92210.0 = 81748149.4853879
    assertEquals("81748149.49", ibit19.getString("flowUsd"));
    assertEquals("72016932100.00", ibit19.getString("aumUsd"));

    // the first published day has no previous holdings: no flow, but AUM at 89876.1
    JsonObject ibit18 = row(rows, "2026-11-18", "IBIT");
    assertNull(ibit18.getValue("flowUsd"));
    assertEquals("70114453814.71", ibit18.getString("aumUsd"));

    // (43150.25 - 43210.5) x 93050.5 = -5606292.625: the half cent rounds away from zero
    JsonObject arkb20 = row(rows, "2026-11-20", "ARKB");
    assertEquals("ARK 21Shares", arkb20.getString("issuer"));
    assertEquals("43150.25000000", arkb20.getString("holdings"));
    assertEquals("-5606292.63", arkb20.getString("flowUsd"));
    assertEquals("4015152337.63", arkb20.getString("aumUsd"));
  }

  @Test
  void theOpenCandleIsNotAClose() {
    assertEquals(3, TestDb.count(server.db, "SELECT count(*) FROM asset_daily_close WHERE asset = 'btc'"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM asset_daily_close WHERE date = '2026-11-21'"));
  }

  @Test
  void filtersCsvAndBadParameters() throws Exception {
    assertEquals(3, server.json("/api/markets/etf-flows?ticker=ibit").getJsonArray("data").size());
    assertEquals(0, server.json("/api/markets/etf-flows?asset=eth").getJsonArray("data").size());
    // days counts back from the newest date held (2026-11-20): 2 days are the 20th and the 19th
    assertEquals(4, server.json("/api/markets/etf-flows?days=2").getJsonArray("data").size());
    String[] csv = server.get("/api/markets/etf-flows/csv?ticker=IBIT").body().split("\n");
    assertEquals("date,ticker,issuer,asset,holdings,flow_usd,aum_usd", csv[0]);
    assertEquals("2026-11-20,IBIT,BlackRock,btc,779500.12500000,-140494623.69,72532876381.31", csv[1]);
    assertEquals(400, server.get("/api/markets/etf-flows?asset=sol").statusCode());
    assertEquals(400, server.get("/api/markets/etf-flows?days=3651").statusCode());
  }

  @Test
  void malformedFilesAreRejectedWhole() throws Exception {
    long before = TestDb.count(server.db, "SELECT count(*) FROM etf_holdings");
    FileOutcome unknownFund = load("XYZQ_holdings.csv", EtfSamples.ishares("Nov 21, 2026", "1.0"));
    assertFalse(unknownFund.loaded());
    FileOutcome badQty = load("IBIT_holdings_x.csv", EtfSamples.ishares("Nov 21, 2026", "12.3.4"));
    assertFalse(badQty.loaded());
    assertTrue(badQty.reason().contains("line 7"), badQty.reason());
    assertFalse(load("IBIT_holdings_y.csv", "<html><body>Access Denied</body></html>").loaded());
    assertFalse(load("kraken-ohlc-XBTUSD-20261122T0100Z.json", "{\"error\":[\"EGeneral:Too many requests\"]}").loaded());
    String plain = "date,ticker,holdings\n2026-11-21,IBIT,780000\n2026-11-21,IBIT,lots\n";
    FileOutcome badPlain = load("holdings.csv", plain);
    assertFalse(badPlain.loaded());
    assertEquals(before, TestDb.count(server.db, "SELECT count(*) FROM etf_holdings"));
    // and the same file imported twice changes nothing
    FileOutcome again = load("IBIT_holdings_20261120.csv", EtfSamples.ishares("Nov 20, 2026", "779,500.12500000"));
    assertEquals(0, again.counts().inserted() + again.counts().updated());
  }
}
