package dev.openmarkets.sec.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Company facts through `import` on a real PostgreSQL: a later file restates a quarter (and drops
 * one), re-importing changes nothing, the bulk zip loads every company in one file, a malformed
 * file is rejected whole, and the three endpoints answer: unknown tickers 404, buybacks largest
 * first, a bitcoin holder whose units fail the fair-value check.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "sec_facts_import", config = "config")
class SecFactsImportTest {
  private TestServer server;

  static JsonObject config() {
    return new JsonObject().put("secFacts",
        new JsonObject().put("bitcoinHolders", new JsonArray().add("COIN1").add("COIN2").add("NOFACTS")));
  }

  @BeforeAll
  void start() throws Exception {
    load("sec-tickers", "company_tickers.json", "{\"0\":{\"cik_str\":31,\"ticker\":\"ALFA\",\"title\":\"Alfa Inc\"},"
        + "\"1\":{\"cik_str\":32,\"ticker\":\"BRAV\",\"title\":\"Bravo Corp\"},"
        + "\"2\":{\"cik_str\":33,\"ticker\":\"CHAR\",\"title\":\"Charlie Co\"},"
        + "\"3\":{\"cik_str\":34,\"ticker\":\"COIN1\",\"title\":\"Coin One\"},"
        + "\"4\":{\"cik_str\":35,\"ticker\":\"COIN2\",\"title\":\"Coin Two\"},"
        + "\"5\":{\"cik_str\":36,\"ticker\":\"NOFACTS\",\"title\":\"No Facts Inc\"}}");
  }

  private FileOutcome load(String dataset, String name, String content) throws Exception {
    return Ingest.load(server, dataset, name, content);
  }

  private FileOutcome load(FactsJson f) throws Exception {
    return Ingest.load(server, "financials", new UpstreamFile(f.fileName(), f.bytes()));
  }

  private static List<Object> col(JsonArray rows, String field) {
    List<Object> out = new ArrayList<>();
    rows.forEach(r -> out.add(((JsonObject) r).getValue(field)));
    return out;
  }

  private static FactsJson alfa(String q2Income, String q2Accn, String q2Filed, boolean withQ1) {
    FactsJson f = new FactsJson(31, "Alfa Inc");
    if (withQ1) {
      f.usd("NetIncomeLoss", "2025-01-01", "2025-03-31", "10", "0000000031-25-000001", "10-Q", 2025, "Q1", "2025-05-01");
    }
    return f.usd("NetIncomeLoss", "2025-04-01", "2025-06-30", "20", "0000000031-25-000002", "10-Q", 2025, "Q2",
            "2025-08-01")
        .usd("NetIncomeLoss", "2025-04-01", "2025-06-30", q2Income, q2Accn, "10-Q", 2025, "Q3", q2Filed);
  }

  @Test
  void aLaterFileRestatesAndReimportChangesNothing() throws Exception {
    FileOutcome first = load(alfa("20", "0000000031-25-000002", "2025-08-01", true));
    assertTrue(first.loaded(), first.describe());
    FileOutcome again = load(alfa("20", "0000000031-25-000002", "2025-08-01", true));
    assertFalse(again.counts().changedAnything(), again.describe());

    // SEC's next file: Q2 restated by a later 10-Q, Q1 gone
    assertTrue(load(alfa("18", "0000000031-25-000003", "2025-11-01", false)).loaded());
    JsonArray q = server.json("/api/markets/financials?symbol=ALFA").getJsonObject("data").getJsonArray("quarterly");
    assertEquals(List.of("CY2025Q2"), col(q, "frame"));
    assertEquals(18, q.getJsonObject(0).getInteger("netIncome"));
    assertEquals("0000000031-25-000003", q.getJsonObject(0).getString("accessionNo"));
    // as of before the restatement: Q2 as first filed, and Q1, closed by the later file, not deleted
    JsonArray then = server.json("/api/markets/financials?symbol=ALFA&asOf=2025-09-01").getJsonObject("data")
        .getJsonArray("quarterly");
    assertEquals(List.of("CY2025Q2", "CY2025Q1"), col(then, "frame"));
    assertEquals(List.of(20, 10), col(then, "netIncome"));
    assertEquals(List.of("2025-08-02T03:59:59.999Z", "2025-05-02T03:59:59.999Z"), col(then, "knownAt"));
  }

  @Test
  void unknownTickerIs404AndAKnownOneWithoutFactsIsEmpty() throws Exception {
    assertEquals(404, server.get("/api/markets/financials?symbol=ZZZZ").statusCode());
    JsonObject body = server.json("/api/markets/financials?symbol=nofacts");
    JsonObject data = body.getJsonObject("data");
    assertEquals("NOFACTS", data.getString("symbol"));
    assertEquals("0000000036", data.getString("cik"));
    assertTrue(data.getJsonArray("quarterly").isEmpty());
    assertTrue(data.getJsonArray("annual").isEmpty());
    assertTrue(data.getJsonObject("latest").getValue("assets") == null);
  }

