package dev.openmarkets.ingest.partition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.analytics.predictions.PredictionWriter;
import dev.openmarkets.db.Database;
import dev.openmarkets.derivs.options.OptionsWriters;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Retention by partition: option quotes land in daily partitions (rows of days without one in the
 * DEFAULT partition, moved out by the keeper), partitions 30 days older than the newest snapshot
 * are dropped whole, a second pass changes nothing, and upserts keep working on the partitioned
 * table.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PartitionKeeperTest {
  private Database db;
  private Vertx vertx;
  private Pool pool;

  @BeforeAll
  void start() {
    db = TestDb.freshDatabase("partitions");
    vertx = Vertx.vertx();
    pool = db.pool(vertx, 2);
  }

  @AfterAll
  void stop() throws Exception {
    pool.close().await(10, TimeUnit.SECONDS);
    vertx.close().await(10, TimeUnit.SECONDS);
  }

  private static String quote(String instrument, String age) {
    return "('BTC', now() - interval '" + age + "', '" + instrument + "', DATE '2027-03-26', 100000, 'C', 5, 1, 0.1, 50, 99000)";
  }

  private long count(String sql) {
    return TestDb.count(db, sql);
  }

  @Test
  void oldPartitionsDroppedNewRowsMovedOutOfTheDefault() throws Exception {
    TestDb.exec(db, "INSERT INTO deribit_option_quotes VALUES " + String.join(", ", quote("A", "40 days"),
        quote("B", "31 days"), quote("C", "29 days"), quote("D", "0 seconds")));
    // the migration made today's partition and the next two: the old rows sit in DEFAULT
    assertEquals(3, count("SELECT count(*) FROM deribit_option_quotes_default"));
    String first = PartitionKeeper.keep(pool, OptionsWriters.QUOTE_PARTITIONS).await(10, TimeUnit.SECONDS);
    // 29 days ago got a partition of its own; 40 and 31 days ago got one each and lost it, being
    // wholly older than the newest snapshot minus 30 days
    assertEquals("deribit_option_quotes: 4 partitions, 2 dropped", first);
    assertEquals(0, count("SELECT count(*) FROM deribit_option_quotes_default"));
    assertEquals(2, count("SELECT count(*) FROM deribit_option_quotes"));
    assertEquals(1, count("SELECT count(*) FROM deribit_option_quotes WHERE instrument = 'C'"));
    assertEquals(1, count("SELECT count(*) FROM pg_class WHERE relname = 'deribit_option_quotes_p'"
        + " || to_char((now() - interval '29 days') AT TIME ZONE 'UTC', 'YYYYMMDD')"));
    assertEquals(0, count("SELECT count(*) FROM pg_class WHERE relname = 'deribit_option_quotes_p'"
        + " || to_char((now() - interval '31 days') AT TIME ZONE 'UTC', 'YYYYMMDD')"));
    // the same pass again changes nothing
    assertEquals("deribit_option_quotes: 4 partitions, 0 dropped",
        PartitionKeeper.keep(pool, OptionsWriters.QUOTE_PARTITIONS).await(10, TimeUnit.SECONDS));
    // an upsert on the partitioned table still updates in place
    TestDb.exec(db, "INSERT INTO deribit_option_quotes SELECT currency, ts, instrument, expiry, strike, option_type, 7,"
        + " volume, mark_price, mark_iv, underlying_price FROM deribit_option_quotes WHERE instrument = 'D'"
        + " ON CONFLICT (currency, ts, instrument) DO UPDATE SET open_interest = excluded.open_interest");
    assertEquals(7, count("SELECT open_interest::int FROM deribit_option_quotes WHERE instrument = 'D'"));
    assertEquals(2, count("SELECT count(*) FROM deribit_option_quotes"));
  }

  private record Point(String k, String ts, String v) {
  }

  @Test
  void upsertsIntoAPartitionedTableCountInsertedUpdatedAndUnchanged() throws Exception {
    TestDb.exec(db, "CREATE TABLE points (k text, ts timestamptz, v numeric, PRIMARY KEY (k, ts)) PARTITION BY RANGE (ts);"
        + " CREATE TABLE points_default PARTITION OF points DEFAULT");
    UnnestUpsert<Point> upsert = UnnestUpsert.partitioned("points", List.of("k", "ts"), List.of(
        UnnestUpsert.col("k", "text", Point::k), UnnestUpsert.col("ts", "timestamptz", Point::ts),
        UnnestUpsert.col("v", "numeric", Point::v)));
    List<Point> rows = List.of(new Point("a", "2026-11-26T00:00:00Z", "1.10"), new Point("b", "2026-11-26T00:00:00Z", "2"));
    assertEquals(new WriteCounts(2, 2, 0, 0, 0), write(upsert, rows));
    // the same rows again change nothing
    assertEquals(new WriteCounts(2, 0, 0, 2, 0), write(upsert, rows));
    // one value changed, one new row
    assertEquals(new WriteCounts(2, 1, 1, 0, 0), write(upsert, List.of(new Point("a", "2026-11-26T00:00:00Z", "1.2"),
        new Point("c", "2026-11-26T00:00:00Z", "3"))));
    assertEquals(1, count("SELECT count(*) FROM points WHERE k = 'a' AND v = 1.2"));
    assertEquals(3, count("SELECT count(*) FROM points"));
  }

  private WriteCounts write(UnnestUpsert<Point> upsert, List<Point> rows) throws Exception {
    return pool.withTransaction(conn -> upsert.write(conn, rows)).await(10, TimeUnit.SECONDS);
  }

  @Test
  void keptTablesGetPartitionsAheadAndLoseNone() throws Exception {
    TestDb.exec(db, "INSERT INTO prediction_prices VALUES ('m1', TIMESTAMPTZ '2024-02-10 12:00Z', '[\"0.5\"]'),"
        + " ('m1', now(), '[\"0.6\"]')");
    String pass = PartitionKeeper.keep(pool, PredictionWriter.PRICE_PARTITIONS).await(10, TimeUnit.SECONDS);
    // this month, the next two, and February 2024 for the old snapshot; nothing dropped without a retention
    assertEquals("prediction_prices: 4 partitions, 0 dropped", pass);
    assertEquals(1, count("SELECT count(*) FROM prediction_prices_p202402"));
    assertEquals(2, count("SELECT count(*) FROM prediction_prices"));
    // the view over the partitioned table still answers
    assertTrue(count("SELECT count(*) FROM prediction_market_rows") >= 0);
  }
}
