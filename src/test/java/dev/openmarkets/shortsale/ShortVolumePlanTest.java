package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.Plans;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The latest-day view is the API's most polled miss: V18 makes it an index-only scan in the
 * order of its index (no sort, no heap visit), and sets the table's autovacuum so a newly loaded
 * day becomes all-visible. This checks the plan PostgreSQL actually picks for the view's own SQL.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ShortVolumePlanTest {
  private Database db;

  @BeforeAll
  void seed() {
    db = TestDb.freshDatabase("short_volume_plan");
    // two weekdays of 3,000 symbols, about half of them above the view's 1,000,000-share floor
    // committed synchronously: VACUUM marks a page all-visible only once its rows' commit is on
    // disk, and the test server commits asynchronously (autovacuum, later, sees them flushed)
    TestDb.exec(db, "SET synchronous_commit = on; INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market) "
        + "SELECT d, 'S' || i, (i * 7919 % 1000) * 1000, 0, (i * 104729 % 2000000) + 1, 'Q' "
        + "FROM generate_series(1, 3000) i CROSS JOIN (VALUES (DATE '2026-11-19'), (DATE '2026-11-20')) v(d)");
    TestDb.vacuumUntilAllVisible(db, "short_volume");
  }

  @AfterAll
  void close() throws Exception {
    db.close();
  }

  @Test
  void latestDayIsAnIndexOnlyScanInIndexOrder() throws Exception {
    String sql = SqlResource.load(ShortVolumeDataset.class, "short-volume-latest-ratio.sql")
        .replace("$1", "DATE '9999-12-31'").replace("$2", "100").replace("$asOf", "'infinity'::timestamptz");
    JsonObject plan = explain(sql);
    List<JsonObject> nodes = Plans.nodes(plan);
    JsonObject scan = nodes.stream()
        .filter(n -> "short_volume_day_ratio_covering".equals(n.getString("Index Name")))
        .findFirst().orElseThrow(() -> new AssertionError("the view does not use V18's index: " + plan.encodePrettily()));
    assertEquals("Index Only Scan", scan.getString("Node Type"));
    assertEquals(0, scan.getInteger("Heap Fetches"));
    assertEquals(100, scan.getInteger("Actual Rows"));
    assertTrue(nodes.stream().noneMatch(n -> n.getString("Node Type").equals("Sort")), "no sort: " + plan.encodePrettily());
  }

  @Test
  void autovacuumComesAfterEachDaysFile() {
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM pg_class WHERE relname = 'short_volume' "
        + "AND reloptions @> ARRAY['autovacuum_vacuum_insert_scale_factor=0', 'autovacuum_vacuum_insert_threshold=1000']"));
  }

  private JsonObject explain(String sql) throws Exception {
    DbUrl u = db.url();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("EXPLAIN (ANALYZE, FORMAT JSON) " + sql)) {
      rs.next();
      return new JsonArray(rs.getString(1)).getJsonObject(0);
    }
  }
}
