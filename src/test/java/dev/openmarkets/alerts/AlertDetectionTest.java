package dev.openmarkets.alerts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The outbox is written in the rows' own transaction: when detection fails in the database (a
 * trigger made to fail here) the file's rows do not commit either, and the next write brings rows
 * and events together. An alert whose stored parameters the dataset refuses now is skipped
 * without holding up the others or the rows.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "alert_detection", config = "config")
class AlertDetectionTest {
  private TestServer server;
  private AlertHttp client;

  static JsonObject config() {
    return new JsonObject().put("cache", new JsonObject().put("enabled", false))
        .put("alerts", new JsonObject().put("allowPrivateTargets", true).put("deliver", false));
  }

  @BeforeAll
  void setUp() {
    client = new AlertHttp(server, AlertHttp.newKey(server));
  }

  private long events(String alertId) {
    return TestDb.count(server.db, "SELECT count(*) FROM alert_outbox WHERE alert_id = '" + alertId + "'");
  }

  @Test
  void rowsAndTheirEventsCommitTogetherOrNotAtAll() throws Exception {
    ThresholdFiles.load(server, "nasdaq", "20261120", "BASE");
    String good = client.created("http://127.0.0.1:9/a", "threshold-list", new JsonObject().put("market", "nasdaq"))
        .getString("id");
    String broken = client.created("http://127.0.0.1:9/b", "threshold-list", new JsonObject()).getString("id");
    // as if the dataset's declaration had changed under a stored alert: its params are refused now
    TestDb.exec(server.db, "UPDATE alerts SET params = '{\"limit\": 0}' WHERE id = '" + broken + "'");

    TestDb.exec(server.db, """
        CREATE FUNCTION fail_seen() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'detection made to fail'; END $$;
        CREATE TRIGGER fail_seen BEFORE INSERT ON alert_seen FOR EACH ROW EXECUTE FUNCTION fail_seen()""");
    assertThrows(Exception.class, () -> ThresholdFiles.load(server, "nasdaq", "20261123", "FAIL1", "FAIL2"));
    assertFalse(server.get("/api/markets/threshold-list?market=nasdaq").body().contains("FAIL2"),
        "no rows without their events");
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM alert_outbox"));

    TestDb.exec(server.db, "DROP TRIGGER fail_seen ON alert_seen");
    ThresholdFiles.load(server, "nasdaq", "20261123", "FAIL1", "FAIL2");
    assertTrue(server.get("/api/markets/threshold-list?market=nasdaq").body().contains("FAIL2"));
    assertEquals(2, events(good), "the rows and their events, together");
    assertEquals(0, events(broken), "the refused alert is skipped, the others and the rows go on");
  }
}
