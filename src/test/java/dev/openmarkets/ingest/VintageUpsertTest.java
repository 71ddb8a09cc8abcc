package dev.openmarkets.ingest;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * VintageUpsert on a scratch table of the versioned shape: every vintage of a file stored and
 * chained by its stated time (or the write's, when that is sooner), later vintages logged against the one before,
 * the same vintages again change nothing, and vintages added later (before, between and after
 * the held ones) re-chain the key; a key a file no longer yields is closed at its stated end.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class VintageUpsertTest {
  private record Vintage(String k, LocalDate d, BigDecimal v, Instant t) {
  }

  private static final LocalDate DAY = LocalDate.of(1929, 1, 1);
  private static final Instant T1 = Instant.parse("2010-01-01T04:59:59.999Z");
  private static final Instant T2 = Instant.parse("2011-07-30T03:59:59.999Z");
  private static final Instant T3 = Instant.parse("2013-08-15T03:59:59.999Z");
  private static final Instant FUTURE = Instant.parse("2999-01-01T00:00:00Z");
  private static final WriteContext FILE_7 = new WriteContext(7L, "abc");

  private Database db;
  private Vertx vertx;
  private Pool pool;
  private final VintageUpsert<Vintage> writer = VintageUpsert.of("vintages", List.of("k", "d"), List.of(
      col("k", "text", Vintage::k),
      col("d", "date", Vintage::d),
      col("v", "numeric", Vintage::v)), Vintage::t, Map.of("v", "value"));

  @BeforeAll
  void start() throws Exception {
    db = TestDb.freshDatabase("vintage_upsert");
    vertx = Vertx.vertx();
    pool = db.pool(vertx, 2);
    TestDb.exec(db, """
        CREATE TABLE vintages (k text NOT NULL, d date NOT NULL, v numeric,
          known_at timestamptz NOT NULL, superseded_at timestamptz, version_no integer NOT NULL DEFAULT 1,
          stored_at timestamptz NOT NULL DEFAULT now(), file_id bigint,
          PRIMARY KEY (k, d, known_at), CHECK (superseded_at IS NULL OR superseded_at > known_at));
        CREATE UNIQUE INDEX vintages_current ON vintages (k, d) WHERE superseded_at IS NULL;""");
  }

  @BeforeEach
  void empty() throws Exception {
    TestDb.exec(db, "TRUNCATE vintages, dataset_revisions");
  }

  @AfterAll
  void stop() throws Exception {
    pool.close().await(10, TimeUnit.SECONDS);
    vertx.close().await(10, TimeUnit.SECONDS);
  }

  private static Vintage v(String k, String value, Instant t) {
    return new Vintage(k, DAY, new BigDecimal(value), t);
  }

  private WriteCounts write(Vintage... rows) throws Exception {
    return pool.withTransaction(conn -> writer.write(conn, List.of(rows), FILE_7)).await(10, TimeUnit.SECONDS);
  }

  private List<String> rows(String sql) throws Exception {
    List<String> out = new ArrayList<>();
    for (Row r : pool.query(sql).execute().await(10, TimeUnit.SECONDS)) {
      List<String> cells = new ArrayList<>();
      for (int i = 0; i < r.size(); i++) {
        Object x = r.getValue(i);
        cells.add(x == null ? "null" : x instanceof java.time.OffsetDateTime o ? o.toInstant().toString() : x.toString());
      }
      out.add(String.join(" ", cells));
    }
    return out;
  }

  private static final String VERSIONS = "SELECT k, v::text, version_no, known_at, superseded_at, file_id, stored_at"
      + " FROM vintages ORDER BY k, known_at";
  private static final String REVISIONS = "SELECT key::text, field, previous, new, known_at, version_no, file_id"
      + " FROM dataset_revisions ORDER BY id";

  @Test
  void everyVintageIsChainedByItsStatedTimeAndLoggedAgainstTheOneBefore() throws Exception {
    // rows in any order; a time stated after the write is the write's (a version is never known after it is stored)
    assertEquals(new WriteCounts(5, 2, 3, 0, 0), write(v("a", "1065.9", T3), v("a", "1056.6", T1), v("b", "7", T1),
        v("a", "1065.9", T2), v("b", "8", FUTURE)));
    String stored = rows("SELECT date_trunc('milliseconds', stored_at) FROM vintages WHERE k = 'b' AND v = 8").get(0);
    assertEquals(List.of(
        "a 1056.6 1 " + T1 + " " + T2 + " 7",
        "a 1065.9 2 " + T2 + " " + T3 + " 7",
        "a 1065.9 3 " + T3 + " null 7",
        "b 7 1 " + T1 + " " + stored + " 7",
        "b 8 2 " + stored + " null 7"),
        rows("SELECT k, v::text, version_no, known_at, superseded_at, file_id FROM vintages ORDER BY k, known_at"));
    // a's third vintage restates the second's value: a version, but no changed field to log
    assertEquals(List.of(
        "{\"d\": \"1929-01-01\", \"k\": \"a\"} value 1056.6 1065.9 " + T2 + " 2 7",
        "{\"d\": \"1929-01-01\", \"k\": \"b\"} value 7 8 " + stored + " 2 7"), rows(REVISIONS));
  }

  @Test
  void aVintageStoredBeforeItsStatedTimeIsHeldWhenStatedAgainLater() throws Exception {
    write(v("z", "0", T1)); // statements prepared: the writes below take milliseconds, not seconds
    // the end of a day not over yet (a filing or a FRED revision of today), stored now: known from now
    Instant soon = Instant.now().plusMillis(1500);
    write(v("a", "1", T1), v("a", "2", soon));
    List<String> before = rows(VERSIONS);
    List<String> logged = rows(REVISIONS);
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM vintages WHERE v = 2"
        + " AND known_at = date_trunc('milliseconds', stored_at) AND known_at < '" + soon + "'"), before.toString());
    // the same file again, before and after its stated time has come: the same version, nothing written
    assertEquals(new WriteCounts(2, 0, 0, 2, 0), write(v("a", "1", T1), v("a", "2", soon)));
    Thread.sleep(Math.max(0, soon.toEpochMilli() - System.currentTimeMillis() + 100));
    assertEquals(new WriteCounts(2, 0, 0, 2, 0), write(v("a", "1", T1), v("a", "2", soon)));
    assertEquals(before, rows(VERSIONS));
    assertEquals(logged, rows(REVISIONS));
    // a later vintage with other values is still a version of its own
    assertEquals(new WriteCounts(3, 0, 1, 2, 0), write(v("a", "1", T1), v("a", "2", soon), v("a", "3", soon.plusSeconds(1))));
    assertEquals(List.of("1", "2", "3"), rows("SELECT v::text FROM vintages WHERE k = 'a' ORDER BY known_at"));
  }

  @Test
  void theSameVintagesAgainChangeNothing() throws Exception {
    Vintage[] file = {v("a", "1", T1), v("a", "2", T2), v("b", "3", T3)};
    write(file);
    List<String> before = rows(VERSIONS);
    List<String> logged = rows(REVISIONS);
    assertEquals(new WriteCounts(3, 0, 0, 3, 0), write(file));
    assertEquals(before, rows(VERSIONS));
    assertEquals(logged, rows(REVISIONS));
  }

  @Test
  void aKeyTheLatestStateNoLongerNamesIsClosedAtItsStatedEndElseNow() throws Exception {
    write(v("a", "1", T1), v("b", "2", T1), v("c", "3", T1), new Vintage("a", DAY.plusDays(1), BigDecimal.TEN, T1));
    // the file (scope: companies a and b) now names only (a, DAY); b ended at T2 (stated); (a, DAY + 1) is
    // gone with no end stated: now(); c is not in the file's scope and stays current
    int closed = pool.withTransaction(conn -> writer.closeMissing(conn, "k", List.of(v("a", "1", T1)),
        List.of(v("b", "2", T2)), Vintage::t, FILE_7)).await(10, TimeUnit.SECONDS);
    assertEquals(2, closed);
    assertEquals(List.of("c null"), rows("SELECT k, superseded_at FROM vintages WHERE k = 'c'"));
    assertEquals(List.of("a 1929-01-01 null", "b 1929-01-01 " + T2),
        rows("SELECT k, d, superseded_at FROM vintages WHERE k = 'b' OR d = DATE '1929-01-01' AND k = 'a' ORDER BY k"));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM vintages WHERE superseded_at > now() - interval '1 hour'"
        + " AND superseded_at <= now()"));
    assertEquals(List.of("{\"d\": \"1929-01-01\", \"k\": \"b\"} value 2 null " + T2 + " 1 7"),
        rows(REVISIONS.replace("ORDER BY id", "WHERE key->>'k' = 'b' ORDER BY id")));
    // the same closes again: nothing; the vintages again leave the stated end as it is
    assertEquals(0, pool.withTransaction(conn -> writer.closeMissing(conn, "k", List.of(v("a", "1", T1)),
        List.of(v("b", "2", T2)), Vintage::t, FILE_7)).await(10, TimeUnit.SECONDS));
    assertEquals(new WriteCounts(1, 0, 0, 1, 0), write(v("b", "2", T1)));
    assertEquals(List.of("b " + T2), rows("SELECT k, superseded_at FROM vintages WHERE k = 'b'"));
  }

  @Test
  void vintagesAddedLaterReChainTheKey() throws Exception {
    write(v("a", "2", T2));
    // one before, none between yet, one after: the held version gains both neighbours
    assertEquals(new WriteCounts(3, 0, 2, 1, 0), write(v("a", "1", T1), v("a", "2", T2), v("a", "3", T3)));
    assertEquals(List.of(
        "1 1 " + T1 + " " + T2,
        "2 2 " + T2 + " " + T3,
        "3 3 " + T3 + " null"),
        rows("SELECT v::text, version_no, known_at, superseded_at FROM vintages ORDER BY known_at"));
    assertEquals(List.of("value 2 3 3"),
        rows("SELECT field, previous, new, version_no FROM dataset_revisions ORDER BY id"));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM vintages WHERE superseded_at IS NULL"));
  }
}
