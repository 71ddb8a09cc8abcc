package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** --demo: every analytics endpoint answers rows from the bundled samples; unknown slugs are 404. */
@Tag("db")
@WithServer(demo = true)
class AnalyticsDemoTest {
  private static TestServer server;

  @Test
  void everyEndpointAnswersRowsOnDemo() throws Exception {
    for (String path : List.of("predictions", "etf-flows", "sentiment", "sentiment/btc", "signals")) {
      JsonObject body = server.json("/api/markets/" + path);
      assertFalse(body.getJsonArray("data").isEmpty(), path);
      assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"), path);
    }
    JsonObject market = server.json("/api/markets/predictions/demo-fed-cut-50bps-december-2026").getJsonObject("data");
    assertEquals(2, market.getJsonArray("history").size());
    // 0.0760 - 0.0820
    assertEquals("-0.006", market.getValue("change24h").toString().replaceAll("0+$", ""));
    JsonObject btc = server.json("/api/markets/signals/btc").getJsonObject("data");
    assertNotNull(btc.getValue("composite"));
    assertNotNull(btc.getJsonObject("news"));
    assertFalse(btc.getJsonArray("history").isEmpty());
    // IBIT 3 days, ARKB 2, BITB 2, and the Farside-style FBTC and GBTC 3 each
    assertEquals(13, server.json("/api/markets/etf-flows?asset=btc&days=3").getJsonArray("data").size());
    assertEquals(404, server.get("/api/markets/predictions/no-such-market").statusCode());
    assertEquals(404, server.get("/api/markets/sentiment/no-such-asset").statusCode());
    assertEquals(404, server.get("/api/markets/signals/no-such-asset").statusCode());
  }
}
