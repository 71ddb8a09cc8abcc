package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.MigrationDb;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * V25 dates the short-sale rows it finds from ingest_files (docs/point-in-time.md §1.5): the first
 * load of a file date when no later load updated anything, else the last load that did; never
 * after a schedule that was already past (short volume 18:00 ET, threshold lists 03:00 ET the next
 * day) unless corrected; the migration's own time with no record. Then one current row per key.
 */
@Tag("db")
class ShortSaleVersionsMigrationTest {
  private static final String LOADS = """
      INSERT INTO ingest_files (source, dataset, name, file_date, sha256, status, inserted, updated, at) VALUES
        ('finra-short-interest', 'short-interest', 'shrt20210715.csv', '2021-07-15', 'a', 'loaded', 2, 0, '2021-07-27 20:00Z'),
        ('finra-short-interest', 'short-interest', 'shrt20210715.csv', '2021-07-15', 'a', 'loaded', 0, 0, '2021-07-28 10:00Z'),
        ('finra-short-interest', 'short-interest', 'shrt20210730.csv', '2021-07-30', 'b', 'loaded', 1, 0, '2021-08-10 21:00Z'),
        ('finra-short-interest', 'short-interest', 'shrt20210730.csv', '2021-07-30', 'c', 'loaded', 0, 1, '2021-08-12 13:00Z'),
        ('finra-short-interest', 'short-interest', 'shrt20210730.csv', '2021-07-30', 'c', 'loaded', 0, 0, '2021-08-13 09:00Z'),
        ('finra-short-interest', 'short-interest', 'shrt20210730.csv', '2021-07-30', 'd', 'rejected', 0, 0, '2021-08-14 09:00Z'),
        ('finra-short-volume', 'short-volume', 'CNMSshvol20210802.txt', '2021-08-02', 'e', 'loaded', 1, 0, '2021-08-02 21:30Z'),
        ('finra-short-volume', 'short-volume', 'CNMSshvol20210803.txt', '2021-08-03', 'f', 'loaded', 1, 0, '2021-08-05 12:00Z'),
        ('sec-fails-to-deliver', 'fails-to-deliver', 'cnsfails202106b.txt', '2021-06-16', 'g', 'loaded', 1, 0, '2021-07-01 12:00Z'),
        ('nyse-threshold', 'threshold-list', 'nyseth20210802.txt', '2021-08-02', 'h', 'loaded', 1, 0, '2021-08-03 12:00Z');
      INSERT INTO short_interest (settlement_date, symbol, short_qty) VALUES
        ('2021-07-15', 'AA', 1), ('2021-07-15', 'BB', 2), ('2021-07-30', 'AA', 3), ('2021-06-30', 'OLD', 4);
      INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume) VALUES
        ('2021-08-02', 'AA', 1, 0, 2), ('2021-08-03', 'AA', 1, 0, 2);
      INSERT INTO fails_to_deliver (settlement_date, cusip, quantity) VALUES ('2021-06-18', 'C1', 10);
      INSERT INTO threshold_list (list_date, market, symbol) VALUES ('2021-08-02', 'nyse', 'AA');""";

