package dev.openmarkets.alerts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Detection and delivery over real HTTP, to receivers the test starts, every delivery checked by
 * the official Standard Webhooks library: each new row fires once with the row as the dataset's
 * answer shows it; a receiver that answers 503 for a while gets every event, each webhook-id
 * acknowledged once, in order; during a rotation both secrets' signatures are present; the log
 * shows the attempts and a replay sends the events again with their ids. Each test watches its
 * own market's list, so the tests do not see each other's rows.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "alert_delivery", config = "config")
class AlertDeliveryTest {
  private TestServer server;
  private AlertHttp client;

  static JsonObject config() {
    return new JsonObject().put("alerts", new JsonObject()
        .put("allowPrivateTargets", true)
        .put("retryBaseMillis", 200)
        .put("pollMillis", 100));
  }

  @BeforeAll
  void setUp() throws Exception {
    OfficialVerifier.require();
    client = new AlertHttp(server, AlertHttp.newKey(server));
  }

  @Test
  void eachNewRowFiresOnceSignedAndShownAsTheDatasetShowsIt() throws Exception {
    ThresholdFiles.load(server, "nasdaq", "20261120", "OLDA", "OLDB");
    try (WebhookReceiver receiver = new WebhookReceiver(0)) {
      JsonObject alert = client.created(receiver.url(), "threshold-list", new JsonObject().put("market", "nasdaq"));
      ThresholdFiles.load(server, "nasdaq", "20261123", "NEWA", "NEWB");
      List<WebhookReceiver.Received> got = receiver.awaitAcknowledged(2, 20_000);
      OfficialVerifier.assertAllValid(alert.getString("secret"), got);

      JsonArray rows = new JsonObject(server.get("/api/markets/threshold-list?market=nasdaq").body()).getJsonArray("data");
      for (int i = 0; i < 2; i++) {
        JsonObject body = new JsonObject(got.get(i).body());
        assertEquals("alert.row", body.getString("type"));
        assertEquals(alert.getString("id"), body.getString("alert"));
        assertEquals("threshold-list", body.getString("dataset"));
        assertTrue(body.getString("timestamp").endsWith("Z"), body.getString("timestamp"));
        assertEquals(new JsonArray().add(rows.getJsonObject(i)), body.getJsonArray("data"), "the row as the GET shows it");
      }
      assertNotEquals(got.get(0).id(), got.get(1).id());

      // the same list again changes nothing; a list with one more symbol fires for that one only
      ThresholdFiles.load(server, "nasdaq", "20261123", "NEWA", "NEWB");
      ThresholdFiles.load(server, "nasdaq", "20261123", "NEWA", "NEWB", "NEWC");
      List<WebhookReceiver.Received> after = receiver.awaitAcknowledged(3, 20_000);
      assertTrue(after.get(2).body().contains("\"NEWC\""), after.get(2).body());
      Thread.sleep(500);
      assertEquals(3, receiver.all().size(), "nothing sent twice: " + receiver.all());
    }
  }

