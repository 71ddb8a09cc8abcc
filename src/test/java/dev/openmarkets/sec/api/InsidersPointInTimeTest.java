package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.sec.insiders.ClusterCalculator;
import dev.openmarkets.sec.insiders.ClusterQuery;
import dev.openmarkets.sec.insiders.ClusterRow;
import dev.openmarkets.sec.insiders.InsiderPurchase;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Form 4 point in time (docs/point-in-time.md §6 step 6) over real HTTP on a real PostgreSQL: full
 * .txt submissions whose SEC-HEADER carries the acceptance time, dated relative to today. Owner A
 * files a Form 4 (100 shares) and, three days later, a 4/A of the same key (300 shares); owner B
 * files once; owner C's 4/A (40 shares) is loaded before the original it amends (20 shares), as a
 * backfill out of order does. Asked as of a moment, /insiders, /insiders/{ticker} and
 * /insiders/clusters show the trades as known then, each with the knownAt of its filing's
 * acceptance, and never a row known after the moment.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_insiders_pit")
class InsidersPointInTimeTest {
  private static final ZoneId ET = ZoneId.of("America/New_York");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final String ISSUER = "0000000301";
  private static final String A_ORIGINAL = "0000000009-26-000001";
  private static final String B_ONLY = "0000000009-26-000002";
  private static final String A_AMENDMENT = "0000000009-26-000003";
  private static final String C_AMENDMENT = "0000000009-26-000004";
  private static final String C_ORIGINAL = "0000000009-26-000005";
  private static final String DATED_ONLY = "0000000009-26-000006";
  private static final String D_ORIGINAL = "0000000009-26-000007";
  private static final String D_SECOND = "0000000009-26-000008";
  private static final String D_FIRST = "0000000009-26-000009";

  private final LocalDate today = LocalDate.now(ZoneOffset.UTC);
  private final Instant aOriginal = eastern(d(5), 16, 30, 15);
  private final Instant bOnly = eastern(d(5), 17, 0, 0);
  private final Instant cOriginal = eastern(d(4), 12, 0, 0);
  private final Instant aAmendment = eastern(d(2), 10, 15, 0);
  private final Instant cAmendment = eastern(d(1), 9, 0, 0);
  private final Instant dOriginal = eastern(d(5), 16, 45, 0);
  private final Instant dFirst = eastern(d(4), 13, 0, 0);
  private final Instant dSecond = eastern(d(2), 12, 0, 0);
  private TestServer server;

  @BeforeAll
  void load() throws Exception {
    assertTrue(Ingest.load(server, "sec-tickers", "company_tickers.json",
        SecXml.tickers("301|PITX|Point In Time Corp")).loaded());
    load(A_ORIGINAL, aOriginal, form4("0000000311", "Ann Amend").tx(d(6), "P", "100", "10", "100"));
    load(B_ONLY, bOnly, form4("0000000312", "Bo Buyer").tx(d(6), "P", "50", "10", "50"));
    load(A_AMENDMENT, aAmendment, form4("0000000311", "Ann Amend").amendment().tx(d(6), "P", "300", "10", "300"));
    load(C_AMENDMENT, cAmendment, form4("0000000313", "Cy Late").amendment().tx(d(7), "P", "40", "10", "40"));
    load(C_ORIGINAL, cOriginal, form4("0000000313", "Cy Late").tx(d(7), "P", "20", "10", "20"));
    // another key's original, its second 4/A, then its first 4/A: out of order
    load(D_ORIGINAL, dOriginal, dord().tx(d(7), "S", "10", "5", "90"));
    load(D_SECOND, dSecond, dord().amendment().tx(d(7), "S", "30", "5", "70"));
    load(D_FIRST, dFirst, dord().amendment().tx(d(7), "S", "20", "5", "80"));
    // a bare XML document whose filing only the daily index listed: a date filed, no acceptance time
    TestDb.exec(server.db, "INSERT INTO sec_filings (accession_no, form_type, cik, company, date_filed) VALUES ('"
        + DATED_ONLY + "', '4', '0000000302', 'Dated Only Co', '" + d(4) + "')");
    assertTrue(Ingest.load(server, "insiders", DATED_ONLY + ".xml", new SecXml.Form4("0000000302", "Dated Only Co",
        "DTFX").owner("0000000314", "Dee Dated").tx(d(5), "S", "10", "1", "0").xml()).loaded());
  }

