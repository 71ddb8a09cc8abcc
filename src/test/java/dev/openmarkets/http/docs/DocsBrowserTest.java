package dev.openmarkets.http.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The landing page, four docs pages (short-volume: an array payload; liquidations: an object
 * payload; funding-rates/{slug} and macro for their charts) and the API reference at /docs/api (when
 * this build has it) in headless Chromium,
 * driven by playwright-core from src/test/resources/browser/docs-pages.cjs: each page renders its
 * content, logs no console error, makes no request beyond 127.0.0.1, the charts draw, the try-it
 * form shows an answer; a screenshot of each is written to target/screenshots/.
 * Skips without Chromium, node or playwright-core (fails instead when CI=true): install them with
 * `apt-get install chromium` and `npm install --prefix target/playwright playwright-core`
 * (or point -Dopenmarkets.playwright at a directory holding node_modules/playwright-core).
 */
@Tag("db")
@WithServer(demo = true)
class DocsBrowserTest {
  private static TestServer server;

  private static Path playwright;
  private static Path chromium;

  @BeforeAll
  static void tools() throws Exception {
    playwright = Path.of(System.getProperty("openmarkets.playwright", "target/playwright")).toAbsolutePath();
    chromium = Path.of(System.getProperty("openmarkets.chromium", "/usr/bin/chromium"));
    need(Files.isExecutable(chromium), "no Chromium at " + chromium);
    need(nodeWorks(), "no node on PATH");
    need(Files.isDirectory(playwright.resolve("node_modules/playwright-core")), "no playwright-core under " + playwright);
    try (InputStream in = DocsBrowserTest.class.getResourceAsStream("/browser/docs-pages.cjs")) {
      Files.write(playwright.resolve("openmarkets-docs-pages.cjs"), in.readAllBytes());
    }
  }

  /** In CI the browser test must run: a missing tool is a failure there, a skip elsewhere. */
  private static void need(boolean present, String what) {
    if ("true".equals(System.getenv("CI"))) {
      assertTrue(present, what + " (CI=true requires the browser tests)");
    }
    Assumptions.assumeTrue(present, what);
  }

