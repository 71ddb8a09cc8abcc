package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The landing page at `/` over real HTTP: catalogue by family, freshness from /stats, keys, terms. */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("landing")
class LandingPageTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    Ingest.load(server, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
    TestDb.exec(server.db, """
        INSERT INTO poll_status (poller, last_run_at, last_ok_at, last_outcome, last_error, last_error_at, consecutive_failures)
        VALUES ('finra-short-volume', '2026-11-23T10:00:00Z', '2026-11-22T10:00:00Z', 'error',
                'HTTP 503 from cdn.finra.org', '2026-11-23T10:00:00Z', 2),
               ('cftc-cot', '2026-11-23T09:00:00Z', '2026-11-23T09:00:00Z', '3 file(s), 12 rows changed', NULL, NULL, 0)""");
  }

  @Test
  void landingPageShowsTheCatalogueWithFreshnessFromStats() throws Exception {
    HttpResponse<String> r = server.get("/");
    assertEquals(200, r.statusCode());
    assertEquals("text/html; charset=utf-8", r.headers().firstValue("content-type").orElseThrow());
    assertEquals("2026-09-15", r.headers().firstValue("x-api-version").orElseThrow());
    String html = r.body();
    assertTrue(html.contains("<h1>openmarkets</h1>") && html.contains("read-only HTTP API"), html);
    // every declared dataset, in its family's table, linked to its docs page
    for (Dataset ds : Catalog.datasets(Families.all())) {
      assertTrue(html.contains("<a href=\"/docs/" + ds.name() + "\">" + ds.name() + "</a>"), ds.name());
    }
    for (String family : Catalog.datasets(Families.all()).stream().map(Dataset::family).distinct().toList()) {
      assertTrue(html.contains("<h3 id=\"family-" + family + "\">" + family + "</h3>"), family);
    }
    // short-volume: the rows, newest record and updatedAt /stats reports
    JsonObject st = server.json("/stats").getJsonObject("datasets").getJsonObject("short-volume");
    assertEquals(5L, st.getLong("rows"));
    assertEquals("2026-11-17", st.getString("newestRecord"));
    String row = row(html, "short-volume");
    assertTrue(row.contains("<td class=\"n\">5</td><td>2026-11-17</td><td>" + st.getString("updatedAt") + "</td>"), row);
    assertTrue(row.contains("<code>/api/markets/short-volume</code>"), row);
    // freshness at a glance: Wednesday 2026-11-18's file was due at 23:00Z and never came
    assertTrue(row.contains("<td class=\"bad\" title=\"data due by 2026-11-18T23:00:00Z has not arrived (newest record "
        + "2026-11-17; FINRA publishes each weekday's file by 18:00 ET)\">stale</td>"), row);
    assertTrue(row(html, "fails-to-deliver").contains("\">empty</td>"), row(html, "fails-to-deliver"));
    // an empty dataset shows 0 rows and no dates
    assertTrue(row(html, "fails-to-deliver").contains("<td class=\"n\">0</td><td>&ndash;</td><td>&ndash;</td>"),
        row(html, "fails-to-deliver"));
    // the last poll outcome, failing
    assertTrue(html.contains("<td>finra-short-volume</td><td>2026-11-23T10:00:00Z</td>"
        + "<td class=\"bad\">error: HTTP 503 from cdn.finra.org</td><td>2026-11-22T10:00:00Z</td><td class=\"n\">2</td>"), html);
    // each dataset's last poll, from the pollers that declare they feed it
    assertEquals(new JsonObject().put("pollers", new io.vertx.core.json.JsonArray().add("finra-short-volume"))
        .put("at", "2026-11-23T10:00:00Z").put("outcome", "error")
        .put("errors", new io.vertx.core.json.JsonArray().add("finra-short-volume: HTTP 503 from cdn.finra.org")),
        st.getJsonObject("lastPoll"));
    assertTrue(row.contains("<td class=\"bad\" title=\"finra-short-volume: HTTP 503 from cdn.finra.org\">"
        + "error 2026-11-23T10:00:00Z</td>"), row);
    JsonObject cot = server.json("/stats").getJsonObject("datasets").getJsonObject("cot").getJsonObject("lastPoll");
    assertEquals("ok", cot.getString("outcome"));
    assertEquals("2026-11-23T09:00:00Z", cot.getString("at"));
    assertTrue(row(html, "cot").contains("<td class=\"ok\">ok 2026-11-23T09:00:00Z</td>"), row(html, "cot"));
    // fed by pollers that have not run here: no outcome yet
    assertTrue(row(html, "fails-to-deliver").endsWith("<td>&ndash;</td></tr>"), row(html, "fails-to-deliver"));
    assertEquals(null, server.json("/stats").getJsonObject("datasets").getJsonObject("fails-to-deliver")
        .getJsonObject("lastPoll").getString("outcome"));
    // keys, limits, terms and attribution
    assertTrue(html.contains("without one you get 100000 requests a minute"), html);
    assertTrue(html.contains("keys create --label NAME"), html);
    assertTrue(html.contains("<code>/mcp</code>") && html.contains("mcp --url BASE_URL"), html);
    assertTrue(html.contains("Commercial use needs written permission"), html);
    assertTrue(html.contains("Data republished by openmarkets from public sources"), html);
    assertFalse(html.contains("Demo mode"));
    // nothing is loaded from anywhere: no script, no stylesheet link, no image, no external URL
    assertFalse(Pattern.compile("<script|<link|<img|<iframe|src=|url\\(|https?://").matcher(html).find(), html);
  }

  @Test
  void headAndOtherMethods() throws Exception {
    assertEquals(200, server.request("HEAD", "/").statusCode());
    HttpResponse<String> post = server.request("POST", "/");
    assertEquals(405, post.statusCode());
    assertEquals("method_not_allowed", new JsonObject(post.body()).getString("error"));
  }

  private static String row(String html, String dataset) {
    Matcher m = Pattern.compile("<tr data-dataset=\"" + Pattern.quote(dataset) + "\">.*?</tr>").matcher(html);
    assertTrue(m.find(), dataset);
    return m.group();
  }
}
