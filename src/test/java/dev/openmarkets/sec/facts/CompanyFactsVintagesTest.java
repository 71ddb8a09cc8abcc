package dev.openmarkets.sec.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Company facts as filed, on the real Apple file (../shared/fixtures/sec/companyfacts/
 * CIK0000320193.json; skipped without it): financials as of a date shows only the periods filed by
 * then, with the values as filed then. FY2007 net income was 3496000000 in the 10-K filed
 * 2009-10-27 and 3495000000 in the 10-K/A 0001193125-10-012091 filed 2010-01-25 (FY2008: 4834000000
 * then 6119000000); the file's first filing is of 2009-07-22. The revision is logged, importing
 * the file again changes nothing, and vintage=first shows every row as first filed.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_facts_vintages")
class CompanyFactsVintagesTest {
  /** The end of 2010-01-25 in New York (EST, UTC-5): when the 10-K/A became known. */
  private static final String AMENDED = "2010-01-26T04:59:59.999Z";
  private TestServer server;
  private UpstreamFile apple;

  @BeforeAll
  void start() throws Exception {
    Path p = Fixtures.root().resolve("sec/companyfacts/CIK0000320193.json");
    Assumptions.assumeTrue(Files.isRegularFile(p), "no company facts fixture at " + p.toAbsolutePath());
    apple = new UpstreamFile(p.getFileName().toString(), Files.readAllBytes(p));
    assertTrue(Ingest.load(server, "sec-tickers", "company_tickers.json",
        "{\"0\":{\"cik_str\":320193,\"ticker\":\"AAPL\",\"title\":\"Apple Inc.\"}}").loaded());
    FileOutcome o = Ingest.load(server, "financials", apple);
    assertTrue(o.loaded(), o.reason());
  }

  private JsonObject financials(String asOf) throws Exception {
    return server.json("/api/markets/financials?symbol=AAPL&limit=1000" + (asOf == null ? "" : "&asOf=" + asOf))
        .getJsonObject("data");
  }

  private static BigDecimal netIncome(JsonObject data, int fiscalYear) {
    for (Object o : data.getJsonArray("annual")) {
      JsonObject y = (JsonObject) o;
      if (y.getInteger("fiscalYear") == fiscalYear) {
        return new BigDecimal(String.valueOf(y.getValue("netIncome")));
      }
    }
    return null;
  }

  private static List<Integer> fiscalYears(JsonObject data) {
    List<Integer> out = new ArrayList<>();
    data.getJsonArray("annual").forEach(o -> out.add(((JsonObject) o).getInteger("fiscalYear")));
    return out;
  }

  @Test
  void asOfADateShowsThePeriodsFiledByThenWithTheirValuesAsFiledThen() throws Exception {
    JsonObject before = financials("2009-12-31");
    assertEquals(0, new BigDecimal("3496000000").compareTo(netIncome(before, 2007)));
    assertEquals(0, new BigDecimal("4834000000").compareTo(netIncome(before, 2008)));
    assertEquals(List.of(2009, 2008, 2007), fiscalYears(before));
    JsonObject after = financials("2010-01-26");
    assertEquals(0, new BigDecimal("3495000000").compareTo(netIncome(after, 2007)));
    assertEquals(0, new BigDecimal("6119000000").compareTo(netIncome(after, 2008)));
    // the day before the amendment's end of day: still as first filed
    assertEquals(0, new BigDecimal("3496000000").compareTo(netIncome(financials("2010-01-26T04:59:59.998Z"), 2007)));
    assertEquals(0, new BigDecimal("3495000000").compareTo(netIncome(financials(AMENDED), 2007)));
  }

  @Test
  void vintageFirstShowsEveryRowAsFirstFiled() throws Exception {
    JsonObject first = financials(null).copy();
    JsonObject asFiled = server.json("/api/markets/financials?symbol=AAPL&limit=1000&vintage=first")
        .getJsonObject("data");
    assertEquals(0, new BigDecimal("3496000000").compareTo(netIncome(asFiled, 2007)));
    assertEquals(0, new BigDecimal("4834000000").compareTo(netIncome(asFiled, 2008)));
    // the latest answer has the restated figures, and the same periods
    assertEquals(0, new BigDecimal("3495000000").compareTo(netIncome(first, 2007)));
    assertEquals(fiscalYears(first), fiscalYears(asFiled));
    assertEquals(first.getJsonArray("quarterly").size(), asFiled.getJsonArray("quarterly").size());
    assertEquals(400, server.get("/api/markets/financials?symbol=AAPL&vintage=last").statusCode());
  }

