package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** --demo: the bundled sample files load through the import path and every endpoint serves, labelled as samples. */
@Tag("db")
class DemoModeTest {

  @Test
  void demoServesEveryShortSaleDatasetLabelledAsSampleData() throws Exception {
    try (TestServer s = TestServer.demo()) {
      for (String ds : List.of("short-interest", "short-volume", "fails-to-deliver", "threshold-list")) {
        JsonObject body = s.json("/api/markets/" + ds);
        assertTrue(body.getJsonArray("data").size() > 0, ds);
        assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"), body.getString("attribution"));
        assertTrue(body.getString("updatedAt") != null, ds);
      }
    }
  }
}