  @Test
  void aReceiverAnswering503ForAWhileGetsEveryEventOnceInOrder() throws Exception {
    ThresholdFiles.load(server, "nyse", "20261120", "BASE");
    try (WebhookReceiver receiver = new WebhookReceiver(4)) {
      JsonObject alert = client.created(receiver.url(), "threshold-list", new JsonObject().put("market", "nyse"));
      String id = alert.getString("id");
      ThresholdFiles.load(server, "nyse", "20261123", "R1", "R2", "R3");
      ThresholdFiles.load(server, "nyse", "20261124", "R4", "R5");
      List<WebhookReceiver.Received> acked = receiver.awaitAcknowledged(5, 30_000);
      OfficialVerifier.assertAllValid(alert.getString("secret"), receiver.all());

      List<String> outboxOrder = new ArrayList<>();
      for (Object o : new JsonObject(client.send("GET", "/api/alerts/" + id + "/deliveries", null).body()).getJsonArray("data")) {
        outboxOrder.add(0, ((JsonObject) o).getString("webhookId"));
      }
      List<String> ackedIds = acked.stream().map(WebhookReceiver.Received::id).toList();
      assertEquals(outboxOrder, ackedIds, "every event acknowledged once, in the outbox's order");
      assertEquals(5, new LinkedHashSet<>(ackedIds).size());
      // the first event was tried until the receiver came back, and nothing passed it meanwhile
      List<WebhookReceiver.Received> all = receiver.all();
      for (int i = 0; i < 4; i++) {
        assertEquals(503, all.get(i).answered());
        assertEquals(ackedIds.get(0), all.get(i).id(), "the URL's first event blocks the ones after it");
      }
      assertEquals(ackedIds.get(0), all.get(4).id());
      assertEquals(9, all.size(), "4 refusals, then each event once: " + all);
      List<String> symbols = acked.stream().map(r -> new JsonObject(r.body()).getJsonArray("data").getJsonObject(0)
          .getString("symbol")).toList();
      assertEquals(List.of("R1", "R2", "R3", "R4", "R5"), symbols);

      JsonObject first = new JsonObject(client.send("GET", "/api/alerts/" + id + "/deliveries", null).body())
          .getJsonArray("data").getJsonObject(4);
      assertEquals("delivered", first.getString("state"));
      assertEquals(5, first.getInteger("attempts"));
      assertEquals(503, first.getJsonArray("tries").getJsonObject(0).getInteger("status"));
      assertEquals(200, first.getJsonArray("tries").getJsonObject(4).getInteger("status"));
    }
    // /stats and /metrics count the outbox (every node recounts it every 5 s)
    long deadline = System.currentTimeMillis() + 15_000;
    JsonObject stats = server.json("/stats").getJsonObject("alerts");
    while (stats.getLong("delivered") < 5 && System.currentTimeMillis() < deadline) {
      Thread.sleep(200);
      stats = server.json("/stats").getJsonObject("alerts");
    }
    assertTrue(stats.getLong("delivered") >= 5, stats.encode());
    assertEquals(0L, stats.getLong("failed"), stats.encode());
    String metrics = server.get("/metrics").body();
    for (String line : List.of("openmarkets_alerts_outbox{state=\"pending\"}", "openmarkets_alerts_outbox{state=\"delivered\"}",
        "openmarkets_alerts_outbox{state=\"failed\"}", "openmarkets_alerts_oldest_pending_seconds ")) {
      assertTrue(metrics.contains(line), line + " in /metrics");
    }
  }

  @Test
  void duringARotationBothSecretsSignAndAReplaySendsTheSameIdsAgain() throws Exception {
    ThresholdFiles.load(server, "cboe", "20261120", "CB0");
    try (WebhookReceiver receiver = new WebhookReceiver(0)) {
      JsonObject alert = client.created(receiver.url(), "threshold-list", new JsonObject().put("market", "cboe"));
      String id = alert.getString("id");
      String before = java.time.Instant.now().minusSeconds(1).toString();
      HttpResponse<String> rotated = client.send("POST", "/api/alerts/" + id + "/rotate-secret", null);
      assertEquals(200, rotated.statusCode(), rotated.body());
      String newSecret = new JsonObject(rotated.body()).getString("secret");
      ThresholdFiles.load(server, "cboe", "20261123", "CB1", "CB2");
      List<WebhookReceiver.Received> got = receiver.awaitAcknowledged(2, 20_000);
      for (WebhookReceiver.Received r : got) {
        assertEquals(2, r.signature().split(" ").length, "two signatures while the secret rotates: " + r.signature());
      }
      OfficialVerifier.assertAllValid(alert.getString("secret"), got);
      OfficialVerifier.assertAllValid(newSecret, got);
      List<String> wrong = OfficialVerifier.verdicts(SecretBox.whsec(SecretBox.newSecret()), got);
      assertTrue(wrong.stream().noneMatch("ok"::equals), "another secret does not verify: " + wrong);

      HttpResponse<String> replay = client.send("POST", "/api/alerts/" + id + "/replay?since=" + before, null);
      assertEquals(202, replay.statusCode(), replay.body());
      assertEquals(2, new JsonObject(replay.body()).getInteger("replayed"));
      List<WebhookReceiver.Received> again = receiver.awaitAcknowledged(4, 20_000);
      assertEquals(got.get(0).id(), again.get(2).id());
      assertEquals(got.get(1).id(), again.get(3).id());
      assertEquals(got.get(0).body(), again.get(2).body());
      assertEquals(400, client.send("POST", "/api/alerts/" + id + "/replay?since=yesterday", null).statusCode());
    }
  }

  @Test
  void evenWithPrivateTargetsAllowedMetadataAndLinkLocalAreRefused() throws Exception {
    for (String url : List.of("http://169.254.169.254/latest/meta-data/", "http://[fe80::1]/x", "http://168.63.129.16/")) {
      HttpResponse<String> r = client.create(url, "threshold-list", new JsonObject());
      assertEquals(400, r.statusCode(), url + ": " + r.body());
      assertTrue(r.body().contains("never a receiver"), r.body());
    }
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM alerts WHERE url LIKE '%169.254%'"));
  }
}
