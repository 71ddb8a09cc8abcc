package dev.openmarkets.crypto.liquidation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.crypto.datasets.LiquidationRecentDataset;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.Plans;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * liquidations/recent with a symbol runs V19's two index-only walks inside its function. The
 * function hides its plan from EXPLAIN, so auto_explain (nested statements, sent back as a
 * notice) shows the plan PostgreSQL actually ran.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LiquidationSymbolPlanTest {
  private Database db;

  @BeforeAll
  void seed() {
    db = TestDb.freshDatabase("liquidation_symbol_plan");
    // 20,000 events of 20 assets on two venues, one USDT contract each; committed synchronously,
    // as VACUUM marks pages all-visible only for commits already on disk
    TestDb.exec(db, "SET synchronous_commit = on; INSERT INTO liquidation_events "
        + "(event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty, usd_value, ts) "
        + "SELECT 'k' || g, ex, CASE ex WHEN 'okx' THEN b || '-USDT-SWAP' ELSE b || 'USDT' END, b, 'USDT', "
        + "CASE WHEN g % 2 = 0 THEN 'long' ELSE 'short' END, 1 + g % 97, 1 + g % 13, (g * 7919) % 2000000, "
        + "TIMESTAMPTZ '2026-11-24 00:00:00Z' - g * interval '1 second' "
        + "FROM generate_series(1, 20000) g, LATERAL (SELECT 'B' || (g % 20) AS b, "
        + "(ARRAY['okx', 'binance'])[1 + (g / 20) % 2] AS ex) a");
    // the events' week gets its partition (V22), as the retention pass gives it in production
    TestDb.exec(db, "SELECT om_keep_partitions('liquidation_events', 'week', NULL)");
    TestDb.vacuumUntilAllVisible(db, "liquidation_events_p2026w48");
  }

  @AfterAll
  void close() throws Exception {
    db.close();
  }

  @Test
  void bothWalksAreIndexOnly() throws Exception {
    // B7 by base asset: the OKX contract through the base index, and not the symbol index's B7
    List<JsonObject> nodes = runAndExplain("B7", new BigDecimal("500000"), 100);
    List<JsonObject> scans = nodes.stream().filter(n -> n.getString("Index Name", "").startsWith("liquidation_events_")).toList();
    // one scan per partition (V22), each of a partition's copy of V19's two indexes, in walk order
    assertEquals(List.of("liquidation_events_symbol_covering", "liquidation_events_base_usdt_covering"),
        scans.stream().map(n -> parentIndex(n.getString("Index Name"))).distinct().toList());
    for (JsonObject scan : scans) {
      assertEquals("Index Only Scan", scan.getString("Node Type"), scan.encodePrettily());
      assertEquals(0, scan.getInteger("Heap Fetches", 0), scan.encodePrettily());
    }
    assertEquals(100, scans.stream().filter(n -> parentIndex(n.getString("Index Name")).contains("base_usdt"))
        .mapToInt(n -> n.getInteger("Actual Rows")).sum());
    assertFalse(nodes.stream().anyMatch(n -> "Seq Scan".equals(n.getString("Node Type"))));
  }

  @Test
  void newEventsAreVacuumedEveryTenThousandInserts() {
    // set on the DEFAULT partition, which V22's om_ensure_partition copies to every new partition
    assertEquals(0, TestDb.count(db, "SELECT count(*) FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
        + "WHERE i.inhparent = 'liquidation_events'::regclass AND NOT coalesce(c.reloptions, '{}') "
        + "@> ARRAY['autovacuum_vacuum_insert_scale_factor=0', 'autovacuum_vacuum_insert_threshold=10000']"));
    assertTrue(TestDb.count(db, "SELECT count(*) FROM pg_inherits WHERE inhparent = 'liquidation_events'::regclass") >= 4);
  }

  /** The partitioned table's index that a partition's index belongs to. */
  private String parentIndex(String partitionIndex) {
    DbUrl u = db.url();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        PreparedStatement ps = c.prepareStatement("SELECT p.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
            + "JOIN pg_class p ON p.oid = i.inhparent WHERE c.relname = ?")) {
      ps.setString(1, partitionIndex);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? rs.getString(1) : partitionIndex;
      }
    } catch (java.sql.SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Runs the dataset's SQL once and returns the plan nodes of the function's own query. */
  private List<JsonObject> runAndExplain(String symbol, BigDecimal minUsd, int limit) throws Exception {
    DbUrl u = db.url();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password())) {
      try (Statement st = c.createStatement()) {
        st.execute("LOAD 'auto_explain'");
        st.execute("SET auto_explain.log_min_duration = 0");
        st.execute("SET auto_explain.log_nested_statements = on");
        st.execute("SET auto_explain.log_analyze = on");
        st.execute("SET auto_explain.log_format = json");
        st.execute("SET auto_explain.log_level = notice");
      }
      String sql = SqlResource.load(LiquidationRecentDataset.class, "liquidations-recent-symbol.sql");
      List<String> notices = new ArrayList<>();
      // the moment as a request without asOf binds it: infinity
      try (PreparedStatement ps = c.prepareStatement(sql.replace(PointInTime.MOMENT, "?::timestamptz")
          .replaceAll("\\$[0-9]", "?"))) {
        ps.setString(1, symbol);
        ps.setNull(2, Types.VARCHAR);
        ps.setNull(3, Types.VARCHAR);
        ps.setBigDecimal(4, minUsd);
        ps.setInt(5, limit);
        ps.setString(6, "infinity");
        int rows = 0;
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            rows++;
          }
        }
        assertEquals(limit, rows);
        for (SQLWarning w = ps.getWarnings(); w != null; w = w.getNextWarning()) {
          notices.add(w.getMessage());
        }
      }
      String inner = notices.stream().filter(n -> n.contains("liquidation_events_")).findFirst()
          .orElseThrow(() -> new AssertionError("no plan of the function's query among " + notices));
      JsonObject plan = new JsonObject(inner.substring(inner.indexOf('{')));
      List<JsonObject> nodes = Plans.nodes(plan);
      assertTrue(nodes.size() > 2);
      return nodes;
    }
  }
}
