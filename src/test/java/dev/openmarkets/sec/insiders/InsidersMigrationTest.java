package dev.openmarkets.sec.insiders;


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
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * V26 on a database holding Form 4 rows from before it: each existing trade and filing is known
 * from its own acceptance time, else sec_filings' acceptance time, else the end of its date filed
 * in New York, else the migration time; the current rows are read through insider_trade_rows_at.
 */
@Tag("db")
class InsidersMigrationTest {
  private static final String SEED = """
      INSERT INTO sec_filings (accession_no, form_type, cik, date_filed, accepted_at) VALUES
        ('0000000001-26-000001', '4', '0000000101', '2026-11-10', '2026-11-10T15:00:00Z'),
        ('0000000001-26-000002', '4', '0000000101', '2026-11-10', '2026-11-10T17:00:00Z'),
        ('0000000001-26-000003', '4', '0000000101', '2026-11-10', NULL),
        ('0000000001-26-000005', '4', '0000000101', '2026-07-01', NULL);
      INSERT INTO insider_trades (accession_no, tx_index, filed_at, document_date, is_amendment, ticker, issuer_cik,
                                  tx_date, tx_code, is_open_market, shares) VALUES
        ('0000000001-26-000001', 1, '2026-11-10T22:00:00Z', '2026-11-09', false, 'MIGR', '0000000101', '2026-11-09', 'P', true, 10),
        ('0000000001-26-000002', 1, NULL, '2026-11-09', false, 'MIGR', '0000000101', '2026-11-09', 'P', true, 20),
        ('0000000001-26-000003', 1, NULL, '2026-11-09', false, 'MIGR', '0000000101', '2026-11-09', 'P', true, 30),
        ('0000000001-26-000004', 1, NULL, '2026-11-09', false, 'MIGR', '0000000101', '2026-11-09', 'P', true, 40);
      INSERT INTO form4_filings (accession_no, issuer_cik, owner_cik, period_of_report, is_amendment, filed_key) VALUES
        ('0000000001-26-000001', '0000000101', '0000000201', '2026-11-09', false, '2026-11-10T22:00:00Z'),
        ('0000000001-26-000002', '0000000101', '0000000202', '2026-11-09', false, NULL),
        ('0000000001-26-000003', '0000000101', '0000000203', '2026-11-09', false, NULL),
        ('0000000001-26-000004', '0000000101', '0000000204', '2026-11-09', false, NULL),
        ('0000000001-26-000005', '0000000101', '0000000205', '2026-06-30', false, NULL);
      """;

  @Test
  void existingRowsAreKnownFromTheirAcceptanceElseTheEndOfTheirDateFiledInNewYork() throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("insiders_migration")) {
      DbUrl url = scratch.url();
      flyway(url).target(before(url, "26")).load().migrate();
      exec(url, SEED);
      Instant before = Instant.now().minusSeconds(1);
      flyway(url).load().migrate();
      Instant after = Instant.now().plusSeconds(1);

      Map<String, Instant> trades = knownAt(url, "SELECT accession_no, known_at FROM insider_trades ORDER BY 1");
      assertEquals(Instant.parse("2026-11-10T22:00:00Z"), trades.get("0000000001-26-000001"), "the row's own acceptance");
      assertEquals(Instant.parse("2026-11-10T17:00:00Z"), trades.get("0000000001-26-000002"), "sec_filings' acceptance");
      assertEquals(Instant.parse("2026-11-11T04:59:59.999Z"), trades.get("0000000001-26-000003"),
          "the end of 2026-11-10 in New York (EST), not midnight UTC");
      Instant migrated = trades.get("0000000001-26-000004");
      assertTrue(!migrated.isBefore(before) && !migrated.isAfter(after), "no time at all: the migration's, " + migrated);

      Map<String, Instant> filings = knownAt(url, "SELECT accession_no, known_at FROM form4_filings ORDER BY 1");
      assertEquals(trades.get("0000000001-26-000003"), filings.get("0000000001-26-000003"));
      assertEquals(Instant.parse("2026-07-02T03:59:59.999Z"), filings.get("0000000001-26-000005"),
          "a filing without trades: the end of its date filed (EDT)");

      Map<String, Instant> current = knownAt(url,
          "SELECT accession_no, known_at FROM insider_trade_rows_at('infinity') ORDER BY 1");
      assertEquals(trades, current, "every migrated row is current");
      assertTrue(knownAt(url, "SELECT accession_no, known_at FROM insider_trade_rows_at('2026-11-10T20:00:00Z')")
          .keySet().equals(java.util.Set.of("0000000001-26-000002")), "as of 20:00Z only the one accepted at 17:00Z");
      assertFalse(knownAt(url, "SELECT accession_no, known_at FROM insider_trades WHERE superseded_at IS NOT NULL")
          .containsKey("0000000001-26-000001"));
      // inlined like the view it replaces: the planner sees the table (its indexes), not a function's output
      assertFalse(explain(url, "EXPLAIN SELECT * FROM insider_trade_rows_at(now()) WHERE tx_code = 'P'")
          .contains("Function Scan"), "insider_trade_rows_at is not inlined");
    }
  }

}
