package dev.openmarkets.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * No look-ahead (issue 37), as a property over the demo data of every dataset whose rows carry
 * knownAt: at random moments between the earliest one a dataset can answer (which its 400 names)
 * and now, no row of its asOf answer was known after that moment. Datasets with a path parameter
 * are asked for the value their docs page's example uses.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(demo = true)
class NoLookAheadTest {
  private static final int MOMENTS = 8;
  private TestServer server;

  @Test
  void noRowOfAnAsOfAnswerWasKnownAfterItsMoment() throws Exception {
    Random random = new Random(37);
    List<String> checked = new ArrayList<>();
    int rows = 0;
    for (Dataset ds : Catalog.served(Families.all())) {
      if (!ds.history().rowsKnown()) {
        continue;
      }
      String path = examplePath(ds);
      if (path == null) {
        continue;
      }
      Instant floor = floor(path);
      if (floor == null) {
        continue; // keeps nothing in the demo: nothing to look ahead to
      }
      Instant now = Instant.now();
      for (int i = 0; i < MOMENTS; i++) {
        Instant at = floor.plusMillis((long) (random.nextDouble() * (now.toEpochMilli() - floor.toEpochMilli())))
            .truncatedTo(ChronoUnit.MILLIS);
        HttpResponse<String> r = server.get(path + (path.contains("?") ? "&" : "?") + "asOf=" + at);
        assertEquals(200, r.statusCode(), path + " as of " + at + ": " + r.body());
        for (JsonObject row : rowsOf(new JsonObject(r.body()).getValue("data"))) {
          Instant known = Instant.parse(row.getString("knownAt"));
          assertFalse(known.isAfter(at), path + " as of " + at + " holds a row known at " + known + ": " + row);
          rows++;
        }
      }
      checked.add(ds.name());
    }
    assertTrue(checked.size() >= 15, "datasets checked: " + checked);
    assertTrue(rows > 100, "rows checked: " + rows + " over " + checked);
  }

  /** The earliest moment the dataset can answer, as its 400 names it; null when it keeps nothing. */
  private Instant floor(String path) throws Exception {
    HttpResponse<String> r = server.get(path + (path.contains("?") ? "&" : "?") + "asOf=1990-01-01");
    if (r.statusCode() == 200) {
      return null;
    }
    assertEquals(400, r.statusCode(), r.body());
    String detail = new JsonObject(r.body()).getString("detail");
    int at = detail.indexOf("can answer: ");
    if (at < 0) {
      return null; // a required parameter missing (identifiers): the dataset's own tests cover it
    }
    return Instant.parse(detail.substring(at + 12, detail.indexOf(' ', at + 12)));
  }

  /** The dataset's path with its path parameters filled from its docs page's example, or null. */
  private String examplePath(Dataset ds) throws Exception {
    String path = ds.path();
    for (Param<?> p : ds.params()) {
      if (p.inPath()) {
        String value = exampleValue(ds, p);
        if (value == null) {
          return null;
        }
        path = path.replace("{" + p.name() + "}", value);
      }
    }
    return path;
  }

  private String exampleValue(Dataset ds, Param<?> p) throws Exception {
    // the docs page links its example: /api/markets/... with the value filled in
    String html = server.get("/docs/" + ds.name()).body();
    String prefix = ds.path().substring(0, ds.path().indexOf("{" + p.name() + "}"));
    int i = html.indexOf(prefix);
    while (i >= 0) {
      int end = i + prefix.length();
      int stop = end;
      while (stop < html.length() && (Character.isLetterOrDigit(html.charAt(stop)) || "._-".indexOf(html.charAt(stop)) >= 0)) {
        stop++;
      }
      if (stop > end) {
        return html.substring(end, stop);
      }
      i = html.indexOf(prefix, end);
    }
    return null;
  }

  private static List<JsonObject> rowsOf(Object data) {
    List<JsonObject> out = new ArrayList<>();
    if (data instanceof JsonArray a) {
      a.forEach(o -> out.add((JsonObject) o));
    } else if (data instanceof JsonObject o) {
      for (String f : o.fieldNames()) {
        if (o.getValue(f) instanceof JsonArray a && !a.isEmpty() && a.getValue(0) instanceof JsonObject first
            && first.containsKey("knownAt")) {
          a.forEach(x -> out.add((JsonObject) x));
        }
      }
    }
    return out;
  }
}
