package dev.openmarkets.testing;

import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;

/** Runs one poll of a poller verticle in a test service and returns its /stats entry. */
public final class Polls {
  private Polls() {
  }

  /** Deploys the poller (it polls at once), waits for its outcome in poll_status, and undeploys it. */
  public static JsonObject once(TestServer server, String pollerName, Deployable poller) throws Exception {
    TestDb.exec(server.db, "UPDATE poll_status SET last_run_at = NULL WHERE poller = '" + pollerName + "'");
    String id = server.service.vertx().deployVerticle(poller).toCompletionStage().toCompletableFuture().get();
    long deadline = System.currentTimeMillis() + 20_000;
    while (TestDb.count(server.db, "SELECT count(*) FROM poll_status WHERE poller = '" + pollerName
        + "' AND last_run_at IS NOT NULL") == 0) {
      if (System.currentTimeMillis() > deadline) {
        throw new AssertionError("poller " + pollerName + " did not finish a poll");
      }
      Thread.sleep(20);
    }
    server.service.vertx().undeploy(id).toCompletionStage().toCompletableFuture().get();
    return server.json("/stats").getJsonArray("pollers").stream().map(o -> (JsonObject) o)
        .filter(o -> pollerName.equals(o.getString("poller"))).findFirst().orElseThrow();
  }
}