  private LocalDate d(int daysAgo) {
    return today.minusDays(daysAgo);
  }

  private static Instant eastern(LocalDate day, int h, int m, int s) {
    return day.atTime(h, m, s).atZone(ET).toInstant();
  }

  private static SecXml.Form4 form4(String ownerCik, String name) {
    return new SecXml.Form4(ISSUER, "Point In Time Corp", "PITX").owner(ownerCik, name).director();
  }

  private static SecXml.Form4 dord() {
    return new SecXml.Form4("0000000303", "Out Of Order Co", "DORD").owner("0000000315", "Di Order").director();
  }

  private FileOutcome load(String accession, Instant accepted, SecXml.Form4 f) throws Exception {
    String form = f.xml().contains("<documentType>4/A<") ? "4/A" : "4";
    String txt = SecXml.fullSubmission(accession, form, STAMP.format(accepted.atZone(ET)), f.xml());
    FileOutcome o = Ingest.load(server, "insiders", accession + ".txt", txt);
    assertTrue(o.loaded(), accession + ": " + o.reason());
    return o;
  }

  private JsonArray insiders(String asOf) throws Exception {
    return server.json("/api/markets/insiders" + (asOf == null ? "" : "?asOf=" + asOf)).getJsonArray("data");
  }

  private JsonArray ticker(String asOf) throws Exception {
    return ticker("pitx", asOf);
  }

  private JsonArray ticker(String symbol, String asOf) throws Exception {
    return server.json("/api/markets/insiders/" + symbol + (asOf == null ? "" : "?asOf=" + asOf)).getJsonObject("data")
        .getJsonArray("transactions");
  }

  /**
   * The ticker's transactions as of m, or none when it was unknown then (404 naming m): then no
   * version of its trades was known by m, so every current one is known later.
   */
  private JsonArray tickerOrUnknown(String symbol, Instant m) throws Exception {
    HttpResponse<String> r = server.get("/api/markets/insiders/" + symbol + "?asOf=" + m);
    if (r.statusCode() != 404) {
      return ticker(symbol, m.toString());
    }
    assertEquals("Unknown ticker '" + symbol.toUpperCase(java.util.Locale.ROOT) + "' as of " + m + ".",
        new JsonObject(r.body()).getString("detail"));
    for (Object o : ticker(symbol, null)) {
      assertTrue(Instant.parse(((JsonObject) o).getString("knownAt")).isAfter(m), symbol + " unknown at " + m + ": " + o);
    }
    return new JsonArray();
  }

  private JsonArray clusters(String asOf) throws Exception {
    return server.json("/api/markets/insiders/clusters?minInsiders=2" + (asOf == null ? "" : "&asOf=" + asOf))
        .getJsonArray("data");
  }

  private static List<Object> col(JsonArray rows, String field) {
    List<Object> out = new ArrayList<>();
    rows.forEach(r -> out.add(((JsonObject) r).getValue(field)));
    return out;
  }

  /** accessionNo shares knownAt, one string per row, in the answer's order. */
  private static List<String> trades(JsonArray rows) {
    List<String> out = new ArrayList<>();
    rows.forEach(o -> {
      JsonObject r = (JsonObject) o;
      out.add(r.getString("accessionNo") + " " + r.getString("shares") + " " + r.getString("knownAt"));
    });
    return out;
  }

  private String row(String accession, String shares, Instant knownAt) {
    return accession + " " + shares + " " + knownAt;
  }

  @Test
  void beforeTheAmendmentsAcceptanceTheOriginalTradesKnownAtTheOriginalsAcceptance() throws Exception {
    String before = aAmendment.minusSeconds(1).toString();
    // newest transaction first, then newest filing: B's (17:00) before A's original (16:30), C's a day older
    List<String> expected = List.of(row(B_ONLY, "50.0000", bOnly), row(A_ORIGINAL, "100.0000", aOriginal),
        row(C_ORIGINAL, "20.0000", cOriginal));
    assertEquals(expected, trades(insiders(before)));
    assertEquals(expected, trades(ticker(before)));
    // a date asOf is the end of that New York day: d(3) is between the original and its 4/A
    assertEquals(expected, trades(insiders(d(3).toString())));
  }

