package dev.openmarkets.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * asOf on the answer path, over HTTP against the demo server: a moment in the future and one
 * before what a dataset keeps are 400s naming why; a moment since a latest-state dataset's last
 * commit answers its current data with the moment in the envelope; OpenAPI lists asOf everywhere
 * (McpEndpointTest checks the tools).
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(demo = true)
class AsOfAnswerTest {
  private TestServer server;

  @Test
  void aMomentInTheFutureIs400() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/cot?asOf=2999-01-01");
    assertEquals(400, r.statusCode());
    JsonObject body = new JsonObject(r.body());
    assertEquals("invalid_parameter", body.getString("error"));
    assertTrue(body.getString("detail").contains("is in the future"), body.getString("detail"));
  }

  /**
   * A dataset that keeps only its latest state, has no path parameter and has rows in the demo: the
   * first in catalog order, so the test follows as datasets gain history.
   */
  private Dataset latestOnly() throws Exception {
    for (Dataset ds : Catalog.served(dev.openmarkets.Families.all())) {
      if (ds.history().kind() != History.Kind.LATEST_ONLY || ds.params().stream().anyMatch(Param::inPath)
          || ds.stream() != null) {
        continue;
      }
      HttpResponse<String> r = server.get(ds.path());
      if (r.statusCode() == 200 && new JsonObject(r.body()).getValue("data") instanceof io.vertx.core.json.JsonArray a
          && !a.isEmpty() && new JsonObject(r.body()).getString("updatedAt") != null) {
        return ds;
      }
    }
    throw new AssertionError("no latest-only dataset with demo rows");
  }

  @Test
  void aMomentBeforeTheLastCommitOfALatestOnlyDatasetNamesThatCommit() throws Exception {
    Dataset ds = latestOnly();
    String path = ds.path();
    JsonObject latest = server.json(path);
    HttpResponse<String> r = server.get(path + "?asOf=2001-01-01");
    assertEquals(400, r.statusCode());
    String detail = new JsonObject(r.body()).getString("detail");
    assertTrue(detail.startsWith("asOf 2001-01-02T04:59:59.999Z is before the earliest moment " + ds.name()
        + " can answer: "), detail);
    // the floor is the dataset's last commit, the updatedAt its latest answer shows
    Instant floor = Instant.parse(detail.substring(detail.indexOf("answer: ") + 8, detail.indexOf(" (")));
    assertEquals(Instant.parse(latest.getString("updatedAt")), floor.truncatedTo(ChronoUnit.MILLIS));
    assertTrue(detail.endsWith("(its last update: it keeps only its latest state)."), detail);
    assertEquals(400, server.get(path + "/csv?asOf=2001-01-01").statusCode());
  }

  @Test
  void aMomentSinceTheLastCommitAnswersTheCurrentDataWithTheMomentInTheEnvelope() throws Exception {
    String path = latestOnly().path();
    JsonObject latest = server.json(path);
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    JsonObject asOf = server.json(path + "?asOf=" + now);
    assertEquals(latest.getValue("data"), asOf.getValue("data"));
    assertEquals(now.toString(), asOf.getString("asOf"));
    assertNull(latest.getValue("asOf"), "without asOf the envelope is as before");
    assertEquals(server.get(path + "/csv").body(), server.get(path + "/csv?asOf=" + now).body(),
        "a latest-state dataset's CSV has no knownAt column to add");
  }

  @Test
  void openApiListsAsOfForEveryDataset() throws Exception {
    JsonObject spec = server.json("/openapi.json");
    int checked = 0;
    for (Dataset ds : Catalog.datasets(dev.openmarkets.Families.all())) {
      JsonObject op = spec.getJsonObject("paths").getJsonObject(ds.path()).getJsonObject("get");
      boolean listed = op.getJsonArray("parameters").stream()
          .anyMatch(p -> PointInTime.AS_OF.name().equals(resolve(spec, (JsonObject) p).getString("name")));
      assertTrue(listed, ds.path() + " lacks asOf");
      checked++;
    }
    assertTrue(checked > 40, "datasets checked: " + checked);
  }

  private static JsonObject resolve(JsonObject spec, JsonObject p) {
    String ref = p.getString("$ref");
    if (ref == null) {
      return p;
    }
    String[] parts = ref.substring(2).split("/");
    JsonObject at = spec;
    for (String part : parts) {
      at = at.getJsonObject(part);
    }
    return at;
  }

  @Test
  void everyDocsPageSaysWhereItsKnownAtComesFromAndHowToBeAlerted() throws Exception {
    String versioned = server.get("/docs/short-interest").body();
    assertTrue(versioned.contains("<h2 id=\"point-in-time\">Point in time</h2><p>Nothing is overwritten"), versioned);
    assertTrue(versioned.contains("When this service first stored the row: FINRA states no publication time"), versioned);
    assertTrue(versioned.contains("&quot;dataset&quot;: &quot;short-interest&quot;")
        || versioned.contains("\"dataset\": \"short-interest\""), versioned);
    String latestOnly = server.get("/docs/" + latestOnly().name()).body();
    assertTrue(latestOnly.contains("This dataset keeps only its latest state so far"), latestOnly);
    for (Dataset ds : Catalog.served(dev.openmarkets.Families.all())) {
      String page = server.get("/docs/" + ds.name()).body();
      assertTrue(page.contains("<h2 id=\"point-in-time\">Point in time</h2>"), ds.name() + " has no Point in time section");
      if (ds.history().rowsKnown()) {
        assertTrue(page.contains("<code>knownAt</code>, on every row: " ), ds.name() + " does not say where knownAt comes from");
      }
    }
  }
}
