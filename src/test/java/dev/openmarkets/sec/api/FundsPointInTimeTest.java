package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.IsoFields;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * 13F point in time (issue 37) over real HTTP on a real PostgreSQL: .txt submissions whose
 * SEC-HEADER carries the acceptance time, dated relative to today. A manager reports the previous
 * quarter, then the quarter: its information table arrives before its cover (two files); a 13F/A
 * NEW HOLDINGS adds a position; a 13F/A RESTATEMENT replaces the report. Asked as of each moment,
 * /funds/{slug} and /funds show the report as known then, knownAt never after the moment.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "sec_funds_pit", config = "config")
class FundsPointInTimeTest {
  private static final ZoneId ET = ZoneId.of("America/New_York");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final String CIK = "0000000701";
  private static final String PREVIOUS = "0000000701-26-000001";
  private static final String ORIGINAL = "0000000701-26-000002";
  private static final String NEW_HOLDINGS = "0000000701-26-000003";
  private static final String RESTATEMENT = "0000000701-26-000004";

  private final LocalDate today = LocalDate.now(ZoneOffset.UTC);
  // a quarter ended at least 100 days ago, and the one before it
  private final LocalDate quarter = today.minusDays(100).with(IsoFields.DAY_OF_QUARTER, 1).minusDays(1);
  private final LocalDate previous = quarter.with(IsoFields.DAY_OF_QUARTER, 1).minusDays(1);
  private final Instant previousAt = eastern(d(30), 16, 5, 0);
  private final Instant originalAt = eastern(d(10), 17, 30, 15);
  private final Instant newHoldingsAt = eastern(d(6), 9, 45, 0);
  private final Instant restatementAt = eastern(d(3), 14, 0, 0);
  private TestServer server;

  static JsonObject config() {
    return new JsonObject().put("secFunds", new JsonArray()
        .add(new JsonObject().put("slug", "pit-capital").put("name", "PIT Capital").put("manager", "Pat Pit")
            .put("cik", CIK))
        .add(new JsonObject().put("slug", "idle-fund").put("name", "Idle Fund").put("manager", "Ida Idle")
            .put("cik", "0000000702")));
  }

  @BeforeAll
  void load() throws Exception {
    assertTrue(Ingest.load(server, "sec-tickers", "company_tickers.json",
        SecXml.tickers("711|AAAC|Aaa Corp", "712|NIMB|Nimbus Widgets Inc.", "714|AAAX|Triple A Group")).loaded());
    // a 13G stored now (no acceptance time): it ties AAA CORP's issuer number to AAAX only from now
    assertTrue(Ingest.load(server, "large-holders", "sc13g-0000000714-26-000001.xml", SecXml.schedule13g("SCHEDULE 13G",
        "0000000714", "Triple A Group", "00000A999", d(2), d(1), "Some Holder", "1000", "5.1")).loaded());
    for (FileOutcome o : loadAll()) {
      assertTrue(o.loaded(), o.fileName() + ": " + o.reason());
    }
  }

  private List<FileOutcome> loadAll() throws Exception {
    List<FileOutcome> out = new ArrayList<>();
    out.add(load(PREVIOUS, previousAt, cover(previous, null), table(new String[] {"AAA CORP", "00000A101", "800", "80"})));
    // the original's information table before its cover, each a file of its own
    out.add(load(ORIGINAL, originalAt, null,
        table(new String[] {"AAA CORP", "00000A101", "1000", "100"}, new String[] {"BBB INC", "00000B101", "500", "50"})));
    out.add(load(ORIGINAL, originalAt, cover(quarter, null), null));
    out.add(load(NEW_HOLDINGS, newHoldingsAt, cover(quarter, "NEW HOLDINGS"),
        table(new String[] {"NIMBUS WIDGETS INC", "00000N101", "250", "25"})));
    out.add(load(RESTATEMENT, restatementAt, cover(quarter, "RESTATEMENT"),
        table(new String[] {"AAA CORP", "00000A101", "1200", "120"}, new String[] {"CCC LTD", "00000C101", "300", "30"})));
    return out;
  }

  private LocalDate d(int daysAgo) {
    return today.minusDays(daysAgo);
  }

  private static Instant eastern(LocalDate day, int h, int m, int s) {
    return day.atTime(h, m, s).atZone(ET).toInstant();
  }

  private static String cover(LocalDate period, String amendmentType) {
    return SecXml.thirteenFCover(CIK, "PIT CAPITAL LLC", period, amendmentType, period.plusDays(40));
  }

  private static String table(String[]... rows) {
    return SecXml.thirteenFTable(rows);
  }

