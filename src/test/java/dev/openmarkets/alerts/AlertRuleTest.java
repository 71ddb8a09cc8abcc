package dev.openmarkets.alerts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A rule across datasets over real HTTP: a symbol on the Nasdaq threshold list and among the
 * latest day's short-volume leaders within 3 days. It fires exactly once for the symbol that meets
 * both, not for one that misses one condition, and not again when the same rows are loaded again.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "alert_rule", config = "config")
class AlertRuleTest {
  private TestServer server;
  private AlertHttp client;

  static JsonObject config() {
    return new JsonObject().put("alerts", new JsonObject().put("allowPrivateTargets", true).put("pollMillis", 100));
  }

  @BeforeAll
  void setUp() throws Exception {
    OfficialVerifier.require();
    client = new AlertHttp(server, AlertHttp.newKey(server));
  }

  private static JsonObject rule(String url, int withinDays, JsonObject shortVolumeParams) {
    return new JsonObject().put("url", url).put("key", "symbol").put("withinDays", withinDays)
        .put("allOf", new JsonArray()
            .add(new JsonObject().put("dataset", "threshold-list").put("params", new JsonObject().put("market", "nasdaq")))
            .add(new JsonObject().put("dataset", "short-volume").put("params", shortVolumeParams)));
  }

  private void loadShortVolume(String date, String... rows) throws Exception {
    StringBuilder sb = new StringBuilder("Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market\n");
    for (String r : rows) {
      sb.append(date).append('|').append(r).append("|B,Q,N\n");
    }
    sb.append(rows.length).append('\n');
    assertTrue(Ingest.load(server, "short-volume", "CNMSshvol" + date + ".txt", sb.toString()).loaded());
  }

  @Test
  void firesOnceForTheKeyThatMeetsEveryConditionAndNotForOneThatMissesOne() throws Exception {
    try (WebhookReceiver receiver = new WebhookReceiver(0)) {
      HttpResponse<String> made = client.send("POST", "/api/alerts", rule(receiver.url(), 3, new JsonObject()));
      assertEquals(201, made.statusCode(), made.body());
      JsonObject alert = new JsonObject(made.body());
      assertEquals(3, alert.getInteger("withinDays"));

      // XA: on the list and a short-volume leader; XB: on the list, but under 1M shares traded
      // (not in the latest-day view); XD: a leader, not on the list
      ThresholdFiles.load(server, "nasdaq", "20261123", "XA", "XB", "XC");
      loadShortVolume("20261124", "XA|1400000|0|2000000", "XB|400000|0|500000", "XD|1500000|0|2000000");
      List<WebhookReceiver.Received> got = receiver.awaitAcknowledged(1, 20_000);
      OfficialVerifier.assertAllValid(alert.getString("secret"), got);
      JsonObject body = new JsonObject(got.get(0).body());
      assertEquals("alert.rule", body.getString("type"));
      assertEquals("XA", body.getString("key"));
      assertEquals(new JsonObject().put("from", "2026-11-23").put("to", "2026-11-24"), body.getJsonObject("window"));
      JsonArray data = body.getJsonArray("data");
      assertEquals("threshold-list", data.getJsonObject(0).getString("dataset"));
      assertEquals("XA", data.getJsonObject(0).getJsonObject("row").getString("symbol"));
      assertEquals("short-volume", data.getJsonObject(1).getString("dataset"));
      assertEquals("0.7000", data.getJsonObject(1).getJsonObject("row").getValue("shortRatio").toString());

      // the same rows again, and one more leader: XA's window has fired, nothing new meets the rule
      loadShortVolume("20261124", "XA|1400000|0|2000000", "XB|400000|0|500000", "XD|1500000|0|2000000",
          "XE|1100000|0|2000000");
      ThresholdFiles.load(server, "nasdaq", "20261123", "XA", "XB", "XC", "XF");
      Thread.sleep(1_500);
      assertEquals(1, receiver.all().size(), "exactly once: " + receiver.all());
    }
  }

  @Test
  void aRuleIsRefusedLikeItsDatasets() throws Exception {
    HttpResponse<String> get = server.get("/api/markets/short-volume?limit=0");
    HttpResponse<String> bad = client.send("POST", "/api/alerts",
        rule("http://127.0.0.1:9/x", 3, new JsonObject().put("limit", 0)));
    assertEquals(400, get.statusCode());
    assertEquals(400, bad.statusCode(), bad.body());
    assertEquals(new JsonObject(get.body()).getString("detail"), new JsonObject(bad.body()).getString("detail"));

    JsonObject noKeyField = rule("http://127.0.0.1:9/x", 3, new JsonObject()).put("key", "cusip");
    HttpResponse<String> r = client.send("POST", "/api/alerts", noKeyField);
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(r.body().contains("no field 'cusip'"), r.body());
    assertEquals(400, client.send("POST", "/api/alerts", rule("http://127.0.0.1:9/x", -1, new JsonObject())).statusCode());
  }
}
