package dev.openmarkets.sec.filings;


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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * V27 on a database holding filings from before it: each existing row is known from its own
 * acceptance time, else sec_filings' acceptance time, else the end of its date filed in New York
 * (a Form D's from the queue, a 13D/G's or 144's from sec_filings), else the migration time. After
 * it, the trigger gives new rows the same rule, capped by when they are stored, and a rewrite of a
 * stored row never moves its known_at later.
 */
@Tag("db")
class FilingsMigrationTest {
  private static final String SEED = """
      INSERT INTO sec_filings (accession_no, form_type, cik, date_filed, accepted_at) VALUES
        ('0000000001-26-000012', '8-K', '0000000101', '2026-11-10', '2026-11-10T17:00:00Z'),
        ('0000000001-26-000041', 'SCHEDULE 13D', '0000000101', '2026-11-10', '2026-11-10T18:00:00Z'),
        ('0000000001-26-000042', 'SCHEDULE 13G', '0000000101', '2026-07-01', NULL),
        ('0000000001-26-000051', '144', '0000000101', '2026-11-10', NULL);
      INSERT INTO sec_events (accession_no, form_type, cik, company, accepted_at, date_filed, filed_at, doc_url) VALUES
        ('0000000001-26-000011', '8-K', '0000000101', 'Migr Co', '2026-11-10T21:30:00Z', '2026-11-10',
         '2026-11-10T21:30:00Z', 'u'),
        ('0000000001-26-000012', '8-K', '0000000101', 'Migr Co', NULL, '2026-11-10', '2026-11-10T00:00:00Z', 'u'),
        ('0000000001-26-000013', '8-K', '0000000101', 'Migr Co', NULL, '2026-07-01', '2026-07-01T00:00:00Z', 'u');
      INSERT INTO sec_registrations (accession_no, form_type, cik, company, date_filed, accepted_at, filed_at) VALUES
        ('0000000001-26-000021', 'S-1', '0000000101', 'Migr Co', '2026-11-10', NULL, '2026-11-10T00:00:00Z');
      INSERT INTO sec_filing_queue (accession_no, form_type, cik, date_filed) VALUES
        ('0000000001-26-000032', 'D', '0000000101', '2026-11-10');
      INSERT INTO sec_form_d (accession_no, cik, issuer_name, is_fund, is_amendment, accepted_at, signature_date) VALUES
        ('0000000001-26-000031', '0000000101', 'Migr Co', false, false, '2026-11-10T15:00:00Z', '2026-11-09'),
        ('0000000001-26-000032', '0000000101', 'Migr Co', false, false, NULL, '2026-11-09'),
        ('0000000001-26-000033', '0000000101', 'Migr Co', false, false, NULL, '2026-11-09');
      INSERT INTO sec_structured_notes (accession_no, issuer, form_type, date_filed, preliminary, doc_url) VALUES
        ('0000000001-26-000061', 'Migr Bank', '424B2', '2026-11-10', true, 'u');
      INSERT INTO large_holders (accession_no, seq, form_type, schedule, is_amendment, filed_at, issuer_cik,
                                 reporting_person) VALUES
        ('0000000001-26-000040', 1, 'SCHEDULE 13D', '13D', false, '2026-11-10T16:00:00Z', '0000000101', 'A'),
        ('0000000001-26-000041', 1, 'SCHEDULE 13D', '13D', false, NULL, '0000000101', 'B'),
        ('0000000001-26-000042', 1, 'SCHEDULE 13G', '13G', false, NULL, '0000000101', 'C');
      INSERT INTO planned_sales (accession_no, seq, form_type, issuer_cik) VALUES
        ('0000000001-26-000051', 1, '144', '0000000101'),
        ('0000000001-26-000052', 1, '144', '0000000101');
      """;

  @Test
  void existingRowsAreKnownFromTheirAcceptanceElseTheEndOfTheirDateFiledInNewYork() throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("filings_migration")) {
      DbUrl url = scratch.url();
      flyway(url).target(before(url, "27")).load().migrate();
      exec(url, SEED);
      Instant before = Instant.now().minusSeconds(1);
      flyway(url).load().migrate();
      Instant after = Instant.now().plusSeconds(1);
      Instant endOfNov10 = Instant.parse("2026-11-11T04:59:59.999Z");

      Map<String, Instant> events = knownAt(url, "SELECT accession_no, known_at FROM sec_events ORDER BY 1");
      assertEquals(Instant.parse("2026-11-10T21:30:00Z"), events.get("0000000001-26-000011"), "its own acceptance");
      assertEquals(Instant.parse("2026-11-10T17:00:00Z"), events.get("0000000001-26-000012"), "sec_filings' acceptance");
      assertEquals(Instant.parse("2026-07-02T03:59:59.999Z"), events.get("0000000001-26-000013"),
          "the end of 2026-07-01 in New York (EDT), not its filedAt at midnight UTC");
      assertEquals(endOfNov10, one(url, "sec_registrations", "0000000001-26-000021"), "EST");
      assertEquals(endOfNov10, one(url, "sec_structured_notes", "0000000001-26-000061"));

      Map<String, Instant> formD = knownAt(url, "SELECT accession_no, known_at FROM sec_form_d ORDER BY 1");
      assertEquals(Instant.parse("2026-11-10T15:00:00Z"), formD.get("0000000001-26-000031"));
      assertEquals(endOfNov10, formD.get("0000000001-26-000032"), "the queue's date filed, not the signature date");
      assertBetween(before, formD.get("0000000001-26-000033"), after);

      Map<String, Instant> holders = knownAt(url, "SELECT accession_no, known_at FROM large_holders ORDER BY 1");
      assertEquals(Instant.parse("2026-11-10T16:00:00Z"), holders.get("0000000001-26-000040"), "filed_at: the document's");
      assertEquals(Instant.parse("2026-11-10T18:00:00Z"), holders.get("0000000001-26-000041"));
      assertEquals(Instant.parse("2026-07-02T03:59:59.999Z"), holders.get("0000000001-26-000042"));
      Map<String, Instant> sales = knownAt(url, "SELECT accession_no, known_at FROM planned_sales ORDER BY 1");
      assertEquals(endOfNov10, sales.get("0000000001-26-000051"));
      assertBetween(before, sales.get("0000000001-26-000052"), after);

      // earnings as of a moment read the 8-Ks known then (a date filed without a time: not before its day ends)
      exec(url, "UPDATE sec_events SET items = ARRAY['2.02']");
      assertEquals(Map.of(), knownAt(url, "SELECT accession_no, known_at FROM earnings_reported_at('2026-11-10T16:59:59Z')"
          + " WHERE report_date = '2026-11-10'"));
      assertEquals(Map.of("0000000001-26-000012", Instant.parse("2026-11-10T17:00:00Z")),
          knownAt(url, "SELECT accession_no, known_at FROM earnings_reported_at('2026-11-10T17:30:00Z')"
              + " WHERE report_date = '2026-11-10'"));
      assertEquals(Map.of(), knownAt(url, "SELECT accession_no, known_at FROM earnings_reported_at('2026-07-02T03:00:00Z')"
          + " WHERE report_date = '2026-07-01'"), "filedAt says 2026-07-01T00:00Z, which would be lookahead");
      assertEquals(1, knownAt(url, "SELECT cik, known_at FROM earnings_estimated_at('infinity')"
          + " WHERE basis = '2026-07-01'").size());

      // inlined like the views they replace: the planner sees sec_events (its per-company index)
      for (String f : List.of("earnings_reported_at", "earnings_estimated_at")) {
        assertFalse(explain(url, "EXPLAIN SELECT * FROM " + f + "(now()) WHERE cik = '0000000101'")
            .contains("Function Scan"), f + " is not inlined");
      }

      // after V27: a new row by the same rule, never later than when it is stored
      Instant storing = Instant.now().minusSeconds(1);
      exec(url, "INSERT INTO sec_events (accession_no, form_type, cik, company, accepted_at, date_filed, filed_at, doc_url) "
          + "VALUES ('0000000001-26-000014', '8-K', '0000000101', 'Migr Co', now() + interval '1 day', current_date + 1, "
          + "now() + interval '1 day', 'u')");
      assertBetween(storing, one(url, "sec_events", "0000000001-26-000014"), Instant.now().plusSeconds(1));
      // a re-parse with a later acceptance time keeps what was known first; an earlier one wins
      exec(url, "UPDATE sec_events SET accepted_at = '2026-11-11T12:00:00Z' WHERE accession_no = '0000000001-26-000011'");
      assertEquals(Instant.parse("2026-11-10T21:30:00Z"), one(url, "sec_events", "0000000001-26-000011"));
      exec(url, "UPDATE sec_events SET accepted_at = '2026-11-10T12:00:00Z' WHERE accession_no = '0000000001-26-000011'");
      assertEquals(Instant.parse("2026-11-10T12:00:00Z"), one(url, "sec_events", "0000000001-26-000011"));

    }
  }

  private static void assertBetween(Instant from, Instant t, Instant to) {
    assertTrue(t != null && !t.isBefore(from) && !t.isAfter(to), "when stored: " + t + " not in " + from + ".." + to);
  }

  private static Instant one(DbUrl url, String table, String accession) throws Exception {
    return knownAt(url, "SELECT accession_no, known_at FROM " + table + " WHERE accession_no = '" + accession + "'")
        .get(accession);
  }

}
