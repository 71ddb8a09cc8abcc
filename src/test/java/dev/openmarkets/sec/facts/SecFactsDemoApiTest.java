package dev.openmarkets.sec.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * --demo loads the bundled sample company facts (demo/sec-facts) through the import path, and
 * the three endpoints the real client calls (financials("ZZEX"), buybacks(), bitcoin_treasuries())
 * answer with the envelope, marked as sample data, with the values the sample files imply.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(demo = true)
class SecFactsDemoApiTest {
  private TestServer server;

  private static List<Object> col(JsonArray rows, String field) {
    List<Object> out = new ArrayList<>();
    rows.forEach(r -> out.add(((JsonObject) r).getValue(field)));
    return out;
  }

  @Test
  void financialsOfTheSampleCompany() throws Exception {
    JsonObject body = server.json("/api/markets/financials?symbol=zzex");
    assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"));
    assertEquals("openmarkets.test", body.getString("source"));
    JsonObject data = body.getJsonObject("data");
    assertEquals("ZZEX", data.getString("symbol"));
    assertEquals("0009990701", data.getString("cik"));
    assertEquals("Example Devices Inc.", data.getString("name"));
    JsonObject latest = data.getJsonObject("latest");
    assertEquals("2025-12-31", latest.getString("end"));
    assertEquals(1100000000L, latest.getLong("cash"));
    assertEquals(1800000000L, latest.getLong("debt"));
    assertEquals(3400000000L, latest.getLong("equity"));
    assertEquals(7600000000L, latest.getLong("assets"));
    assertEquals(396500000L, latest.getLong("sharesOutstanding"));
    assertEquals("2026-02-10", latest.getString("sharesDate"));
    JsonArray q = data.getJsonArray("quarterly");
    assertEquals(List.of("CY2025Q4", "CY2025Q3", "CY2025Q2", "CY2025Q1", "CY2024Q4", "CY2024Q3", "CY2024Q2",
        "CY2024Q1"), col(q, "frame"));
    assertEquals(List.of(true, false, false, false, true, false, false, false), col(q, "derived"));
    JsonObject q4 = q.getJsonObject(0);
    // 6020000000 - (1400000000 + 1450000000 + 1500000000); 1000000000 - (230000000 + 235000000 + 250000000)
    assertEquals(1670000000L, q4.getLong("revenue"));
    assertEquals(285000000L, q4.getLong("netIncome"));
    assertNull(q4.getValue("epsDiluted"));
    JsonObject q2 = q.getJsonObject(2);
    assertEquals(235000000L, q2.getLong("netIncome"), "the restated figure");
    assertEquals("0.59", q2.getValue("epsDiluted").toString());
    assertEquals("0009990701-25-000003", q2.getString("accessionNo"));
    JsonArray annual = data.getJsonArray("annual");
    assertEquals(List.of(2025, 2024), col(annual, "fiscalYear"));
    assertEquals(650000000L, annual.getJsonObject(0).getLong("buybacks"));
    assertEquals(160000000L, annual.getJsonObject(0).getLong("dividends"));
    assertEquals(1300000000L, annual.getJsonObject(0).getLong("operatingCashFlow"));
  }

  @Test
  void theRealClientsFinancialsAaplAnswersWithTheEnvelopeAndNoInventedFigures() throws Exception {
    // the demo ticker map knows AAPL, but no sample facts are made up for a real company
    JsonObject body = server.json("/api/markets/financials?symbol=AAPL");
    assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"));
    assertEquals("https://openmarkets.test/docs/financials", body.getString("docs"));
    JsonObject data = body.getJsonObject("data");
    assertEquals("0000320193", data.getString("cik"));
    assertEquals("Apple Inc.", data.getString("name"), "from the ticker map");
    assertTrue(data.getJsonArray("quarterly").isEmpty());
    assertNull(data.getJsonObject("latest").getValue("cash"));
  }

  @Test
  void financialsCsvExportsTheQuarters() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/financials/csv?symbol=ZZAC");
    assertEquals(200, r.statusCode());
    List<String> lines = r.body().lines().toList();
    assertEquals("frame,start,end,derived,revenue,net_income,eps_diluted,eps_kind,revenue_concept,accession_no,filed",
        lines.get(0));
    assertEquals("CY2025Q4,2025-11-02,2026-01-31,true,1125000000,72500000,,,SalesRevenueNet,0009990702-26-000014,"
        + "2026-03-20", lines.get(1));
    assertEquals("CY2025Q3,2025-08-03,2025-11-01,false,905000000,-5000000,-0.05,basic,SalesRevenueNet,"
        + "0009990702-25-000013,2025-12-04", lines.get(2));
  }

  @Test
  void buybacksLargestFirst() throws Exception {
    JsonObject body = server.json("/api/markets/buybacks");
    assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"));
    JsonArray rows = body.getJsonArray("data");
    assertEquals(List.of("ZZAC", "ZZEX", "ZZSA"), col(rows, "ticker"));
    JsonObject top = rows.getJsonObject(0);
    assertEquals("1200000000", top.getString("buybacks"));
    assertEquals("0009990702", top.getString("cik"));
    assertEquals("2026-01-31", top.getString("end"));
    assertEquals("CY2025", top.getString("frame"));
    assertEquals("Acme Retail Corp", top.getString("name"));
    assertEquals("152000000", top.getString("netIncome"));
    assertEquals("3710000000", top.getString("revenue"));
    assertEquals(2025, top.getInteger("fiscalYear"), "the 10-K's fiscal year, ending January 2026");
  }

  @Test
  void bitcoinTreasuriesWithTheUnitsCheck() throws Exception {
    JsonObject body = server.json("/api/markets/bitcoin-treasuries");
    assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"));
    JsonArray rows = body.getJsonArray("data");
    assertEquals(List.of("ZZMS", "ZZSA", "ZZHD"), col(rows, "ticker"));
    JsonObject moon = rows.getJsonObject(0);
    assertEquals("Moonshot Software Inc.", moon.getString("name"), "from the ticker map: no company facts");
    assertEquals("0009990705-26-000041", moon.getString("accessionNo"));
    assertTrue(moon.getBoolean("unitsReliable"));
    JsonObject sato = rows.getJsonObject(1);
    assertEquals("2025-12-31", sato.getString("asOf"));
    assertEquals(12500, sato.getInteger("units"));
    assertEquals(1093750000L, sato.getLong("fairValueUsd"));
    assertEquals(830000000L, sato.getLong("costUsd"));
    assertEquals("10-K", sato.getString("form"));
    assertTrue(sato.getBoolean("unitsReliable"));
    // the exact digits as sent (the JSON tree above reads numbers as doubles)
    String raw = server.get("/api/markets/bitcoin-treasuries").body();
    assertTrue(raw.contains("\"impliedPrice\":87500.00,"), raw);
    assertTrue(raw.contains("\"units\":40250.5,"), raw);
    assertTrue(raw.contains("\"impliedPrice\":87502.02,"), raw);
    assertTrue(raw.contains("\"impliedPrice\":114062500.00,"), raw);
    JsonObject hodl = rows.getJsonObject(2);
    assertFalse(hodl.getBoolean("unitsReliable"), "3.2 units against 365 million dollars");
    assertEquals("10-Q", hodl.getString("form"));
  }

  @Test
  void unknownTickerIs404AndMissingSymbol400() throws Exception {
    assertEquals(404, server.get("/api/markets/financials?symbol=NOPE").statusCode());
    assertEquals(400, server.get("/api/markets/financials").statusCode());
    assertEquals(400, server.get("/api/markets/financials?symbol=bad!").statusCode());
  }
}
