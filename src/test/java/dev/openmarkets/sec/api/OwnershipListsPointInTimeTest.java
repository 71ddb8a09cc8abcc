package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * large-holders and planned-sales as of a moment (V27), over real HTTP on a real PostgreSQL, dated
 * relative to today: a Schedule 13D and a Form 144 accepted five days ago (full .txt submissions
 * whose SEC-HEADER carries the time), their amendments (13D/A, 144/A) accepted two days ago, and a
 * 13G and a 144 that only the daily index dated, four days ago, without an acceptance time. Asked
 * as of a moment, an answer holds the filings known then, each with the knownAt of its acceptance
 * (or the end of its date filed in New York); an amendment known later is not in it, and the
 * original stays as first filed.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_ownership_lists_pit")
class OwnershipListsPointInTimeTest {
  private static final ZoneId ET = ZoneId.of("America/New_York");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final String ISSUER = "0000000601";
  private static final String D_ORIGINAL = "0000000061-26-000001";
  private static final String D_AMENDMENT = "0000000061-26-000002";
  private static final String G_DATED = "0000000061-26-000003";
  private static final String S_ORIGINAL = "0000000061-26-000011";
  private static final String S_AMENDMENT = "0000000061-26-000012";
  private static final String S_DATED = "0000000061-26-000013";

  private final LocalDate today = LocalDate.now(ZoneOffset.UTC);
  private final Instant dOriginal = eastern(d(5), 16, 30, 15);
  private final Instant dAmendment = eastern(d(2), 10, 15, 0);
  private final Instant sOriginal = eastern(d(5), 17, 0, 0);
  private final Instant sAmendment = eastern(d(2), 11, 0, 0);
  private final Instant endOfD4 = d(4).plusDays(1).atStartOfDay(ET).toInstant().minusMillis(1);
  private TestServer server;

  @BeforeAll
  void load() throws Exception {
    assertTrue(Ingest.load(server, "sec-tickers", "company_tickers.json",
        SecXml.tickers("601|PITH|Point In Time Holdings")).loaded());
    full("large-holders", D_ORIGINAL, "SCHEDULE 13D", dOriginal, SecXml.schedule13d("SCHEDULE 13D", null, ISSUER,
        "Point In Time Holdings", "60160A101", d(8), d(6), new String[] {"0000000611", "Activist LP", "600000", "6.0"}));
    full("large-holders", D_AMENDMENT, "SCHEDULE 13D/A", dAmendment, SecXml.schedule13d("SCHEDULE 13D/A", "1", ISSUER,
        "Point In Time Holdings", "60160A101", d(3), d(3), new String[] {"0000000611", "Activist LP", "900000", "9.0"}));
    dated("large-holders", G_DATED, "SCHEDULE 13G", SecXml.schedule13g("SCHEDULE 13G", ISSUER, "Point In Time Holdings",
        "60160A101", d(9), d(5), "Index Advisers", "510000", "5.1"));
    full("planned-sales", S_ORIGINAL, "144", sOriginal,
        SecXml.form144(ISSUER, "Point In Time Holdings", "Ann Seller", d(6), new String[] {"100", "1000", d(1).toString()}));
    full("planned-sales", S_AMENDMENT, "144/A", sAmendment, SecXml.form144(ISSUER, "Point In Time Holdings",
        "Ann Seller", d(3), new String[] {"150", "1500", d(1).toString()})
        .replace("<ns2:submissionType>144<", "<ns2:submissionType>144/A<"));
    dated("planned-sales", S_DATED, "144",
        SecXml.form144(ISSUER, "Point In Time Holdings", "Bo Seller", d(5), new String[] {"20", "200", d(0).toString()}));
  }

  private LocalDate d(int daysAgo) {
    return today.minusDays(daysAgo);
  }

  private static Instant eastern(LocalDate day, int h, int m, int s) {
    return day.atTime(h, m, s).atZone(ET).toInstant();
  }

  private void full(String dataset, String accession, String form, Instant accepted, String xml) throws Exception {
    FileOutcome o = Ingest.load(server, dataset, accession + ".txt",
        SecXml.fullSubmission(accession, form, STAMP.format(accepted.atZone(ET)), xml));
    assertTrue(o.loaded(), accession + ": " + o.reason());
  }

  /** A bare document whose filing only the daily index listed: a date filed four days ago, no time. */
  private void dated(String dataset, String accession, String form, String xml) throws Exception {
    TestDb.exec(server.db, "INSERT INTO sec_filings (accession_no, form_type, cik, company, date_filed) VALUES ('"
        + accession + "', '" + form + "', '" + ISSUER + "', 'Point In Time Holdings', '" + d(4) + "')");
    FileOutcome o = Ingest.load(server, dataset, accession + ".xml", xml);
    assertTrue(o.loaded(), accession + ": " + o.reason());
  }

  private JsonArray rows(String path, String asOf) throws Exception {
    String sep = path.contains("?") ? "&" : "?";
    return server.json(path + (asOf == null ? "" : sep + "asOf=" + asOf)).getJsonArray("data");
  }

