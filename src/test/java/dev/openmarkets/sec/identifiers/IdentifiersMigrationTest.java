package dev.openmarkets.sec.identifiers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.MigrationDb;
import dev.openmarkets.testing.TestDb;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * V30 on a database that already holds a ticker map: its rows become ticker versions known from
 * the first load of company_tickers.json when no later load changed a row, else from the last load
 * that did; sec_tickers is then the view of the current versions, the views reading it answer as
 * before, and a row written into it becomes a current version.
 */
@Tag("db")
class IdentifiersMigrationTest {
  private static final String LOADS = "INSERT INTO ingest_files (source, dataset, name, sha256, status, inserted, updated,"
      + " at) VALUES ('sec-tickers', 'sec-tickers', 'company_tickers.json', 'a', 'loaded', 2, 0, '2026-01-05T21:00:00Z'),"
      + " ('sec-tickers', 'sec-tickers', 'company_tickers.json', 'b', 'loaded', 0, %d, '2026-02-02T21:00:00Z'),"
      + " ('sec-tickers', 'sec-tickers', 'company_tickers.json', 'b', 'loaded', 0, 0, '2026-03-02T21:00:00Z'),"
      + " ('sec-tickers', 'sec-tickers', 'company_tickers.json', 'c', 'rejected', 0, 0, '2025-12-01T21:00:00Z')";

  @Test
  void tickersAreKnownFromTheFirstLoadWhenNoLaterLoadChangedOne() throws Exception {
    assertEquals(List.of("AAPL 0000320193 2026-01-05 21:00:00+00", "ZZBF 0009990102 2026-01-05 21:00:00+00"),
        migrated(0));
  }

  @Test
  void elseFromTheLastLoadThatChangedOne() throws Exception {
    assertEquals(List.of("AAPL 0000320193 2026-02-02 21:00:00+00", "ZZBF 0009990102 2026-02-02 21:00:00+00"),
        migrated(1));
  }

  /** The ticker versions V30 makes of a map loaded three times, the second load updating `updated` rows. */
  private static List<String> migrated(int updated) throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("idents_v30")) {
      DbUrl u = scratch.url();
      Flyway.configure().dataSource(u.jdbcUrl(), u.user(), u.password()).locations("classpath:db/migration")
          .target(before()).load().migrate();
      exec(u, "INSERT INTO sec_tickers (ticker, cik, title, position) VALUES ('AAPL', '0000320193', 'Apple Inc.', 0),"
          + " ('ZZBF', '0009990102', 'Bluefin Therapeutics Inc.', 1)");
      exec(u, String.format(LOADS, updated));
      exec(u, "INSERT INTO planned_sales (accession_no, seq, form_type, issuer_cik, document_date) VALUES"
          + " ('0000000001-26-000001', 0, '144', '0009990102', '2026-03-01')");
      Flyway.configure().dataSource(u.jdbcUrl(), u.user(), u.password()).locations("classpath:db/migration")
          .load().migrate();
      Database db = Database.external(u);
      // the views that read the table read the view now, and answer as before
      assertEquals(1, TestDb.count(db, "SELECT count(*) FROM planned_sale_rows WHERE ticker_eff = 'ZZBF'"));
      TestDb.exec(db, "INSERT INTO sec_tickers (ticker, cik, title, position) VALUES ('ZZNW', '0009990101', 'N', 2)");
      assertEquals(3, TestDb.count(db, "SELECT count(*) FROM sec_tickers"));
      assertEquals(1, TestDb.count(db, "SELECT count(*) FROM sec_identifiers WHERE value = 'ZZNW' AND known_at <= now()"
          + " AND superseded_at IS NULL"));
      // the map's two lookups (a CIK's primary ticker, a ticker's CIK) use the partial indexes on a map of
      // EDGAR's size (about 10,000 tickers)
      TestDb.exec(db, "INSERT INTO sec_identifiers (kind, value, cik, title, position, known_at) SELECT 'ticker',"
          + " 'T' || g, lpad(g::text, 10, '0'), 'Company ' || g, g, now() FROM generate_series(10, 10000) g; ANALYZE sec_identifiers");
      String primary = plan(u, "SELECT ticker FROM sec_tickers WHERE cik = '0009990102' ORDER BY position LIMIT 1");
      assertTrue(primary.contains("sec_identifiers_ticker_cik"), primary);
      String cik = plan(u, "SELECT cik FROM sec_tickers WHERE ticker = 'ZZBF'");
      assertTrue(cik.contains("sec_identifiers_current"), cik);
      return rows(u, "SELECT value || ' ' || cik || ' ' || known_at::text FROM sec_identifiers"
          + " WHERE value IN ('AAPL', 'ZZBF') ORDER BY value");
    }
  }

  /** The newest migration before V30: the schema V30 runs on, whatever its number when merged. */
  private static String before() throws Exception {
    try (var files = java.nio.file.Files.list(java.nio.file.Path.of("src/main/resources/db/migration"))) {
      return String.valueOf(files.map(f -> f.getFileName().toString()).filter(n -> n.matches("V\\d+__.*"))
          .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))).filter(v -> v < 30).max().orElseThrow());
    }
  }

  private static void exec(DbUrl u, String sql) throws Exception {
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement()) {
      st.execute("SET TIME ZONE 'UTC'");
      st.execute(sql);
    }
  }

  private static String plan(DbUrl u, String sql) throws Exception {
    return String.join("\n", rows(u, "EXPLAIN " + sql));
  }

  private static List<String> rows(DbUrl u, String sql) throws Exception {
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement()) {
      st.execute("SET TIME ZONE 'UTC'");
      try (ResultSet rs = st.executeQuery(sql)) {
        while (rs.next()) {
          out.add(rs.getString(1));
        }
      }
    }
    return out;
  }
}