  @Test
  void fromTheAmendmentsAcceptanceTheAmendmentsTrades() throws Exception {
    String at = aAmendment.toString();
    List<String> expected = List.of(row(A_AMENDMENT, "300.0000", aAmendment), row(B_ONLY, "50.0000", bOnly),
        row(C_ORIGINAL, "20.0000", cOriginal));
    assertEquals(expected, trades(insiders(at)));
    assertEquals(expected, trades(ticker(at)));
  }

  @Test
  void withoutAsOfTheCurrentTradesAfterBothAmendments() throws Exception {
    List<String> expected = List.of(row(A_AMENDMENT, "300.0000", aAmendment), row(B_ONLY, "50.0000", bOnly),
        row(C_AMENDMENT, "40.0000", cAmendment));
    assertEquals(expected, trades(insiders(null)));
    assertEquals(expected, trades(ticker(null)));
    assertEquals(expected, trades(insiders(cAmendment.toString())));
  }

  @Test
  void anOriginalLoadedAfterItsAmendmentIsShownUntilTheAmendmentWasAccepted() throws Exception {
    assertEquals(List.of(), col(insiders(cOriginal.minusSeconds(1).toString()), "accessionNo").stream()
        .filter(a -> a.equals(C_ORIGINAL)).toList());
    assertTrue(col(insiders(cOriginal.toString()), "accessionNo").contains(C_ORIGINAL));
    assertTrue(col(insiders(cAmendment.minusMillis(1).toString()), "accessionNo").contains(C_ORIGINAL));
    assertFalse(col(insiders(cAmendment.toString()), "accessionNo").contains(C_ORIGINAL));
  }

