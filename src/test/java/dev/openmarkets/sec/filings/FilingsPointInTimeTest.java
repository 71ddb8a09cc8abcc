package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
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
 * events, earnings, ipos, startup-funding and structured-products as of a moment (V27), over real
 * HTTP on a real PostgreSQL, dated relative to today. Each dataset has a filing accepted five days
 * ago, its amendment (or a later filing) accepted two days ago, and a filing dated four days ago
 * without an acceptance time. Asked as of a moment between, an answer holds the filings known then
 * with the knownAt of their acceptance (or the end of their date filed in New York); the amendment
 * is absent and the original shown as filed; without asOf, all of them.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_filings_pit")
class FilingsPointInTimeTest {
  private static final ZoneId ET = ZoneId.of("America/New_York");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final String E_YEAR_AGO = "0000007171-25-000001";
  private static final String E_ORIGINAL = "0000007171-26-000001";
  private static final String E_AMENDMENT = "0000007171-26-000002";
  private static final String E_DATED = "0000007171-26-000003";
  private static final String I_ORIGINAL = "0000007272-26-000001";
  private static final String I_AMENDMENT = "0000007272-26-000002";
  private static final String I_DATED = "0000007272-26-000003";
  private static final String D_ORIGINAL = "0000007373-26-000001";
  private static final String D_AMENDMENT = "0000007373-26-000002";
  private static final String D_DATED = "0000007373-26-000003";
  private static final String N_ORIGINAL = "0000000999-26-000071";
  private static final String N_LATER = "0000000999-26-000072";
  private static final String N_DATED = "0000000999-26-000073";

  private final LocalDate today = LocalDate.now(ZoneOffset.UTC);
  private final Instant yearAgo = d(360).atTime(21, 0).toInstant(ZoneOffset.UTC);
  private final Instant original = d(5).atTime(20, 5).toInstant(ZoneOffset.UTC);
  private final Instant amendment = d(2).atTime(14, 0).toInstant(ZoneOffset.UTC);
  private final Instant endOfD4 = d(4).plusDays(1).atStartOfDay(ET).toInstant().minusMillis(1);
  private final Instant noteOriginal = d(5).atTime(12, 0).atZone(ET).toInstant();
  private final Instant noteLater = d(2).atTime(12, 0).atZone(ET).toInstant();
  private final String between = amendment.minusMillis(1).toString();
  private TestServer server;

  @BeforeAll
  void load() throws Exception {
    ok(Ingest.load(server, "sec-tickers", "company_tickers.json",
        "{\"0\":{\"cik_str\":7171,\"ticker\":\"PITF\",\"title\":\"Pit Filer Co\"}}"));
    ok(Ingest.load(server, "events", "CIK0000007171.json", submissions("7171", "Pit Filer Co", List.of(
        new String[] {E_YEAR_AGO, d(360).toString(), yearAgo.toString(), "8-K", "2.02"},
        new String[] {E_ORIGINAL, d(5).toString(), original.toString(), "8-K", "2.02,9.01"},
        new String[] {E_AMENDMENT, d(2).toString(), amendment.toString(), "8-K/A", "2.02"},
        new String[] {E_DATED, d(4).toString(), "", "8-K", "8.01"}))));
    ok(Ingest.load(server, "ipos", "CIK0000007272.json", submissions("7272", "Pit Registrant Inc", List.of(
        new String[] {I_ORIGINAL, d(5).toString(), original.toString(), "S-1", ""},
        new String[] {I_AMENDMENT, d(2).toString(), amendment.toString(), "S-1/A", ""},
        new String[] {I_DATED, d(4).toString(), "", "S-1/A", ""}))));
    ok(Ingest.load(server, "startup-funding", D_ORIGINAL + ".txt",
        txt(D_ORIGINAL, "D", original, formD("D", false, "1000000"))));
    ok(Ingest.load(server, "startup-funding", D_AMENDMENT + ".txt",
        txt(D_AMENDMENT, "D/A", amendment, formD("D/A", true, "2000000"))));
    // a bare primary_doc.xml the daily index queued, dated four days ago
    TestDb.exec(server.db, "INSERT INTO sec_filing_queue (accession_no, form_type, cik, company, date_filed) VALUES ('"
        + D_DATED + "', 'D', '0000007373', 'Pit Startup Inc', '" + d(4) + "')");
    ok(Ingest.load(server, "startup-funding", D_DATED + "-primary_doc.xml", formD("D", false, "500000")));
    String terms = "Pricing Date: January 5, 2026. Contingent coupon 7.00% per annum. Barrier Value: 60.00% "
        + "(Bloomberg ticker: SPX)";
    ok(Ingest.load(server, "structured-products", N_ORIGINAL + ".txt", FilingsApiTest.note(N_ORIGINAL, d(5), terms)));
    ok(Ingest.load(server, "structured-products", N_LATER + ".txt", FilingsApiTest.note(N_LATER, d(2), terms)));
    String dated = FilingsApiTest.note(N_DATED, d(4), terms)
        .replace("<ACCEPTANCE-DATETIME>" + DateTimeFormatter.BASIC_ISO_DATE.format(d(4)) + "120000\n", "");
    assertTrue(!dated.contains("ACCEPTANCE-DATETIME"), dated);
    ok(Ingest.load(server, "structured-products", N_DATED + ".txt", dated));
  }

