package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** --demo: the family's own sample files load through the import path and every gov endpoint answers rows. */
@Tag("db")
@WithServer(demo = true)
class GovDemoModeTest {
  private static TestServer server;

  @Test
  void demoServesEveryGovDatasetLabelledAsSampleData() throws Exception {
    for (String path : List.of("treasury-auctions", "treasury-auctions?term=10-Year&upcoming=true",
        "federal-contracts", "federal-contracts?by=ticker", "federal-contracts?by=agency",
        "federal-contracts?listed=true", "federal-contracts/matches", "calendar", "calendar?importance=high", "calendar?source=bea",
        "calendar?source=census", "calendar?source=dol")) {
      JsonObject body = server.json("/api/markets/" + path);
      assertTrue(body.getJsonArray("data").size() > 0, path);
      assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"), body.getString("attribution"));
    }
    // the demo clock's window (2026-11-16 .. 2026-12-23) holds the samples' BEA, Census and claims releases
    List<String> ids = server.json("/api/markets/calendar").getJsonArray("data").stream()
        .map(o -> ((JsonObject) o).getString("id")).toList();
    for (String id : List.of("bea-gdp-second-2026-q3", "bea-pce-price-2026-10", "census-retail-sales-2026-10",
        "census-durable-goods-2026-10", "dol-claims-2026-11-21")) {
      assertTrue(ids.contains(id), id + " in " + ids);
    }
  }
}
