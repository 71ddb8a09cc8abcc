package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.MigrationDb;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * V48 and V49 date the government and crypto-holding rows they find (docs/point-in-time.md §1.5):
 * an auction from TreasuryDirect's updatedTimestamp (Eastern), else the last load of the dataset
 * that wrote anything; a preliminary BLS value at its release when that is earlier; a holding from
 * its filing (company facts: the end of the day filed in New York; an instance: its acceptance);
 * the migration's own time with no record. Then one current row per key.
 */
@Tag("db")
class GovVersionsMigrationTest {
  private static final String SEED = """
      INSERT INTO ingest_files (source, dataset, name, file_date, sha256, status, inserted, updated, at) VALUES
        ('treasurydirect', 'treasury-auctions', 'announced-2026-11-01.json', NULL, '', 'loaded', 2, 0, '2026-11-01 12:00Z'),
        ('treasurydirect', 'treasury-auctions', 'announced-2026-11-02.json', NULL, '', 'loaded', 0, 0, '2026-11-02 12:00Z'),
        ('bls-schedule', 'calendar', 'cpi.htm', NULL, 'a', 'loaded', 3, 0, '2026-10-01 10:00Z'),
        ('bls-schedule', 'calendar', 'cpi.htm', NULL, 'b', 'loaded', 1, 0, '2026-10-15 10:00Z'),
        ('bls-schedule', 'calendar', 'cpi.htm', NULL, 'b', 'loaded', 0, 0, '2026-10-20 10:00Z'),
        ('bls-schedule', 'calendar', 'cpi.htm', NULL, 'c', 'rejected', 0, 0, '2026-10-25 10:00Z'),
        ('bls-api', 'calendar', 'bls.json', NULL, 'd', 'loaded', 2, 0, '2026-11-20 15:00Z'),
        ('usaspending', 'federal-contracts', 'page.json', NULL, 'e', 'loaded', 1, 0, '2026-11-10 09:00Z');
      INSERT INTO treasury_auctions (cusip, auction_date, security_type, status, source_updated_at) VALUES
        ('T1', '2026-11-12', 'Note', 'auctioned', '2026-11-12 13:02:10'),
        ('T2', '2026-11-19', 'Bill', 'announced', NULL);
      INSERT INTO calendar_events (id, source, event_name, importance, scheduled_at, period_date, series_id) VALUES
        ('bls-cpi-2026-10', 'bls', 'CPI', 'high', '2026-11-18 13:30Z', '2026-10-01', 'CUSR0000SA0'),
        ('fed-fomc-2026-12-09', 'fed', 'FOMC', 'high', '2026-12-09 19:00Z', NULL, NULL);
      INSERT INTO bls_observations (series_id, period_date, value, preliminary) VALUES
        ('CUSR0000SA0', '2026-10-01', 333.145, true), ('CUSR0000SA0', '2026-09-01', 332.311, false);
      INSERT INTO federal_contract_actions (generated_id, mod_key, action_date, award_id, amount_usd, recipient_name)
        VALUES ('CONT_AWD_NW1', '0', '2026-10-01', 'NW1', 500.00, 'NORTHWIND ROBOTICS INC');
      INSERT INTO contract_recipients (uei, name) VALUES ('ZZNW0000NWR1', 'NORTHWIND ROBOTICS INC');
      INSERT INTO sec_filings (accession_no, form_type, cik, date_filed, accepted_at) VALUES
        ('0000000001-26-000001', '10-Q', '0000000001', '2026-11-03', '2026-11-03 21:05Z');
      INSERT INTO crypto_holdings (cik, as_of, accession_no, units, units_reliable, source) VALUES
        ('0000000001', '2026-09-30', '0000000001-26-000001', 10, true, 'companyfacts'),
        ('0000000001', '2026-09-30', '0000000001-26-000001', 10, true, 'instance'),
        ('0000000002', '2026-09-30', '0000000002-26-000009', 5, true, 'companyfacts');""";

  @Test
  void existingRowsAreDatedByWhatStatesTheirTime() throws Exception {
    try (MigrationDb.Scratch scratch = MigrationDb.scratch("gov_v34")) {
      DbUrl u = scratch.url();
      MigrationDb.flyway(u).target(MigrationDb.before(u, "48")).load().migrate();
      MigrationDb.exec(u, SEED);
      Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS);
      MigrationDb.flyway(u).load().migrate();

      Map<String, Instant> auctions = MigrationDb.knownAt(u, "SELECT cusip, known_at FROM treasury_auctions ORDER BY 1");
      // 13:02:10 Eastern; no stated time: the last poll that wrote anything, not the later idle one
      assertEquals(Map.of("T1", Instant.parse("2026-11-12T18:02:10Z"), "T2", Instant.parse("2026-11-01T12:00:00Z")),
          auctions);
      Map<String, Instant> events = MigrationDb.knownAt(u, "SELECT id, known_at FROM calendar_events ORDER BY 1");
      assertEquals(Instant.parse("2026-10-15T10:00:00Z"), events.get("bls-cpi-2026-10"));
      assertTrue(!events.get("fed-fomc-2026-12-09").isBefore(start), "no FOMC load recorded: the migration's time");
      // preliminary: the release, before the load; final: the load (it may be a revision)
      assertEquals(Map.of("2026-09-01", Instant.parse("2026-11-20T15:00:00Z"),
          "2026-10-01", Instant.parse("2026-11-18T13:30:00Z")),
          MigrationDb.knownAt(u, "SELECT period_date::text, known_at FROM bls_observations"));
      assertEquals(Map.of("CONT_AWD_NW1", Instant.parse("2026-11-10T09:00:00Z")),
          MigrationDb.knownAt(u, "SELECT generated_id, known_at FROM federal_contract_actions"));
      assertTrue(!MigrationDb.knownAt(u, "SELECT uei, known_at FROM contract_recipients").get("ZZNW0000NWR1")
          .isBefore(start));
      Map<String, Instant> holdings = MigrationDb.knownAt(u,
          "SELECT cik || ' ' || source, known_at FROM crypto_holdings ORDER BY 1");
      assertEquals(Instant.parse("2026-11-04T04:59:59.999Z"), holdings.get("0000000001 companyfacts"));
      assertEquals(Instant.parse("2026-11-03T21:05:00Z"), holdings.get("0000000001 instance"));
      assertTrue(!holdings.get("0000000002 companyfacts").isBefore(start));

      // one current row per key; a version ends after it starts
      assertThrows(Exception.class, () -> MigrationDb.exec(u, "INSERT INTO treasury_auctions "
          + "(cusip, auction_date, security_type, status, known_at) VALUES ('T1', '2026-11-12', 'Note', 'auctioned', now())"));
      assertThrows(Exception.class, () -> MigrationDb.exec(u, "UPDATE bls_observations SET superseded_at = known_at"));
      assertThrows(Exception.class, () -> MigrationDb.exec(u, "INSERT INTO crypto_holdings "
          + "(cik, as_of, accession_no, units_reliable, source) VALUES ('0000000002', '2026-12-31', 'x', true, 'companyfacts')"));
      // a closed version makes room for the next
      MigrationDb.exec(u, "UPDATE calendar_events SET superseded_at = known_at + interval '1 second' "
          + "WHERE id = 'bls-cpi-2026-10'; INSERT INTO calendar_events (id, source, event_name, importance, scheduled_at, "
          + "known_at, version_no) VALUES ('bls-cpi-2026-10', 'bls', 'CPI', 'high', '2026-11-19 13:30Z', now(), 2)");
    }
  }
}