  private LocalDate d(int daysAgo) {
    return today.minusDays(daysAgo);
  }

  private static void ok(FileOutcome o) {
    assertTrue(o.loaded(), o.reason());
  }

  /** A submissions JSON of rows {accession, date filed, acceptance ("" for none), form, items}. */
  private static String submissions(String cik, String name, List<String[]> rows) {
    JsonObject recent = new JsonObject();
    for (String column : List.of("accessionNumber", "filingDate", "acceptanceDateTime", "form", "items",
        "primaryDocument")) {
      recent.put(column, new JsonArray());
    }
    for (String[] r : rows) {
      recent.getJsonArray("accessionNumber").add(r[0]);
      recent.getJsonArray("filingDate").add(r[1]);
      recent.getJsonArray("acceptanceDateTime").add(r[2]);
      recent.getJsonArray("form").add(r[3]);
      recent.getJsonArray("items").add(r[4]);
      recent.getJsonArray("primaryDocument").add("doc-" + r[0] + ".htm");
    }
    return new JsonObject().put("cik", cik).put("name", name).put("tickers", new JsonArray())
        .put("filings", new JsonObject().put("files", new JsonArray()).put("recent", recent)).encode();
  }

  private static String formD(String type, boolean amendment, String offering) {
    return "<?xml version=\"1.0\"?><edgarSubmission><submissionType>" + type + "</submissionType>"
        + "<primaryIssuer><cik>0000007373</cik><entityName>Pit Startup Inc</entityName>"
        + "<entityType>Corporation</entityType></primaryIssuer><offeringData><industryGroup>"
        + "<industryGroupType>Other Technology</industryGroupType></industryGroup><issuerSize><revenueRange>"
        + "No Revenues</revenueRange></issuerSize><federalExemptionsExclusions><item>06b</item>"
        + "</federalExemptionsExclusions><typeOfFiling><newOrAmendment><isAmendment>" + amendment
        + "</isAmendment></newOrAmendment></typeOfFiling><typesOfSecuritiesOffered><isEquityType>true"
        + "</isEquityType></typesOfSecuritiesOffered><offeringSalesAmounts><totalOfferingAmount>" + offering
        + "</totalOfferingAmount><totalAmountSold>0</totalAmountSold></offeringSalesAmounts></offeringData>"
        + "</edgarSubmission>";
  }

  /** A full .txt submission with the acceptance time (Eastern) in its SEC-HEADER. */
  private static String txt(String accession, String form, Instant accepted, String xml) {
    return "<SEC-DOCUMENT>" + accession + ".txt : 20260101\n<SEC-HEADER>" + accession + ".hdr.sgml : 20260101\n"
        + "<ACCEPTANCE-DATETIME>" + STAMP.format(accepted.atZone(ET)) + "\nACCESSION NUMBER:\t\t" + accession
        + "\nCONFORMED SUBMISSION TYPE:\t" + form + "\n</SEC-HEADER>\n<DOCUMENT>\n<TYPE>" + form
        + "\n<SEQUENCE>1\n<FILENAME>primary_doc.xml\n<TEXT>\n<XML>\n" + xml
        + "\n</XML>\n</TEXT>\n</DOCUMENT>\n</SEC-DOCUMENT>\n";
  }

  private JsonArray rows(String path, String asOf) throws Exception {
    String sep = path.contains("?") ? "&" : "?";
    return server.json(path + (asOf == null ? "" : sep + "asOf=" + asOf)).getJsonArray("data");
  }