  private static byte[] zip(FactsJson... files) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bytes)) {
      for (FactsJson f : files) {
        z.putNextEntry(new ZipEntry(f.fileName()));
        z.write(f.bytes());
        z.closeEntry();
      }
    }
    return bytes.toByteArray();
  }

  private static FactsJson buyer(long cik, String name, String buybacks2024, String buybacks2025) {
    String k24 = String.format("%010d-25-000010", cik);
    String k25 = String.format("%010d-26-000010", cik);
    FactsJson f = new FactsJson(cik, name)
        .usd("Revenues", "2024-01-01", "2024-12-31", "1000", k24, "10-K", 2024, "FY", "2025-02-15")
        .usd("NetIncomeLoss", "2024-01-01", "2024-12-31", "100", k24, "10-K", 2024, "FY", "2025-02-15")
        .usd("PaymentsForRepurchaseOfCommonStock", "2024-01-01", "2024-12-31", buybacks2024, k24, "10-K", 2024, "FY",
            "2025-02-15");
    if (buybacks2025 != null) {
      f.usd("Revenues", "2025-01-01", "2025-12-31", "1200", k25, "10-K", 2025, "FY", "2026-02-15")
          .usd("PaymentsForRepurchaseOfEquity", "2025-01-01", "2025-12-31", buybacks2025, k25, "10-K", 2025, "FY",
              "2026-02-15");
    }
    return f;
  }

  @Test
  void bulkZipAndBuybacksLargestFirst() throws Exception {
    byte[] bulk = zip(buyer(32, "Bravo Corp", "900", "50"), buyer(33, "Charlie Co", "300", null));
    FileOutcome o = Ingest.load(server, "financials", new UpstreamFile("companyfacts.zip", bulk));
    assertTrue(o.loaded(), o.describe());
    JsonArray rows = server.json("/api/markets/buybacks").getJsonArray("data");
    List<Object> tickers = col(rows, "ticker");
    assertTrue(tickers.indexOf("CHAR") < tickers.indexOf("BRAV"), "latest years: 300 (2024) before 50 (2025)");
    JsonObject bravo = rows.getJsonObject(tickers.indexOf("BRAV"));
    assertEquals("50", bravo.getString("buybacks"));
    assertEquals("2025-12-31", bravo.getString("end"));
    assertEquals("CY2025", bravo.getString("frame"));
    assertEquals("1200", bravo.getString("revenue"));
    assertEquals(null, bravo.getValue("netIncome"));
    assertEquals("Bravo Corp", bravo.getString("name"));
    assertEquals("0000000032", bravo.getString("cik"));
    for (int i = 1; i < rows.size(); i++) {
      assertTrue(new java.math.BigDecimal(rows.getJsonObject(i - 1).getString("buybacks"))
          .compareTo(new java.math.BigDecimal(rows.getJsonObject(i).getString("buybacks"))) >= 0);
    }
    String csv = server.get("/api/markets/buybacks/csv").body();
    assertTrue(csv.startsWith("buybacks,cik,end,frame,name,net_income,revenue,ticker,fiscal_year,accession_no\n"), csv);
  }

  @Test
  void aMalformedFileIsRejectedWhole() throws Exception {
    FileOutcome o = Ingest.load(server, "financials", new UpstreamFile("companyfacts-bad.zip",
        zip(buyer(40, "Good Co", "1", null), new FactsJson(41, "Bad Co")
            .usd("Revenues", "2024-01-01", "not-a-date", "1", "0000000041-25-000001", "10-K", 2024, "FY", "2025-01-01"))));
    assertFalse(o.loaded());
    assertTrue(o.reason().contains("CIK0000000041.json"), o.reason());
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM financial_years WHERE cik = '0000000040'"));
  }

  @Test
  void bitcoinHolderWhoseUnitsFailTheCheck() throws Exception {
    String a = "0000000034-25-000001";
    load(new FactsJson(34, "Coin One")
        .fact("us-gaap", "CryptoAssetNumberOfUnits", "pure", null, "2025-09-30", "500", a, "10-Q", 2025, "Q3", "2025-11-01")
        .usd("CryptoAssetFairValueNoncurrent", null, "2025-09-30", "57000000", a, "10-Q", 2025, "Q3", "2025-11-01")
        .usd("CryptoAssetCost", null, "2025-09-30", "20000000", a, "10-Q", 2025, "Q3", "2025-11-01"));
    String b = "0000000035-26-000001";
    load(new FactsJson(35, "Coin Two")
        .fact("us-gaap", "CryptoAssetNumberOfUnits", "pure", null, "2025-12-31", "2", b, "10-K", 2025, "FY", "2026-02-01")
        .usd("CryptoAssetFairValueCurrent", null, "2025-12-31", "175000000", b, "10-K", 2025, "FY", "2026-02-01"));
    JsonArray rows = server.json("/api/markets/bitcoin-treasuries").getJsonArray("data");
    assertEquals(List.of("COIN2", "COIN1"), col(rows, "ticker"), "largest fair value first");
    JsonObject two = rows.getJsonObject(0);
    assertFalse(two.getBoolean("unitsReliable"), "87.5 million dollars per unit");
    assertEquals("10-K", two.getString("form"));
    assertEquals("2025-12-31", two.getString("asOf"));
    JsonObject one = rows.getJsonObject(1);
    assertTrue(one.getBoolean("unitsReliable"));
    assertEquals(114000, one.getInteger("impliedPrice"));
    assertEquals("0000000034", one.getString("cik"));
    assertEquals("Coin One", one.getString("name"));
  }
}
