package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** /mirror/ over real HTTP: bytes, ETags and 304, ranges, immutable caching, the index, traversal, the byte limit. */
@Tag("db")
class MirrorServeTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  @TempDir
  static Path dir;
  private static Path mirror;
  private static TestServer server;
  private static TestServer tight;
  private static Manifest manifest;

  @BeforeAll
  static void start() throws Exception {
    TestServer source = TestServer.start("mirror_serve_source", new JsonObject().put("demo", true));
    source.close();
    mirror = dir.resolve("mirror");
    MirrorFixture.publish(source.db, MinisignKey.generate(), mirror);
    manifest = Manifest.decode(Files.readAllBytes(mirror.resolve("manifest.json")));
    Files.writeString(dir.resolve("secret.txt"), "SECRET-OUTSIDE-THE-MIRROR");
    Files.createDirectories(mirror.resolve(".tmp"));
    Files.writeString(mirror.resolve(".tmp/scratch.csv"), "SECRET-SCRATCH");
    Files.createSymbolicLink(mirror.resolve("link.txt"), dir.resolve("secret.txt"));
    server = TestServer.start("mirror_serve", new JsonObject().put("mirror", new JsonObject().put("dir", mirror.toString())));
    tight = TestServer.start("mirror_serve_tight", new JsonObject().put("mirror",
        new JsonObject().put("dir", mirror.toString()).put("bytesPerMinute", 1000)));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
    tight.close();
  }

  @Test
  void theManifestIsServedWithAStrongEtagAnd304() throws Exception {
    HttpResponse<byte[]> r = get(server, "/mirror/manifest.json");
    assertEquals(200, r.statusCode());
    byte[] bytes = Files.readAllBytes(mirror.resolve("manifest.json"));
    assertArrayEquals(bytes, r.body());
    String etag = r.headers().firstValue("etag").orElseThrow();
    assertEquals("\"" + Sha256.of(bytes) + "\"", etag);
    assertEquals("public, max-age=60", r.headers().firstValue("cache-control").orElseThrow());
    assertEquals(304, get(server, "/mirror/manifest.json", "If-None-Match", etag).statusCode());
    assertEquals(200, get(server, "/mirror/manifest.json", "If-None-Match", "\"other\"").statusCode());
    HttpResponse<byte[]> sig = get(server, "/mirror/manifest.json.minisig");
    assertArrayEquals(Files.readAllBytes(mirror.resolve("manifest.json.minisig")), sig.body());
    assertArrayEquals(Files.readAllBytes(mirror.resolve("openmarkets.pub")), get(server, "/mirror/openmarkets.pub").body());
  }

  @Test
  void dataFilesAnswerRangesWithTheRightBytesAndAreImmutable() throws Exception {
    ManifestFile f = manifest.files().stream().filter(x -> x.bytes() > 1000).findFirst().orElseThrow();
    byte[] bytes = Files.readAllBytes(mirror.resolve(f.path()));
    HttpResponse<byte[]> whole = get(server, "/mirror/" + f.path());
    assertEquals(200, whole.statusCode());
    assertArrayEquals(bytes, whole.body());
    assertEquals("public, max-age=31536000, immutable", whole.headers().firstValue("cache-control").orElseThrow());
    assertEquals("bytes", whole.headers().firstValue("accept-ranges").orElseThrow());
    assertEquals("\"" + f.sha256() + "\"", whole.headers().firstValue("etag").orElseThrow());

    HttpResponse<byte[]> part = get(server, "/mirror/" + f.path(), "Range", "bytes=4-99", "Accept-Encoding", "gzip");
    assertEquals(206, part.statusCode());
    assertArrayEquals(Arrays.copyOfRange(bytes, 4, 100), part.body());
    assertEquals("bytes 4-99/" + bytes.length, part.headers().firstValue("content-range").orElseThrow());

    HttpResponse<byte[]> tail = get(server, "/mirror/" + f.path(), "Range", "bytes=-8");
    assertEquals(206, tail.statusCode());
    assertEquals("PAR1", new String(Arrays.copyOfRange(tail.body(), 4, 8), StandardCharsets.US_ASCII));
    assertArrayEquals(Arrays.copyOfRange(bytes, bytes.length - 8, bytes.length), tail.body());

    HttpResponse<byte[]> beyond = get(server, "/mirror/" + f.path(), "Range", "bytes=" + bytes.length + "-");
    assertEquals(416, beyond.statusCode());
    assertEquals("bytes */" + bytes.length, beyond.headers().firstValue("content-range").orElseThrow());
    assertEquals(416, get(server, "/mirror/" + f.path(), "Range", "bytes=50-10").statusCode());
    // If-Range with another validator: the whole file
    assertEquals(200, get(server, "/mirror/" + f.path(), "Range", "bytes=0-9", "If-Range", "\"old\"").statusCode());
  }

  @Test
  void theIndexLinksEveryFileWithRowsAndSizes() throws Exception {
    HttpResponse<byte[]> r = get(server, "/mirror/");
    assertEquals(200, r.statusCode());
    assertTrue(r.headers().firstValue("content-type").orElseThrow().startsWith("text/html"));
    String html = new String(r.body(), StandardCharsets.UTF_8);
    for (ManifestFile f : manifest.files()) {
      assertTrue(html.contains("<a href=\"" + f.path() + "\">"), f.path());
      assertTrue(html.contains("<td class=\"n\">" + f.rows() + "</td>"), f.path() + " rows");
    }
    assertTrue(html.contains("minisign -Vm manifest.json -p openmarkets.pub"));
    HttpResponse<byte[]> bare = get(server, "/mirror");
    assertEquals(301, bare.statusCode());
    assertEquals("/mirror/", bare.headers().firstValue("location").orElseThrow());
    String etag = r.headers().firstValue("etag").orElseThrow();
    assertEquals(304, get(server, "/mirror/", "If-None-Match", etag).statusCode());
  }

  @Test
  void noPathReachesOutsideTheMirrorOrItsScratchFiles() throws Exception {
    for (String path : List.of("/mirror/../secret.txt", "/mirror/%2e%2e/secret.txt", "/mirror/..%2fsecret.txt",
        "/mirror/data/..%2f..%2fsecret.txt", "/mirror/%2E%2E%2Fsecret.txt", "/mirror/.tmp/scratch.csv",
        "/mirror/%2etmp/scratch.csv", "/mirror/link.txt", "/mirror/%2fetc%2fpasswd", "/mirror//etc/passwd",
        "/mirror/data%5c..%5c..%5csecret.txt", "/mirror/manifest.json%00.txt", "/mirror/data")) {
      HttpResponse<byte[]> r = get(server, path);
      String body = new String(r.body(), StandardCharsets.UTF_8);
      assertEquals(404, r.statusCode(), path + ": " + body);
      assertFalse(body.contains("SECRET"), path);
      assertFalse(body.contains("root:"), path);
    }
  }

  @Test
  void mirrorBytesHaveTheirOwnLimitApartFromTheApis() throws Exception {
    ManifestFile f = manifest.files().stream().filter(x -> x.bytes() > 1000).findFirst().orElseThrow();
    assertEquals(200, get(tight, "/mirror/" + f.path()).statusCode());
    HttpResponse<byte[]> limited = get(tight, "/mirror/" + f.path());
    assertEquals(429, limited.statusCode());
    long retry = Long.parseLong(limited.headers().firstValue("retry-after").orElseThrow());
    assertTrue(retry >= 1 && retry <= 60 * (f.bytes() / 1000 + 1), "Retry-After " + retry);
    // the API's own limit is untouched by mirror bytes
    assertEquals(200, get(tight, "/api/markets/short-volume").statusCode());
  }

  private static HttpResponse<byte[]> get(TestServer s, String path, String... headers) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(s.base + path));
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.GET().build(), HttpResponse.BodyHandlers.ofByteArray());
  }
}
