package dev.openmarkets.analytics;

import static dev.openmarkets.testing.MigrationDb.before;
import static dev.openmarkets.testing.MigrationDb.exec;
import static dev.openmarkets.testing.MigrationDb.explain;
import static dev.openmarkets.testing.MigrationDb.flyway;
import static dev.openmarkets.testing.MigrationDb.knownAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.MigrationDb;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * V51 on a database holding analytics rows from before it: every existing market, holdings row,
 * reported flow and sentiment hour is the current first version, known from the migration (no
 * load can be proven to have held it earlier: its file date is a poll stamp, not the row's date,
 * and a load updating it would have left no trace), and the markets' view is a function of the
 * moment that keeps its old answer at infinity.
 */
@Tag("db")
class AnalyticsMigrationTest {
  private static final String SEED = """
      INSERT INTO ingest_files (source, dataset, name, file_date, sha256, status, inserted, at) VALUES
        ('etf-holdings', 'etf-flows', 'IBIT_holdings_20261119T1300Z.csv', '2026-11-19', 'a', 'loaded', 1, '2026-11-19T13:00:00Z'),
        ('polymarket', 'predictions', 'gamma-events-20261119T1200Z.json', '2026-11-19', '', 'loaded', 1, '2026-11-19T12:00:00Z');
      INSERT INTO prediction_markets (id, slug, question, outcomes, prices, volume, closed, seen_at) VALUES
        ('9001', 'will-btc-top-150k', 'Will Bitcoin top $150k?', '["Yes","No"]', '["0.6","0.4"]', 1000, false,
         '2026-11-19T12:00:00Z');
      INSERT INTO prediction_prices (market_id, ts, prices) VALUES
        ('9001', '2026-11-18T11:45:00Z', '["0.5","0.5"]'), ('9001', '2026-11-19T12:00:00Z', '["0.6","0.4"]');
      INSERT INTO etf_holdings (ticker, date, issuer, asset, holdings) VALUES
        ('IBIT', '2026-11-18', 'BlackRock', 'btc', 780123.45678901);
      INSERT INTO etf_reported_flows (ticker, date, issuer, asset, flow_usd) VALUES
        ('FBTC', '2026-11-18', 'Fidelity', 'btc', 45200000);
      INSERT INTO sentiment_history (slug, time_window, ts, name, asset_class, composite, label, news_score) VALUES
        ('btc', '24h', '2026-11-19T12:00:00Z', 'Bitcoin', 'crypto', 0.3, 'bullish', 0.3);
      """;

  @Test
  void existingRowsAreCurrentFirstVersionsKnownFromTheMigration() throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("analytics_migration")) {
      DbUrl url = scratch.url();
      flyway(url).target(before(url, "51")).load().migrate();
      exec(url, SEED);
      Instant before = Instant.now().minusSeconds(1);
      flyway(url).load().migrate();
      Instant after = Instant.now().plusSeconds(1);

      for (String table : new String[] {"prediction_markets", "etf_holdings", "etf_reported_flows", "sentiment_history"}) {
        Map<String, Instant> rows = knownAt(url, "SELECT " + table + "::text, known_at FROM " + table
            + " WHERE superseded_at IS NULL AND version_no = 1 AND file_id IS NULL");
        assertEquals(1, rows.size(), table + ": one current first version");
        Instant known = rows.values().iterator().next();
        assertTrue(!known.isBefore(before) && !known.isAfter(after),
            table + ": known from the migration, not from a load's time: " + known);
      }

      // the view's answer at infinity; as of a moment before the migration the market was not known
      Map<String, Instant> current = knownAt(url, "SELECT id || ' ' || (updated_at = '2026-11-19T12:00:00Z') || ' ' || change24h, known_at "
          + "FROM prediction_market_rows");
      assertEquals(Set.of("9001 true 0.1"), current.keySet());
      assertTrue(knownAt(url, "SELECT id, known_at FROM prediction_market_rows_at('2026-11-20T00:00:00Z')").isEmpty());
      // inlined like the view it replaces: the planner sees the tables (their indexes), not a function's output
      assertFalse(explain(url, "EXPLAIN SELECT * FROM prediction_market_rows_at(now()) WHERE slug = 'x'")
          .contains("Function Scan"), "prediction_market_rows_at is not inlined");

      // the keys are versioned: a second version of a key is allowed, a second current one is not
      exec(url, "UPDATE etf_holdings SET superseded_at = known_at + interval '1 hour'");
      exec(url, "INSERT INTO etf_holdings (ticker, date, issuer, asset, holdings, known_at, version_no) "
          + "SELECT ticker, date, issuer, asset, 780200, superseded_at, 2 FROM etf_holdings");
      assertEquals(2, knownAt(url, "SELECT version_no::text, known_at FROM etf_holdings").size());
      try {
        exec(url, "INSERT INTO etf_holdings (ticker, date, issuer, asset, holdings, known_at) "
            + "VALUES ('IBIT', '2026-11-18', 'BlackRock', 'btc', 1, now() + interval '2 hours')");
        throw new AssertionError("two current versions of one key were accepted");
      } catch (java.sql.SQLException expected) {
        assertTrue(expected.getMessage().contains("etf_holdings_current"), expected.getMessage());
      }
    }
  }
}