  @Test
  void existingRowsAreKnownFromTheirFilesLoads() throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("short_v25")) {
      DbUrl u = scratch.url();
      Flyway.configure().dataSource(u.jdbcUrl(), u.user(), u.password()).locations("classpath:db/migration")
          .target("23").load().migrate();
      exec(u, LOADS);
      Flyway.configure().dataSource(u.jdbcUrl(), u.user(), u.password()).locations("classpath:db/migration")
          .target("25").load().migrate();
      assertEquals(List.of(
          "2021-06-30 OLD recent t",
          "2021-07-15 AA 2021-07-27 20:00:00+00 t",
          "2021-07-15 BB 2021-07-27 20:00:00+00 t",
          // corrected by the second load: dated there, not at the first
          "2021-07-30 AA 2021-08-12 13:00:00+00 t"), rows(u, """
          SELECT settlement_date, symbol,
                 CASE WHEN known_at > '2025-01-01' THEN 'recent' ELSE known_at::text END, known_at = stored_at
          FROM short_interest ORDER BY settlement_date, symbol"""));
      // stored before 18:00 ET: known then; stored two days later: known at 18:00 ET of the trade date
      assertEquals(List.of("2021-08-02 2021-08-02 21:30:00+00 2021-08-02 21:30:00+00",
          "2021-08-03 2021-08-03 22:00:00+00 2021-08-05 12:00:00+00"),
          rows(u, "SELECT trade_date, known_at, stored_at FROM short_volume ORDER BY trade_date"));
      assertEquals(List.of("2021-07-01 12:00:00+00"), rows(u, "SELECT known_at FROM fails_to_deliver"));
      assertEquals(List.of("2021-08-03 07:00:00+00"), rows(u, "SELECT known_at FROM threshold_list"));
      assertEquals(List.of("1 null"), rows(u, "SELECT DISTINCT version_no, superseded_at FROM short_interest"));
      // one current row per key; a second version must start after the first
      assertThrows(SQLException.class, () -> exec(u, "INSERT INTO short_interest (settlement_date, symbol, known_at)"
          + " VALUES ('2021-07-15', 'AA', '2022-01-01Z')"));
      assertThrows(SQLException.class, () -> exec(u, "UPDATE short_interest SET superseded_at = known_at"
          + " WHERE symbol = 'BB'"));
      // V44 rebuilds short_volume compactly: the same versions, keyed by (key, version_no)
      Flyway.configure().dataSource(u.jdbcUrl(), u.user(), u.password()).locations("classpath:db/migration")
          .load().migrate();
      assertEquals(List.of("2021-08-02 AA 2021-08-02 21:30:00+00 1 null", "2021-08-03 AA 2021-08-03 22:00:00+00 1 null"),
          rows(u, "SELECT trade_date, symbol, known_at, version_no, superseded_at FROM short_volume ORDER BY trade_date"));
      assertThrows(SQLException.class, () -> exec(u, "INSERT INTO short_volume (trade_date, symbol, short_volume,"
          + " short_exempt_volume, total_volume, known_at) VALUES ('2021-08-02', 'AA', 5, 0, 9, '2022-01-01Z')"));
      exec(u, "UPDATE short_volume SET superseded_at = '2022-01-01Z' WHERE trade_date = '2021-08-02'");
      exec(u, "INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, known_at,"
          + " version_no) VALUES ('2021-08-02', 'AA', 5, 0, 9, '2022-01-01Z', 2)");
      // two writers racing on one key number the same next version: the key refuses the second
      assertThrows(SQLException.class, () -> exec(u, "INSERT INTO short_volume (trade_date, symbol, short_volume,"
          + " short_exempt_volume, total_volume, known_at, version_no) VALUES ('2021-08-02', 'AA', 6, 0, 9, '2022-02-01Z', 2)"));
      assertThrows(SQLException.class, () -> exec(u, "UPDATE short_volume SET superseded_at = known_at"
          + " WHERE trade_date = '2021-08-03'"));
    }
  }

  private static void exec(DbUrl u, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement()) {
      st.execute("SET TimeZone = 'UTC'");
      st.execute(sql);
    }
  }

  private static List<String> rows(DbUrl u, String sql) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement()) {
      st.execute("SET TimeZone = 'UTC'");
      try (ResultSet rs = st.executeQuery(sql)) {
        int n = rs.getMetaData().getColumnCount();
        while (rs.next()) {
          List<String> cells = new ArrayList<>();
          for (int i = 1; i <= n; i++) {
            cells.add(rs.getString(i));
          }
          out.add(String.join(" ", cells));
        }
      }
    }
    return out;
  }
}
