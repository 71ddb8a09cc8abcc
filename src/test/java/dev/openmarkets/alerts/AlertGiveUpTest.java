package dev.openmarkets.alerts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A receiver that never answers 2xx: its event is retried on the schedule until the give-up time
 * (here 2 s instead of 72 h, by configuration), then the event fails and the alert is paused with
 * its reason; events that come later wait in the outbox (nothing is dropped, nothing sent) until
 * the owner resumes the alert.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "alert_give_up", config = "config")
class AlertGiveUpTest {
  private TestServer server;
  private AlertHttp client;

  static JsonObject config() {
    return new JsonObject().put("alerts", new JsonObject().put("allowPrivateTargets", true).put("pollMillis", 100)
        .put("retryBaseMillis", 200).put("giveUpAfterMillis", 2_000));
  }

  @BeforeAll
  void setUp() {
    client = new AlertHttp(server, AlertHttp.newKey(server));
  }

  @Test
  void afterTheLastRetryTheAlertIsPausedWithItsReason() throws Exception {
    ThresholdFiles.load(server, "nasdaq", "20261120", "BASE");
    try (WebhookReceiver receiver = new WebhookReceiver(Integer.MAX_VALUE)) {
      String id = client.created(receiver.url(), "threshold-list", new JsonObject().put("market", "nasdaq")).getString("id");
      ThresholdFiles.load(server, "nasdaq", "20261123", "DOWN1");
      JsonObject alert = new JsonObject();
      long deadline = System.currentTimeMillis() + 20_000;
      while (!"paused".equals(alert.getString("status")) && System.currentTimeMillis() < deadline) {
        Thread.sleep(100);
        alert = new JsonObject(client.send("GET", "/api/alerts/" + id, null).body());
      }
      assertEquals("paused", alert.getString("status"), alert.encode());
      assertTrue(alert.getString("pausedReason").contains("last: HTTP 503"), alert.getString("pausedReason"));
      int tries = receiver.all().size();
      // retries 200, 400, 800 ms apart: three or four attempts fit in 2 s (with the 100 ms polls)
      assertTrue(tries >= 3 && tries <= 4, receiver.all().toString());

      JsonObject event = new JsonObject(client.send("GET", "/api/alerts/" + id + "/deliveries", null).body())
          .getJsonArray("data").getJsonObject(0);
      assertEquals("failed", event.getString("state"));
      assertEquals(tries, event.getJsonArray("tries").size());
      assertEquals(tries, event.getInteger("attempts"));

      ThresholdFiles.load(server, "nasdaq", "20261124", "LATER");
      Thread.sleep(1_000);
      assertEquals(tries, receiver.all().size(), "a paused alert sends nothing");
      JsonObject later = new JsonObject(client.send("GET", "/api/alerts/" + id + "/deliveries", null).body())
          .getJsonArray("data").getJsonObject(0);
      assertEquals("pending", later.getString("state"), "the later event waits in the outbox");

      // the receiver is back and the owner resumes the alert: the waiting event goes out
      receiver.recover();
      JsonObject resumed = new JsonObject(client.send("POST", "/api/alerts/" + id + "/resume", null).body());
      assertEquals("active", resumed.getString("status"));
      java.util.List<WebhookReceiver.Received> acked = receiver.awaitAcknowledged(1, 10_000);
      assertTrue(acked.get(0).body().contains("\"LATER\""), acked.get(0).body());
    }
  }
}
