package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** --demo: the bundled sample files load through the import path and every endpoint serves, labelled as samples. */
@Tag("db")
@WithServer(demo = true)
class DemoModeTest {
  private static TestServer server;

  @Test
  void demoServesEveryShortSaleDatasetLabelledAsSampleData() throws Exception {
    for (String ds : List.of("short-interest", "short-volume", "fails-to-deliver", "threshold-list")) {
      JsonObject body = server.json("/api/markets/" + ds);
      assertTrue(body.getJsonArray("data").size() > 0, ds);
      assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"), body.getString("attribution"));
      assertTrue(body.getString("updatedAt") != null, ds);
    }
  }
}