  /** accessionNo, the row's figure, knownAt: one string per row, in the answer's order. */
  private static List<String> rows(JsonArray rows, String figure) {
    List<String> out = new ArrayList<>();
    rows.forEach(o -> {
      JsonObject r = (JsonObject) o;
      out.add(r.getString("accessionNo") + " " + r.getString(figure) + " " + r.getString("knownAt"));
    });
    return out;
  }

  private static String row(String accession, String figure, Instant knownAt) {
    return accession + " " + figure + " " + knownAt;
  }

  @Test
  void largeHoldersAsOfBeforeTheAmendmentTheOriginalAndTheDatedFiling() throws Exception {
    // newest filing first: the dated 13G shows filedAt = its date at 00:00Z (d(4)), the 13D d(5) 20:30Z
    List<String> expected = List.of(row(G_DATED, "5.1", endOfD4), row(D_ORIGINAL, "6.0", dOriginal));
    assertEquals(expected, rows(rows("/api/markets/large-holders", dAmendment.minusSeconds(1).toString()),
        "percentOfClass"));
    // a date is the end of that New York day, and the 30-day window ends on it
    assertEquals(expected, rows(rows("/api/markets/large-holders", d(3).toString()), "percentOfClass"));
    assertEquals(List.of(row(D_ORIGINAL, "6.0", dOriginal)),
        rows(rows("/api/markets/large-holders?symbol=pith&form=13D", d(3).toString()), "percentOfClass"));
  }

  @Test
  void largeHoldersFromTheAmendmentsAcceptanceAndWithoutAsOf() throws Exception {
    List<String> expected = List.of(row(D_AMENDMENT, "9.0", dAmendment), row(G_DATED, "5.1", endOfD4),
        row(D_ORIGINAL, "6.0", dOriginal));
    assertEquals(expected, rows(rows("/api/markets/large-holders", dAmendment.toString()), "percentOfClass"));
    assertEquals(expected, rows(rows("/api/markets/large-holders", null), "percentOfClass"));
    // before the dated 13G's day ended only the 13D was known
    assertEquals(List.of(row(D_ORIGINAL, "6.0", dOriginal)),
        rows(rows("/api/markets/large-holders", endOfD4.minusMillis(1).toString()), "percentOfClass"));
  }

  @Test
  void plannedSalesAsOfBeforeTheAmendmentAndWithoutAsOf() throws Exception {
    List<String> before = List.of(row(S_DATED, "20", endOfD4), row(S_ORIGINAL, "100", sOriginal));
    assertEquals(before, rows(rows("/api/markets/planned-sales", sAmendment.minusMillis(1).toString()), "unitsToSell"));
    assertEquals(before, rows(rows("/api/markets/planned-sales?symbol=PITH", d(3).toString()), "unitsToSell"));
    List<String> now = List.of(row(S_AMENDMENT, "150", sAmendment), row(S_DATED, "20", endOfD4),
        row(S_ORIGINAL, "100", sOriginal));
    assertEquals(now, rows(rows("/api/markets/planned-sales", sAmendment.toString()), "unitsToSell"));
    assertEquals(now, rows(rows("/api/markets/planned-sales", null), "unitsToSell"));
    assertEquals(List.of(row(S_ORIGINAL, "100", sOriginal)),
        rows(rows("/api/markets/planned-sales", sOriginal.toString()), "unitsToSell"));
  }

  @Test
  void theWindowEndsOnAsOfsDay() throws Exception {
    // days=1 as of d(4): filed on d(4) alone, which holds the dated filings; days=2 adds d(5)'s originals
    assertEquals(List.of(S_DATED), accessions(rows("/api/markets/planned-sales?days=1", d(4).toString())));
    assertEquals(List.of(G_DATED), accessions(rows("/api/markets/large-holders?days=1", d(4).toString())));
    assertEquals(List.of(S_DATED, S_ORIGINAL), accessions(rows("/api/markets/planned-sales?days=2", d(4).toString())));
  }

  private static List<String> accessions(JsonArray rows) {
    List<String> out = new ArrayList<>();
    rows.forEach(o -> out.add(((JsonObject) o).getString("accessionNo")));
    return out;
  }

  @Test
  void anAsOfBeforeTheFirstFilingIsA400NamingIt() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/large-holders?asOf=" + dOriginal.minusSeconds(1));
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(r.body().contains(dOriginal.toString()), r.body());
    HttpResponse<String> s = server.get("/api/markets/planned-sales?asOf=" + d(6));
    assertEquals(400, s.statusCode(), s.body());
    assertTrue(s.body().contains(sOriginal.toString()), s.body());
  }

  @Test
  void theCsvAddsKnownAtOnlyWithAsOf() throws Exception {
    String latest = server.get("/api/markets/large-holders/csv").body();
    String asOf = server.get("/api/markets/large-holders/csv?asOf=" + d(3)).body();
    assertTrue(latest.lines().findFirst().orElseThrow().endsWith(",ticker"), latest);
    assertTrue(asOf.lines().findFirst().orElseThrow().endsWith(",ticker,known_at"), asOf);
    assertEquals(3, asOf.lines().count(), "header, the 13G and the 13D: " + asOf);
  }
}
