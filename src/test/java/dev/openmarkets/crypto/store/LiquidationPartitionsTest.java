package dev.openmarkets.crypto.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.instrument.GateContracts;
import dev.openmarkets.crypto.liquidation.GateLiquidations;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Liquidation events partitioned by week (migration V22): an event is stored once however often
 * and by whichever path it comes (its ts is part of it, so its copies meet in one partition),
 * retention drops whole weeks and counts what it dropped, and the migration keeps the rows and
 * the ids of a table that had them.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LiquidationPartitionsTest {
  private Database db;
  private Vertx vertx;
  private Pool pool;

  @BeforeAll
  void start() {
    db = TestDb.freshDatabase("liquidation_partitions");
    vertx = Vertx.vertx();
    pool = db.pool(vertx, 2);
  }

  @AfterAll
  void stop() throws Exception {
    pool.close().await(10, TimeUnit.SECONDS);
    vertx.close().await(10, TimeUnit.SECONDS);
  }

  @BeforeEach
  void reset() {
    TestDb.exec(db, "TRUNCATE liquidation_events, liquidation_hourly; DELETE FROM dataset_state; DELETE FROM dataset_changes");
  }

  private static LiquidationEvent ev(String key, Instant ts) {
    return LiquidationEvent.of("okx", "BTC-USDT-SWAP", "BTC", "long", new BigDecimal("60000"), new BigDecimal("0.5"), ts,
        "test|" + key);
  }

  private LiquidationStore.Written write(List<LiquidationEvent> events) throws Exception {
    return LiquidationStore.write(pool, events).await(10, TimeUnit.SECONDS);
  }

  private long count(String sql) {
    return TestDb.count(db, sql);
  }

  @Test
  void anEventIsStoredOnceInItsWeeksPartitionHoweverOftenItComes() throws Exception {
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    // twice in one batch, then again in a later batch with a new event
    assertEquals(1, write(List.of(ev("a", now), ev("a", now))).inserted());
    assertEquals(1, write(List.of(ev("a", now), ev("b", now))).inserted());
    assertEquals(2, count("SELECT count(*) FROM liquidation_events"));
    assertEquals(2, count("SELECT sum(count) FROM liquidation_hourly"), "each event counted once in the totals");
    // the migration made this week's partition: the events are there, not in DEFAULT
    assertEquals(2, count("SELECT count(*) FROM liquidation_events_p" + week(now)));
    assertEquals(0, count("SELECT count(*) FROM liquidation_events_default"));
  }

  @Test
  void gatesTwoPathsGiveOneEventWithOneTs() throws Exception {
    // the push has milliseconds, the REST row whole seconds: both store the second, so the second
    // copy conflicts with the first in the same partition instead of becoming a second row
    ContractValues contracts = ContractValues.of(GateContracts.parse(Samples.json("gate/contracts.json")));
    LiquidationEvent ws = GateLiquidations.parseStream(Samples.json("gate/public_liquidates.update.json"), contracts)
        .events().get(0);
    LiquidationEvent rest = GateLiquidations.parseRest(Samples.json("gate/liq_orders.json"), contracts).events().get(0);
    assertEquals(1, write(List.of(ws)).inserted());
    assertEquals(0, write(List.of(rest)).inserted());
    assertEquals(1, count("SELECT count(*) FROM liquidation_events WHERE event_key = 'gate|BTC_USDT|1751544000|-250'"));
    assertEquals(1751544000L, count("SELECT extract(epoch FROM ts)::bigint FROM liquidation_events"));
  }

  @Test
  void retentionDropsWholeWeeksAndCountsTheirEvents() throws Exception {
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    // 100 days back lies in a week wholly older than 90 days; 85 days back does not
    write(List.of(ev("old1", now.minus(Duration.ofDays(100))), ev("old2", now.minus(Duration.ofDays(100)).plusSeconds(1)),
        ev("kept", now.minus(Duration.ofDays(85))), ev("new", now)));
    assertEquals(4, count("SELECT row_count FROM dataset_state WHERE dataset = 'liquidations-recent'"));
    long before = count("SELECT version FROM dataset_state WHERE dataset = 'liquidations-recent'");
    // the first pass gives the old weeks their partitions (out of DEFAULT), the same pass drops the oldest
    assertEquals(2L, LiquidationRetention.apply(pool, Duration.ofDays(90)).await(10, TimeUnit.SECONDS));
    assertEquals(List.of("kept", "new"), List.of(key(0), key(1)));
    assertEquals(0, count("SELECT count(*) FROM pg_class WHERE relname = 'liquidation_events_p" + week(now.minus(Duration.ofDays(100))) + "'"));
    assertEquals(1, count("SELECT count(*) FROM liquidation_events_p" + week(now.minus(Duration.ofDays(85)))));
    assertEquals(0, count("SELECT count(*) FROM liquidation_events_default"));
    // the bump says what went, and the row count (/stats) goes down by it
    assertEquals(-2, count("SELECT rows_added FROM dataset_changes WHERE dataset = 'liquidations-recent'"
        + " ORDER BY version DESC LIMIT 1"));
    assertEquals(2, count("SELECT row_count FROM dataset_state WHERE dataset = 'liquidations-recent'"));
    assertEquals(before + 1, count("SELECT version FROM dataset_state WHERE dataset = 'liquidations-recent'"));
    assertEquals(1, count("SELECT count(*) FROM liquidation_hourly WHERE hour < now() - interval '99 days'"),
        "hourly totals are kept");
    // a second pass drops nothing and bumps nothing
    assertEquals(0L, LiquidationRetention.apply(pool, Duration.ofDays(90)).await(10, TimeUnit.SECONDS));
    assertEquals(before + 1, count("SELECT version FROM dataset_state WHERE dataset = 'liquidations-recent'"));
  }

  /** The i-th stored event's key (without "test|"), oldest first. */
  private String key(int i) {
    DbUrl u = db.url();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement();
        var rs = st.executeQuery("SELECT substr(event_key, 6) FROM liquidation_events ORDER BY ts OFFSET " + i + " LIMIT 1")) {
      rs.next();
      return rs.getString(1);
    } catch (java.sql.SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void theMigrationKeepsRowsIdsAndTheSequence() throws Exception {
    DbUrl srv = TestDb.server();
    String name = "om_liq_v22_" + UUID.randomUUID().toString().substring(0, 8);
    exec(srv, "CREATE DATABASE " + name);
    DbUrl u = srv.withDatabase(name);
    try {
      Flyway.configure().dataSource(u.jdbcUrl(), u.user(), u.password()).locations("classpath:db/migration")
          .target("21").load().migrate();
      exec(u, "INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty,"
          + " usd_value, ts) SELECT 'k' || g, 'okx', 'BTC-USDT-SWAP', 'BTC', 'USDT', 'long', 60000, 1, 60000,"
          + " now() - g * interval '1 day' FROM generate_series(1, 20) g");
      Flyway.configure().dataSource(u.jdbcUrl(), u.user(), u.password()).locations("classpath:db/migration")
          .load().migrate();
      Database migrated = Database.external(u);
      assertEquals(20, TestDb.count(migrated, "SELECT count(*) FROM liquidation_events"));
      assertEquals(20, TestDb.count(migrated, "SELECT max(id) FROM liquidation_events"));
      assertEquals(0, TestDb.count(migrated, "SELECT count(*) FROM liquidation_events_default"));
      // 20 days of rows span three or four weeks, each in its own partition, plus the weeks ahead
      assertEquals(1, TestDb.count(migrated, "SELECT count(*) FROM liquidation_events WHERE event_key = 'k7'"
          + " AND tableoid::regclass::text = 'liquidation_events_p' || to_char(date_trunc('week', ts, 'UTC') AT TIME ZONE 'UTC', 'IYYY\"w\"IW')"));
      // the sequence carries on: a new event gets the next id
      TestDb.exec(migrated, "INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, side, price, qty,"
          + " usd_value, ts) VALUES ('k21', 'okx', 'BTC-USDT-SWAP', 'BTC', 'long', 1, 1, 1, now())");
      assertEquals(21, TestDb.count(migrated, "SELECT id FROM liquidation_events WHERE event_key = 'k21'"));
      // the new partitions carry V19's autovacuum setting, through the DEFAULT partition
      assertEquals(1, TestDb.count(migrated, "SELECT count(*) FROM pg_class WHERE relname = 'liquidation_events_p'"
          + " || to_char(date_trunc('week', now(), 'UTC') AT TIME ZONE 'UTC', 'IYYY\"w\"IW')"
          + " AND 'autovacuum_vacuum_insert_threshold=10000' = ANY (reloptions)"));
    } finally {
      exec(srv, "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
    }
  }

  private static void exec(DbUrl u, String sql) throws Exception {
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement()) {
      st.execute(sql);
    }
  }

  /** The ISO week of a partition's name, as V22 names it: 2026w48. */
  private static String week(Instant t) {
    java.time.ZonedDateTime z = t.atZone(java.time.ZoneOffset.UTC);
    return String.format("%dw%02d", z.get(java.time.temporal.IsoFields.WEEK_BASED_YEAR),
        z.get(java.time.temporal.IsoFields.WEEK_OF_WEEK_BASED_YEAR));
  }
}
