package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Two instances behind one address share their limits through Redis (127.0.0.1:6379, or
 * -Dopenmarkets.test.redisUrl): 30 keyless requests split across both, then the 31st is refused by
 * either. Skipped when no Redis answers.
 */
@Tag("db")
@Tag("redis")
class SharedRateLimitTest {
  private static final String PATH = "/api/markets/short-volume";

  private static String redisUrl() {
    String url = System.getProperty("openmarkets.test.redisUrl", "redis://127.0.0.1:6379");
    java.net.URI u = java.net.URI.create(url);
    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress(u.getHost(), u.getPort()), 500);
      return url;
    } catch (Exception e) {
      return null;
    }
  }

  @Test
  void limitsHoldAcrossTwoInstances() throws Exception {
    String redis = redisUrl();
    Assumptions.assumeTrue(redis != null, "no Redis answers");
    var db = TestDb.freshDatabase("cluster");
    JsonObject conf = new JsonObject().put("redisUrl", redis).put("rateLimit", new JsonObject()
        .put("keylessPerMinute", 30).put("keyedPerMinute", 120)
        .put("redisKeyPrefix", "openmarkets-test:" + UUID.randomUUID() + ":"));
    try (TestServer a = TestServer.start(db, conf, null); TestServer b = TestServer.start(db, conf, null)) {
      for (int i = 0; i < 30; i++) {
        HttpResponse<String> r = (i % 2 == 0 ? a : b).get(PATH);
        assertEquals(200, r.statusCode(), "request " + (i + 1));
        assertEquals(String.valueOf(29 - i), r.headers().firstValue("ratelimit-remaining").orElseThrow());
      }
      HttpResponse<String> refusedA = a.get(PATH);
      HttpResponse<String> refusedB = b.get(PATH);
      assertEquals(429, refusedA.statusCode());
      assertEquals(429, refusedB.statusCode());
      long retry = Long.parseLong(refusedB.headers().firstValue("retry-after").orElseThrow());
      assertTrue(retry >= 1 && retry <= 60, "Retry-After " + retry);
    }
  }
}
