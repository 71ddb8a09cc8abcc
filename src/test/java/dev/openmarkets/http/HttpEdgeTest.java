package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The envelope, the error body, CORS, HEAD, OPTIONS, ETag/304, gzip and the operational pages. */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("http_edge")
class HttpEdgeTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    Ingest.load(server, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
  }

  @Test
  void envelopeCarriesExactlyTheSpecFields() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/short-volume");
    assertEquals(200, r.statusCode());
    assertEquals("application/json; charset=utf-8", r.headers().firstValue("content-type").orElseThrow());
    assertEquals("2026-09-15", r.headers().firstValue("x-api-version").orElseThrow());
    JsonObject body = new JsonObject(r.body());
    assertEquals(List.of("data", "updatedAt", "source", "docs", "license", "attribution"), List.copyOf(body.fieldNames()));
    assertTrue(body.getString("updatedAt").matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z"), body.getString("updatedAt"));
    assertEquals("openmarkets.test", body.getString("source"));
    assertEquals("https://openmarkets.test/docs/short-volume", body.getString("docs"));
    assertTrue(body.getString("license").contains("Commercial use needs written permission"));
    assertTrue(body.getString("attribution").contains("openmarkets"));
    assertEquals(3, body.getJsonArray("data").size());
  }

  @Test
  void unknownPathsAre404WithTheErrorBody() throws Exception {
    for (String path : List.of("/api/markets/nothing-here", "/nowhere", "/docs/nothing")) {
      HttpResponse<String> r = server.get(path);
      assertEquals(404, r.statusCode(), path);
      JsonObject body = new JsonObject(r.body());
      assertEquals(List.of("error", "detail", "docs"), List.copyOf(body.fieldNames()));
      assertEquals("not_found", body.getString("error"));
      assertTrue(body.getString("detail").length() > 10);
      assertEquals("https://openmarkets.test/docs", body.getString("docs"));
      assertEquals("*", r.headers().firstValue("access-control-allow-origin").orElseThrow());
    }
  }

  @Test
  void wrongMethodIs405InTheSameShape() throws Exception {
    HttpResponse<String> r = server.request("DELETE", "/api/markets/short-volume");
    assertEquals(405, r.statusCode());
    assertEquals("method_not_allowed", new JsonObject(r.body()).getString("error"));
  }

  @Test
  void corsIsOpenAndPreflightAnswers204WithoutCountingAgainstTheLimit() throws Exception {
    HttpResponse<String> get = server.get("/api/markets/short-volume", "Origin", "https://example.org");
    assertEquals("*", get.headers().firstValue("access-control-allow-origin").orElseThrow());
    assertTrue(get.headers().firstValue("access-control-expose-headers").orElseThrow().contains("Retry-After"));
    String before = get.headers().firstValue("ratelimit-remaining").orElseThrow();
    HttpResponse<String> pre = server.request("OPTIONS", "/api/markets/short-volume",
        "Origin", "https://example.org", "Access-Control-Request-Method", "GET",
        "Access-Control-Request-Headers", "x-api-key");
    assertEquals(204, pre.statusCode());
    assertEquals("*", pre.headers().firstValue("access-control-allow-origin").orElseThrow());
    assertTrue(pre.headers().firstValue("access-control-allow-methods").orElseThrow().contains("GET"));
    assertTrue(pre.headers().firstValue("access-control-allow-headers").orElseThrow().contains("x-api-key"));
    assertTrue(pre.headers().firstValue("ratelimit-remaining").isEmpty());
    String after = server.get("/api/markets/short-volume").headers().firstValue("ratelimit-remaining").orElseThrow();
    assertEquals(Integer.parseInt(before) - 1, Integer.parseInt(after));
  }

  @Test
  void headAnswersHeadersWithoutBody() throws Exception {
    HttpResponse<String> get = server.get("/api/markets/short-volume");
    HttpResponse<String> head = server.request("HEAD", "/api/markets/short-volume");
    assertEquals(200, head.statusCode());
    assertEquals("", head.body());
    assertEquals(get.headers().firstValue("etag"), head.headers().firstValue("etag"));
    assertEquals(String.valueOf(get.body().getBytes(StandardCharsets.UTF_8).length),
        head.headers().firstValue("content-length").orElseThrow());
    HttpResponse<String> csvHead = server.request("HEAD", "/api/markets/short-volume/csv");
    assertEquals(200, csvHead.statusCode());
    assertEquals("", csvHead.body());
    assertEquals("text/csv; charset=utf-8", csvHead.headers().firstValue("content-type").orElseThrow());
  }

  @Test
  void etagGives304ForJsonAndCsv() throws Exception {
    for (String path : List.of("/api/markets/short-volume?symbol=AAPL&days=5000", "/api/markets/short-volume/csv")) {
      HttpResponse<String> first = server.get(path);
      String etag = first.headers().firstValue("etag").orElseThrow();
      HttpResponse<String> again = server.get(path, "If-None-Match", etag);
      assertEquals(304, again.statusCode(), path);
      assertEquals("", again.body());
      assertEquals(etag, again.headers().firstValue("etag").orElseThrow());
      assertEquals(200, server.get(path, "If-None-Match", "\"other\"").statusCode());
    }
  }

  @Test
  void gzipWhenAsked() throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    HttpResponse<byte[]> r = client.send(HttpRequest.newBuilder(URI.create(server.base + "/api/markets/short-volume"))
        .header("Accept-Encoding", "gzip").build(), HttpResponse.BodyHandlers.ofByteArray());
    assertEquals("gzip", r.headers().firstValue("content-encoding").orElseThrow());
    String text = new String(new GZIPInputStream(new ByteArrayInputStream(r.body())).readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(3, new JsonObject(text).getJsonArray("data").size());
    HttpResponse<String> plain = server.get("/api/markets/short-volume");
    assertTrue(plain.headers().firstValue("content-encoding").isEmpty());
  }

  @Test
  void cachedGzipDecodesToTheSameBytesAndOtherEncodingsAreUnchanged() throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    String path = "/api/markets/short-volume?limit=2";
    byte[] plain = client.send(HttpRequest.newBuilder(URI.create(server.base + path)).build(),
        HttpResponse.BodyHandlers.ofByteArray()).body();
    for (int i = 0; i < 2; i++) { // the second is answered from the cache
      HttpResponse<byte[]> r = client.send(HttpRequest.newBuilder(URI.create(server.base + path))
          .header("Accept-Encoding", "br;q=1.0, gzip;q=0.8").build(), HttpResponse.BodyHandlers.ofByteArray());
      assertEquals(List.of("gzip"), r.headers().allValues("content-encoding"));
      assertEquals("Accept-Encoding", r.headers().firstValue("vary").orElseThrow());
      assertEquals(new String(plain, StandardCharsets.UTF_8),
          new String(new GZIPInputStream(new ByteArrayInputStream(r.body())).readAllBytes(), StandardCharsets.UTF_8));
    }
    HttpResponse<byte[]> deflate = client.send(HttpRequest.newBuilder(URI.create(server.base + path))
        .header("Accept-Encoding", "gzip;q=0.5, deflate").build(), HttpResponse.BodyHandlers.ofByteArray());
    assertEquals("deflate", deflate.headers().firstValue("content-encoding").orElseThrow());
  }

  @Test
  void operationalPages() throws Exception {
    assertEquals("ok", server.json("/health").getString("status"));
    assertEquals("ready", server.json("/ready").getString("status"));
    JsonArray changelog = new JsonArray(server.get("/changelog").body());
    assertEquals("2026-09-15", changelog.getJsonObject(0).getString("version"));
    JsonObject stats = server.json("/stats");
    JsonObject sv = stats.getJsonObject("datasets").getJsonObject("short-volume");
    assertEquals(5L, sv.getLong("rows"));
    assertEquals("2026-11-17", sv.getString("coverageStart"));
    assertEquals("2026-11-17", sv.getString("newestRecord"));
    // Tuesday 2026-11-17's file: Wednesday's is due 18:00 EST (23:00Z); two days later it is stale
    JsonObject fresh = sv.getJsonObject("freshness");
    assertEquals("stale", fresh.getString("state"));
    assertEquals("2026-11-18T23:00:00Z", fresh.getString("expectedBy"));
    assertEquals("empty", stats.getJsonObject("datasets").getJsonObject("threshold-list").getJsonObject("freshness")
        .getString("state"));
    assertNotNull(stats.getJsonObject("requests").getLong("served"));
    HttpResponse<String> docs = server.get("/docs/short-volume");
    assertEquals(200, docs.statusCode());
    assertTrue(docs.body().contains("short_exempt_volume") && docs.body().contains("a whole number from 1 to 5000"));
    JsonObject openapi = server.json("/openapi.json");
    assertEquals("3.1.0", openapi.getString("openapi"));
    assertNotNull(openapi.getJsonObject("paths").getJsonObject("/api/markets/threshold-list/csv"));
    assertTrue(server.get("/metrics").body().contains("openmarkets_dataset_answers_total{outcome=\"served\"}"));
  }
}
