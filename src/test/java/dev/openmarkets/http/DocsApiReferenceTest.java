package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * /docs/api, the bundled API reference: the page and the dist files it names are served from the
 * jar, nothing on them points outside the server, and headless Chromium (when installed) renders
 * every tag of /openapi.json with no console message and no request leaving the server; a
 * screenshot of the page and of one opened operation goes to target/screenshots/docs-api*.png.
 */
@WithServer(demo = true)
class DocsApiReferenceTest {
  private static TestServer server;

  @Test
  void pageAndDistFilesAreServedFromTheJar() throws Exception {
    HttpResponse<String> page = server.get("/docs/api");
    assertEquals(200, page.statusCode());
    assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
    HttpResponse<String> init = server.get("/docs/api/init.js");
    assertEquals(200, init.statusCode());
    assertTrue(init.body().contains("fetch('/openapi.json')") && init.body().contains("validatorUrl: null"), init.body());
    for (String text : List.of(page.body(), init.body())) {
      // every address on the page is on this server
      assertFalse(text.contains("http://") || text.contains("https://") || text.contains("//fonts"), text);
    }
    for (String asset : ApiReferencePage.ASSETS.keySet()) {
      assertTrue(page.body().contains("/docs/api/" + asset), asset);
      HttpResponse<byte[]> r = bytes(server.base + "/docs/api/" + asset);
      assertEquals(200, r.statusCode(), asset);
      assertEquals(ApiReferencePage.ASSETS.get(asset), r.headers().firstValue("Content-Type").orElse(""));
      assertTrue(r.body().length > 500, asset);
    }
    HttpResponse<String> other = server.get("/docs/api/index.html");
    assertEquals(404, other.statusCode());
    assertEquals("not_found", new JsonObject(other.body()).getString("error"));
    String index = server.get("/docs").body();
    assertTrue(index.contains("href=\"/docs/api\"") && index.contains("<code>/mcp</code>"), index);
  }

  @Test
  void chromiumRendersEveryTagWithNothingLeavingTheServer() throws Exception {
    String chromium = chromium();
    Assumptions.assumeTrue(chromium != null, "no chromium on PATH");
    Path out = Path.of("target/screenshots").toAbsolutePath();
    Files.createDirectories(out);
    Path netLog = out.resolve("docs-api.netlog.json");
    Path stderr = out.resolve("docs-api.chromium.log");
    Process p = new ProcessBuilder(args(chromium, out, "--log-net-log=" + netLog, "--dump-dom", server.base + "/docs/api"))
        .redirectError(stderr.toFile()).start();
    String dom = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium finished");

    JsonObject doc = server.json("/openapi.json");
    for (Object tag : doc.getJsonArray("tags")) {
      String name = ((JsonObject) tag).getString("name");
      assertTrue(dom.contains("data-tag=\"" + name + "\""), "tag " + name + " rendered");
    }
    assertTrue(dom.contains("Short volume") || dom.contains("short-volume"), "an operation is listed");
    List<String> console = Files.readAllLines(stderr).stream().filter(l -> l.contains(":CONSOLE")).toList();
    assertTrue(console.isEmpty(), String.join("\n", console));
    List<String> pageRequests = pageRequests(netLog, "http://127.0.0.1");
    assertTrue(pageRequests.stream().anyMatch(u -> u.endsWith("/openapi.json")), pageRequests.toString());
    for (String url : pageRequests) {
      assertTrue(url.startsWith(server.base + "/"), "request left the server: " + url);
    }

    // for review: the overview, and one operation opened by its deep link
    screenshot(chromium, out, "docs-api.png", server.base + "/docs/api");
    screenshot(chromium, out, "docs-api-operation.png", server.base + "/docs/api#/shortsale/short_volume");
  }

  private static void screenshot(String chromium, Path out, String file, String url) throws Exception {
    Process shot = new ProcessBuilder(args(chromium, out, "--screenshot=" + out.resolve(file), "--window-size=1280,1600",
        url)).redirectErrorStream(true).start();
    shot.getInputStream().readAllBytes();
    assertTrue(shot.waitFor(120, TimeUnit.SECONDS), "chromium finished");
    assertTrue(Files.size(out.resolve(file)) > 10_000, file);
  }

  private static List<String> args(String chromium, Path out, String... more) {
    List<String> cmd = new ArrayList<>(List.of(chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
        "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update",
        "--no-first-run", "--disable-default-apps", "--disable-sync",
        "--user-data-dir=" + out.resolve("chromium-profile"),
        // a name that is not this server resolves nowhere: a page that needed it would show the failure
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        "--enable-logging=stderr", "--v=0", "--virtual-time-budget=20000"));
    cmd.addAll(List.of(more));
    return cmd;
  }

  /** URLs the page asked for (requests of the page's site in the net log, not the browser's own). */
  private static List<String> pageRequests(Path netLog, String site) throws Exception {
    JsonObject log = new JsonObject(Files.readString(netLog));
    int startJob = log.getJsonObject("constants").getJsonObject("logEventTypes").getInteger("URL_REQUEST_START_JOB");
    List<String> urls = new ArrayList<>();
    for (Object e : log.getJsonArray("events", new JsonArray())) {
      JsonObject event = (JsonObject) e;
      JsonObject params = event.getJsonObject("params");
      if (event.getInteger("type") == startJob && params != null
          && params.getString("network_isolation_key", "").startsWith(site)) {
        urls.add(params.getString("url"));
      }
    }
    return urls;
  }

  /** HTTP/1.1 as TestServer's client: one CI run saw the JDK client fail its h2c upgrade here (see the 2026-11-24 note). */
  private static final java.net.http.HttpClient HTTP = java.net.http.HttpClient.newBuilder()
      .version(java.net.http.HttpClient.Version.HTTP_1_1).build();

  private static HttpResponse<byte[]> bytes(String url) throws Exception {
    return HTTP.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(url))
        .build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  private static String chromium() {
    for (String name : List.of("chromium", "chromium-browser")) {
      try {
        Process p = new ProcessBuilder(name, "--version").redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        if (p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0) {
          return name;
        }
      } catch (Exception e) {
        // try the next name
      }
    }
    return null;
  }
}