  /** A .txt submission as EDGAR serves it: the header's acceptance time, the cover and/or the table. */
  private FileOutcome load(String accession, Instant accepted, String cover, String table) throws Exception {
    String form = cover != null && cover.contains("13F-HR/A") ? "13F-HR/A" : "13F-HR";
    StringBuilder txt = new StringBuilder("<SEC-DOCUMENT>" + accession + ".txt : 20260101\n<SEC-HEADER>" + accession
        + ".hdr.sgml : 20260101\n<ACCEPTANCE-DATETIME>" + STAMP.format(accepted.atZone(ET)) + "\nACCESSION NUMBER:\t\t"
        + accession + "\nCONFORMED SUBMISSION TYPE:\t" + form + "\n</SEC-HEADER>\n");
    if (cover != null) {
      txt.append(document(form, 1, "primary_doc.xml", cover));
    }
    if (table != null) {
      txt.append(document("INFORMATION TABLE", 2, "infotable.xml", table));
    }
    String name = "13f-" + accession + (cover == null ? "-infotable" : "") + ".txt";
    return Ingest.load(server, "funds", name, txt.append("</SEC-DOCUMENT>\n").toString());
  }

  private static String document(String type, int seq, String file, String xml) {
    return "<DOCUMENT>\n<TYPE>" + type + "\n<SEQUENCE>" + seq + "\n<FILENAME>" + file + "\n<TEXT>\n<XML>\n" + xml
        + "\n</XML>\n</TEXT>\n</DOCUMENT>\n";
  }

  private JsonObject holdings(Instant asOf) throws Exception {
    return server.json("/api/markets/funds/pit-capital" + (asOf == null ? "" : "?asOf=" + asOf))
        .getJsonObject("data");
  }

  private JsonArray funds(String query, Instant asOf) throws Exception {
    String sep = query.isEmpty() ? "?" : "&";
    return server.json("/api/markets/funds" + (query.isEmpty() ? "" : "?" + query)
        + (asOf == null ? "" : sep + "asOf=" + asOf)).getJsonArray("data");
  }

  /** issuerName shares changeShares knownAt, one string per position, largest value first. */
  private static List<String> positions(JsonObject data) {
    List<String> out = new ArrayList<>();
    data.getJsonArray("holdings").forEach(o -> {
      JsonObject r = (JsonObject) o;
      out.add(r.getString("issuerName") + " " + r.getValue("shares") + " " + r.getValue("changeShares") + " "
          + r.getString("knownAt"));
    });
    return out;
  }

  @Test
  void beforeTheOriginalWasAcceptedThePreviousQuarter() throws Exception {
    JsonObject data = holdings(originalAt.minusMillis(1));
    assertEquals(previous.toString(), data.getString("quarter"));
    assertEquals(List.of("AAA CORP 80 null " + previousAt), positions(data));
  }

  @Test
  void fromTheOriginalsAcceptanceItsPositionsUntilTheNewHoldings() throws Exception {
    for (Instant m : List.of(originalAt, newHoldingsAt.minusMillis(1))) {
      JsonObject data = holdings(m);
      assertEquals(quarter.toString(), data.getString("quarter"));
      assertEquals(List.of("AAA CORP 100 20 " + originalAt, "BBB INC 50 null " + originalAt), positions(data), m.toString());
    }
    // a date asOf is the end of that New York day: d(8) is between the original and its amendments
    assertEquals(List.of("AAA CORP 100 20 " + originalAt, "BBB INC 50 null " + originalAt),
        positions(server.json("/api/markets/funds/pit-capital?asOf=" + d(8)).getJsonObject("data")));
  }

  @Test
  void theNewHoldingsAmendmentAddsItsPositionFromItsAcceptance() throws Exception {
    for (Instant m : List.of(newHoldingsAt, restatementAt.minusMillis(1))) {
      assertEquals(List.of("AAA CORP 100 20 " + newHoldingsAt, "BBB INC 50 null " + newHoldingsAt,
          "NIMBUS WIDGETS INC 25 null " + newHoldingsAt), positions(holdings(m)), m.toString());
    }
  }

  @Test
  void theRestatementReplacesTheReportFromItsAcceptanceAndWithoutAsOf() throws Exception {
    List<String> restated = List.of("AAA CORP 120 40 " + restatementAt, "CCC LTD 30 null " + restatementAt);
    assertEquals(restated, positions(holdings(restatementAt)));
    assertEquals(restated, positions(holdings(null)));
    assertEquals(List.of(1200, 300), holdings(null).getJsonArray("holdings").stream()
        .map(o -> ((JsonObject) o).getValue("valueUsd")).toList());
  }

  @Test
  void fundsHoldingATickerAsTheReportWasKnownThen() throws Exception {
    assertEquals(List.of(), funds("ticker=nimb", newHoldingsAt.minusMillis(1)).getList());
    JsonArray held = funds("ticker=nimb", newHoldingsAt);
    assertEquals(1, held.size());
    assertEquals("pit-capital", held.getJsonObject(0).getString("slug"));
    assertEquals(newHoldingsAt.toString(), held.getJsonObject(0).getString("knownAt"));
    // the restatement no longer holds it
    assertEquals(List.of(), funds("ticker=nimb", restatementAt).getList());
    assertEquals(List.of(), funds("ticker=nimb", null).getList());
    assertEquals(1, funds("ticker=aaac", null).size());
    // by CUSIP issuer number, from the 13G: not before the 13G was known
    assertEquals(List.of(), funds("ticker=aaax", restatementAt).getList());
    assertEquals(1, funds("ticker=aaax", null).size());
  }

