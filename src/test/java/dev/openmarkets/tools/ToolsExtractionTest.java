package dev.openmarkets.tools;

import static dev.openmarkets.tools.ToolsHttp.job;
import static dev.openmarkets.tools.ToolsHttp.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * End to end with the real yt-dlp (skipped when yt-dlp or ffmpeg is not installed): a local video
 * site allow-listed through tools.allowHosts; a job filled from yt-dlp's own output and read back
 * by id; a redirect to a loopback name refused by the guard proxy; the sixth concurrent call of a
 * key refused with 429; jobs past their time limit ending timed_out with their process gone.
 */
@Tag("db")
@WithServer(value = "tools_extraction", config = "config")
class ToolsExtractionTest {
  private static final String YT = "/api/tools/youtube-download";
  /** The slots test's time limit: long enough for five yt-dlp starts on a loaded machine, short for a test. */
  private static final int LIMIT = 20;
  private static MediaLab lab;
  private static TestServer s;
  private static String key;

  static JsonObject config() {
    return new JsonObject().put("tools", new JsonObject()
        .put("allowHosts", new JsonArray().add("127.0.0.1"))
        .put("timeLimitSeconds", 120));
  }

  @BeforeAll
  static void start() throws Exception {
    assumeTrue(YtDlp.locate("yt-dlp") != null, "yt-dlp is not installed (apt-get install yt-dlp)");
    assumeTrue(YtDlp.locate("ffmpeg") != null, "ffmpeg is not installed (apt-get install ffmpeg)");
    lab = new MediaLab(Files.createTempDirectory("openmarkets-medialab-"));
    key = ToolsHttp.newKey(s, "tools-e2e");
  }

  @AfterAll
  static void stop() throws Exception {
    if (lab != null) {
      lab.close();
    }
  }

  @Test
  void extractsAJobFromYtDlpsOutputAndReadsItBack() throws Exception {
    HttpResponse<String> r = postJson(s, YT, job(lab.url("/page.html"), "best"), key);
    assertEquals(200, r.statusCode(), r.body());
    JsonObject job = new JsonObject(r.body());
    assertEquals("succeeded", job.getString("status"), r.body());
    assertEquals("youtube", job.getString("platform"));
    assertEquals(lab.url("/page.html"), job.getString("url"));
    assertEquals("best", job.getString("format"));
    assertEquals("Lab clip", job.getString("title"));
    assertEquals(2.0, job.getDouble("duration"));
    JsonObject chosen = job.getJsonObject("chosenFormat");
    assertEquals("640x360", chosen.getString("resolution"));
    assertEquals("mp4", chosen.getString("ext"));
    assertEquals(lab.url("/hi.m3u8"), job.getString("mediaUrl"));
    assertEquals(new JsonArray().add(lab.url("/hi.m3u8")), job.getJsonArray("mediaUrls"));
    JsonArray formats = job.getJsonArray("formats");
    assertEquals(2, formats.size(), formats.encode());
    assertEquals("320x180", formats.getJsonObject(0).getString("resolution"));
    assertEquals("640x360", formats.getJsonObject(1).getString("resolution"));
    assertEquals(chosen.getString("id"), formats.getJsonObject(1).getString("id"));
    // yt-dlp estimates an HLS rendition's size from its bandwidth and the duration
    assertTrue(formats.getJsonObject(0).getLong("size") < formats.getJsonObject(1).getLong("size"), formats.encode());
    assertNull(job.getString("error"));
    Instant created = Instant.parse(job.getString("createdAt"));
    assertTrue(!Instant.parse(job.getString("startedAt")).isBefore(created));
    assertTrue(!Instant.parse(job.getString("finishedAt")).isBefore(Instant.parse(job.getString("startedAt"))));
    assertEquals(created.plusSeconds(24 * 3600), Instant.parse(job.getString("expiresAt")));
    assertEquals("/api/tools/jobs/" + job.getString("id"), r.headers().firstValue("location").orElseThrow());
    // every request of the extraction went through the guard proxy to the lab
    assertTrue(lab.seen().containsAll(List.of("/page.html", "/master.m3u8")), lab.seen().toString());

    HttpResponse<String> again = s.get("/api/tools/jobs/" + job.getString("id"), "x-api-key", key);
    assertEquals(200, again.statusCode());
    assertEquals(job, new JsonObject(again.body()));
    String other = ToolsHttp.newKey(s, "someone-else");
    assertEquals(404, s.get("/api/tools/jobs/" + job.getString("id"), "x-api-key", other).statusCode());

    // a height label picks the best rendition up to that height
    JsonObject low = new JsonObject(postJson(s, YT, job(lab.url("/page.html"), "240p"), key).body());
    assertEquals("succeeded", low.getString("status"), low.encode());
    assertEquals("320x180", low.getJsonObject("chosenFormat").getString("resolution"));
    assertEquals(lab.url("/lo.m3u8"), low.getString("mediaUrl"));
  }

