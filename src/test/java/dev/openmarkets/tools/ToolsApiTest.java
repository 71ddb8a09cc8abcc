package dev.openmarkets.tools;

import static dev.openmarkets.tools.ToolsHttp.job;
import static dev.openmarkets.tools.ToolsHttp.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The tools endpoints' refusals over real HTTP, none of which may start an extraction: keys,
 * media type, body size, each bad field, and the SSRF guard on every spelling of a private target
 * (a "lab" platform lists those hosts, so the address rule, not the host rule, must refuse them).
 */
@Tag("db")
@WithServer(value = "tools_api", config = "config")
class ToolsApiTest {
  private static final String YT = "/api/tools/youtube-download";
  private static final String LAB = "/api/tools/lab-download";
  private static TestServer s;
  private static String key;

  static JsonObject config() {
    return new JsonObject().put("tools", new JsonObject()
        // a missing program: nothing here may get as far as running it
        .put("ytDlpPath", "/nonexistent/yt-dlp")
        .put("platforms", new JsonObject().put("lab", new JsonObject().put("hosts", new JsonArray()
            .add("127.0.0.1").add("::1").add("169.254.169.254").add("10.0.0.1").add("0x7f000001").add("localhost")
            .add("metadata.google.internal").add("fd00::1").add("::ffff:127.0.0.1")))));
  }

  @BeforeAll
  static void start() throws Exception {
    key = ToolsHttp.newKey(s, "tools-api");
  }

  private static void assertError(HttpResponse<String> r, int status, String code, String detailPart) {
    assertEquals(status, r.statusCode(), r.body());
    JsonObject body = new JsonObject(r.body());
    assertEquals(code, body.getString("error"), r.body());
    assertTrue(body.getString("detail").contains(detailPart), body.getString("detail"));
    assertEquals("https://openmarkets.test/docs", body.getString("docs"));
    assertEquals(3, body.size());
  }

  private static long jobs() {
    return TestDb.count(s.db, "SELECT count(*) FROM tool_jobs");
  }

  @Test
  void keyIsRequiredAndKeylessNeverReachesTheExtractor() throws Exception {
    HttpResponse<String> none = postJson(s, YT, job("https://www.youtube.com/watch?v=x", "best"), null);
    assertError(none, 401, "invalid_api_key", "x-api-key");
    assertTrue(none.headers().firstValue("ratelimit-limit").isPresent(), "rate limits apply to every /api call");
    assertError(postJson(s, YT, job("https://www.youtube.com/watch?v=x", "best"), "om_unknown"), 401,
        "invalid_api_key", "no active key");
    assertError(s.get("/api/tools/jobs/00000000-0000-0000-0000-000000000000"), 401, "invalid_api_key", "x-api-key");
    assertEquals(0, jobs());
  }

  @Test
  void jsonOnlyAndSixteenKilobytesAtMost() throws Exception {
    assertError(ToolsHttp.send(ToolsHttp.post(s, YT, "text/plain", "url=x", key)), 415, "unsupported_media_type", "JSON");
    assertError(ToolsHttp.send(ToolsHttp.post(s, YT, null, "{}", key)), 415, "unsupported_media_type", "JSON");
    String big = job("https://www.youtube.com/watch?v=" + "a".repeat(17 * 1024), "best").encode();
    assertError(ToolsHttp.send(ToolsHttp.post(s, YT, "application/json", big, key)), 413, "payload_too_large", "large");
    // just under the limit is read (and then refused for its URL length, a 400)
    String under = job("https://www.youtube.com/watch?v=" + "a".repeat(15 * 1024), "best").encode();
    assertError(ToolsHttp.send(ToolsHttp.post(s, YT, "application/json; charset=utf-8", under, key)), 400,
        "invalid_parameter", "4096");
    assertEquals(0, jobs());
  }

