package dev.openmarkets.sec.funds;


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
 * V31 on a database holding 13F rows from before it: each cover is known from its own acceptance
 * time, else sec_filings' acceptance time, else the end of its date filed in New York, else the
 * migration time; each holding from its own accession's cover, else by the same rule (a table
 * stored without its cover); the report is read through thirteenf_report_parts_at and
 * thirteenf_positions_at, inlined like the views they replace.
 */
@Tag("db")
class ThirteenFMigrationTest {
  private static final String SEED = """
      INSERT INTO sec_filings (accession_no, form_type, cik, date_filed, accepted_at) VALUES
        ('0000000901-26-000001', '13F-HR', '0000000901', '2026-08-10', '2026-08-10T15:00:00Z'),
        ('0000000902-26-000001', '13F-HR', '0000000902', '2026-08-12', NULL),
        ('0000000903-26-000001', '13F-HR', '0000000903', '2026-08-25', '2026-08-25T12:00:00Z');
      INSERT INTO thirteenf_filings (accession_no, cik, submission_type, period_of_report, is_amendment,
                                     amendment_type, value_factor, signature_date, filed_at) VALUES
        ('0000000901-26-000001', '0000000901', '13F-HR', '2026-06-30', false, NULL, 1, '2026-08-10', '2026-08-10T20:00:00Z'),
        ('0000000901-26-000002', '0000000901', '13F-HR/A', '2026-06-30', true, 'NEW HOLDINGS', 1, '2026-08-20', '2026-08-20T14:00:00Z'),
        ('0000000902-26-000001', '0000000902', '13F-HR', '2026-06-30', false, NULL, 1, '2026-08-12', NULL),
        ('0000000904-26-000001', '0000000904', '13F-HR', '2026-06-30', false, NULL, 1, '2026-08-01', NULL);
      INSERT INTO thirteenf_holdings (accession_no, seq, name_of_issuer, cusip, value_reported, ssh_prnamt, ssh_prnamt_type) VALUES
        ('0000000901-26-000001', 1, 'AAA CORP', '00000A101', 1000, 100, 'SH'),
        ('0000000901-26-000002', 1, 'NNN CORP', '00000N101', 200, 20, 'SH'),
        ('0000000902-26-000001', 1, 'AAA CORP', '00000A101', 500, 50, 'SH'),
        ('0000000903-26-000001', 1, 'AAA CORP', '00000A101', 700, 70, 'SH'),
        ('0000000905-26-000001', 1, 'AAA CORP', '00000A101', 900, 90, 'SH');
      """;

  @Test
  void existingRowsAreKnownFromTheirAcceptanceElseTheEndOfTheirDateFiledInNewYork() throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("thirteenf_migration")) {
      DbUrl url = scratch.url();
      flyway(url).target(before(url, "31")).load().migrate();
      exec(url, SEED);
      Instant before = Instant.now().minusSeconds(1);
      flyway(url).load().migrate();
      Instant after = Instant.now().plusSeconds(1);

      Map<String, Instant> covers = knownAt(url, "SELECT accession_no, known_at FROM thirteenf_filings ORDER BY 1");
      assertEquals(Instant.parse("2026-08-10T20:00:00Z"), covers.get("0000000901-26-000001"), "the cover's own acceptance");
      assertEquals(Instant.parse("2026-08-13T03:59:59.999Z"), covers.get("0000000902-26-000001"),
          "the end of 2026-08-12 in New York (EDT), not midnight UTC");
      Instant migrated = covers.get("0000000904-26-000001");
      assertTrue(!migrated.isBefore(before) && !migrated.isAfter(after), "no time at all: the migration's, " + migrated);

      Map<String, Instant> holdings = knownAt(url, "SELECT accession_no, known_at FROM thirteenf_holdings ORDER BY 1");
      assertEquals(covers.get("0000000901-26-000001"), holdings.get("0000000901-26-000001"), "its cover's");
      assertEquals(covers.get("0000000902-26-000001"), holdings.get("0000000902-26-000001"));
      assertEquals(Instant.parse("2026-08-25T12:00:00Z"), holdings.get("0000000903-26-000001"),
          "a table without its cover: sec_filings' acceptance");
      Instant alone = holdings.get("0000000905-26-000001");
      assertTrue(!alone.isBefore(before) && !alone.isAfter(after), "no time at all: the migration's, " + alone);

      assertEquals(Set.of("0000000901-26-000001"), knownAt(url,
          "SELECT accession_no, known_at FROM thirteenf_report_parts_at('2026-08-15T00:00:00Z') WHERE cik = '0000000901'")
          .keySet(), "before the NEW HOLDINGS amendment's acceptance, the original alone");
      assertEquals(Set.of("0000000901-26-000001", "0000000901-26-000002"), knownAt(url,
          "SELECT accession_no, known_at FROM thirteenf_report_parts_at('infinity') WHERE cik = '0000000901'").keySet());
      assertEquals(Map.of("00000A101", Instant.parse("2026-08-10T20:00:00Z"), "00000N101",
          Instant.parse("2026-08-20T14:00:00Z")), knownAt(url,
          "SELECT cusip, known_at FROM thirteenf_positions_at('infinity') WHERE cik = '0000000901'"));
      // inlined like the views they replace: the planner sees the tables (their indexes), not a function's output
      assertFalse(explain(url, "EXPLAIN SELECT * FROM thirteenf_positions_at(now()) WHERE cik = '0000000901'")
          .contains("Function Scan"), "thirteenf_positions_at is not inlined");
    }
  }

}
