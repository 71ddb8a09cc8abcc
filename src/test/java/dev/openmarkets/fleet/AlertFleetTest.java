package dev.openmarkets.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.alerts.AlertHttp;
import dev.openmarkets.alerts.OfficialVerifier;
import dev.openmarkets.alerts.ThresholdFiles;
import dev.openmarkets.alerts.WebhookReceiver;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Delivery once per fleet with takeover: two `serve` processes deliver alerts from one database
 * (one holds the alerts-delivery lease); an in-process node that never delivers writes 40 new
 * rows. The holder is killed with SIGKILL mid-stream; the other node delivers the rest: every
 * event reaches the receiver, the first arrivals in outbox order, at most the one in flight twice
 * (same webhook-id), each delivery verified by the official Standard Webhooks library. With
 * SIGTERM instead, the holder finishes and records the attempt in hand: nothing is sent twice.
 */
@Tag("db")
@Tag("fleet")
class AlertFleetTest {
  private static final int EVENTS = 40;

  @Test
  void killDashNineOfTheDeliveringNodeLosesNothing() throws Exception {
    stopTheHolderMidStream(true, "alert_fleet_kill");
  }

  /** SIGTERM: the holder ends the attempt in hand, records it and gives the lease up: nothing lost, nothing twice. */
  @Test
  void sigtermOfTheDeliveringNodeLosesNothingAndSendsNothingTwice() throws Exception {
    stopTheHolderMidStream(false, "alert_fleet_term");
  }

  private void stopTheHolderMidStream(boolean kill, String purpose) throws Exception {
    OfficialVerifier.require();
    Path dir = Files.createDirectories(Path.of("target", "alert-fleet-test", purpose));
    // every node of a fleet must open the same sealed secrets: one key file for all
    JsonObject alerts = new JsonObject().put("allowPrivateTargets", true).put("pollMillis", 100)
        .put("retryBaseMillis", 500).put("secretKeyFile", dir.resolve("alerts.key").toAbsolutePath().toString());
    Database db = TestDb.freshDatabase(purpose);
    Path conf = dir.resolve("fleet.json");
    Files.writeString(conf, new JsonObject().put("host", "127.0.0.1").put("httpInstances", 1).put("dbPoolSize", 4)
        .put("pollers", false).put("fleet", new JsonObject().put("leaseSeconds", 3)).put("alerts", alerts).encodePrettily());
    String url = dbUrl(db.url());
    try (WebhookReceiver receiver = new WebhookReceiver(0, 150);
        FleetNode a = FleetNode.start("alerts-a", conf, url, dir);
        FleetNode b = FleetNode.start("alerts-b", conf, url, dir);
        TestServer writer = TestServer.start(db, new JsonObject().put("fleet", new JsonObject().put("leaseSeconds", 3))
            .put("alerts", alerts.copy().put("deliver", false)), null)) {
      AlertHttp client = new AlertHttp(writer, AlertHttp.newKey(writer));
      ThresholdFiles.load(writer, "nasdaq", "20261120", "BASE");
      JsonObject alert = client.created(receiver.url(), "threshold-list", new JsonObject().put("market", "nasdaq"));
      String[] symbols = new String[EVENTS];
      for (int i = 0; i < EVENTS; i++) {
        symbols[i] = String.format("K%02d", i);
      }
      ThresholdFiles.load(writer, "nasdaq", "20261123", symbols);

      receiver.awaitAcknowledged(5, 30_000);
      long holder = TestDb.count(db, "SELECT pid FROM poller_leases WHERE poller = 'alerts-delivery' AND expires_at > now()");
      assertTrue(holder == a.pid() || holder == b.pid(), "a serve node delivers, not the writer: " + holder);
      FleetNode victim = holder == a.pid() ? a : b;
      FleetNode survivor = victim == a ? b : a;
      if (kill) {
        victim.kill();
      } else {
        victim.close();
      }
      int atKill = receiver.all().size();
      assertTrue(atKill < EVENTS, "killed mid-stream: " + atKill);

      long deadline = System.currentTimeMillis() + 60_000;
      while (distinct(receiver).size() < EVENTS && System.currentTimeMillis() < deadline) {
        Thread.sleep(100);
      }
      List<String> outbox = new ArrayList<>();
      for (Object o : new JsonObject(client.send("GET", "/api/alerts/" + alert.getString("id") + "/deliveries", null)
          .body()).getJsonArray("data")) {
        outbox.add(0, ((JsonObject) o).getString("webhookId"));
      }
      assertEquals(EVENTS, outbox.size());
      assertEquals(outbox, new ArrayList<>(distinct(receiver)), "every event, first arrivals in outbox order");
      assertTrue(receiver.all().size() <= EVENTS + (kill ? 1 : 0),
          (kill ? "at most the event in flight twice: " : "none twice after SIGTERM: ") + receiver.all().size());
      assertTrue(receiver.all().size() > atKill);
      assertEquals(survivor.pid(), TestDb.count(db, "SELECT pid FROM poller_leases WHERE poller = 'alerts-delivery'"));
      assertNotEquals(victim.pid(), survivor.pid());
      OfficialVerifier.assertAllValid(alert.getString("secret"), receiver.all());
      deadline = System.currentTimeMillis() + 10_000;
      while (TestDb.count(db, "SELECT count(*) FROM alert_outbox WHERE delivered_at IS NULL") > 0
          && System.currentTimeMillis() < deadline) {
        Thread.sleep(100);
      }
      assertEquals(0, TestDb.count(db, "SELECT count(*) FROM alert_outbox WHERE delivered_at IS NULL"));
    }
  }

  private static LinkedHashSet<String> distinct(WebhookReceiver receiver) {
    LinkedHashSet<String> ids = new LinkedHashSet<>();
    receiver.acknowledged().forEach(r -> ids.add(r.id()));
    return ids;
  }

  private static String dbUrl(DbUrl u) {
    return "postgresql://" + u.user() + (u.password() == null ? "" : ":" + u.password()) + "@" + u.host() + ":"
        + u.port() + "/" + u.database();
  }
}