  /** accessionNo and knownAt, one string per row, in the answer's order. */
  private static List<String> known(JsonArray rows) {
    List<String> out = new ArrayList<>();
    rows.forEach(o -> {
      JsonObject r = (JsonObject) o;
      out.add(r.getString("accessionNo") + " " + r.getString("knownAt"));
    });
    return out;
  }

  private static String row(String accession, Instant knownAt) {
    return accession + " " + knownAt;
  }

  @Test
  void eventsAsOfBeforeTheAmendmentAndWithout() throws Exception {
    // newest filing first: the dated 8-K's filedAt is its date at 00:00Z (d(4)), the original's d(5) 20:05Z
    List<String> before = List.of(row(E_DATED, endOfD4), row(E_ORIGINAL, original));
    assertEquals(before, known(rows("/api/markets/events", between)));
    assertEquals(before, known(rows("/api/markets/events?ticker=pitf", d(3).toString())));
    assertEquals(List.of(row(E_ORIGINAL, original)), known(rows("/api/markets/events", endOfD4.minusMillis(1).toString())));
    List<String> now = List.of(row(E_AMENDMENT, amendment), row(E_DATED, endOfD4), row(E_ORIGINAL, original));
    assertEquals(now, known(rows("/api/markets/events", amendment.toString())));
    assertEquals(now, known(rows("/api/markets/events", null)));
    JsonObject first = rows("/api/markets/events", null).getJsonObject(0);
    assertEquals(List.of("accessionNo", "ticker", "company", "items", "eventLabels", "filedAt", "docUrl", "knownAt"),
        new ArrayList<>(first.fieldNames()), "the fields as before, knownAt appended last");
    // days=1 as of d(4): the window is d(4) alone
    assertEquals(List.of(row(E_DATED, endOfD4)), known(rows("/api/markets/events?days=1", d(4).toString())));
  }

  @Test
  void earningsFromThe8KsKnownThen() throws Exception {
    String window = "/api/markets/earnings?from=" + d(10) + "&to=" + d(-10);
    // as of d(6) only last year's report is known: its estimate (d(360) + 364 = 4 days ahead) stands
    JsonArray then = rows(window, d(6).toString());
    assertEquals(1, then.size(), then.encode());
    assertEquals("estimated", then.getJsonObject(0).getString("status"));
    assertEquals(d(-4).toString(), then.getJsonObject(0).getString("date"));
    assertEquals(d(360).toString(), then.getJsonObject(0).getString("basis"));
    assertEquals(d(360).toString(), then.getJsonObject(0).getString("lastReported"));
    assertEquals(yearAgo.toString(), then.getJsonObject(0).getString("knownAt"));
    // as of d(3) the d(5) report replaced that estimate; the row is known from the newest 8-K known then
    JsonArray mid = rows(window, d(3).toString());
    assertEquals(1, mid.size(), mid.encode());
    assertEquals("reported", mid.getJsonObject(0).getString("status"));
    assertEquals(E_ORIGINAL, mid.getJsonObject(0).getString("accessionNo"));
    assertEquals(endOfD4.toString(), mid.getJsonObject(0).getString("knownAt"));
    JsonObject now = rows(window, null).getJsonObject(0);
    assertEquals(E_ORIGINAL, now.getString("accessionNo"));
    assertEquals(amendment.toString(), now.getString("knownAt"), "the 8-K/A is the company's newest 8-K");
  }

  @Test
  void earningsOfOneCompanyAsOfAMoment() throws Exception {
    JsonObject then = server.json("/api/markets/earnings/pitf?asOf=" + d(6)).getJsonObject("data");
    assertEquals(d(360).toString(), then.getString("lastReported"));
    assertEquals(d(-4).toString(), then.getJsonObject("next").getString("date"));
    assertEquals(List.of(d(360) + " " + yearAgo), dates(then.getJsonArray("history")));
    JsonObject now = server.json("/api/markets/earnings/pitf").getJsonObject("data");
    assertEquals(d(5).toString(), now.getString("lastReported"));
    assertEquals(d(5).plusDays(364).toString(), now.getJsonObject("next").getString("date"));
    assertEquals(List.of(d(5) + " " + original, d(360) + " " + yearAgo), dates(now.getJsonArray("history")));
  }

  private static List<String> dates(JsonArray history) {
    List<String> out = new ArrayList<>();
    history.forEach(o -> out.add(((JsonObject) o).getString("date") + " " + ((JsonObject) o).getString("knownAt")));
    return out;
  }

