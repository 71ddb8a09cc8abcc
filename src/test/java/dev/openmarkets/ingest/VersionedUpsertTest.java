package dev.openmarkets.ingest;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * VersionedUpsert on a scratch table of the versioned shape: first versions, re-imports that
 * write nothing, revisions that close the old version where the new one starts and log each
 * changed value, stated versus scheduled knownAt of a later version, the cap at now(), closes of
 * rows a newer file no longer names, and counts equal to UnnestUpsert's for the same inputs.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class VersionedUpsertTest {
  /** A scratch row: key (k, d), values v and s, t the upstream time of this version. */
  private record Scratch(String k, LocalDate d, BigDecimal v, String s, Instant t) {
  }

  private static final LocalDate DAY = LocalDate.of(2021, 7, 15);
  private static final Instant FIRST = Instant.parse("2021-07-16T22:00:00Z");
  private static final Instant SECOND = Instant.parse("2021-07-20T12:00:00Z");
  private static final List<UnnestUpsert.Column<Scratch>> COLUMNS = List.of(
      col("k", "text", Scratch::k),
      col("d", "date", Scratch::d),
      col("v", "numeric", Scratch::v),
      col("short_name", "text", Scratch::s));
  private static final List<String> KEY = List.of("k", "d");
  private static final WriteContext FILE_7 = new WriteContext(7L, "abc");
  private static final WriteContext FILE_8 = new WriteContext(8L, "def");

  private Database db;
  private Vertx vertx;
  private Pool pool;
  private final VersionedUpsert<Scratch> stated = VersionedUpsert.of("scratch", KEY, COLUMNS, KnownAt.stated(Scratch::t));
  private final VersionedUpsert<Scratch> scheduled = VersionedUpsert.of("scratch", KEY, COLUMNS, KnownAt.scheduled(Scratch::t));
  private final UnnestUpsert<Scratch> plain = new UnnestUpsert<>("plain", KEY, COLUMNS);

  @BeforeAll
  void start() throws Exception {
    db = TestDb.freshDatabase("versioned_upsert");
    vertx = Vertx.vertx();
    pool = db.pool(vertx, 2);
    TestDb.exec(db, """
        CREATE TABLE scratch (k text NOT NULL, d date NOT NULL, v numeric, short_name text,
          known_at timestamptz NOT NULL, superseded_at timestamptz, version_no integer NOT NULL DEFAULT 1,
          stored_at timestamptz NOT NULL DEFAULT now(), file_id bigint,
          PRIMARY KEY (k, d, known_at), CHECK (superseded_at IS NULL OR superseded_at > known_at));
        CREATE UNIQUE INDEX scratch_current ON scratch (k, d) WHERE superseded_at IS NULL;
        CREATE TABLE plain (k text NOT NULL, d date NOT NULL, v numeric, short_name text, PRIMARY KEY (k, d));""");
  }

  @BeforeEach
  void empty() throws Exception {
    TestDb.exec(db, "TRUNCATE scratch, plain, dataset_revisions");
  }

  @AfterAll
  void stop() throws Exception {
    pool.close().await(10, TimeUnit.SECONDS);
    vertx.close().await(10, TimeUnit.SECONDS);
  }

  private static Scratch row(String k, String v, String s, Instant t) {
    return new Scratch(k, DAY, new BigDecimal(v), s, t);
  }

  private WriteCounts write(VersionedUpsert<Scratch> writer, WriteContext ctx, Scratch... rows) throws Exception {
    return pool.withTransaction(conn -> writer.write(conn, List.of(rows), ctx)).await(10, TimeUnit.SECONDS);
  }

  private WriteCounts writePlain(Scratch... rows) throws Exception {
    return pool.withTransaction(conn -> plain.write(conn, List.of(rows))).await(10, TimeUnit.SECONDS);
  }

  private List<String> rows(String sql) throws Exception {
    List<String> out = new ArrayList<>();
    for (Row r : pool.query(sql).execute().await(10, TimeUnit.SECONDS)) {
      List<String> cells = new ArrayList<>();
      for (int i = 0; i < r.size(); i++) {
        Object v = r.getValue(i);
        cells.add(v == null ? "null" : v instanceof java.time.OffsetDateTime o ? o.toInstant().toString() : v.toString());
      }
      out.add(String.join(" ", cells));
    }
    return out;
  }

  private static final String VERSIONS = "SELECT k, v::text, short_name, version_no, known_at, superseded_at, file_id"
      + " FROM scratch ORDER BY k, version_no";
  private static final String REVISIONS = "SELECT key::text, field, previous, new, known_at, version_no, file_id"
      + " FROM dataset_revisions ORDER BY id";

  @Test
  void firstLoadStoresVersionOneAndTheSameRowsAgainWriteNothing() throws Exception {
    Scratch a = row("a", "100", "Alpha", FIRST);
    Scratch b = row("b", "1E+3", "Beta", FIRST);
    assertEquals(new WriteCounts(2, 2, 0, 0, 0), write(stated, FILE_7, a, b));
    List<String> v1 = List.of(
        "a 100 Alpha 1 2021-07-16T22:00:00Z null 7",
        "b 1000 Beta 1 2021-07-16T22:00:00Z null 7");
    assertEquals(v1, rows(VERSIONS));
    // the same file again (its numbers written differently but equal) changes nothing
    assertEquals(new WriteCounts(2, 0, 0, 2, 0), write(stated, FILE_8, a, row("b", "1000.0", "Beta", FIRST)));
    assertEquals(v1, rows(VERSIONS));
    assertEquals(List.of(), rows(REVISIONS));
  }

  @Test
  void aChangedValueClosesVersionOneWhereVersionTwoStartsAndLogsEachChangedField() throws Exception {
    write(stated, FILE_7, row("a", "100", "Alpha", FIRST), row("b", "5", "Beta", FIRST));
    // a changes two values, b is the same
    assertEquals(new WriteCounts(2, 0, 1, 1, 0),
        write(stated, FILE_8, row("a", "150.50", "Alpha Inc", SECOND), row("b", "5", "Beta", SECOND)));
    assertEquals(List.of(
        "a 100 Alpha 1 2021-07-16T22:00:00Z 2021-07-20T12:00:00Z 7",
        "a 150.50 Alpha Inc 2 2021-07-20T12:00:00Z null 8",
        "b 5 Beta 1 2021-07-16T22:00:00Z null 7"), rows(VERSIONS));
    assertEquals(List.of(
        "{\"d\": \"2021-07-15\", \"k\": \"a\"} v 100 150.50 2021-07-20T12:00:00Z 2 8",
        "{\"d\": \"2021-07-15\", \"k\": \"a\"} shortName Alpha Alpha Inc 2021-07-20T12:00:00Z 2 8"), rows(REVISIONS));
    // the changes stream names the revised keys in key column order
    Written w = pool.withTransaction(conn -> stated.writeFor("scratch", conn,
        List.of(row("a", "150.5", "Alpha Inc", SECOND), row("b", "6", "Beta", SECOND)), FILE_8)).await(10, TimeUnit.SECONDS);
    assertEquals(List.of("b|2021-07-15"), w.revisedKeys());
    assertEquals(1, w.revised());
    // and a third version numbers on
    write(stated, FILE_8, row("a", "151", "Alpha Inc", SECOND.plusSeconds(60)));
    assertEquals(List.of("3 2021-07-20T12:01:00Z null"),
        rows("SELECT version_no, known_at, superseded_at FROM scratch WHERE superseded_at IS NULL AND k = 'a'"));
  }

  @Test
  void aCarriedColumnIsWrittenAsFirstSeenButNeverMakesAVersion() throws Exception {
    VersionedUpsert<Scratch> carried = stated.withCarried(java.util.Set.of("v"));
    write(carried, FILE_7, row("a", "100", "Alpha", FIRST));
    // v alone moved: nothing written, nothing logged
    assertEquals(new WriteCounts(1, 0, 0, 1, 0), write(carried, FILE_8, row("a", "101", "Alpha", SECOND)));
    assertEquals(List.of("a 100 Alpha 1 2021-07-16T22:00:00Z null 7"), rows(VERSIONS));
    // the description moved: a version, carrying v as this file has it, and a revision of the name only
    assertEquals(new WriteCounts(1, 0, 1, 0, 0), write(carried, FILE_8, row("a", "102", "Alpha Inc", SECOND)));
    assertEquals(List.of(
        "a 100 Alpha 1 2021-07-16T22:00:00Z 2021-07-20T12:00:00Z 7",
        "a 102 Alpha Inc 2 2021-07-20T12:00:00Z null 8"), rows(VERSIONS));
    assertEquals(List.of("{\"d\": \"2021-07-15\", \"k\": \"a\"} shortName Alpha Alpha Inc 2021-07-20T12:00:00Z 2 8"),
        rows(REVISIONS));
  }

  @Test
  void aScheduledTimeDatesOnlyTheFirstVersionALaterOneIsKnownFromNow() throws Exception {
    write(scheduled, FILE_7, row("a", "100", "Alpha", FIRST));
    write(scheduled, FILE_8, row("a", "101", "Alpha", SECOND));
    // the correction came out when we saw it (the transaction's now() = stored_at), not at the schedule
    assertEquals(List.of("1 false false 2021-07-16T22:00:00Z", "2 true true null"), rows("""
        SELECT version_no, known_at = stored_at, known_at > timestamptz '2021-07-21',
               CASE WHEN version_no = 1 THEN known_at END FROM scratch ORDER BY version_no"""));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM scratch WHERE version_no = 1 AND superseded_at = "
        + "(SELECT known_at FROM scratch WHERE version_no = 2)"));
  }

  @Test
  void noVersionIsKnownAfterItWasStored() throws Exception {
    Instant future = Instant.now().plusSeconds(86_400 * 365);
    write(stated, FILE_7, row("a", "1", "A", future), row("b", "1", "B", null), row("c", "1", "C", FIRST));
    write(stated, FILE_8, row("a", "2", "A", future), row("b", "2", "B", null), row("c", "2", "C", future));
    assertEquals(0, TestDb.count(db, "SELECT count(*) FROM scratch WHERE known_at > stored_at"));
    // a future or missing time is capped at now(): known when stored
    assertEquals(List.of("a 1 true", "a 2 true", "b 1 true", "b 2 true", "c 1 false", "c 2 true"),
        rows("SELECT k, version_no, known_at = stored_at FROM scratch ORDER BY k, version_no"));
  }

  @Test
  void aRowTheNewerFileNoLongerNamesIsClosedAndCanComeBack() throws Exception {
    write(scheduled, FILE_7, row("a", "1", "A", FIRST), row("b", "2", "B", FIRST), row("c", "3", "C", FIRST));
    List<Scratch> corrected = List.of(row("a", "1", "A", FIRST), row("c", "3", "C", FIRST));
    List<String> closed = pool.withTransaction(conn -> scheduled.closeMissingKeys(conn, List.of("d"), corrected, null,
        FILE_8)).await(10, TimeUnit.SECONDS);
    assertEquals(List.of("b|2021-07-15"), closed);
    assertEquals(List.of("a 1", "c 3"), rows("SELECT k, v FROM scratch WHERE superseded_at IS NULL ORDER BY k"));
    assertEquals(List.of("{\"d\": \"2021-07-15\", \"k\": \"b\"} v 2 null 1 8",
        "{\"d\": \"2021-07-15\", \"k\": \"b\"} shortName B null 1 8"),
        rows("SELECT key::text, field, previous, new, version_no, file_id FROM dataset_revisions ORDER BY id"));
    // both logged at the moment b stopped being current
    assertEquals(2, TestDb.count(db, "SELECT count(*) FROM dataset_revisions r JOIN scratch s"
        + " ON s.k = 'b' AND r.known_at = s.superseded_at"));
    // a list of another day closes nothing of this one
    Scratch otherDay = new Scratch("z", DAY.plusDays(1), BigDecimal.ONE, "Z", FIRST);
    assertEquals(0, pool.withTransaction(conn -> scheduled.closeMissing(conn, List.of("d"), List.of(otherDay), null,
        FILE_8)).await(10, TimeUnit.SECONDS));
    // b listed again: a new key for the counts, its next version number, known from now()
    assertEquals(new WriteCounts(1, 1, 0, 0, 0), write(scheduled, FILE_8, row("b", "2", "B", FIRST)));
    assertEquals(List.of("2 true"),
        rows("SELECT version_no, known_at = stored_at FROM scratch WHERE k = 'b' AND superseded_at IS NULL"));
  }

  @Test
  void countsEqualUnnestUpsertsForTheSameInputs() throws Exception {
    List<Scratch[]> files = List.of(
        new Scratch[] {row("a", "1", "A", FIRST), row("b", "2", "B", FIRST), row("a", "1.5", "A", FIRST)},
        new Scratch[] {row("a", "1.50", "A", SECOND), row("b", "3", "B", SECOND), row("c", "4", null, SECOND)},
        new Scratch[] {row("a", "1.5", "A", SECOND), row("b", "3", "B", SECOND), row("c", "4", "C", SECOND)},
        new Scratch[] {row("c", "4", "C", SECOND)});
    for (Scratch[] file : files) {
      assertEquals(writePlain(file), write(stated, FILE_7, file));
    }
    assertEquals(List.of("a 1.5 A", "b 3 B", "c 4 C"),
        rows("SELECT k, v, short_name FROM scratch WHERE superseded_at IS NULL ORDER BY k"));
    assertTrue(rows("SELECT k, v, short_name FROM plain ORDER BY k")
        .equals(rows("SELECT k, v, short_name FROM scratch WHERE superseded_at IS NULL ORDER BY k")));
  }
}
