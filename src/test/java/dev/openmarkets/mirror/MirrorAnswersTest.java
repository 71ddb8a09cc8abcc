package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Revisions;
import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node seeded from a mirror answers like its source: every dataset without a path parameter,
 * its default JSON `data` and its CSV body, and every dataset with knownAt as of several moments,
 * compared between a server on the source database and one on the seeded database (both without
 * pollers).
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MirrorAnswersTest {
  /** Moments spread between a dataset's floor and now, besides the ones taken from its rows. */
  private static final int SPREAD = 4;
  /** Distinct knownAt values of a dataset's answer whose moment (and the millisecond before) are asked. */
  private static final int KNOWN = 4;

  @TempDir
  static Path dir;
  private Database seeded;
  private TestServer from;
  private TestServer to;

  @BeforeAll
  void publishAndSeed() throws Exception {
    TestServer demo = TestServer.start("mirror_answers_source", new JsonObject().put("demo", true));
    demo.close();
    MinisignKey key = MinisignKey.generate();
    MirrorFixture.publish(demo.db, key, dir.resolve("mirror"));
    seeded = TestDb.freshDatabase("mirror_answers_seeded");
    try (var c = MirrorFixture.jdbc(seeded)) {
      new Seeder(c, MirrorSource.of(dir.resolve("mirror").toString()), key.publicKeyFile(),
          Files.createTempDirectory(dir, "scratch"), MirrorFixture.quietProgress()).seed(List.of());
    }
    from = TestServer.start(demo.db, new JsonObject(), null);
    to = TestServer.start(seeded, new JsonObject(), null);
  }

  @AfterAll
  void close() throws Exception {
    if (from != null) {
      from.close();
    }
    if (to != null) {
      to.close();
    }
  }

  @Test
  void aSeededNodeAnswersEveryDatasetLikeItsSource() throws Exception {
    Set<String> published = new TreeSet<>();
    MirrorFixture.declared().forEach(t -> published.addAll(t.datasets()));
    List<String> differ = new ArrayList<>();
    int compared = 0;
    for (Dataset d : Catalog.datasets(Families.all())) {
      if (d.path().contains("{") || !published.contains(d.name())) {
        continue;
      }
      HttpResponse<String> a = from.get(d.path());
      HttpResponse<String> b = to.get(d.path());
      assertEquals(a.statusCode(), b.statusCode(), d.path());
      if (a.statusCode() != 200) {
        // a required query parameter: the default answer is the same refusal on both
        continue;
      }
      compared++;
      if (!new JsonObject(a.body()).getValue("data").equals(new JsonObject(b.body()).getValue("data"))) {
        differ.add(d.name() + " (JSON)");
      }
      if (!from.get(d.path() + "/csv").body().equals(to.get(d.path() + "/csv").body())) {
        differ.add(d.name() + " (CSV)");
      }
    }
    assertTrue(compared >= 15, "datasets compared: " + compared);
    assertEquals(List.of(), differ);
    // the seed bumped each dataset's version with the rows it added to the dataset's table (a
    // node serving this database drops its cached answers; /stats counts the rows)
    java.util.Map<String, Long> counted = rowCounts(seeded, published);
    for (MirrorTable t : MirrorFixture.declared()) {
      long rows = count(seeded, "SELECT count(*) FROM " + t.table());
      for (String d : t.datasets()) {
        assertEquals(rows == 0 ? null : rows, counted.get(d), d);
      }
    }
  }

  /**
   * Point in time survives the mirror: every dataset whose rows carry knownAt (versioned or event
   * time) answers asOf alike on both nodes, at moments spread between its floor and now and at the
   * knownAt values of its own rows (and the millisecond before each, where a version begins), with
   * path parameters from its docs page's example; the floor itself (the 400 before it) is the same.
   */
  @Test
  void aSeededNodeAnswersAsOfLikeItsSource() throws Exception {
    List<String> differ = new ArrayList<>();
    Set<String> checked = new TreeSet<>();
    int answers = 0;
    int rows = 0;
    for (Dataset ds : Catalog.served(Families.all())) {
      if (!ds.history().rowsKnown()) {
        continue;
      }
      String path = examplePath(ds);
      if (path == null) {
        continue;
      }
      HttpResponse<String> before = from.get(at(path, "1990-01-01T00:00:00Z"));
      HttpResponse<String> beforeSeeded = to.get(at(path, "1990-01-01T00:00:00Z"));
      assertEquals(before.statusCode(), beforeSeeded.statusCode(), path + " before its floor");
      assertEquals(before.body(), beforeSeeded.body(), path + " before its floor");
      Instant floor = floor(before);
      if (floor == null) {
        continue;
      }
      Instant now = Instant.now();
      Set<Instant> moments = new TreeSet<>();
      for (int i = 0; i <= SPREAD; i++) {
        moments.add(floor.plusMillis((now.toEpochMilli() - floor.toEpochMilli()) * i / SPREAD));
      }
      HttpResponse<String> latest = from.get(path);
      if (latest.statusCode() == 200) {
        rowsOf(new JsonObject(latest.body()).getValue("data")).stream().map(r -> Instant.parse(r.getString("knownAt")))
            .distinct().sorted().limit(KNOWN).forEach(k -> {
              moments.add(k);
              moments.add(k.minusMillis(1));
            });
      }
      for (Instant m : moments) {
        if (m.isBefore(floor)) {
          continue;
        }
        HttpResponse<String> a = from.get(at(path, m.toString()));
        HttpResponse<String> b = to.get(at(path, m.toString()));
        answers++;
        if (a.statusCode() != b.statusCode()) {
          differ.add(path + " as of " + m + ": " + a.statusCode() + " and " + b.statusCode());
          continue;
        }
        if (a.statusCode() != 200) {
          continue;
        }
        Object dataA = new JsonObject(a.body()).getValue("data");
        rows += rowsOf(dataA).size();
        if (!dataA.equals(new JsonObject(b.body()).getValue("data"))) {
          differ.add(path + " as of " + m);
        }
      }
      checked.add(ds.name());
    }
    // versions survive too: every revisions list, over all time, names the same values and source files
    int revisions = 0;
    for (Dataset ds : Catalog.datasets(Families.all())) {
      if (!Revisions.listed(ds)) {
        continue;
      }
      String path = ds.path() + "/revisions?since=2000-01-01T00:00:00Z&limit=5000";
      JsonArray a = from.json(path).getJsonArray("data");
      if (!a.equals(to.json(path).getJsonArray("data"))) {
        differ.add(path);
      }
      revisions += a.size();
    }
    assertEquals(List.of(), differ);
    assertTrue(revisions >= 5, "revisions compared: " + revisions);
    JsonArray financials = to.json("/api/markets/financials/revisions?since=2000-01-01T00:00:00Z").getJsonArray("data");
    assertTrue(!financials.isEmpty() && financials.stream().allMatch(r -> ((JsonObject) r).getString("source") != null),
        "the seeded node names the files behind its revisions: " + financials.encode());
    assertTrue(checked.containsAll(List.of("short-volume", "insiders", "fed-liquidity")), "checked: " + checked);
    assertTrue(checked.size() >= 15, "datasets checked: " + checked);
    assertTrue(rows > 100, "rows compared: " + rows + " in " + answers + " answers");
  }

  private static String at(String path, String moment) {
    return path + (path.contains("?") ? "&" : "?") + "asOf=" + moment;
  }

  /** The earliest moment the dataset can answer, as its 400 names it; null when it keeps nothing. */
  private static Instant floor(HttpResponse<String> before) {
    if (before.statusCode() != 400) {
      return null;
    }
    String detail = new JsonObject(before.body()).getString("detail");
    int at = detail.indexOf("can answer: ");
    return at < 0 ? null : Instant.parse(detail.substring(at + 12, detail.indexOf(' ', at + 12)));
  }

  /** The dataset's path with its path parameters filled from its docs page's example (on the source), or null. */
  private String examplePath(Dataset ds) throws Exception {
    String path = ds.path();
    for (Param<?> p : ds.params()) {
      if (p.inPath()) {
        String html = from.get("/docs/" + ds.name()).body();
        String prefix = ds.path().substring(0, ds.path().indexOf("{" + p.name() + "}"));
        String value = null;
        for (int i = html.indexOf(prefix); i >= 0 && value == null; i = html.indexOf(prefix, i + prefix.length())) {
          int end = i + prefix.length();
          int stop = end;
          while (stop < html.length()
              && (Character.isLetterOrDigit(html.charAt(stop)) || "._-".indexOf(html.charAt(stop)) >= 0)) {
            stop++;
          }
          value = stop > end ? html.substring(end, stop) : null;
        }
        if (value == null) {
          return null;
        }
        path = path.replace("{" + p.name() + "}", value);
      }
    }
    return path;
  }

  private static List<JsonObject> rowsOf(Object data) {
    List<JsonObject> out = new ArrayList<>();
    if (data instanceof JsonArray a) {
      a.forEach(o -> {
        if (o instanceof JsonObject row && row.containsKey("knownAt")) {
          out.add(row);
        }
      });
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

  private static java.util.Map<String, Long> rowCounts(Database db, Set<String> datasets) throws Exception {
    java.util.Map<String, Long> out = new java.util.TreeMap<>();
    try (var c = MirrorFixture.jdbc(db); var st = c.createStatement();
        var rs = st.executeQuery("SELECT dataset, row_count FROM dataset_state WHERE row_count > 0")) {
      while (rs.next()) {
        if (datasets.contains(rs.getString(1))) {
          out.put(rs.getString(1), rs.getLong(2));
        }
      }
    }
    return out;
  }

  private static long count(Database db, String sql) throws Exception {
    try (var c = MirrorFixture.jdbc(db); var st = c.createStatement(); var rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }
}