  @Test
  void iposAsOfBeforeTheAmendmentAndWithout() throws Exception {
    List<String> before = List.of(row(I_DATED, endOfD4), row(I_ORIGINAL, original));
    assertEquals(before, known(rows("/api/markets/ipos", between)));
    assertEquals(List.of(row(I_AMENDMENT, amendment), row(I_DATED, endOfD4), row(I_ORIGINAL, original)),
        known(rows("/api/markets/ipos", null)));
    JsonObject first = rows("/api/markets/ipos?new=1", between).getJsonObject(0);
    assertEquals(I_ORIGINAL, first.getString("accessionNo"));
    assertEquals(d(5).toString(), first.getString("firstRegistration"));
    assertEquals(List.of("accessionNo", "formType", "cik", "companyName", "filedAt", "listed", "firstRegistration",
        "offeringAmount", "knownAt"), new ArrayList<>(first.fieldNames()), "the fields as before, knownAt last");
  }

  @Test
  void startupFundingAsOfBeforeTheAmendmentAndWithout() throws Exception {
    String path = "/api/markets/startup-funding?amendments=1&sort=recent";
    List<String> before = List.of(row(D_DATED, endOfD4), row(D_ORIGINAL, original));
    assertEquals(before, known(rows(path, between)));
    assertEquals(List.of(row(D_AMENDMENT, amendment), row(D_DATED, endOfD4), row(D_ORIGINAL, original)),
        known(rows(path, null)));
    // the original as filed: its own amount, not the amendment's
    JsonArray originals = rows("/api/markets/startup-funding", between);
    assertEquals(List.of(row(D_ORIGINAL, original), row(D_DATED, endOfD4)), known(originals));
    assertEquals(1000000, originals.getJsonObject(0).getInteger("totalOfferingAmount"));
  }

  @Test
  void structuredProductsAsOfBeforeTheLaterNoteAndWithout() throws Exception {
    List<String> before = List.of(row(N_DATED, endOfD4), row(N_ORIGINAL, noteOriginal));
    assertEquals(before, known(rows("/api/markets/structured-products", noteLater.minusSeconds(1).toString())));
    assertEquals(List.of(row(N_LATER, noteLater), row(N_DATED, endOfD4), row(N_ORIGINAL, noteOriginal)),
        known(rows("/api/markets/structured-products", null)));
    JsonObject last = rows("/api/markets/structured-products", null).getJsonObject(2);
    assertEquals("knownAt", new ArrayList<>(last.fieldNames()).get(last.fieldNames().size() - 1));
    assertEquals(List.of(row(N_ORIGINAL, noteOriginal)),
        known(rows("/api/markets/structured-products", noteOriginal.toString())));
  }

  @Test
  void reImportingTheFilingsChangesNeitherRowsNorKnownAt() throws Exception {
    List<String> events = known(rows("/api/markets/events", null));
    List<String> notes = known(rows("/api/markets/structured-products", null));
    FileOutcome again = Ingest.load(server, "events", "CIK0000007171.json", submissions("7171", "Pit Filer Co", List.of(
        new String[] {E_YEAR_AGO, d(360).toString(), yearAgo.toString(), "8-K", "2.02"},
        new String[] {E_ORIGINAL, d(5).toString(), original.toString(), "8-K", "2.02,9.01"},
        new String[] {E_AMENDMENT, d(2).toString(), amendment.toString(), "8-K/A", "2.02"},
        new String[] {E_DATED, d(4).toString(), "", "8-K", "8.01"})));
    assertTrue(again.loaded(), again.reason());
    assertEquals(0, again.counts().inserted() + again.counts().updated(), again.describe());
    String dated = FilingsApiTest.note(N_DATED, d(4), "Pricing Date: January 5, 2026. Contingent coupon 7.00% per "
        + "annum. Barrier Value: 60.00% (Bloomberg ticker: SPX)")
        .replace("<ACCEPTANCE-DATETIME>" + DateTimeFormatter.BASIC_ISO_DATE.format(d(4)) + "120000\n", "");
    FileOutcome note = Ingest.load(server, "structured-products", N_DATED + ".txt", dated);
    assertEquals(0, note.counts().inserted() + note.counts().updated(), note.describe());
    assertEquals(events, known(rows("/api/markets/events", null)));
    assertEquals(notes, known(rows("/api/markets/structured-products", null)));
  }
}