  @Test
  void aRedirectToALoopbackNameIsRefusedByTheGuard() throws Exception {
    HttpResponse<String> r = postJson(s, YT, job(lab.url("/redirect"), "best"), key);
    assertEquals(200, r.statusCode(), r.body());
    JsonObject job = new JsonObject(r.body());
    assertEquals("failed", job.getString("status"), r.body());
    assertEquals("The guard refused a connection to localhost: the host localhost resolves to 127.0.0.1, "
        + "a loopback address.", job.getString("error"));
    assertNull(job.getString("title"));
    assertEquals("failed", new JsonObject(s.get("/api/tools/jobs/" + job.getString("id"), "x-api-key", key).body())
        .getString("status"));
  }

  @Test
  void theSixthConcurrentCallOfAKeyIs429AndStuckJobsEndTimedOut() throws Exception {
    try (TestServer s = TestServer.start("tools_slots", new JsonObject().put("tools", new JsonObject()
        .put("allowHosts", new JsonArray().add("127.0.0.1"))
        .put("timeLimitSeconds", LIMIT)))) {
      sixthIs429AndStuckJobsEndTimedOut(s);
    }
  }

  private static void sixthIs429AndStuckJobsEndTimedOut(TestServer s) throws Exception {
    String k = ToolsHttp.newKey(s, "slots");
    List<CompletableFuture<HttpResponse<String>>> five = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      five.add(ToolsHttp.sendAsync(ToolsHttp.post(s, YT, "application/json", job(lab.url("/stall"), "best").encode(), k)));
    }
    String activeOfKey = "SELECT count(*) FROM tool_jobs j JOIN api_keys a ON a.prefix = j.key_prefix "
        + "WHERE a.label = 'slots' AND j.status IN ('queued', 'running')";
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(LIMIT);
    while (TestDb.count(s.db, activeOfKey) < 5 && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertEquals(5, TestDb.count(s.db, activeOfKey), "five jobs hold the key's five slots");

    HttpResponse<String> sixth = postJson(s, YT, job(lab.url("/page.html"), "best"), k);
    assertEquals(429, sixth.statusCode(), sixth.body());
    JsonObject body = new JsonObject(sixth.body());
    assertEquals("rate_limited", body.getString("error"));
    assertTrue(body.getString("detail").contains("5 extractions"), body.getString("detail"));
    long retry = Long.parseLong(sixth.headers().firstValue("retry-after").orElseThrow());
    assertTrue(retry >= 1 && retry <= LIMIT + JobStore.GRACE_SECONDS, "Retry-After " + retry);

    for (CompletableFuture<HttpResponse<String>> f : five) {
      HttpResponse<String> r = f.get(LIMIT * 4L, TimeUnit.SECONDS);
      assertEquals(200, r.statusCode(), r.body());
      JsonObject job = new JsonObject(r.body());
      assertEquals("timed_out", job.getString("status"), r.body());
      assertEquals("The extraction exceeded its time limit of " + LIMIT + " s and was stopped.", job.getString("error"));
      assertEquals("timed_out", new JsonObject(s.get("/api/tools/jobs/" + job.getString("id"), "x-api-key", k).body())
          .getString("status"));
    }
    assertFalse(ProcessHandle.current().descendants().anyMatch(p -> p.info().arguments()
        .map(a -> String.join(" ", a).contains("/stall")).orElse(false)), "no yt-dlp process is left");
    // the slots are free again
    assertEquals(0, TestDb.count(s.db, activeOfKey));
  }
}