  @Test
  void pagesRenderDrawAndAnswerWithoutLeavingTheServer() throws Exception {
    boolean apiReference = server.get("/docs/api").statusCode() != 404;
    JsonArray pages = new JsonArray()
        .add(page("landing", "/").put("expect", new JsonArray().add("read-only HTTP API").add("short-volume")
            .add("liquidations").add("Terms and attribution")))
        .add(page("docs-short-volume", "/docs/short-volume").put("chart", true)
            .put("tryIt", new JsonObject().put("symbol", "AAPL").put("days", "365"))
            .put("expect", new JsonArray().add("Daily short volume of").add("Example").add("Try it").add("Row fields")
                .add("shortRatio")))
        // its Changes section, opened by its button: --demo's sample liquidation every 2 s is a new version
        .add(page("docs-liquidations", "/docs/liquidations").put("chart", true).put("tryIt", new JsonObject())
            .put("click", "#changes-watch").put("waitFor", "changes received")
            .put("expect", new JsonArray().add("Liquidations per hour").add("Object shape").add("data.topSymbols[].symbol")
                .add("data.hourly[].longUsd").add("Rows are observations that are never revised").add("changes received")
                .add("liquidations version ").add("/api/markets/changes?datasets=liquidations")));
    // the other two charts the docs promise: funding history and the yield curve
    pages.add(page("docs-funding-rates-symbol", "/docs/funding-rates-symbol").put("chart", true)
            .put("expect", new JsonArray().add("Settled funding rate of btc by exchange").add("data.fundingHistory[].fundingRate")))
        .add(page("docs-macro", "/docs/macro").put("chart", true)
            .put("expect", new JsonArray().add("US Treasury par yield curve, latest day (percent) on ")));
    // the live view of liquidations/recent: --demo stores a sample liquidation every 2 s
    pages.add(page("docs-liquidations-recent", "/docs/liquidations-recent").put("waitFor", "events received")
        .put("expect", new JsonArray().add("events received").add("USD")));
    if (apiReference) {
      pages.add(page("docs-api", "/docs/api").put("waitFor", "short-volume")
          .put("expect", new JsonArray().add("short-volume").add("liquidations")));
    }
    // --demo stores a sample liquidation every 2 s (the live stream moves), so the summary grows
    // while the browser runs: its try-it answer lies between the totals before and after
    BigDecimal totalBefore = new BigDecimal(totalUsd(server.get("/api/markets/liquidations").body()));
    Path out = Path.of("target/screenshots").toAbsolutePath();
    JsonObject report = run(new JsonObject().put("base", server.base).put("outDir", out.toString())
        .put("chromium", chromium.toString()).put("pages", pages));

    JsonArray shown = report.getJsonArray("pages");
    assertEquals(pages.size(), shown.size(), report.encodePrettily());
    assertEquals(new JsonArray(), report.getJsonArray("outsideAnywhere"), "requests that tried to leave the server");
    for (int i = 0; i < shown.size(); i++) {
      JsonObject p = shown.getJsonObject(i);
      String name = p.getString("name");
      assertEquals(200, p.getInteger("status"), name);
      assertEquals(new JsonArray(), p.getJsonArray("consoleErrors"), name + ": console errors");
      assertEquals(new JsonArray(), p.getJsonArray("outside"), name + ": requests beyond 127.0.0.1");
      assertEquals(new JsonArray(), p.getJsonArray("missing"), name + ": texts not rendered");
      for (Object url : p.getJsonArray("requests")) {
        assertTrue(((String) url).startsWith(server.base + "/") || ((String) url).startsWith("data:"), name + " " + url);
      }
      Path png = Path.of(p.getString("screenshot"));
      assertTrue(Files.size(png) > 10_000, png + " written");
      byte[] head = Files.readAllBytes(png);
      assertEquals("PNG", new String(head, 1, 3, StandardCharsets.US_ASCII), png.toString());
    }
    JsonObject landing = shown.getJsonObject(0);
    assertEquals("openmarkets: public market data as JSON and CSV", landing.getString("title"));

    // short-volume: the chart is the history of the symbol the example answer starts with
    JsonObject sv = shown.getJsonObject(1);
    JsonObject latest = server.json("/api/markets/short-volume");
    String symbol = latest.getJsonArray("data").getJsonObject(0).getString("symbol");
    int days = server.json("/api/markets/short-volume?symbol=" + symbol + "&days=365").getJsonArray("data").size();
    JsonObject chart = sv.getJsonObject("chart");
    assertTrue(chart.getBoolean("drawn"), chart.encode());
    assertEquals(days, chart.getInteger("points"));
    assertEquals(2, chart.getInteger("series"));
    assertEquals(new JsonArray().add("date").add("shortVolume").add("totalVolume"), chart.getJsonArray("legend"));
    assertTrue(chart.getInteger("painted") > 2_000, chart.encode());
    // the try-it form sent the query the inputs say and shows the server's own answer
    JsonObject tryIt = sv.getJsonObject("tryIt");
    assertEquals("GET /api/markets/short-volume?symbol=AAPL&days=365", tryIt.getString("url"));
    assertEquals("200", tryIt.getString("status"));
    JsonObject aapl = server.json("/api/markets/short-volume?symbol=AAPL&days=365");
    assertTrue(tryIt.getString("statusLine").startsWith("200 OK \u00b7 application/json"), tryIt.encode());
    assertEquals(aapl.getJsonArray("data"), new JsonObject(tryIt.getString("body")).getJsonArray("data"));

    // liquidations: one bar pair per hourly bucket, the try-it answer is the summary object
    JsonObject liq = shown.getJsonObject(2);
    JsonObject summary = server.json("/api/markets/liquidations").getJsonObject("data");
    chart = liq.getJsonObject("chart");
    assertTrue(chart.getBoolean("drawn"), chart.encode());
    assertEquals(summary.getJsonArray("hourly").size(), chart.getInteger("points"));
    assertEquals(new JsonArray().add("hour").add("longUsd").add("shortUsd"), chart.getJsonArray("legend"));
    assertTrue(chart.getInteger("painted") > 2_000, chart.encode());
    tryIt = liq.getJsonObject("tryIt");
    assertEquals("GET /api/markets/liquidations", tryIt.getString("url"));
    assertEquals("200", tryIt.getString("status"));
    // compared as the server wrote them (the page shows the first 4,000 characters, and a Double
    // prints a total of 10 million or more as 1.0E7)
    BigDecimal shownTotal = new BigDecimal(totalUsd(tryIt.getString("body")));
    BigDecimal totalAfter = new BigDecimal(totalUsd(server.get("/api/markets/liquidations").body()));
    assertTrue(shownTotal.compareTo(totalBefore) >= 0 && shownTotal.compareTo(totalAfter) <= 0,
        totalBefore + " <= " + shownTotal + " <= " + totalAfter);

    // funding history: one series per exchange that settled in the window
    JsonArray history = server.json("/api/markets/funding-rates/btc?history=30d").getJsonObject("data").getJsonArray("fundingHistory");
    chart = shown.getJsonObject(3).getJsonObject("chart");
    assertTrue(chart.getBoolean("drawn"), chart.encode());
    assertEquals(history.stream().map(h -> ((JsonObject) h).getString("exchange")).distinct().count(),
        (long) chart.getInteger("series"));
    assertEquals(history.stream().map(h -> ((JsonObject) h).getString("fundingTime")).distinct().count(),
        (long) chart.getInteger("points"));
    // yield curve: one point per Treasury tenor (ust-1m ... ust-30y), spreads and stablecoins left out
    long tenors = server.json("/api/markets/macro").getJsonArray("data").stream()
        .filter(r -> ((JsonObject) r).getString("series").matches("ust-[0-9.]+[my]")).count();
    chart = shown.getJsonObject(4).getJsonObject("chart");
    assertTrue(chart.getBoolean("drawn"), chart.encode());
    assertEquals(tenors, (long) chart.getInteger("points"));
    assertEquals(new JsonArray().add("series").add("value"), chart.getJsonArray("legend"));
    assertTrue(chart.getInteger("painted") > 1_000, chart.encode());
  }

  private static String totalUsd(String json) {
    Matcher m = Pattern.compile("\"totalUsd\":\\s*([-+0-9.eE]+)").matcher(json);
    assertTrue(m.find(), json);
    return m.group(1);
  }

  private static JsonObject page(String name, String path) {
    return new JsonObject().put("name", name).put("path", path);
  }

  private static JsonObject run(JsonObject plan) throws Exception {
    Path planFile = Files.createTempFile("docs-pages", ".json");
    Files.writeString(planFile, plan.encode());
    List<String> cmd = new ArrayList<>(List.of("node", "openmarkets-docs-pages.cjs", planFile.toString()));
    Process p = new ProcessBuilder(cmd).directory(playwright.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(180, TimeUnit.SECONDS), "node finished");
    String text = new String(out, StandardCharsets.UTF_8).strip();
    assertEquals(0, p.exitValue(), text);
    Files.deleteIfExists(planFile);
    return new JsonObject(text.substring(text.lastIndexOf('\n') + 1));
  }

  private static boolean nodeWorks() {
    try {
      Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (Exception e) {
      return false;
    }
  }
}
