package dev.openmarkets.http.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The docs pages over real HTTP on the demo data: a real path value and its answer for datasets
 * with a path parameter, the object shape with every field of the answer, the try-it form from the
 * declarations, the chart declarations, and the assets route.
 */
@Tag("db")
@WithServer(demo = true)
class DocsPagesTest {
  private static TestServer server;
  private static final Pattern CURL = Pattern.compile("<h2 id=\"example\">Example</h2><pre><code>curl 'https://openmarkets.test([^']+)'");

  @Test
  void pathParameterPagesShowARealValueAndItsAnswer() throws Exception {
    Map<String, String> expected = Map.of("cot-market", "/api/markets/cot/", "open-interest", "/api/markets/open-interest/",
        "options", "/api/markets/options/", "whales-coin", "/api/markets/whales/", "rates-country", "/api/markets/rates/",
        "sentiment-asset", "/api/markets/sentiment/", "funding-rates-symbol", "/api/markets/funding-rates/",
        "fund-holdings", "/api/markets/funds/", "signals-asset", "/api/markets/signals/");
    for (Map.Entry<String, String> e : expected.entrySet()) {
      String html = page(e.getKey());
      Matcher m = CURL.matcher(html);
      assertTrue(m.find(), e.getKey());
      String path = m.group(1);
      assertTrue(path.startsWith(e.getValue()) && !path.contains("{"), e.getKey() + " " + path);
      String value = path.substring(e.getValue().length());
      assertTrue(html.contains("</code> is <code>" + value + "</code>, a value the current data holds."), e.getKey());
      // the answer shown is the one the endpoint gives for that value, and it has rows
      JsonObject real = server.json(path);
      JsonObject shown = shownAnswer(html);
      assertEquals(real.getString("attribution"), shown.getString("attribution"), e.getKey());
      Object data = real.getValue("data");
      int rows = data instanceof JsonArray a ? a.size()
          : real.getJsonObject("data").getJsonArray(dataset(e.getKey()).objectShape().listField()).size();
      assertTrue(rows > 0, e.getKey() + " " + path + " has rows");
      assertFalse(html.contains("(no rows held yet)"), e.getKey());
    }
    // a slug is shown lower case even when the list spells it in capitals (whales lists "BTC")
    assertTrue(page("whales-coin").contains("curl 'https://openmarkets.test/api/markets/whales/btc'"));
  }

  @Test
  void aRequiredQueryParameterGetsARealValueToo() throws Exception {
    // financials refuses a query without symbol: the example names a symbol the data holds
    String html = page("financials");
    Matcher m = CURL.matcher(html);
    assertTrue(m.find(), html);
    String path = m.group(1);
    assertTrue(path.startsWith("/api/markets/financials?symbol="), path);
    String symbol = path.substring("/api/markets/financials?symbol=".length());
    assertTrue(html.contains("Here <code>symbol</code> is <code>" + symbol + "</code>, a value the current data holds."));
    assertTrue(html.contains("/api/markets/financials/csv?symbol=" + symbol + "' -o"), "the CSV request keeps the query");
    JsonObject real = server.json(path);
    assertEquals(symbol, real.getJsonObject("data").getString("symbol"));
    assertEquals(real.getJsonObject("data").getString("name"), shownAnswer(html).getJsonObject("data").getString("name"));
    assertFalse(real.getJsonObject("data").getJsonArray("quarterly").isEmpty());
  }

  @Test
  void objectShapeListsEveryFieldOfTheAnswerNestedOnesToo() throws Exception {
    for (String name : List.of("liquidations", "options", "whales", "funding-rates-symbol", "signals", "symbols")) {
      String html = page(name);
      assertTrue(html.contains("<h2 id=\"shape\">"), name);
      Set<String> shown = new TreeSet<>();
      Matcher m = Pattern.compile("<tr><td><code>([^<]+)</code></td><td>([^<]*)</td>").matcher(html);
      while (m.find()) {
        shown.add(m.group(1));
      }
      Matcher c = CURL.matcher(html);
      assertTrue(c.find());
      Set<String> real = new TreeSet<>();
      paths("data", server.json(c.group(1)).getValue("data"), real);
      for (String path : real) {
        assertTrue(shown.contains(path), name + ": " + path + " missing from " + shown);
      }
      // the declared row fields are all there, typed from the declaration
      Dataset ds = dataset(name);
      String rows = ds.objectShape() == null ? "data[]" : "data." + ds.objectShape().listField() + "[]";
      ds.fields().forEach(f -> assertTrue(html.contains("<tr><td><code>" + rows + "." + f.name() + "</code></td><td>"
          + f.typeLabel() + "</td>"), name + " " + f.name()));
    }
    String liq = page("liquidations");
    assertTrue(liq.contains("<tr><td><code>data.totalUsd</code></td><td>number</td>"), liq);
    assertTrue(liq.contains("<tr><td><code>data.topSymbols[].count</code></td><td>integer</td>"), liq);
    // nested inside a JSON row field: symbols' contractValues
    assertTrue(page("symbols").contains("<code>data[].contractValues.binance</code>"));
  }

  @Test
  void objectPayloadListsAreCutInTheExample() throws Exception {
    String html = page("funding-rates-symbol");
    JsonObject data = shownAnswer(html).getJsonObject("data");
    assertEquals(ExampleSection.EXAMPLE_ROWS, data.getJsonArray("fundingHistory").size());
    int all = server.json("/api/markets/funding-rates/btc").getJsonObject("data").getJsonArray("fundingHistory").size();
    assertTrue(html.contains("<code>fundingHistory</code> (" + all + ")"), html);
  }

