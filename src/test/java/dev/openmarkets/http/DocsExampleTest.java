package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.http.docs.ExampleSection;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** /docs/{dataset}: a curl example and the real answer of the default query, cut to a few rows. */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("docs_example")
class DocsExampleTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    Ingest.load(server, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
  }

  @Test
  void arrayDatasetShowsCurlAndTheRealAnswerCut() throws Exception {
    String html = page("short-volume");
    assertTrue(html.contains("<pre><code>curl 'https://openmarkets.test/api/markets/short-volume'\n"
        + "curl -H 'x-api-key: om_...' 'https://openmarkets.test/api/markets/short-volume/csv' -o short-volume.csv</code></pre>"), html);
    JsonObject shown = shownAnswer(html);
    JsonObject real = server.json("/api/markets/short-volume");
    JsonArray all = real.getJsonArray("data");
    assertTrue(html.contains("cut to the first 3 of " + all.size() + " rows") || all.size() <= 3, html);
    assertEquals(Math.min(3, all.size()), shown.getJsonArray("data").size());
    for (int i = 0; i < shown.getJsonArray("data").size(); i++) {
      assertEquals(all.getJsonObject(i), shown.getJsonArray("data").getJsonObject(i));
    }
    assertEquals(real.getString("attribution"), shown.getString("attribution"));
    // the section sits before the parameter table
    assertTrue(html.indexOf("id=\"example\"") < html.indexOf("<h2>Parameters</h2>"));
  }

  @Test
  void everyDocsPageRendersItsExampleSection() throws Exception {
    for (Dataset ds : Catalog.datasets(Families.all())) {
      HttpResponse<String> r = server.get("/docs/" + ds.name());
      assertEquals(200, r.statusCode(), ds.name() + ": " + r.body());
      // a path parameter is either filled with a value the data holds or left as {name}
      String path = Pattern.quote(ds.path()).replaceAll("\\{[a-z]+\\}", "\\\\E[^/'{}]+\\\\Q");
      assertTrue(Pattern.compile("<h2 id=\"example\">Example</h2><pre><code>curl 'https://openmarkets\\.test("
          + path + "|" + Pattern.quote(ds.path()) + ")'").matcher(r.body()).find(), ds.name());
      assertTrue(!r.body().contains(DocsPages.EXAMPLE_SLOT), ds.name());
      if (ds.objectShape() != null && r.body().contains("class=\"json\"")) {
        JsonObject data = shownAnswer(r.body()).getJsonObject("data");
        assertTrue(r.body().contains("Object payload: <code>data</code> holds "), ds.name());
        assertTrue(data.containsKey(ds.objectShape().listField()), ds.name());
        for (String key : data.fieldNames()) {
          assertTrue(r.body().contains("<code>" + DocsPages.esc(key) + "</code>"), ds.name() + " " + key);
        }
      }
    }
  }

  @Test
  void numbersKeepTheirDigits() {
    String shown = ExampleSection.render(Catalog.datasets(Families.all()).stream()
        .filter(d -> d.name().equals("short-volume")).findFirst().orElseThrow(), "https://x.test", Map.of(),
        "{\"data\":[{\"a\":1138358.0860290000001,\"b\":\"656799.067061\",\"c\":1E+3}],\"updatedAt\":null}");
    assertTrue(shown.contains("&quot;a&quot; : 1138358.0860290000001"), shown);
    assertTrue(shown.contains("&quot;b&quot; : &quot;656799.067061&quot;"), shown);
    assertTrue(shown.contains("&quot;c&quot; : 1000"), shown);
  }

  private String page(String dataset) throws Exception {
    HttpResponse<String> r = server.get("/docs/" + dataset);
    assertEquals(200, r.statusCode());
    return r.body();
  }

  private static JsonObject shownAnswer(String html) {
    Matcher m = Pattern.compile("<pre><code class=\"json\">(.*?)</code></pre>", Pattern.DOTALL).matcher(html);
    assertTrue(m.find(), html);
    return new JsonObject(m.group(1).replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"));
  }
}
