package dev.openmarkets.macro.cot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * COT as of a moment (issue 37, step 9): a TFF file of 30 weekly reports, then the same file with
 * one report revised (its leveraged-funds long now the window's maximum). Each report is known at
 * its Friday 15:30 New York release; the revision from when it was loaded. cot and cot/{slug} as
 * of a moment before the revision answer the old numbers and the specNetChange and cotIndex they
 * give, after it the new; the revision is listed with its source; the figures as of random moments
 * equal a recomputation by hand over the report versions known then; the same file again changes nothing.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_cot_pit")
class CotPointInTimeTest {
  private static final LocalDate LAST = LocalDate.of(2026, 11, 17);
  private static final int WEEKS = 30;
  /** The revised report: 2026-10-20, four weeks before the last. */
  private static final int REVISED = 25;
  private static final long REVISED_LONG = 90_000;
  private static final String NAME = "EURO FX - CHICAGO MERCANTILE EXCHANGE";

  private TestServer server;
  private Instant betweenLoads;
  private Instant revisedAt;

  private static LocalDate date(int i) {
    return LAST.minusWeeks(WEEKS - 1 - i);
  }

  private static long levLong(int i, boolean revised) {
    return revised && i == REVISED ? REVISED_LONG : 10_000 + (i * 37 % 11) * 100;
  }

  private static long levShort(int i) {
    return 8_000 + (i * 53 % 13) * 90;
  }

  private static Instant released(int i) {
    return CotWriter.released(date(i)).toInstant();
  }

  private static String file(boolean revised) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < WEEKS; i++) {
      lines.add(CotFiles.tff(NAME, "099741", "CME", "F10", date(i), 500_000 + i, levLong(i, revised), levShort(i)));
    }
    return CotFiles.file(CotFiles.TFF_HEADER, lines);
  }

  @BeforeAll
  void start() throws Exception {
    assertTrue(Ingest.load(server, "cot", "FinFutYY.txt", file(false)).loaded());
    Thread.sleep(5);
    betweenLoads = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Thread.sleep(5);
    FileOutcome revised = Ingest.load(server, "cot", "FinFutYY.txt", file(true));
    assertTrue(revised.loaded());
    assertEquals(1, revised.counts().updated(), revised.toString());
    revisedAt = Instant.parse(one("SELECT to_char(known_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')"
        + " FROM cot_reports WHERE version_no = 2"));
  }

  @Test
  void eachReportIsKnownAtItsFridayReleaseAndTheRevisionFromItsLoad() throws Exception {
    // Tuesday 2026-11-17, released Friday 2026-11-20 15:30 EST
    assertEquals(Instant.parse("2026-11-20T20:30:00Z"), released(WEEKS - 1));
    assertEquals(List.of("1 " + released(REVISED) + " true", "2 later false"), rows("SELECT version_no || ' ' ||"
        + " CASE version_no WHEN 1 THEN to_char(known_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"
        + " ELSE 'later' END || ' ' || (superseded_at IS NOT NULL) FROM cot_reports"
        + " WHERE report_date = '" + date(REVISED) + "' ORDER BY version_no"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM cot_reports WHERE version_no = 1"
        + " AND superseded_at = (SELECT known_at FROM cot_reports WHERE version_no = 2)"));
    assertTrue(revisedAt.isAfter(betweenLoads));
    // the market is known from its first report's release
    assertEquals(List.of(released(0).toString()), rows("SELECT to_char(known_at AT TIME ZONE 'UTC',"
        + " 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM cot_markets"));
  }

  @Test
  void beforeTheRevisionTheOldNumbersAndFiguresAfterItTheNew() throws Exception {
    JsonObject before = marketRow("asOf=" + betweenLoads, date(WEEKS - 1));
    JsonObject after = marketRow("asOf=" + Instant.now().truncatedTo(ChronoUnit.MILLIS), date(WEEKS - 1));
    JsonObject latest = marketRow("", date(WEEKS - 1));
    assertIndex(expectedIndex(WEEKS - 1, false), before.getValue("cotIndex"), "before");
    assertIndex(expectedIndex(WEEKS - 1, true), after.getValue("cotIndex"), "after");
    assertEquals(after.getValue("cotIndex"), latest.getValue("cotIndex"));
    assertTrue(new BigDecimal(before.getValue("cotIndex").toString())
        .compareTo(new BigDecimal(after.getValue("cotIndex").toString())) != 0);
    // the last report's knownAt: its release before the revision, the revision's after it (its window holds it)
    assertEquals(released(WEEKS - 1), Instant.parse(before.getString("knownAt")));
    assertEquals(revisedAt.truncatedTo(ChronoUnit.MILLIS), Instant.parse(after.getString("knownAt")));

    JsonObject revBefore = marketRow("asOf=" + betweenLoads, date(REVISED));
    JsonObject revAfter = marketRow("", date(REVISED));
    assertEquals(levLong(REVISED, false), revBefore.getLong("levFundLong"));
    assertEquals(REVISED_LONG, revAfter.getLong("levFundLong"));
    assertEquals(levLong(REVISED, false) - levShort(REVISED), revBefore.getLong("specNet"));
    assertEquals(REVISED_LONG - levShort(REVISED) - (levLong(REVISED - 1, false) - levShort(REVISED - 1)),
        revAfter.getLong("specNetChange"));
    // the report after the revised one: its change subtracts the revised specNet from the revision on
    JsonObject next = marketRow("", date(REVISED + 1));
    assertEquals(levLong(REVISED + 1, false) - levShort(REVISED + 1) - (REVISED_LONG - levShort(REVISED)),
        next.getLong("specNetChange"));

    // the latest view as of the same moments
    JsonObject cotBefore = server.json("/api/markets/cot?asOf=" + betweenLoads).getJsonArray("data").getJsonObject(0);
    JsonObject cotNow = server.json("/api/markets/cot").getJsonArray("data").getJsonObject(0);
    assertEquals("euro-fx", cotBefore.getString("slug"));
    assertEquals(before.getValue("cotIndex"), cotBefore.getValue("cotIndex"));
    assertEquals(after.getValue("cotIndex"), cotNow.getValue("cotIndex"));
    assertEquals(before.getString("knownAt"), cotBefore.getString("knownAt"));
    assertEquals(after.getString("knownAt"), cotNow.getString("knownAt"));
  }

  @Test
  void theRevisionIsListedWithItsSource() throws Exception {
    JsonArray listed = server.json("/api/markets/cot/revisions?since=2026-01-01").getJsonArray("data");
    assertEquals(1, listed.size(), listed.encode());
    JsonObject r = listed.getJsonObject(0);
    assertEquals(new JsonObject().put("cftcCode", "099741").put("reportDate", date(REVISED).toString())
        .put("reportKind", "tff"), r.getJsonObject("key"));
    assertEquals("levFundLong", r.getString("field"));
    assertEquals(String.valueOf(levLong(REVISED, false)), r.getString("previous"));
    assertEquals(String.valueOf(REVISED_LONG), r.getString("new"));
    assertEquals(2, r.getInteger("versionNo"));
    assertEquals(revisedAt.truncatedTo(ChronoUnit.MILLIS), Instant.parse(r.getString("knownAt")));
    assertTrue(r.getString("source").endsWith("FinFutYY.txt"), r.encode());
    // before the revision it was not known
    assertEquals(0, server.json("/api/markets/cot/revisions?since=2026-01-01&asOf=" + betweenLoads)
        .getJsonArray("data").size());
  }

  @Test
  void theFiguresAsOfRandomMomentsAreTheInputsKnownThenRecomputed() throws Exception {
    Random random = new Random(9);
    Instant floor = released(0);
    Instant now = Instant.now();
    List<Instant> moments = new ArrayList<>(List.of(floor, betweenLoads, revisedAt.truncatedTo(ChronoUnit.MILLIS),
        revisedAt.truncatedTo(ChronoUnit.MILLIS).minusMillis(1), released(WEEKS - 1).minusMillis(1)));
    for (int i = 0; i < 25; i++) {
      moments.add(floor.plusMillis((long) (random.nextDouble() * (now.toEpochMilli() - floor.toEpochMilli())))
          .truncatedTo(ChronoUnit.MILLIS));
    }
    int checked = 0;
    for (Instant m : moments) {
      // a version is in the answer when known by the end of the asked millisecond
      Instant end = m.plusNanos(999_999);
      boolean revised = !revisedAt.isAfter(end);
      JsonArray rows = server.json("/api/markets/cot/euro-fx?limit=100&asOf=" + m).getJsonArray("data");
      List<Integer> known = new ArrayList<>();
      for (int i = WEEKS - 1; i >= 0; i--) {
        if (!released(i).isAfter(end)) {
          known.add(i);
        }
      }
      assertEquals(known.size(), rows.size(), "reports known as of " + m);
      for (int k = 0; k < rows.size(); k++) {
        int i = known.get(k);
        JsonObject row = rows.getJsonObject(k);
        String what = "report " + date(i) + " as of " + m;
        assertEquals(date(i).toString(), row.getString("reportDate"), what);
        assertEquals(net(i, revised), row.getLong("specNet"), what);
        if (i == 0) {
          assertNull(row.getValue("specNetChange"), what);
        } else {
          assertEquals(net(i, revised) - net(i - 1, revised), row.getLong("specNetChange"), what);
        }
        assertIndex(expectedIndex(i, revised), row.getValue("cotIndex"), what);
        assertEquals(expectedKnownAt(i, revised), Instant.parse(row.getString("knownAt")), what);
        assertTrue(!Instant.parse(row.getString("knownAt")).isAfter(m), what);
        checked++;
      }
    }
    assertTrue(checked > 200, "rows checked: " + checked);
  }

  @Test
  void theSameFileAgainChangesNothing() throws Exception {
    long versions = TestDb.count(server.db, "SELECT count(*) FROM cot_reports");
    long revisions = TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions");
    FileOutcome again = Ingest.load(server, "cot", "FinFutYY.txt", file(true));
    assertTrue(again.loaded());
    assertEquals(0, again.counts().inserted() + again.counts().updated(), again.toString());
    assertEquals(versions, TestDb.count(server.db, "SELECT count(*) FROM cot_reports"));
    assertEquals(revisions, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM cot_markets"));
    // asking before the first release is a 400 naming it
    assertEquals(400, server.get("/api/markets/cot?asOf=" + released(0).minusSeconds(1)).statusCode());
  }

  private static long net(int i, boolean revised) {
    return levLong(i, revised) - levShort(i);
  }

  /** cot-derive's formula over the reports known then: the trailing 156 weeks, at least 26 of them. */
  private static BigDecimal expectedIndex(int i, boolean revised) {
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    int n = 0;
    for (int j = 0; j <= i; j++) {
      if (date(j).isAfter(date(i).minusDays(1092))) {
        min = Math.min(min, net(j, revised));
        max = Math.max(max, net(j, revised));
        n++;
      }
    }
    if (n < 26 || max == min) {
      return null;
    }
    return BigDecimal.valueOf(100L * (net(i, revised) - min)).divide(BigDecimal.valueOf(max - min), 2, RoundingMode.HALF_UP);
  }

  /** The latest knownAt of the versions the row reads: the market, the report, its window and the one before. */
  private Instant expectedKnownAt(int i, boolean revised) {
    Instant out = released(0);
    for (int j = 0; j <= i; j++) {
      Instant k = revised && j == REVISED ? revisedAt.truncatedTo(ChronoUnit.MILLIS) : released(j);
      if (k.isAfter(out)) {
        out = k;
      }
    }
    return out;
  }

  private static void assertIndex(BigDecimal expected, Object actual, String what) {
    if (expected == null) {
      assertNull(actual, what);
    } else {
      assertEquals(0, expected.compareTo(new BigDecimal(actual.toString())), what + ": " + expected + " vs " + actual);
    }
  }

  private JsonObject marketRow(String query, LocalDate d) throws Exception {
    JsonArray rows = server.json("/api/markets/cot/euro-fx?limit=100&" + query).getJsonArray("data");
    for (int i = 0; i < rows.size(); i++) {
      if (rows.getJsonObject(i).getString("reportDate").equals(d.toString())) {
        return rows.getJsonObject(i);
      }
    }
    throw new AssertionError("no report " + d + " in " + query);
  }

  private String one(String sql) throws Exception {
    return rows(sql).get(0);
  }

  private List<String> rows(String sql) throws Exception {
    var u = server.db.url();
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        out.add(rs.getString(1));
      }
    }
    return out;
  }
}
