package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The real Farside-derived BTC and ETH flow tables (the only ETF flow files in the shared
 * fixtures) through `import etf-flows`: USD millions become exact USD, the total columns (Total,
 * COL11) are skipped, and the rows serve with null holdings and AUM. These two are the only real
 * ETF files in ../shared/fixtures/etf (no issuer holdings file was ever captured; see
 * docs/analytics.md); skipped when the fixtures are absent.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("etf_fixtures")
class EtfFixtureConformanceTest {
  private TestServer server;

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

  /**
   * Every row of both real tables, exactly: the flows stored for a date add up to the file's own
   * total column (Total, COL11) x 1,000,000, and the newest row's funds keep their digits. Tickers
   * missing from analytics.etfFunds (MSBT, ETHB) load with a null issuer rather than a guessed one.
   */
  @Test
  void everyRowAddsUpToTheFilesTotalColumn() throws Exception {
    for (String[] f : List.of(new String[] {"btc", "farside-derived.btc_flows.csv", "Total"},
        new String[] {"eth", "farside-derived.eth_flows.csv", "COL11"})) {
      UpstreamFile file = AnalyticsFixtures.file("etf/" + f[1], f[1]);
      assertTrue(Ingest.load(server, "etf-flows", file).loaded());
      List<String> lines = new String(file.bytes(), StandardCharsets.UTF_8).lines().toList();
      int total = Arrays.asList(lines.get(0).split(",")).indexOf(f[2]);
      assertTrue(total > 0, f[2]);
      for (String line : lines.subList(1, lines.size())) {
        String[] cells = line.split(",");
        BigDecimal expected = new BigDecimal(cells[total]).movePointRight(6);
        assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM (SELECT sum(flow_usd) AS s FROM etf_reported_flows "
            + "WHERE asset = '" + f[0] + "' AND date = '" + cells[0] + "') t WHERE s = " + expected.toPlainString()),
            f[1] + " " + cells[0] + " total " + expected.toPlainString());
      }
      assertEquals(lines.size() - 1, TestDb.count(server.db, "SELECT count(DISTINCT date) FROM etf_reported_flows "
          + "WHERE asset = '" + f[0] + "'"));
    }
    JsonArray newest = server.json("/api/markets/etf-flows?asset=btc&days=1").getJsonArray("data");
    assertEquals("2026-08-21", newest.getJsonObject(0).getString("date"));
    JsonObject ibit = newest.stream().map(o -> (JsonObject) o).filter(o -> o.getString("ticker").equals("IBIT"))
        .findFirst().orElseThrow();
    assertEquals("239300000.00", ibit.getString("flowUsd"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM etf_reported_flows WHERE ticker IN ('MSBT', 'ETHB') "
        + "AND issuer IS NOT NULL"));
    assertEquals(2, TestDb.count(server.db, "SELECT count(DISTINCT ticker) FROM etf_reported_flows "
        + "WHERE ticker IN ('MSBT', 'ETHB')"));
  }
}