  @Test
  void aFirstAmendmentArrivingAfterTheSecondEndsTheOriginalAtItsOwnAcceptance() throws Exception {
    assertEquals(List.of(row(D_ORIGINAL, "10.0000", dOriginal)), trades(ticker("dord", dFirst.minusMillis(1).toString())));
    assertEquals(List.of(row(D_FIRST, "20.0000", dFirst)), trades(ticker("dord", dFirst.toString())));
    assertEquals(List.of(row(D_FIRST, "20.0000", dFirst)), trades(ticker("dord", dSecond.minusMillis(1).toString())));
    assertEquals(List.of(row(D_SECOND, "30.0000", dSecond)), trades(ticker("dord", null)));
    // the original's close moved back to the first 4/A, with its revisions
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM insider_trades WHERE accession_no = '" + D_ORIGINAL
        + "' AND superseded_at = '" + dFirst + "'"));
    assertEquals(19, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE tbl = 'insider_trades'"
        + " AND key->>'accessionNo' = '" + D_ORIGINAL + "' AND new IS NULL AND known_at = '" + dFirst + "'"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE key->>'accessionNo' = '"
        + D_ORIGINAL + "' AND known_at <> '" + dFirst + "'"));
  }

  @Test
  void clustersFromTheTradesAsKnownThen() throws Exception {
    JsonObject before = clusters(d(3).toString()).getJsonObject(0);
    assertEquals("PITX", before.getString("ticker"));
    assertEquals(3, before.getInteger("insiders"));
    assertEquals("1700.0000", before.getString("valueUsd"), "A 1000 + B 500 + C 200");
    assertEquals(cOriginal.toString(), before.getString("knownAt"), "the newest purchase known then");
    JsonObject between = clusters(aAmendment.toString()).getJsonObject(0);
    assertEquals("3700.0000", between.getString("valueUsd"), "A's 4/A 3000 + B 500 + C 200");
    assertEquals(aAmendment.toString(), between.getString("knownAt"));
    JsonObject now = clusters(null).getJsonObject(0);
    assertEquals("3900.0000", now.getString("valueUsd"), "A 3000 + B 500 + C's 4/A 400");
    assertEquals(cAmendment.toString(), now.getString("knownAt"));
    assertEquals(List.of("Ann Amend", "Bo Buyer", "Cy Late"), col(before.getJsonArray("buyers"), "name"));
    assertEquals(List.of("3000.0000", "500.0000", "400.0000"), col(now.getJsonArray("buyers"), "valueUsd").stream()
        .map(v -> new BigDecimal(v.toString()).setScale(4).toPlainString()).toList());
  }

  @Test
  void aFilingKnownOnlyByItsDateFiledIsKnownAtTheEndOfThatDayInNewYork() throws Exception {
    JsonObject sale = server.json("/api/markets/insiders/dtfx").getJsonObject("data").getJsonArray("transactions")
        .getJsonObject(0);
    Instant endOfDay = d(4).plusDays(1).atStartOfDay(ET).toInstant().minusMillis(1);
    assertEquals(endOfDay.toString(), sale.getString("knownAt"));
    // filedAt keeps its convention (the date at midnight UTC), which is earlier: not a knownAt
    assertEquals(d(4) + "T00:00:00Z", sale.getString("filedAt"));
    // before it, no Form 4 named DTFX and no ticker map lists it: unknown then, as the 404 check said
    HttpResponse<String> before = server.get("/api/markets/insiders/dtfx?asOf=" + endOfDay.minusMillis(1));
    assertEquals(404, before.statusCode(), before.body());
    assertEquals("Unknown ticker 'DTFX' as of " + endOfDay.minusMillis(1) + ".",
        new JsonObject(before.body()).getString("detail"));
    assertEquals(1, ticker("dtfx", endOfDay.toString()).size());
  }

  @Test
  void clustersAsOfAMomentAreClusterCalculatorsOverTheTradesAsOfThatMoment() throws Exception {
    Instant[] moments = {bOnly, cOriginal, aAmendment.minusMillis(1), aAmendment, cAmendment};
    for (Instant m : moments) {
      List<InsiderPurchase> purchases = new ArrayList<>();
      for (Object o : ticker(m.toString())) {
        JsonObject r = (JsonObject) o;
        if ("P".equals(r.getString("txCode"))) {
          purchases.add(new InsiderPurchase(r.getString("ticker"), r.getString("company"), null,
              r.getString("insiderName"), r.getString("insiderTitle"), LocalDate.parse(r.getString("txDate")),
              new BigDecimal(r.getString("shares")), new BigDecimal(r.getString("valueUsd")),
              Instant.parse(r.getString("filedAt"))));
        }
      }
      LocalDate day = m.atZone(ET).toLocalDate();
      List<ClusterRow> expected = new ClusterCalculator().compute(purchases,
          new ClusterQuery(day, 30, 2, BigDecimal.ZERO, null, 100));
      JsonArray actual = clusters(m.toString());
      assertEquals(expected.size(), actual.size(), m.toString());
      for (int i = 0; i < expected.size(); i++) {
        ClusterRow e = expected.get(i);
        JsonObject a = actual.getJsonObject(i);
        assertEquals(e.ticker(), a.getString("ticker"), m.toString());
        assertEquals(e.insiders(), a.getInteger("insiders"), m.toString());
        assertEquals(e.trades(), a.getInteger("trades"), m.toString());
        assertEquals(0, e.valueUsd().compareTo(new BigDecimal(a.getString("valueUsd"))), m.toString());
        assertEquals(e.latestFiledAt(), Instant.parse(a.getString("latestFiledAt")), m.toString());
      }
    }
  }

  @Test
  void noRowIsKnownAfterTheMomentAsked() throws Exception {
    Instant[] moments = {aOriginal, dOriginal, bOnly.minusMillis(1), bOnly, cOriginal, dFirst, aAmendment.minusMillis(1),
        aAmendment, dSecond, cAmendment.minusMillis(1), cAmendment, Instant.now().minusSeconds(1)};
    int rows = 0;
    for (Instant m : moments) {
      String asOf = m.toString();
      List<JsonArray> answers = List.of(insiders(asOf), tickerOrUnknown("pitx", m), tickerOrUnknown("dtfx", m),
          tickerOrUnknown("dord", m), clusters(asOf));
      for (JsonArray answer : answers) {
        for (Object o : answer) {
          Instant known = Instant.parse(((JsonObject) o).getString("knownAt"));
          assertFalse(known.isAfter(m), asOf + ": " + o);
          rows++;
        }
      }
    }
    assertTrue(rows > 20, "rows checked: " + rows);
  }

  @Test
  void beforeTheFirstFilingWasAcceptedIs400() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/insiders?asOf=" + aOriginal.minusSeconds(1));
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(new JsonObject(r.body()).getString("detail").contains(aOriginal.toString()), r.body());
  }

  @Test
  void theReplacedTradesAreClosedAndLoggedNotDeleted() throws Exception {
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM insider_trades WHERE accession_no = '" + A_ORIGINAL
        + "' AND known_at = '" + aOriginal + "' AND superseded_at = '" + aAmendment + "'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE tbl = 'insider_trades'"
        + " AND key = '{\"accessionNo\": \"" + A_ORIGINAL + "\", \"txIndex\": 1}' AND field = 'shares'"
        + " AND previous = '100' AND new IS NULL AND known_at = '" + aAmendment + "'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM insider_trades WHERE accession_no = '" + C_ORIGINAL
        + "' AND known_at = '" + cOriginal + "' AND superseded_at = '" + cAmendment + "'"));
  }

  @Test
  void theRevisionsListShowsTheReplacedTradesDroppedAtTheAmendmentsAcceptance() throws Exception {
    JsonArray all = server.json("/api/markets/insiders/revisions?limit=5000").getJsonArray("data");
    List<JsonObject> shares = new ArrayList<>();
    all.forEach(o -> {
      JsonObject r = (JsonObject) o;
      if ("shares".equals(r.getString("field"))) {
        shares.add(r);
      }
    });
    // C's original and D's original (its close moved back to D's first 4/A), A's original, D's first 4/A
    assertEquals(List.of(C_ORIGINAL, D_FIRST, A_ORIGINAL, D_ORIGINAL),
        shares.stream().map(r -> r.getJsonObject("key").getString("accessionNo")).toList());
    JsonObject a = shares.get(2);
    assertEquals("100", a.getString("previous"));
    assertEquals(null, a.getValue("new"));
    assertEquals(aAmendment.toString(), a.getString("knownAt"));
    assertTrue(a.getString("source").endsWith("/" + A_AMENDMENT + ".txt"), "the 4/A's file: " + a);
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM insider_trades WHERE file_id IS NULL"),
        "every version names the load that brought it");
    JsonArray asOf = server.json("/api/markets/insiders/revisions?limit=5000&asOf=" + aAmendment.minusMillis(1))
        .getJsonArray("data");
    assertTrue(asOf.stream().noneMatch(o -> Instant.parse(((JsonObject) o).getString("knownAt")).isAfter(
        aAmendment.minusMillis(1))), "as of before the 4/A, no revision it made");
  }

  @Test
  void reImportingChangesNothing() throws Exception {
    long versions = TestDb.count(server.db, "SELECT count(*) FROM insider_trades");
    long revisions = TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions");
    FileOutcome amendment = load(A_AMENDMENT, aAmendment, form4("0000000311", "Ann Amend").amendment()
        .tx(d(6), "P", "300", "10", "300"));
    FileOutcome original = load(C_ORIGINAL, cOriginal, form4("0000000313", "Cy Late").tx(d(7), "P", "20", "10", "20"));
    FileOutcome first = load(D_FIRST, dFirst, dord().amendment().tx(d(7), "S", "20", "5", "80"));
    FileOutcome dOrig = load(D_ORIGINAL, dOriginal, dord().tx(d(7), "S", "10", "5", "90"));
    for (FileOutcome o : List.of(amendment, original, first, dOrig)) {
      assertFalse(o.counts().changedAnything(), o.describe());
    }
    assertEquals(versions, TestDb.count(server.db, "SELECT count(*) FROM insider_trades"));
    assertEquals(revisions, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions"));
  }

  @Test
  void theCsvCarriesKnownAtOnlyWhenAsOfIsAsked() throws Exception {
    String withAsOf = server.get("/api/markets/insiders/csv?asOf=" + aAmendment).body();
    assertTrue(withAsOf.lines().findFirst().orElseThrow().endsWith(",known_at"), withAsOf);
    String current = server.get("/api/markets/insiders/csv").body();
    assertFalse(current.lines().findFirst().orElseThrow().contains("known_at"), current);
  }
}
