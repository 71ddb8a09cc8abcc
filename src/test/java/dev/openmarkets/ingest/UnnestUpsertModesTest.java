package dev.openmarkets.ingest;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.math.BigDecimal;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The three modes of the one unnest engine on real tables: the generated upsert (a repeated key
 * keeps its last row), insertNew (new keys only, existing rows left alone) and withSql (a
 * hand-written conflict rule), each counted by what the statement returned, decimals exact.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UnnestUpsertModesTest {
  private record Row(String key, BigDecimal value) {
  }

  private static final List<UnnestUpsert.Column<Row>> COLUMNS = List.of(
      col("k", "text", Row::key),
      col("v", "numeric", Row::value));

  private Database db;
  private Vertx vertx;
  private Pool pool;

  @BeforeAll
  void start() {
    db = TestDb.freshDatabase("unnest_modes");
    vertx = Vertx.vertx();
    pool = db.pool(vertx, 2);
    for (String t : List.of("upserted", "inserted_new", "forward_only")) {
      TestDb.exec(db, "CREATE TABLE " + t + " (k text PRIMARY KEY, v numeric)");
    }
  }

  @AfterAll
  void stop() throws Exception {
    pool.close().await(10, TimeUnit.SECONDS);
    vertx.close().await(10, TimeUnit.SECONDS);
  }

  private WriteCounts write(TableWriter<Row> writer, Row... rows) throws Exception {
    return pool.withTransaction(conn -> writer.write(conn, List.of(rows))).await(10, TimeUnit.SECONDS);
  }

  private long matches(String table, String key, String numericText) {
    return TestDb.count(db, "SELECT count(*) FROM " + table + " WHERE k = '" + key + "' AND v::text = '" + numericText + "'");
  }

  @Test
  void upsertKeepsTheLastRowOfARepeatedKeyAndCountsWhatChanged() throws Exception {
    UnnestUpsert<Row> upsert = new UnnestUpsert<>("upserted", List.of("k"), COLUMNS);
    assertEquals(new WriteCounts(2, 2, 0, 0, 0),
        write(upsert, new Row("a", new BigDecimal("1")), new Row("a", new BigDecimal("2")), new Row("b", new BigDecimal("1E+3"))));
    assertEquals(1, matches("upserted", "a", "2"));
    assertEquals(1, matches("upserted", "b", "1000"));
    assertEquals(new WriteCounts(2, 0, 1, 1, 0),
        write(upsert, new Row("a", new BigDecimal("3")), new Row("b", new BigDecimal("1E+3"))));
  }

  @Test
  void insertNewLeavesExistingRowsAloneAndCountsRowsOffered() throws Exception {
    UnnestUpsert<Row> insertNew = UnnestUpsert.insertNew("inserted_new", "k", COLUMNS);
    // a key twice in one batch is inserted once; the batch's rows all count in its total
    assertEquals(new WriteCounts(3, 2, 0, 1, 0), write(insertNew, new Row("a", new BigDecimal("0.000000125")),
        new Row("a", new BigDecimal("0.000000125")), new Row("b", new BigDecimal("1.50"))));
    assertEquals(1, matches("inserted_new", "a", "0.000000125"));
    assertEquals(1, matches("inserted_new", "b", "1.50"));
    assertEquals(new WriteCounts(2, 1, 0, 1, 0),
        write(insertNew, new Row("a", new BigDecimal("9")), new Row("c", new BigDecimal("-4.25"))));
    assertEquals(1, matches("inserted_new", "a", "0.000000125"));
    assertEquals(1, matches("inserted_new", "c", "-4.25"));
  }

  @Test
  void withSqlRunsAHandWrittenRuleAndCountsItsFlags() throws Exception {
    UnnestUpsert<Row> forwardOnly = UnnestUpsert.withSql("""
        INSERT INTO forward_only (k, v) SELECT u.k, u.v::numeric FROM unnest($1::text[], $2::text[]) AS u(k, v)
        ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v WHERE forward_only.v < EXCLUDED.v
        RETURNING (xmax = 0) AS inserted""", List.of(Row::key, Row::value));
    assertEquals(new WriteCounts(2, 2, 0, 0, 0),
        write(forwardOnly, new Row("a", new BigDecimal("5")), new Row("b", new BigDecimal("5"))));
    // a larger value moves forward, a smaller one changes nothing
    assertEquals(new WriteCounts(2, 0, 1, 1, 0),
        write(forwardOnly, new Row("a", new BigDecimal("6.0")), new Row("b", new BigDecimal("4"))));
    assertEquals(1, matches("forward_only", "a", "6.0"));
    assertEquals(1, matches("forward_only", "b", "5"));
  }
}