  @Test
  void quartersAsOfADateAreThoseFiledByThenKnownNoLater() throws Exception {
    JsonArray q = financials("2009-12-31").getJsonArray("quarterly");
    // the 10-Q of 2009-07-22 and the 10-K of 2009-10-27 report two calendar quarters
    List<String> frames = new ArrayList<>();
    q.forEach(o -> frames.add(((JsonObject) o).getString("frame")));
    assertEquals(List.of("CY2009Q2", "CY2008Q2"), frames);
    Instant asOf = Instant.parse("2010-01-01T04:59:59.999Z");
    for (Object o : q) {
      JsonObject r = (JsonObject) o;
      assertTrue(!java.time.LocalDate.parse(r.getString("filed")).isAfter(java.time.LocalDate.of(2009, 12, 31)), r.encode());
      assertTrue(!Instant.parse(r.getString("knownAt")).isAfter(asOf), r.encode());
    }
    // every quarter of the latest answer is known no earlier than the filing it names
    for (Object o : financials(null).getJsonArray("quarterly")) {
      JsonObject r = (JsonObject) o;
      Instant filedEnd = dev.openmarkets.dataset.PointInTime.endOfDay(java.time.LocalDate.parse(r.getString("filed")))
          .toInstant();
      assertEquals(filedEnd, Instant.parse(r.getString("knownAt")), r.encode());
    }
    // before the company's first filing there is nothing to answer: a 400 naming the earliest moment
    assertEquals(400, server.get("/api/markets/financials?symbol=AAPL&asOf=2009-07-21").statusCode());
  }

  @Test
  void theRestatementIsLoggedAndTheSameFileAgainChangesNothing() throws Exception {
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE tbl = 'financial_years' "
        + "AND key = '{\"cik\": \"0000320193\", \"fiscalYear\": 2007}' AND field = 'netIncome' "
        + "AND previous = '3496000000' AND new = '3495000000' AND known_at = timestamptz '" + AMENDED + "'"));
    // the filing that made the change, logged with it
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions WHERE tbl = 'financial_years' "
        + "AND key = '{\"cik\": \"0000320193\", \"fiscalYear\": 2007}' AND field = 'accessionNo' "
        + "AND previous = '0001193125-09-214859' AND new = '0001193125-10-012091' AND known_at = timestamptz '"
        + AMENDED + "'"));
    // listed by buybacks' revisions route (financial_years), with the file that brought it
    JsonArray listed = server.json("/api/markets/buybacks/revisions?since=2010-01-25&until=2010-01-27&limit=5000")
        .getJsonArray("data");
    JsonObject fy2007 = listed.stream().map(o -> (JsonObject) o)
        .filter(o -> o.getJsonObject("key").getInteger("fiscalYear") == 2007 && o.getString("field").equals("netIncome"))
        .findFirst().orElseThrow();
    assertEquals("3496000000", fy2007.getString("previous"));
    assertEquals("3495000000", fy2007.getString("new"));
    assertEquals(AMENDED, fy2007.getString("knownAt"));
    assertTrue(fy2007.getString("source").endsWith("/CIK0000320193.json"), fy2007.encode());
    String versions = "SELECT count(*) FROM (SELECT 1 FROM financial_quarters UNION ALL SELECT 1 FROM financial_years"
        + " UNION ALL SELECT 1 FROM xbrl_companies) v";
    long rows = TestDb.count(server.db, versions);
    long revisions = TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions");
    long fingerprint = TestDb.count(server.db, "SELECT sum(hashtext(concat_ws('|', cik, frame, known_at, superseded_at,"
        + " version_no, stored_at))) FROM financial_quarters");
    FileOutcome again = Ingest.load(server, "financials", apple);
    assertTrue(again.loaded(), again.reason());
    assertEquals(0, again.counts().inserted() + again.counts().updated() + again.counts().deleted(), again.describe());
    assertEquals(rows, TestDb.count(server.db, versions));
    assertEquals(revisions, TestDb.count(server.db, "SELECT count(*) FROM dataset_revisions"));
    assertEquals(fingerprint, TestDb.count(server.db, "SELECT sum(hashtext(concat_ws('|', cik, frame, known_at, "
        + "superseded_at, version_no, stored_at))) FROM financial_quarters"));
  }
}
