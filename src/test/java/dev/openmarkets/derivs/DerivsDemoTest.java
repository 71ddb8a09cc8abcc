package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** --demo: the bundled derivs samples load through the import path and every endpoint answers rows. */
@Tag("db")
@WithServer(demo = true)
class DerivsDemoTest {
  private static TestServer server;

  @Test
  void everyDerivsEndpointAnswersRowsOnDemo() throws Exception {
    for (String c : List.of("btc", "eth")) {
      JsonObject body = server.json("/api/markets/options/" + c + "?history=dvol");
      JsonObject data = body.getJsonObject("data");
      assertTrue(data.getJsonArray("expiries").size() >= 3, c);
      assertNotNull(data.getJsonArray("expiries").getJsonObject(0).getValue("maxPain"), c);
      assertNotNull(data.getValue("dvolChange24h"), c);
      assertEquals(49, data.getJsonArray("dvolHistory").size(), c);
      assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"));
      assertTrue(server.get("/api/markets/options/" + c + "/csv").body().split("\n").length >= 4, c);
    }
    // the demo leaderboard picks its two accounts above the value floor, best month PnL first
    // (0x..d3a03 made more but is worth 184,220.10; 0x..d3a04 is worth 95,000)
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM whale_leaderboard"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM whale_leaderboard WHERE rank = 1 AND address = "
        + "'0x00000000000000000000000000000000000d3a02' AND pnl = 812455.30 AND time_window = 'month'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM whale_leaderboard WHERE rank = 2 AND address = "
        + "'0x00000000000000000000000000000000000d3a01' AND display_name IS NULL"));
    JsonObject whales = server.json("/api/markets/whales").getJsonObject("data");
    assertEquals("2026-11-20T12:00:00Z", whales.getString("ts"));
    assertTrue(whales.getJsonArray("positions").size() >= 4);
    // every position shown is a tracked leaderboard account's
    assertTrue(whales.getJsonArray("positions").stream().map(o -> ((JsonObject) o).getString("address"))
        .allMatch(a -> TestDb.count(server.db, "SELECT count(*) FROM whale_leaderboard WHERE address = '" + a + "'") == 1));
    assertEquals(List.of("flip", "close", "open", "increase"), whales.getJsonArray("moves").stream()
        .map(o -> ((JsonObject) o).getString("action")).toList());
    assertTrue(server.json("/api/markets/whales/btc").getJsonObject("data").getJsonArray("positions").size() >= 2);
    assertTrue(server.get("/api/markets/whales/csv").body().split("\n").length >= 5);
    assertEquals(404, server.get("/api/markets/whales/nosuchcoin").statusCode());
  }
}
