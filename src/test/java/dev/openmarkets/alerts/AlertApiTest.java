package dev.openmarkets.alerts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.Base64;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The subscriptions API over real HTTP: keys, refusals (no key, private and metadata receivers,
 * parameters the dataset refuses, the per-key cap), reading, deleting, rotating, and a secret
 * stored so that the database alone does not hold it.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "alert_api", config = "config")
class AlertApiTest {
  /** A public address written as a literal: no DNS, and nothing is ever sent to it here. */
  private static final String PUBLIC_URL = "https://93.184.215.14/hooks";
  private TestServer server;
  private AlertHttp alice;
  private AlertHttp bob;

  static JsonObject config() {
    return new JsonObject().put("alerts", new JsonObject().put("maxAlertsPerKey", 3));
  }

  @BeforeAll
  void load() throws Exception {
    assertTrue(Ingest.load(server, "threshold-list", "nasdaqth20261120.txt", Ingest.sample("threshold/nasdaqth20261120.txt"))
        .loaded());
    alice = new AlertHttp(server, AlertHttp.newKey(server));
    bob = new AlertHttp(server, AlertHttp.newKey(server));
  }

  @Test
  void noKeyIs401() throws Exception {
    AlertHttp anonymous = new AlertHttp(server, null);
    HttpResponse<String> post = anonymous.create(PUBLIC_URL, "threshold-list", new JsonObject());
    assertEquals(401, post.statusCode(), post.body());
    assertEquals("invalid_api_key", new JsonObject(post.body()).getString("error"));
    assertEquals(401, anonymous.send("GET", "/api/alerts", null).statusCode());
    assertEquals(401, anonymous.send("GET", "/api/alerts/al_x/deliveries", null).statusCode());
    assertEquals(401, new AlertHttp(server, "om_not_a_key_at_all_0000000000").send("GET", "/api/alerts", null).statusCode());
  }

  @Test
  void privateLoopbackAndMetadataReceiversAreRefusedWithTheReason() throws Exception {
    assertRefused("http://127.0.0.1:8080/hook", "loopback");
    assertRefused("http://10.1.2.3/hook", "private");
    assertRefused("http://169.254.169.254/latest/meta-data", "metadata");
    assertRefused("http://[::1]/hook", "loopback");
    assertRefused("http://2130706433/hook", "loopback");
    assertRefused("ftp://example.com/hook", "http");
    assertRefused("http://user:pw@93.184.215.14/hook", "user name");
  }

  private void assertRefused(String url, String reason) throws Exception {
    HttpResponse<String> r = alice.create(url, "threshold-list", new JsonObject());
    assertEquals(400, r.statusCode(), url + ": " + r.body());
    JsonObject body = new JsonObject(r.body());
    assertEquals("url_refused", body.getString("error"), r.body());
    assertTrue(body.getString("detail").contains(reason), url + ": " + body.getString("detail"));
  }

  @Test
  void paramsTheDatasetRefusesGetTheSame400AsItsGet() throws Exception {
    for (String[] c : new String[][] {{"market", "amex"}, {"limit", "5001"}, {"date", "yesterday"}}) {
      HttpResponse<String> get = server.get("/api/markets/threshold-list?" + c[0] + "=" + c[1]);
      HttpResponse<String> post = alice.create(PUBLIC_URL, "threshold-list", new JsonObject().put(c[0], c[1]));
      assertEquals(400, get.statusCode(), get.body());
      assertEquals(get.statusCode(), post.statusCode(), post.body());
      JsonObject g = new JsonObject(get.body());
      JsonObject p = new JsonObject(post.body());
      assertEquals(g.getString("error"), p.getString("error"));
      assertEquals(g.getString("detail"), p.getString("detail"));
    }
    HttpResponse<String> unknown = alice.create(PUBLIC_URL, "no-such-dataset", new JsonObject());
    assertEquals(400, unknown.statusCode());
    assertTrue(unknown.body().contains("Unknown dataset"), unknown.body());
  }

  @Test
  void makeReadRotateDelete() throws Exception {
    JsonObject made = alice.created(PUBLIC_URL, "threshold-list", new JsonObject().put("market", "nasdaq"));
    String id = made.getString("id");
    String secret = made.getString("secret");
    assertTrue(secret.startsWith("whsec_"), secret);
    assertEquals(24, Base64.getDecoder().decode(secret.substring(6)).length);
    assertEquals("threshold-list", made.getString("dataset"));
    assertEquals("active", made.getString("status"));

    JsonObject read = new JsonObject(alice.send("GET", "/api/alerts/" + id, null).body());
    assertEquals(PUBLIC_URL, read.getString("url"));
    assertEquals("nasdaq", read.getJsonObject("params").getString("market"));
    assertFalse(read.containsKey("secret"), "the secret is shown once");
    assertTrue(alice.send("GET", "/api/alerts", null).body().contains(id));
    assertEquals(404, bob.send("GET", "/api/alerts/" + id, null).statusCode(), "another key does not see it");
    assertFalse(bob.send("GET", "/api/alerts", null).body().contains(id));

    // the database holds the secret sealed: not its bytes, not its text
    byte[] raw = Base64.getDecoder().decode(secret.substring(6));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM alerts WHERE id = '" + id + "' AND position(decode('"
        + java.util.HexFormat.of().formatHex(raw) + "', 'hex') IN secret_enc) = 0"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM alerts WHERE position('" + secret + "' IN "
        + "alerts::text) > 0"));

    HttpResponse<String> rotated = alice.send("POST", "/api/alerts/" + id + "/rotate-secret", null);
    assertEquals(200, rotated.statusCode(), rotated.body());
    JsonObject r = new JsonObject(rotated.body());
    assertNotEquals(secret, r.getString("secret"));
    assertNotNull(r.getString("previousSecretValidUntil"));
    assertEquals(404, bob.send("POST", "/api/alerts/" + id + "/rotate-secret", null).statusCode());

    assertEquals(404, bob.send("DELETE", "/api/alerts/" + id, null).statusCode());
    assertEquals(204, alice.send("DELETE", "/api/alerts/" + id, null).statusCode());
    assertEquals(404, alice.send("GET", "/api/alerts/" + id, null).statusCode());
  }

  @Test
  void aKeyHasAtMostMaxAlertsPerKey() throws Exception {
    AlertHttp carol = new AlertHttp(server, AlertHttp.newKey(server));
    for (int i = 0; i < 3; i++) {
      carol.created(PUBLIC_URL, "threshold-list", new JsonObject());
    }
    HttpResponse<String> fourth = carol.create(PUBLIC_URL, "threshold-list", new JsonObject());
    assertEquals(409, fourth.statusCode(), fourth.body());
    assertEquals("alert_limit", new JsonObject(fourth.body()).getString("error"));
  }

  @Test
  void aSealedSecretOpensOnlyWithItsKeyFileAndForItsAlert() throws Exception {
    java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("alerts-key");
    SecretBox a = SecretBox.fromFile(dir.resolve("a.key"));
    SecretBox other = SecretBox.fromFile(dir.resolve("b.key"));
    byte[] secret = SecretBox.newSecret();
    byte[] sealed = a.seal("al_1", secret);
    assertArrayEquals(secret, a.open("al_1", sealed));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> a.open("al_2", sealed),
        "a sealed secret moved to another alert does not open");
    org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> other.open("al_1", sealed),
        "without the key file the sealed secret does not open");
    assertArrayEquals(secret, SecretBox.fromFile(dir.resolve("a.key")).open("al_1", sealed), "the file is read back");
  }
}