  @Test
  void theFundListsKnownAtIsItsLatestReportsAsKnownThen() throws Exception {
    JsonArray then = funds("", originalAt);
    assertEquals(List.of("slug", "name", "manager", "cik", "url", "knownAt"),
        new ArrayList<>(then.getJsonObject(0).fieldNames()));
    assertEquals(originalAt.toString(), then.getJsonObject(0).getString("knownAt"));
    assertEquals(previousAt.toString(), then.getJsonObject(1).getString("knownAt"),
        "a manager with no 13F: the earliest moment the dataset answers");
    assertEquals(restatementAt.toString(), funds("", null).getJsonObject(0).getString("knownAt"));
  }

  @Test
  void noRowIsKnownAfterTheMomentAsked() throws Exception {
    List<Instant> moments = List.of(previousAt, originalAt.minusMillis(1), originalAt, newHoldingsAt.minusMillis(1),
        newHoldingsAt, restatementAt.minusMillis(1), restatementAt, Instant.now().minusSeconds(1));
    int rows = 0;
    for (Instant m : moments) {
      List<JsonArray> answers = List.of(holdings(m).getJsonArray("holdings"), funds("", m), funds("ticker=aaac", m),
          funds("ticker=nimb", m));
      for (JsonArray answer : answers) {
        for (Object o : answer) {
          assertFalse(Instant.parse(((JsonObject) o).getString("knownAt")).isAfter(m), m + ": " + o);
          rows++;
        }
      }
    }
    assertTrue(rows > 20, "rows checked: " + rows);
  }

  @Test
  void beforeTheFirstFilingWasAcceptedIs400() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/funds/pit-capital?asOf=" + previousAt.minusSeconds(1));
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(new JsonObject(r.body()).getString("detail").contains(previousAt.toString()), r.body());
  }

  @Test
  void versionsAreKnownAtTheirOwnAccessionsAcceptance() throws Exception {
    // the table arrived before its cover: both known at the original's acceptance, from its header
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM thirteenf_holdings WHERE accession_no = '" + ORIGINAL
        + "' AND known_at = '" + originalAt + "' AND superseded_at IS NULL"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM thirteenf_filings WHERE accession_no = '" + ORIGINAL
        + "' AND known_at = '" + originalAt + "' AND superseded_at IS NULL"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM thirteenf_holdings WHERE file_id IS NULL"),
        "every version names the load that brought it");
  }

  @Test
  void aReParsedTableThatShrankClosesItsRowsInsteadOfDeletingThem() throws Exception {
    String accession = "0000000703-26-000001";
    Instant accepted = eastern(d(9), 11, 0, 0);
    assertTrue(load(accession, accepted, null, table(new String[] {"AAA CORP", "00000A101", "10", "1"},
        new String[] {"BBB INC", "00000B101", "20", "2"})).loaded());
    FileOutcome shrunk = load(accession, accepted, null, table(new String[] {"AAA CORP", "00000A101", "10", "1"}));
    assertEquals(1, shrunk.counts().deleted(), shrunk.describe());
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM thirteenf_holdings WHERE accession_no = '" + accession
        + "' AND seq = 2 AND known_at = '" + accepted + "' AND superseded_at IS NOT NULL"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE tbl = 'thirteenf_holdings'"
        + " AND key->>'accessionNo' = '" + accession + "' AND key->>'seq' = '2' AND field = 'cusip'"
        + " AND previous = '00000B101' AND new IS NULL"));
    // funds' revisions list (it has no path parameter) names the drop, at the table's knownAt
    JsonArray revisions = server.json("/api/markets/funds/revisions?since=" + d(60) + "&limit=5000").getJsonArray("data");
    List<String> drops = new ArrayList<>();
    revisions.forEach(o -> {
      JsonObject r = (JsonObject) o;
      if ("cusip".equals(r.getString("field"))) {
        drops.add(r.getJsonObject("key").getString("accessionNo") + " " + r.getValue("previous") + " " + r.getValue("new"));
      }
    });
    assertEquals(List.of(accession + " 00000B101 null"), drops);
  }

  @Test
  void reImportingChangesNothing() throws Exception {
    String before = holdings(null).encode() + holdings(newHoldingsAt).encode();
    long filings = TestDb.count(server.db, "SELECT count(*) FROM thirteenf_filings");
    long holdings = TestDb.count(server.db, "SELECT count(*) FROM thirteenf_holdings");
    long revisions = TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions");
    for (FileOutcome o : loadAll()) {
      assertTrue(o.loaded(), o.fileName() + ": " + o.reason());
      assertFalse(o.counts().changedAnything(), o.describe());
    }
    assertEquals(filings, TestDb.count(server.db, "SELECT count(*) FROM thirteenf_filings"));
    assertEquals(holdings, TestDb.count(server.db, "SELECT count(*) FROM thirteenf_holdings"));
    assertEquals(revisions, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions"));
    assertEquals(before, holdings(null).encode() + holdings(newHoldingsAt).encode());
  }
}
