package dev.openmarkets.macro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * V47 on a database that already holds the macro family's latest state (docs/point-in-time.md §1.5):
 * COT reports become versions known at their Friday 15:30 New York release, markets at their first
 * report's, par yields at 18:00 New York of their date, all capped by the migration; stablecoins and
 * BIS rates at the migration. The stored COT figures are dropped: the same figures come from the
 * reports (cot_latest as before), computed by an inlined function. Then one current row per key.
 */
@Tag("db")
class MacroVersionsMigrationTest {
  private static final String SEED = """
      INSERT INTO cot_markets (cftc_code, slug, name, exchange, exchange_code, market_group, report_kind, name_date)
      VALUES ('099741', 'euro-fx', 'EURO FX', 'CHICAGO MERCANTILE EXCHANGE', 'CME', 'currencies', 'tff', '2026-11-17');
      -- 27 weekly reports: specNet 0, 10000 on the oldest, 7350 on the last (cotIndex 73.50, stored by cot-derive)
      INSERT INTO cot_reports (cftc_code, report_kind, report_date, lev_fund_long, lev_fund_short, spec_net_change, cot_index)
      SELECT '099741', 'tff', date '2026-11-17' - 7 * k, CASE k WHEN 26 THEN 10000 WHEN 0 THEN 7350 ELSE 0 END, 0,
             CASE k WHEN 0 THEN 7350 END, CASE k WHEN 0 THEN 73.50 END
      FROM generate_series(0, 26) k;
      INSERT INTO macro_observations (series, obs_date, value) VALUES
        ('ust-10y', '2025-02-20', 4.5), ('ust-10y', '2025-07-03', 4.35), ('stablecoins-total', '2025-02-20', 200000000000);
      INSERT INTO policy_rate_economies (code, country) VALUES ('us', 'United States');
      INSERT INTO policy_rates (code, obs_date, rate) VALUES ('us', '2025-02-20', 4.375);""";

  @Test
  void existingRowsAreKnownFromTheirScheduleOrTheMigration() throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("macro_v32")) {
      DbUrl u = scratch.url();
      MigrationDb.flyway(u).target(MigrationDb.before(u, "47")).load().migrate();
      MigrationDb.exec(u, SEED);
      MigrationDb.flyway(u).load().migrate();

      // the last report: Tuesday 2026-11-17, released Friday 2026-11-20 15:30 EST; the first, 2026-05-19,
      // Friday 2026-05-22 15:30 EDT. The market is known from its first report's release.
      assertEquals(List.of("2026-05-19 2026-05-22 19:30:00+00", "2026-11-17 2026-11-20 20:30:00+00"), rows(u,
          "SELECT report_date || ' ' || known_at FROM cot_reports WHERE report_date IN ('2026-05-19', '2026-11-17')"
              + " ORDER BY report_date"));
      assertEquals(List.of("euro-fx 2026-05-22 19:30:00+00 1 true"), rows(u,
          "SELECT slug || ' ' || known_at || ' ' || version_no || ' ' || (superseded_at IS NULL) FROM cot_markets"));
      // the figures cot-derive stored, now computed from the reports: cot_latest answers as before
      assertEquals(List.of("euro-fx 2026-11-17 73.50"),
          rows(u, "SELECT slug || ' ' || report_date || ' ' || cot_index FROM cot_latest"));
      assertEquals(List.of("7350 73.50 2026-11-20 20:30:00+00"), rows(u, "SELECT spec_net_change || ' ' || cot_index"
          + " || ' ' || inputs_known_at FROM cot_derived_at('099741', 'tff', '2026-11-17', 'infinity')"));
      // as of just before the last release: the report before it is the latest, its index 0
      assertEquals(List.of("euro-fx 2026-11-10 0.00"), rows(u,
          "SELECT slug || ' ' || report_date || ' ' || cot_index FROM cot_latest_at('2026-11-20 20:29:59Z')"));
      String plan = String.join("\n", rows(u, "EXPLAIN SELECT * FROM cot_latest_at(now())"));
      assertFalse(plan.contains("Function Scan"), "cot_latest_at and cot_derived_at are inlined: " + plan);

      // par yields: 18:00 New York of their date (EST, then EDT); stablecoins and BIS rates: the migration
      assertEquals(List.of("stablecoins-total 2025-02-20 recent", "ust-10y 2025-02-20 2025-02-20 23:00:00+00",
          "ust-10y 2025-07-03 2025-07-03 22:00:00+00"), rows(u, "SELECT series || ' ' || obs_date || ' ' ||"
          + " CASE WHEN known_at > now() - interval '1 hour' THEN 'recent' ELSE known_at::text END"
          + " FROM macro_observations ORDER BY series, obs_date"));
      assertEquals(List.of("us 2025-02-20 recent"), rows(u, "SELECT code || ' ' || obs_date || ' ' ||"
          + " CASE WHEN known_at > now() - interval '1 hour' THEN 'recent' ELSE known_at::text END FROM policy_rates"));
      assertEquals(List.of("1 true"),
          rows(u, "SELECT DISTINCT version_no || ' ' || (superseded_at IS NULL) FROM macro_observations"));

      // one current row per key; a second version must start after the first
      assertThrows(SQLException.class, () -> MigrationDb.exec(u, "INSERT INTO cot_reports (cftc_code, report_kind,"
          + " report_date, known_at) VALUES ('099741', 'tff', '2026-11-17', '2026-11-27Z')"));
      assertThrows(SQLException.class, () -> MigrationDb.exec(u, "INSERT INTO cot_markets (cftc_code, slug, name,"
          + " exchange, exchange_code, market_group, report_kind, known_at) VALUES ('099742', 'euro-fx', 'X', 'X',"
          + " 'X', 'other', 'tff', '2026-11-27Z')"));
      assertThrows(SQLException.class, () -> MigrationDb.exec(u, "INSERT INTO macro_observations (series, obs_date,"
          + " value, known_at) VALUES ('ust-10y', '2025-02-20', 4.6, '2025-03-01Z')"));
      assertThrows(SQLException.class, () -> MigrationDb.exec(u, "UPDATE policy_rates SET superseded_at = known_at"));
    }
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
