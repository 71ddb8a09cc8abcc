package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * --demo loads the bundled sample filings (demo/sec-filings) through the import path and every SEC
 * endpoint serves them, marked as sample data. The samples are dated November 2026 and windows
 * end today, so the window checks use the widest windows (365 days), which hold until late 2027.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(demo = true)
class SecDemoApiTest {
  private TestServer server;

  private static List<Object> col(JsonArray rows, String field) {
    List<Object> out = new ArrayList<>();
    rows.forEach(r -> out.add(((JsonObject) r).getValue(field)));
    return out;
  }

  @Test
  void insidersOfASampleCompanyWithAcceptanceTimesFromTheSubmissionsFiles() throws Exception {
    JsonObject body = server.json("/api/markets/insiders/zznw");
    assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"));
    JsonArray tx = body.getJsonObject("data").getJsonArray("transactions");
    assertEquals(List.of("S", "P", "P", "P", "P", "P"), col(tx, "txCode"));
    JsonObject sale = tx.getJsonObject(0);
    assertEquals("Example Hal", sale.getString("insiderName"));
    assertEquals("109230.0000", sale.getString("valueUsd"));
    assertEquals("2026-11-23T21:11:09Z", sale.getString("filedAt"));
  }

  @Test
  void theReadmesTwoClusters() throws Exception {
    JsonArray rows = server.json("/api/markets/insiders/clusters?days=365").getJsonArray("data");
    assertEquals(List.of("ZZNW", "ZZBF"), col(rows, "ticker"));
    assertEquals(List.of(4, 3), col(rows, "insiders"));
    assertEquals(List.of(5, 3), col(rows, "trades"));
    assertEquals(List.of("618900.0000", "133350.0000"), col(rows, "valueUsd"));
    JsonObject top = rows.getJsonObject(0).getJsonArray("buyers").getJsonObject(0);
    assertEquals("Placeholder Dana", top.getString("name"));
    assertEquals("Director, 10% Owner", top.getString("title"));
  }

  @Test
  void plannedSaleLargeHoldersAndTheSampleFund() throws Exception {
    JsonArray sales = server.json("/api/markets/planned-sales?days=365").getJsonArray("data");
    assertEquals(List.of("ZZNW"), col(sales, "ticker"));
    assertEquals("2026-11-19T15:12:44Z", sales.getJsonObject(0).getString("filedAt"));
    JsonArray holders = server.json("/api/markets/large-holders?days=365&sort=percent").getJsonArray("data");
    assertEquals(List.of("7.4", "7.4", "5.6"), col(holders, "percentOfClass"));
    assertEquals(List.of("ZZBF", "ZZBF", "ZZNW"), col(holders, "ticker"));

    assertTrue(col(server.json("/api/markets/funds").getJsonArray("data"), "slug").contains("example-capital"));
    JsonObject fund = server.json("/api/markets/funds/example-capital").getJsonObject("data");
    assertEquals("2026-09-30", fund.getString("quarter"));
    JsonArray h = fund.getJsonArray("holdings");
    assertEquals(5, h.size());
    assertEquals("EXAMPLE UTILITIES CO", h.getJsonObject(0).getString("issuerName"));
    assertEquals(List.of("example-capital"), col(server.json("/api/markets/funds?ticker=zznw").getJsonArray("data"), "slug"));
  }
}
