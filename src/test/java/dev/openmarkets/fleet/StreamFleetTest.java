package dev.openmarkets.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationStore;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Two real `serve` processes on one PostgreSQL, a liquidation stream open on each, and events
 * committed by a third party through the liquidation writer's own transaction
 * (LiquidationStore.write: rows, version bump and NOTIFY). Neither node wrote them: each learns of
 * the commit by NOTIFY only, reads the rows once and sends them. Every event must reach both
 * subscribers within 1 s of its commit, in id order.
 */
@Tag("db")
@Tag("fleet")
class StreamFleetTest {
  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @Test
  void subscribersOnEveryNodeSeeAnotherProcesssCommitWithinOneSecond() throws Exception {
    Path dir = Files.createDirectories(Path.of("target", "stream-fleet-test"));
    Database db = TestDb.freshDatabase("stream_fleet");
    Path conf = writeConf(dir);
    String url = dbUrl(db.url());
    Vertx vertx = Vertx.vertx();
    Pool pool = db.pool(vertx, 2);
    try (FleetNode a = FleetNode.start("stream-a", conf, url, dir);
        FleetNode b = FleetNode.start("stream-b", conf, url, dir)) {
      Map<Long, Long> seenA = new ConcurrentHashMap<>();
      Map<Long, Long> seenB = new ConcurrentHashMap<>();
      List<Long> orderA = java.util.Collections.synchronizedList(new ArrayList<>());
      Thread ta = subscribe(a.port, seenA, orderA);
      Thread tb = subscribe(b.port, seenB, new ArrayList<>());
      Thread.sleep(500);
      Map<Long, Long> committedAt = new ConcurrentHashMap<>();
      for (int round = 0; round < 10; round++) {
        List<LiquidationEvent> batch = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
          batch.add(LiquidationEvent.of("okx", "BTC-USDT-SWAP", "BTC", "long", new BigDecimal("60000"),
              new BigDecimal("0.1"), Instant.now(), "fleet|" + round + "|" + i));
        }
        LiquidationStore.write(pool, batch).toCompletionStage().toCompletableFuture().get();
        long now = System.currentTimeMillis();
        for (io.vertx.sqlclient.Row r : pool.query("SELECT id FROM liquidation_events WHERE event_key LIKE 'fleet|"
            + round + "|%'").execute().toCompletionStage().toCompletableFuture().get()) {
          committedAt.put(r.getLong(0), now);
        }
        Thread.sleep(200);
      }
      long deadline = System.currentTimeMillis() + 3000;
      while ((seenA.size() < 50 || seenB.size() < 50) && System.currentTimeMillis() < deadline) {
        Thread.sleep(20);
      }
      assertEquals(50, seenA.size(), "node a received every event");
      assertEquals(50, seenB.size(), "node b received every event");
      long worst = 0;
      for (Map.Entry<Long, Long> c : committedAt.entrySet()) {
        // receipt minus the moment the commit returned to the writer (the commit itself is a little earlier)
        worst = Math.max(worst, Math.max(seenA.get(c.getKey()), seenB.get(c.getKey())) - c.getValue());
      }
      System.out.println("StreamFleetTest: slowest delivery " + worst + " ms after the commit returned");
      assertTrue(worst < 1000, "every event on both nodes within 1 s of its commit; slowest " + worst + " ms");
      for (int i = 1; i < orderA.size(); i++) {
        assertTrue(orderA.get(i) > orderA.get(i - 1), "id order");
      }
      ta.interrupt();
      tb.interrupt();
    } finally {
      pool.close();
      vertx.close();
    }
  }

  /** A reader thread recording when each event id arrived (wall clock, the writer's clock too). */
  private static Thread subscribe(int port, Map<Long, Long> seen, List<Long> order) throws Exception {
    HttpResponse<InputStream> r = HTTP.send(HttpRequest.newBuilder(
        URI.create("http://127.0.0.1:" + port + "/api/markets/liquidations/stream")).GET().build(),
        HttpResponse.BodyHandlers.ofInputStream());
    assertEquals(200, r.statusCode());
    Thread t = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = in.readLine()) != null) {
          if (line.startsWith("id: ")) {
            long id = Long.parseLong(line.substring(4));
            seen.put(id, System.currentTimeMillis());
            order.add(id);
          }
        }
      } catch (Exception e) {
        // closed
      }
    });
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** Every upstream off: the events come from the test's writer only. */
  private static Path writeConf(Path dir) throws Exception {
    JsonObject defaults;
    try (InputStream in = StreamFleetTest.class.getClassLoader().getResourceAsStream("defaults.json")) {
      defaults = new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    JsonObject upstreams = new JsonObject();
    for (String name : defaults.getJsonObject("upstreams").fieldNames()) {
      upstreams.put(name, new JsonObject().put("enabled", false));
    }
    JsonObject conf = new JsonObject()
        .put("host", "127.0.0.1")
        .put("httpInstances", 1)
        .put("dbPoolSize", 4)
        .put("upstreams", upstreams);
    Path file = dir.resolve("stream-fleet.json");
    Files.writeString(file, conf.encodePrettily());
    return file;
  }

  private static String dbUrl(DbUrl u) {
    return "postgresql://" + u.user() + (u.password() == null ? "" : ":" + u.password()) + "@" + u.host() + ":"
        + u.port() + "/" + u.database();
  }
}
