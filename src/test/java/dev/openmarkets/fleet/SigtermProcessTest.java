package dev.openmarkets.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * SIGTERM to a real `serve` process whose OKX liquidation stream is fed by a local server pushing
 * liquidations as fast as it can: after the process has stopped, every event its writer accepted
 * (its own count, logged as it stops) is in liquidation_events, and a restart on the same database
 * answers with them.
 */
@Tag("db")
@Tag("fleet")
class SigtermProcessTest {
  private static final Pattern COUNTER = Pattern.compile("(?m)^openmarkets_liquidation_events_total\\{stage=\"(\\w+)\"} ([0-9.E]+)$");

  @Test
  void everyEventTheWriterAcceptedIsStoredAfterSigterm() throws Exception {
    Path dir = Files.createDirectories(Path.of("target", "sigterm-process-test"));
    Database db = TestDb.freshDatabase("sigterm_process");
    Vertx vertx = Vertx.vertx();
    try {
      HttpServer okx = firehose(vertx);
      Path conf = writeConf(dir, "http://127.0.0.1:" + okx.actualPort(), "ws://127.0.0.1:" + okx.actualPort() + "/ws/v5/public");
      String url = dbUrl(db.url());
      FleetNode node = FleetNode.start("sigterm-a", conf, url, dir);
      long deadline = System.currentTimeMillis() + 60_000;
      while (TestDb.count(db, "SELECT count(*) FROM liquidation_events") < 3_000) {
        assertTrue(System.currentTimeMillis() < deadline, "the stream did not deliver: see " + node.log);
        Thread.sleep(50);
      }
      // the writer's own counters just before SIGTERM (the process logs nothing in its shutdown hook:
      // java.util.logging resets its handlers at JVM shutdown)
      Matcher m = COUNTER.matcher(node.get("/metrics").body());
      java.util.Map<String, Long> counters = new java.util.HashMap<>();
      while (m.find()) {
        counters.put(m.group(1), (long) Double.parseDouble(m.group(2)));
      }
      long accepted = counters.getOrDefault("received", -1L);
      node.close(); // Process.destroy(): SIGTERM, then waits for the shutdown hook
      assertTrue(!node.alive(), "the process exited");
      long stored = TestDb.count(db, "SELECT count(*) FROM liquidation_events");
      System.out.printf("SIGTERM to serve: accepted %d (written %d) before SIGTERM, stored %d after%n", accepted,
          counters.getOrDefault("written", -1L), stored);
      assertTrue(accepted > 0, "the writer's counters: " + counters);
      assertEquals(0L, counters.get("dropped"));
      assertTrue(stored >= accepted, "every event accepted before SIGTERM is in the table");
      try (FleetNode again = FleetNode.start("sigterm-b", conf, url, dir)) {
        assertTrue(TestDb.count(db, "SELECT count(*) FROM liquidation_events") >= accepted);
        assertTrue(again.get("/ready").statusCode() == 200);
      }
    } finally {
      vertx.close().await(10, TimeUnit.SECONDS);
    }
  }

  /** OKX's instruments, an empty REST history, and a WebSocket that pushes 10 new liquidations a millisecond. */
  private static HttpServer firehose(Vertx vertx) throws Exception {
    Instant base = Instant.now().minus(30, ChronoUnit.MINUTES).truncatedTo(ChronoUnit.SECONDS);
    AtomicLong next = new AtomicLong();
    return vertx.createHttpServer()
        .webSocketHandler(ws -> ws.textMessageHandler(text -> {
          if ("ping".equals(text)) {
            ws.writeTextMessage("pong");
          } else if (text.contains("subscribe")) {
            long timer = vertx.setPeriodic(1, id -> ws.writeTextMessage(push(base, next)));
            ws.closeHandler(x -> vertx.cancelTimer(timer));
          }
        }))
        .requestHandler(req -> req.response().putHeader("content-type", "application/json")
            .end(req.path().equals("/api/v5/public/instruments")
                ? "{\"code\":\"0\",\"msg\":\"\",\"data\":[{\"instId\":\"BTC-USDT-SWAP\",\"instFamily\":\"BTC-USDT\","
                    + "\"ctVal\":\"0.01\",\"ctValCcy\":\"BTC\",\"ctType\":\"linear\",\"instType\":\"SWAP\"}]}"
                : "{\"code\":\"0\",\"msg\":\"\",\"data\":[]}"))
        .listen(0, "127.0.0.1")
        .await(10, TimeUnit.SECONDS);
  }

  private static String push(Instant base, AtomicLong next) {
    StringBuilder details = new StringBuilder();
    for (int i = 0; i < 10; i++) {
      long k = next.getAndIncrement();
      details.append(i == 0 ? "" : ",").append("{\"bkLoss\":\"0\",\"bkPx\":\"64000.5\",\"ccy\":\"\",\"posSide\":\"long\","
          + "\"side\":\"sell\",\"sz\":\"").append(1 + k % 7).append("\",\"ts\":\"").append(base.plusMillis(k).toEpochMilli())
          .append("\"}");
    }
    return "{\"arg\":{\"channel\":\"liquidation-orders\",\"instType\":\"SWAP\"},\"data\":[{\"details\":[" + details
        + "],\"instFamily\":\"BTC-USDT\",\"instId\":\"BTC-USDT-SWAP\",\"instType\":\"SWAP\",\"uly\":\"BTC-USDT\"}]}";
  }

  /** Every upstream off but OKX's REST and WebSocket, both on the local server; BTC tracked. */
  private static Path writeConf(Path dir, String rest, String ws) throws Exception {
    JsonObject defaults;
    try (InputStream in = SigtermProcessTest.class.getClassLoader().getResourceAsStream("defaults.json")) {
      defaults = new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    JsonObject upstreams = new JsonObject();
    for (String name : defaults.getJsonObject("upstreams").fieldNames()) {
      upstreams.put(name, new JsonObject().put("enabled", false));
    }
    upstreams.put("okx", new JsonObject().put("enabled", true).put("baseUrl", rest));
    upstreams.put("okx-ws", new JsonObject().put("enabled", true).put("baseUrl", ws));
    JsonObject crypto = defaults.getJsonObject("crypto").copy()
        .put("symbols", new JsonArray().add(new JsonObject().put("slug", "btc").put("base", "BTC")));
    JsonObject conf = new JsonObject()
        .put("host", "127.0.0.1")
        .put("httpInstances", 1)
        .put("dbPoolSize", 4)
        .put("upstreams", upstreams)
        .put("crypto", crypto);
    Path file = dir.resolve("sigterm-process.json");
    Files.writeString(file, conf.encodePrettily());
    return file;
  }

  private static String dbUrl(DbUrl u) {
    return "postgresql://" + u.user() + (u.password() == null ? "" : ":" + u.password()) + "@" + u.host() + ":"
        + u.port() + "/" + u.database();
  }
}
