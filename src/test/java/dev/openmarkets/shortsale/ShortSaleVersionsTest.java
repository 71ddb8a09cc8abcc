package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A corrected FINRA short-interest file (same name, one symbol's quantity changed) imported
 * through the product's import path keeps the first version, closed where the correction starts,
 * logs the changed field, and reports one update; importing the correction again changes nothing.
 * A corrected threshold list that no longer names a symbol closes its row instead of deleting it.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("short_sale_versions")
class ShortSaleVersionsTest {
  private static final String NAME = "shrt20261113.csv";
  private TestServer server;

  @Test
  void aCorrectedFileAddsAVersionAndLogsTheRevision() throws Exception {
    String original = Ingest.sample("finra/" + NAME);
    String corrected = original.replace("|98123456|95000000|", "|98200000|95000000|");
    assertTrue(!corrected.equals(original), "the sample holds AAPL's quantity (7 rows)");

    FileOutcome first = Ingest.load(server, "short-interest", NAME, original);
    assertEquals(new WriteCounts(7, 7, 0, 0, 0), first.counts());
    FileOutcome correction = Ingest.load(server, "short-interest", NAME, corrected);
    assertEquals(new WriteCounts(7, 0, 1, 6, 0), correction.counts());

    List<String> aapl = List.of(
        "1 98123456 false true",
        "2 98200000 true true");
    String versions = "SELECT version_no, short_qty, superseded_at IS NULL, known_at <= stored_at"
        + " FROM short_interest WHERE symbol = 'AAPL' AND settlement_date = '2026-11-13' ORDER BY version_no";
    assertEquals(aapl, rows(versions));
    // the first version ends exactly where the second starts, and the second came from the second load
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM short_interest a JOIN short_interest b"
        + " ON a.symbol = b.symbol AND a.version_no = 1 AND b.version_no = 2 AND a.superseded_at = b.known_at"
        + " AND a.settlement_date = b.settlement_date WHERE a.symbol = 'AAPL' AND a.settlement_date = '2026-11-13'"));
    assertEquals(List.of("{\"symbol\": \"AAPL\", \"settlementDate\": \"2026-11-13\"} shortQty 98123456 98200000 2"),
        rows("SELECT key::text, field, previous, new, version_no FROM dataset_revisions WHERE tbl = 'short_interest'"
            + " AND key->>'settlementDate' = '2026-11-13'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions r JOIN short_interest s"
        + " ON s.symbol = 'AAPL' AND s.settlement_date = '2026-11-13' AND s.version_no = 2 AND r.known_at = s.known_at"
        + " WHERE r.key->>'settlementDate' = '2026-11-13'"));

    // each version and the revision name the load that brought them: source shrt.../the second load
    assertEquals(List.of("1 1", "2 2"), rows("SELECT s.version_no, f.rn FROM short_interest s JOIN"
        + " (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM ingest_files WHERE name = '" + NAME + "') f"
        + " ON f.id = s.file_id WHERE s.symbol = 'AAPL' AND s.settlement_date = '2026-11-13' ORDER BY s.version_no"));
    assertEquals(List.of("finra-short-interest/shrt20261113.csv 0 1"), rows("SELECT f.source || '/' || f.name,"
        + " f.inserted, f.updated FROM dataset_revisions r JOIN ingest_files f ON f.id = r.file_id"
        + " WHERE r.key->>'settlementDate' = '2026-11-13'"));
    FileOutcome again = Ingest.load(server, "short-interest", NAME, corrected);
    assertEquals(new WriteCounts(7, 0, 0, 7, 0), again.counts());
    assertEquals(aapl, rows(versions));
    assertEquals(8, TestDb.count(server.db, "SELECT count(*) FROM short_interest WHERE settlement_date = '2026-11-13'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE key->>'settlementDate' = '2026-11-13'"));
  }

  @Test
  void importingTheFileACorrectionReplacedAgainIsAReplayAPollOfItIsARevert() throws Exception {
    String name = "shrt20261030.csv";
    String original = Ingest.sample("finra/" + NAME).replace("20261113|", "20261030|").replace("2026-11-13", "2026-10-30");
    String corrected = original.replace("|98123456|95000000|", "|98200000|95000000|");
    assertEquals(7, Ingest.imported(server, "short-interest", name, original).counts().inserted());
    assertEquals(1, Ingest.imported(server, "short-interest", name, corrected).counts().updated());
    long firstLoad = TestDb.count(server.db, "SELECT min(id) FROM ingest_files WHERE name = '" + name + "'");

    FileOutcome replay = Ingest.imported(server, "short-interest", name, original);
    assertTrue(replay.loaded());
    assertEquals(new WriteCounts(7, 0, 0, 7, 0), replay.counts());
    assertEquals("replay of file " + firstLoad, replay.reason());
    assertEquals(List.of("98200000 2"), rows("SELECT short_qty, version_no FROM short_interest"
        + " WHERE symbol = 'AAPL' AND settlement_date = '2026-10-30' AND superseded_at IS NULL"));
    assertEquals(List.of("7 replay of file " + firstLoad), rows("SELECT unchanged, reason FROM ingest_files"
        + " WHERE name = '" + name + "' ORDER BY id DESC LIMIT 1"));
    // the corrected file imported again is no replay (it is what is current) and changes nothing
    assertEquals(null, Ingest.imported(server, "short-interest", name, corrected).reason());

    // a poller that fetched the first bytes again saw the upstream revert: a new version
    FileOutcome polled = Ingest.load(server, "short-interest", name, original);
    assertEquals(new WriteCounts(7, 0, 1, 6, 0), polled.counts());
    assertEquals(List.of("98123456 3"), rows("SELECT short_qty, version_no FROM short_interest"
        + " WHERE symbol = 'AAPL' AND settlement_date = '2026-10-30' AND superseded_at IS NULL"));
  }

  @Test
  void aSymbolACorrectedThresholdListDropsIsClosedNotDeleted() throws Exception {
    String file = "nasdaqth20261120.txt";
    String original = Ingest.sample("threshold/" + file);
    String corrected = original.replaceAll("QBTX\\|[^\r\n]*\r?\n", "");
    assertTrue(!corrected.equals(original), "the sample lists QBTX");
    FileOutcome first = Ingest.load(server, "threshold-list", file, original);
    FileOutcome correction = Ingest.load(server, "threshold-list", file, corrected);
    assertEquals(first.counts().inserted() - 1, correction.counts().unchanged());
    assertEquals(1, correction.counts().deleted());
    assertEquals(List.of("QBTX 1 false"), rows("SELECT symbol, version_no, superseded_at IS NULL FROM threshold_list"
        + " WHERE symbol = 'QBTX'"));
    assertEquals(List.of("{\"date\": \"2026-11-20\", \"market\": \"nasdaq\", \"symbol\": \"QBTX\"} securityName"
        + " QUBIT TEXTILE SYSTEMS INC CL A null 1"),
        rows("SELECT key::text, field, previous, new, version_no FROM dataset_revisions WHERE tbl = 'threshold_list'"));
    // the first version was known by 03:00 ET the next day (it was stored later, in this test)
    assertEquals(List.of("2026-11-21 08:00:00+00"), rows("SELECT known_at AT TIME ZONE 'UTC' || '+00' FROM threshold_list"
        + " WHERE symbol = 'QBTX'"));
    FileOutcome again = Ingest.load(server, "threshold-list", file, corrected);
    assertEquals(0, again.counts().deleted() + again.counts().inserted() + again.counts().updated());
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE tbl = 'threshold_list'"));
  }

  private List<String> rows(String sql) throws Exception {
    var u = server.db.url();
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        List<String> cells = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
          Object v = rs.getObject(i);
          cells.add(String.valueOf(v));
        }
        out.add(String.join(" ", cells));
      }
    }
    return out;
  }
}
