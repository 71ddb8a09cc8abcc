package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** --demo: the family's own sample files load through the import path and every gov endpoint answers rows. */
@Tag("db")
class GovDemoModeTest {

  @Test
  void demoServesEveryGovDatasetLabelledAsSampleData() throws Exception {
    try (TestServer s = TestServer.demo()) {
      for (String path : List.of("treasury-auctions", "treasury-auctions?term=10-Year&upcoming=true",
          "federal-contracts", "federal-contracts?by=ticker", "federal-contracts?by=agency",
          "federal-contracts?listed=true", "federal-contracts/matches", "calendar", "calendar?importance=high")) {
        JsonObject body = s.json("/api/markets/" + path);
        assertTrue(body.getJsonArray("data").size() > 0, path);
        assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"), body.getString("attribution"));
      }
    }
  }
}
