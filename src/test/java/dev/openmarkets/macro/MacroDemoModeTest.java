package dev.openmarkets.macro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** --demo: the macro family's bundled samples load through the import path and every endpoint answers rows. */
@Tag("db")
@WithServer(demo = true)
class MacroDemoModeTest {
  private static TestServer server;

  @Test
  void everyMacroEndpointAnswersRowsOnDemo() throws Exception {
    for (String path : List.of("/api/markets/cot", "/api/markets/cot/gold", "/api/markets/cot/crude-oil",
        "/api/markets/cot/sp500", "/api/markets/cot/euro-fx", "/api/markets/cot/corn", "/api/markets/fed-liquidity",
        "/api/markets/fed-liquidity?series=SOFR", "/api/markets/macro", "/api/markets/macro?series=ust-10y-2y",
        "/api/markets/rates", "/api/markets/rates/us", "/api/markets/rates/xm")) {
      JsonObject body = server.json(path);
      assertTrue(body.getJsonArray("data").size() > 0, path);
      assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"), body.getString("attribution"));
    }
    JsonArray cot = server.json("/api/markets/cot").getJsonArray("data");
    assertEquals(9, cot.size());
    assertTrue(cot.stream().map(o -> (JsonObject) o).anyMatch(o -> o.getValue("cotIndex") != null));
    JsonArray weeks = server.json("/api/markets/fed-liquidity").getJsonArray("data");
    assertEquals(52, weeks.size());
    assertTrue(weeks.stream().map(o -> (JsonObject) o).allMatch(o -> o.getString("netLiquidity") != null));
    assertEquals(6, server.json("/api/markets/rates").getJsonArray("data").size());
  }
}
