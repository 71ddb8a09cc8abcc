package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.access.ApiKeys;
import dev.openmarkets.access.LocalRateLimiter;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Keys and rate limits with the real figures: 30 a minute keyless per IP, 120 per key. */
@Tag("db")
class AccessTest {
  private static final String PATH = "/api/markets/short-volume";

  private static TestServer realLimits(JsonArray trustedProxies) throws Exception {
    return TestServer.start("access", new JsonObject().put("rateLimit", new JsonObject()
        .put("keylessPerMinute", 30).put("keyedPerMinute", 120).put("trustedProxies", trustedProxies)));
  }

  private static String newKey(TestServer s) {
    String key = ApiKeys.generate();
    TestDb.exec(s.db, "INSERT INTO api_keys (prefix, key_hash, label) VALUES ('" + ApiKeys.prefix(key) + "', '"
        + ApiKeys.hash(key) + "', 'test')");
    return key;
  }

  @Test
  void thirtyFirstKeylessRequestIs429WithRetryAfter() throws Exception {
    try (TestServer s = realLimits(new JsonArray())) {
      for (int i = 1; i <= 30; i++) {
        HttpResponse<String> r = s.get(PATH);
        assertEquals(200, r.statusCode(), "request " + i);
        assertEquals("30", r.headers().firstValue("ratelimit-limit").orElseThrow());
        assertEquals(String.valueOf(30 - i), r.headers().firstValue("ratelimit-remaining").orElseThrow());
      }
      HttpResponse<String> refused = s.get(PATH);
      assertEquals(429, refused.statusCode());
      long retry = Long.parseLong(refused.headers().firstValue("retry-after").orElseThrow());
      assertTrue(retry >= 1 && retry <= 60, "Retry-After " + retry);
      assertEquals("0", refused.headers().firstValue("ratelimit-remaining").orElseThrow());
      JsonObject body = new JsonObject(refused.body());
      assertEquals("rate_limited", body.getString("error"));
      assertTrue(body.getString("detail").contains("30") && body.getString("detail").contains("x-api-key"));
      // not counted: operational pages and preflight
      assertEquals(200, s.get("/health").statusCode());
      assertEquals(200, s.get("/stats").statusCode());
      assertEquals(204, s.request("OPTIONS", PATH).statusCode());
      assertTrue(s.json("/stats").getJsonObject("requests").getLong("refusedRateLimited") >= 1);
    }
  }

  @Test
  void hundredTwentyFirstKeyedRequestIs429AndKeysHaveTheirOwnBucket() throws Exception {
    try (TestServer s = realLimits(new JsonArray())) {
      String key = newKey(s);
      for (int i = 1; i <= 120; i++) {
        HttpResponse<String> r = s.get(PATH, "X-API-Key", key);
        assertEquals(200, r.statusCode(), "request " + i);
        assertEquals("120", r.headers().firstValue("ratelimit-limit").orElseThrow());
      }
      HttpResponse<String> refused = s.get(PATH, "x-api-key", key);
      assertEquals(429, refused.statusCode());
      assertTrue(Long.parseLong(refused.headers().firstValue("retry-after").orElseThrow()) >= 1);
      assertTrue(new JsonObject(refused.body()).getString("detail").contains("120"));
      // the keyless bucket of the same address is untouched
      assertEquals("29", s.get(PATH).headers().firstValue("ratelimit-remaining").orElseThrow());
    }
  }

  @Test
  void invalidOrRevokedKeyIs401() throws Exception {
    try (TestServer s = realLimits(new JsonArray())) {
      HttpResponse<String> r = s.get(PATH, "x-api-key", "om_not-a-real-key");
      assertEquals(401, r.statusCode());
      JsonObject body = new JsonObject(r.body());
      assertEquals("invalid_api_key", body.getString("error"));
      String key = newKey(s);
      TestDb.exec(s.db, "UPDATE api_keys SET revoked_at = now() WHERE prefix = '" + ApiKeys.prefix(key) + "'");
      assertEquals(401, s.get(PATH, "x-api-key", key).statusCode());
      assertEquals(401, s.get(PATH, "x-api-key", "").statusCode());
    }
  }

  @Test
  void forgedForwardedForFromAnUntrustedPeerDoesNotChangeTheBucket() throws Exception {
    try (TestServer s = realLimits(new JsonArray())) {
      for (int i = 0; i < 30; i++) {
        assertEquals(200, s.get(PATH, "X-Forwarded-For", "203.0.113." + i).statusCode());
      }
      assertEquals(429, s.get(PATH, "X-Forwarded-For", "198.51.100.7").statusCode());
      assertEquals(429, s.get(PATH).statusCode());
    }
  }

  @Test
  void forwardedForFromATrustedProxyNamesTheClient() throws Exception {
    try (TestServer s = realLimits(new JsonArray().add("127.0.0.0/8"))) {
      for (int i = 0; i < 30; i++) {
        assertEquals(200, s.get(PATH, "X-Forwarded-For", "203.0.113.9").statusCode());
      }
      assertEquals(429, s.get(PATH, "X-Forwarded-For", "203.0.113.9").statusCode());
      // a client cannot prepend its way into another bucket: the right-most untrusted hop counts
      assertEquals(429, s.get(PATH, "X-Forwarded-For", "198.51.100.1, 203.0.113.9").statusCode());
      assertEquals(200, s.get(PATH, "X-Forwarded-For", "203.0.113.10").statusCode());
    }
  }

  @Test
  void limiterMemoryIsBounded() {
    LocalRateLimiter limiter = new LocalRateLimiter(1_000);
    for (int i = 0; i < 20_000; i++) {
      limiter.acquireNow("ip:10.0." + (i / 256) + "." + (i % 256), 30);
    }
    assertTrue(limiter.size() <= 1_000, "buckets held: " + limiter.size());
    assertTrue(limiter.acquireNow("ip:fresh", 30).allowed());
  }
}