  @Test
  void eachBadFieldIs400() throws Exception {
    String watch = "https://www.youtube.com/watch?v=x";
    assertError(ToolsHttp.send(ToolsHttp.post(s, YT, "application/json", "{not json", key)), 400, "invalid_parameter", "JSON object");
    assertError(ToolsHttp.send(ToolsHttp.post(s, YT, "application/json", "[1,2]", key)), 400, "invalid_parameter", "JSON object");
    assertError(postJson(s, YT, new JsonObject().put("format", "best"), key), 400, "invalid_parameter", "url is required");
    assertError(postJson(s, YT, new JsonObject().put("url", 42).put("format", "best"), key), 400, "invalid_parameter", "url is required");
    assertError(postJson(s, YT, new JsonObject().put("url", watch), key), 400, "invalid_parameter", "format is required");
    assertError(postJson(s, YT, job(watch, "8k"), key), 400, "invalid_parameter", "format must be one of");
    assertError(postJson(s, YT, job(watch, "bv*+ba --exec id"), key), 400, "invalid_parameter", "format must be one of");
    assertError(postJson(s, YT, job("ftp://www.youtube.com/x", "best"), key), 400, "invalid_parameter", "http://");
    assertError(postJson(s, YT, job("https://vimeo.com/123", "best"), key), 400, "invalid_parameter", "not one of this platform's hosts");
    assertError(postJson(s, YT, job("https://user:pw@www.youtube.com/x", "best"), key), 400, "invalid_parameter", "user name");
    assertError(postJson(s, YT, job("https://www.youtube.com:8443/x", "best"), key), 400, "invalid_parameter", "port");
    assertError(postJson(s, YT, job("http://127.0.0.1/", "best"), key), 400, "invalid_parameter", "not one of this platform's hosts");
    assertEquals(0, jobs());
  }

  @Test
  void privateTargetsAreRefusedInEverySpelling() throws Exception {
    String[][] cases = {
        {"http://127.0.0.1/v", "127.0.0.1, a loopback address"},
        {"http://[::1]/v", "a loopback address"},
        {"http://169.254.169.254/latest/meta-data/", "a link-local or metadata address"},
        {"http://10.0.0.1/v", "10.0.0.1, a private address"},
        {"http://0x7f000001/v", "127.0.0.1, a loopback address"},
        {"http://localhost/v", "localhost resolves to 127.0.0.1, a loopback address"},
        {"http://[fd00::1]/v", "a unique-local address"},
        {"http://[::ffff:127.0.0.1]/v", "a loopback address"},
    };
    for (String[] c : cases) {
      assertError(postJson(s, LAB, job(c[0], "best"), key), 400, "invalid_parameter", c[1]);
    }
    assertEquals(0, jobs());
  }

  @Test
  void routesPreflightAndOpenApi() throws Exception {
    HttpResponse<String> pre = s.request("OPTIONS", YT, "Origin", "https://app.example",
        "Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "content-type, x-api-key");
    assertEquals(204, pre.statusCode());
    assertTrue(pre.headers().firstValue("access-control-allow-methods").orElseThrow().contains("POST"));
    assertTrue(pre.headers().firstValue("access-control-allow-headers").orElseThrow().contains("content-type"));
    assertError(s.get(YT, "x-api-key", key), 405, "method_not_allowed", "POST");
    assertError(s.get("/api/tools/jobs/not-a-uuid", "x-api-key", key), 404, "not_found", "not-a-uuid");
    assertError(s.get("/api/tools/jobs/6f1c1b1e-8a4e-4a57-9d39-3f7b9e7b0c11", "x-api-key", key), 404, "not_found",
        "for this key");
    JsonObject paths = s.json("/openapi.json").getJsonObject("paths");
    for (String p : new String[] {"youtube", "vimeo", "tiktok", "x", "instagram", "lab"}) {
      JsonObject post = paths.getJsonObject("/api/tools/" + p + "-download").getJsonObject("post");
      assertEquals(new JsonArray().add("url").add("format"), post.getJsonObject("requestBody").getJsonObject("content")
          .getJsonObject("application/json").getJsonObject("schema").getJsonArray("required"));
      assertTrue(post.getJsonObject("responses").containsKey("429"));
    }
    assertTrue(paths.containsKey("/api/tools/jobs/{id}"));
    assertTrue(paths.containsKey("/api/markets/short-volume"), "dataset paths are still there");
  }

  @Test
  void withoutYtDlpAValidRequestIs503AndMakesNoJob() throws Exception {
    HttpResponse<String> r = postJson(s, YT, job("https://www.youtube.com/watch?v=x", "720p"), key);
    // the host must resolve first; offline it does not, which is a refusal of its own
    if (r.statusCode() == 400) {
      assertError(r, 400, "invalid_parameter", "cannot be resolved");
    } else {
      assertError(r, 503, "unavailable", "yt-dlp");
      assertTrue(r.headers().firstValue("retry-after").isPresent());
    }
    assertEquals(0, jobs());
  }
}
