package dev.openmarkets.crypto.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.MigrationDb;
import dev.openmarkets.testing.TestDb;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * V50 on a database that already holds crypto rows: the funding snapshot is known from the
 * migration (its values may have been written over until then) and becomes the first kept version;
 * open-interest buckets are known when their hour ended, at most at the migration. Afterwards the
 * triggers date every write: an unchanged upsert stores no version, a changed one stores one known
 * from its transaction; a new Binance bucket of a past hour is known at its end, a sample of the
 * current hour when stored. The hourly totals as of a moment count the hour in progress from its
 * events, and the per-symbol walk keeps its index-only plan with the moment.
 */
@Tag("db")
class CryptoPointInTimeMigrationTest {
  private static final String SEED = """
      INSERT INTO funding_snapshot (exchange, instrument, slug, base_asset, mark_price, funding_rate,
        funding_interval_hours, ts) VALUES ('binance', 'BTCUSDT', 'btc', 'BTC', 60000, 0.0001, 8, '2026-11-01T10:00:00Z');
      INSERT INTO open_interest_hourly (exchange, instrument, slug, ts, open_interest) VALUES
        ('binance', 'BTCUSDT', 'btc', '2026-11-01T10:00:00Z', 100),
        ('bybit', 'BTCUSDT', 'btc', date_trunc('hour', now()), 200);""";

  @Test
  void existingRowsAreDatedAndLaterWritesAreDatedByTheTriggers() throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("crypto_v36")) {
      DbUrl u = scratch.url();
      MigrationDb.flyway(u).target(MigrationDb.before(u, "50")).load().migrate();
      MigrationDb.exec(u, SEED);
      Instant before = Instant.now();
      MigrationDb.flyway(u).load().migrate();
      Database db = Database.external(u);

      Instant migrated = MigrationDb.knownAt(u, "SELECT exchange, known_at FROM funding_snapshot").get("binance");
      assertTrue(!migrated.isBefore(before.minusSeconds(5)), "known from the migration: " + migrated);
      assertEquals(Map.of("binance 2026-11-01 10:00:00+00", migrated), MigrationDb.knownAt(u,
          "SELECT exchange || ' ' || venue_ts::text, ts FROM funding_snapshot_history"));
      assertEquals(0, TestDb.count(db, "SELECT count(*) FROM funding_snapshot_history_default"),
          "the version sits in its week's partition");

      Map<String, Instant> oi = MigrationDb.knownAt(u, "SELECT exchange, known_at FROM open_interest_hourly ORDER BY 1");
      assertEquals(Instant.parse("2026-11-01T11:00:00Z"), oi.get("binance"));
      assertTrue(oi.get("bybit").isBefore(Instant.now()), "the hour in progress: at most the migration " + oi);

      // an upsert that changes nothing stores nothing; a change stores a version known from its transaction
      String upsert = "INSERT INTO funding_snapshot (exchange, instrument, slug, base_asset, mark_price, funding_rate,"
          + " funding_interval_hours, ts) VALUES ('binance', 'BTCUSDT', 'btc', 'BTC', %s, 0.0001, 8, '2026-11-01T10:00:00Z')"
          + " ON CONFLICT (exchange, instrument) DO UPDATE SET mark_price = EXCLUDED.mark_price"
          + " WHERE funding_snapshot.mark_price IS DISTINCT FROM EXCLUDED.mark_price";
      MigrationDb.exec(u, String.format(upsert, "60000"));
      assertEquals(1, TestDb.count(db, "SELECT count(*) FROM funding_snapshot_history"));
      assertEquals(migrated, MigrationDb.knownAt(u, "SELECT exchange, known_at FROM funding_snapshot").get("binance"));
      MigrationDb.exec(u, String.format(upsert, "61000"));
      assertEquals(2, TestDb.count(db, "SELECT count(*) FROM funding_snapshot_history"));
      assertEquals(1, TestDb.count(db, "SELECT count(*) FROM funding_snapshot f JOIN funding_snapshot_history h"
          + " ON h.exchange = f.exchange AND h.ts = f.known_at AND h.mark_price = 61000 AND f.known_at > '" + migrated + "'"));

      // a Binance bucket of a past hour: known at its end; our sample of this hour: when stored
      MigrationDb.exec(u, "INSERT INTO open_interest_hourly (exchange, instrument, slug, ts, open_interest) VALUES"
          + " ('binance', 'BTCUSDT', 'btc', '2026-11-02T10:00:00Z', 101), ('okx', 'BTC-USDT-SWAP', 'btc', date_trunc('hour', now()), 3)");
      Map<String, Instant> added = MigrationDb.knownAt(u, "SELECT exchange, known_at FROM open_interest_hourly"
          + " WHERE ts = '2026-11-02T10:00:00Z' OR exchange = 'okx' ORDER BY 1");
      assertEquals(Instant.parse("2026-11-02T11:00:00Z"), added.get("binance"));
      assertTrue(added.get("okx").isAfter(migrated), added.toString());

      // the hour in progress at a moment, from its events; the hours before it, from the totals
      MigrationDb.exec(u, """
          INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty, usd_value, ts)
          VALUES ('a', 'okx', 'BTC-USDT-SWAP', 'BTC', 'USDT', 'long', 1, 1, 10, '2026-11-01T09:10:00Z'),
                 ('b', 'okx', 'BTC-USDT-SWAP', 'BTC', 'USDT', 'short', 1, 1, 20, '2026-11-01T10:10:00Z'),
                 ('c', 'okx', 'BTC-USDT-SWAP', 'BTC', 'USDT', 'long', 1, 1, 40, '2026-11-01T10:40:00Z');
          INSERT INTO liquidation_hourly VALUES ('2026-11-01T09:00:00Z', 'okx', 'BTC-USDT-SWAP', 'BTC', 'USDT', 10, 0, 1, 10),
                 ('2026-11-01T10:00:00Z', 'okx', 'BTC-USDT-SWAP', 'BTC', 'USDT', 40, 20, 2, 40);""");
      assertEquals(Map.of("2026-11-01 09:00:00+00 1", Instant.parse("2026-11-01T09:00:00Z"),
              "2026-11-01 10:00:00+00 1", Instant.parse("2026-11-01T10:00:00Z")),
          MigrationDb.knownAt(u, "SELECT hour::text || ' ' || count, hour FROM liquidation_hourly_at('2026-11-01T10:20:00Z')"));
      assertEquals(20, TestDb.count(db, "SELECT short_usd FROM liquidation_hourly_at('2026-11-01T10:20:00Z')"
          + " WHERE hour = '2026-11-01T10:00:00Z'"));
      assertEquals(2, TestDb.count(db, "SELECT count(*) FROM liquidation_hourly_at('infinity')"));
      assertEquals(2, TestDb.count(db, "SELECT count(*) FROM liquidations_recent_by_symbol('BTC', NULL, NULL, NULL, 10,"
          + " '2026-11-01T10:20:00Z')"));
      String inlined = MigrationDb.explain(u, "EXPLAIN SELECT * FROM liquidation_hourly_at('infinity') WHERE hour >= now()");
      assertTrue(!inlined.contains("Function Scan"), "inlined, so callers' filters reach the indexes: " + inlined);
    }
  }
}
