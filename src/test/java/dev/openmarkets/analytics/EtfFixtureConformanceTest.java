package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The real Farside-derived BTC and ETH flow tables (the only ETF flow files in the shared
 * fixtures) through `import etf-flows`: USD millions become exact USD, the total columns (Total,
 * COL11) are skipped, and the rows serve with null holdings and AUM.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EtfFixtureConformanceTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    server = TestServer.start("etf_fixtures");
  }

  @AfterAll
  void stop() throws Exception {
    server.close();
  }

  @Test
  void farsideTablesLoadExactly() throws Exception {
    FileOutcome btc = Ingest.load(server, "etf-flows",
        AnalyticsFixtures.file("etf/farside-derived.btc_flows.csv", "farside-derived.btc_flows.csv"));
    assertTrue(btc.loaded(), btc.reason());
    FileOutcome eth = Ingest.load(server, "etf-flows",
        AnalyticsFixtures.file("etf/farside-derived.eth_flows.csv", "farside-derived.eth_flows.csv"));
    assertTrue(eth.loaded(), eth.reason());
    // 12 fund columns on each BTC line, 10 on each ETH line; no total column kept
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM etf_reported_flows WHERE ticker IN ('TOTAL', 'COL11')"));
    assertEquals(12, TestDb.count(server.db, "SELECT count(DISTINCT ticker) FROM etf_reported_flows WHERE asset = 'btc'"));
    assertEquals(10, TestDb.count(server.db, "SELECT count(DISTINCT ticker) FROM etf_reported_flows WHERE asset = 'eth'"));

    JsonArray ibit = server.json("/api/markets/etf-flows?ticker=IBIT&days=3650&limit=5000").getJsonArray("data");
    JsonObject first = ibit.getJsonObject(ibit.size() - 1);
    assertEquals("2024-01-11", first.getString("date"));
    assertEquals("111700000.00", first.getString("flowUsd"));
    assertEquals("BlackRock", first.getString("issuer"));
    assertNull(first.getValue("holdings"));
    assertNull(first.getValue("aumUsd"));
    JsonArray gbtc = server.json("/api/markets/etf-flows?ticker=GBTC&days=3650&limit=5000").getJsonArray("data");
    assertEquals("-95100000.00", gbtc.getJsonObject(gbtc.size() - 1).getString("flowUsd"));
    JsonArray ethe = server.json("/api/markets/etf-flows?ticker=ETHE&days=3650&limit=5000").getJsonArray("data");
    assertEquals("2024-07-23", ethe.getJsonObject(ethe.size() - 1).getString("date"));
    assertEquals("-484100000.00", ethe.getJsonObject(ethe.size() - 1).getString("flowUsd"));
    // re-import changes nothing
    FileOutcome again = Ingest.load(server, "etf-flows",
        AnalyticsFixtures.file("etf/farside-derived.btc_flows.csv", "farside-derived.btc_flows.csv"));
    assertEquals(0, again.counts().inserted() + again.counts().updated());
  }
}