  @Test
  void tryItFormHasAnInputPerDeclaredParameter() throws Exception {
    for (String name : List.of("short-volume", "cot-market", "liquidations", "insiders", "options")) {
      Dataset ds = dataset(name);
      String html = page(name);
      assertTrue(html.contains("<form class=\"om-try\" id=\"try-form\" data-path=\"" + ds.path() + "\">"), name);
      for (Param<?> p : ds.params()) {
        assertTrue(html.contains(" name=\"" + p.name() + "\" data-in=\"" + (p.inPath() ? "path" : "query") + "\""),
            name + " " + p.name());
      }
    }
    String sv = page("short-volume");
    assertTrue(sv.contains("<input type=\"number\" step=\"1\" min=\"1\" max=\"5000\" name=\"days\" data-in=\"query\""), sv);
    assertTrue(sv.contains("<input type=\"date\" name=\"from\""), sv);
    assertTrue(sv.contains("<select name=\"sort\" data-in=\"query\""), sv);
    // a path input starts with the value the example uses
    String rates = page("rates-country");
    Matcher m = CURL.matcher(rates);
    assertTrue(m.find());
    String code = m.group(1).substring("/api/markets/rates/".length());
    assertTrue(rates.contains("name=\"code\" data-in=\"path\" title=\"an identifier of letters, digits and '-'\" required value=\""
        + code + "\">"), rates);
  }

  @Test
  void chartsWhereTheyHelp() throws Exception {
    Map<String, String> charts = Map.of(
        "short-volume", "&quot;src&quot;:&quot;/api/markets/short-volume?symbol=",
        "liquidations", "&quot;rows&quot;:&quot;data.hourly&quot;",
        "funding-rates-symbol", "&quot;src&quot;:&quot;/api/markets/funding-rates/btc?history=30d&quot;",
        "macro", "&quot;xKind&quot;:&quot;tenor&quot;",
        "fed-liquidity", "netLiquidity",
        "open-interest", "&quot;pivot&quot;",
        "options", "&quot;rows&quot;:&quot;data.expiries&quot;");
    for (Map.Entry<String, String> e : charts.entrySet()) {
      String html = page(e.getKey());
      assertTrue(html.contains("<figure class=\"om-chart\" data-chart=\"") && html.contains(e.getValue()), e.getKey());
      assertTrue(html.contains("<script src=\"/docs/assets/uPlot.min.js\" defer></script>"), e.getKey());
    }
    assertFalse(page("insiders").contains("om-chart"));
    // nothing on a docs page points outside the server
    for (Dataset ds : Catalog.datasets(Families.all())) {
      String html = page(ds.name());
      assertFalse(Pattern.compile("(src|href)=\"(https?:)?//").matcher(html).find(), ds.name());
    }
  }

  @Test
  void assetsComeFromTheJar() throws Exception {
    Map<String, String> types = Map.of("docs.js", "text/javascript; charset=utf-8", "docs.css", "text/css; charset=utf-8",
        "uPlot.min.js", "text/javascript; charset=utf-8", "uPlot.min.css", "text/css; charset=utf-8",
        "uPlot-LICENSE.txt", "text/plain; charset=utf-8");
    for (Map.Entry<String, String> e : types.entrySet()) {
      HttpResponse<String> r = server.get("/docs/assets/" + e.getKey());
      assertEquals(200, r.statusCode(), e.getKey());
      assertEquals(e.getValue(), r.headers().firstValue("content-type").orElseThrow());
      String etag = r.headers().firstValue("etag").orElseThrow();
      assertEquals(304, server.get("/docs/assets/" + e.getKey(), "If-None-Match", etag).statusCode());
    }
    assertTrue(server.get("/docs/assets/uPlot.min.js").body().contains("uPlot"));
    assertTrue(server.get("/docs/assets/uPlot-LICENSE.txt").body().contains("MIT"));
    HttpResponse<String> missing = server.get("/docs/assets/nope.js");
    assertEquals(404, missing.statusCode());
    assertEquals("not_found", new JsonObject(missing.body()).getString("error"));
  }

  @Test
  void docExamplesAreReadFromTheParameterDoc() {
    assertEquals(List.of("BTC", "ETH"), PathValues.fromDoc("Option currency: BTC, ETH (any case)"));
    assertEquals(List.of("us", "gb", "jp"), PathValues.fromDoc("Lower-case ISO 3166 alpha-2 code (us, gb, jp, ...); xm for the euro area"));
    assertEquals(List.of(), PathValues.fromDoc("A slug from /api/markets/funds, any case"));
  }

  /** Every dotted path of a JSON value, arrays as [] (the union over their elements). */
  private static void paths(String prefix, Object value, Set<String> out) {
    out.add(prefix);
    if (value instanceof JsonObject o) {
      o.forEach(e -> paths(prefix + "." + e.getKey(), e.getValue(), out));
    } else if (value instanceof JsonArray a) {
      for (Object el : a) {
        if (el instanceof JsonObject o) {
          o.forEach(e -> paths(prefix + "[]." + e.getKey(), e.getValue(), out));
        }
      }
    }
  }

  private static Dataset dataset(String name) {
    return Catalog.datasets(Families.all()).stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
  }

  private static String page(String name) throws Exception {
    HttpResponse<String> r = server.get("/docs/" + name);
    assertEquals(200, r.statusCode(), name);
    assertNotNull(r.body());
    return r.body();
  }

  private static JsonObject shownAnswer(String html) {
    Matcher m = Pattern.compile("<pre><code class=\"json\">(.*?)</code></pre>", Pattern.DOTALL).matcher(html);
    assertTrue(m.find(), html);
    return new JsonObject(m.group(1).replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"));
  }
}
