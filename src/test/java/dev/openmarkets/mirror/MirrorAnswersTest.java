package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node seeded from a mirror answers like its source: every dataset without a path parameter,
 * its default JSON `data` and its CSV body, compared between a server on the source database and
 * one on the seeded database (both without pollers).
 */
@Tag("db")
class MirrorAnswersTest {
  @TempDir
  Path dir;

  @Test
  void aSeededNodeAnswersEveryDatasetLikeItsSource() throws Exception {
    TestServer demo = TestServer.start("mirror_answers_source", new JsonObject().put("demo", true));
    demo.close();
    MinisignKey key = MinisignKey.generate();
    MirrorFixture.publish(demo.db, key, dir.resolve("mirror"));
    Database seeded = TestDb.freshDatabase("mirror_answers_seeded");
    try (var c = MirrorFixture.jdbc(seeded)) {
      new Seeder(c, MirrorSource.of(dir.resolve("mirror").toString()), key.publicKeyFile(),
          Files.createTempDirectory(dir, "scratch"), MirrorFixture.quietProgress()).seed(List.of());
    }
    TestServer from = TestServer.start(demo.db, new JsonObject(), null);
    TestServer to = TestServer.start(seeded, new JsonObject(), null);
    try {
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
    } finally {
      from.close();
      to.close();
    }
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
