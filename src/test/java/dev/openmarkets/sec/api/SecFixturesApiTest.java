package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.SecKinds;
import dev.openmarkets.sec.edgar.DailyIndexParser;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The real EDGAR samples of the shared fixtures (Form 4, 144, 13D, 13G, 13F, ticker map, daily
 * index) imported through the product's import path, and the values the API serves checked
 * against the files. Skips when the fixtures folder is absent. The 144 and 13D/G are dated 2023
 * to 2025, older than any window of their endpoints, so they go in the way the poller fetches
 * filings: inside a full .txt submission whose header says EDGAR accepted it an hour ago.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "sec_fixtures_api", config = "config")
class SecFixturesApiTest {
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  // an hour ago, but never before today (UTC): days=1 is today's filings only, and between 00:00
  // and 01:00 UTC an hour ago was yesterday (the tests failed in that hour)
  private final Instant accepted = latest(Instant.now().minus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS),
      Instant.now().truncatedTo(ChronoUnit.DAYS));
  private Path sec;
  private TestServer server;

  static JsonObject config() {
    return new JsonObject().put("secFunds", new JsonArray()
        .add(new JsonObject().put("slug", "metlife").put("name", "MetLife").put("cik", "1099219")));
  }

  @BeforeAll
  void start() throws Exception {
    sec = Fixtures.root().resolve("sec");
    assumeTrue(Files.isDirectory(sec), "no SEC fixtures at " + sec.toAbsolutePath());
    load("sec-tickers", "company_tickers.json", bytes("company_tickers.json"));
    load("sec-filings", "form.20200318.idx", bytes("form.20200318.idx"));
    load("insiders", "0001402349-22-000007.xml", bytes("form4-snow-S-M-footnoted.xml"));
    load("insiders", "0000933972-25-000001.xml", bytes("form4-374water-A-zero-price.xml"));
    load("planned-sales", "0001513362-23-000020.txt", submission("0001513362-23-000020", "144",
        bytes("form144-apple.xml")));
    load("large-holders", "0001373604-24-000010.txt", submission("0001373604-24-000010", "SCHEDULE 13D",
        bytes("schedule13d.xml")));
    load("large-holders", "0002048490-25-000001.txt", submission("0002048490-25-000001", "SCHEDULE 13G",
        bytes("schedule13g.xml")));
    load("funds", "0001099219-23-000001-primary_doc.xml", bytes("13F-HR.primary_doc-metlife.xml"));
    load("funds", "0001099219-23-000001-infotable.xml", bytes("13F-HR.infotable.xml"));
  }

  private byte[] bytes(String name) throws Exception {
    Path p = sec.resolve(name);
    assumeTrue(Files.isRegularFile(p), "fixture missing: " + name);
    return Files.readAllBytes(p);
  }

  private void load(String dataset, String name, byte[] content) throws Exception {
    FileOutcome o = Ingest.load(server, dataset, new UpstreamFile(name, content));
    assertTrue(o.loaded(), name + ": " + o.reason());
  }

  /** The document inside a full .txt submission, as Archives/edgar/data/CIK/ACCESSION.txt serves it. */
  private byte[] submission(String accession, String form, byte[] xml) throws Exception {
    String acceptedEt = STAMP.format(accepted.atZone(ZoneId.of("America/New_York")));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(("<SEC-DOCUMENT>" + accession + ".txt : 20260101\n<SEC-HEADER>" + accession + ".hdr.sgml : 20260101\n"
        + "<ACCEPTANCE-DATETIME>" + acceptedEt + "\nACCESSION NUMBER:\t\t" + accession + "\nCONFORMED SUBMISSION TYPE:\t"
        + form + "\n</SEC-HEADER>\n<DOCUMENT>\n<TYPE>" + form + "\n<SEQUENCE>1\n<FILENAME>primary_doc.xml\n<TEXT>\n<XML>\n")
        .getBytes(StandardCharsets.US_ASCII));
    out.write(xml);
    out.write("\n</XML>\n</TEXT>\n</DOCUMENT>\n</SEC-DOCUMENT>\n".getBytes(StandardCharsets.US_ASCII));
    return out.toByteArray();
  }

  private static Instant latest(Instant a, Instant b) {
    return a.isAfter(b) ? a : b;
  }

  private String acceptedText() {
    return DateTimeFormatter.ISO_INSTANT.format(accepted);
  }

  private static List<Object> col(JsonArray rows, String field) {
    List<Object> out = new ArrayList<>();
    rows.forEach(r -> out.add(((JsonObject) r).getValue(field)));
    return out;
  }

  @Test
  void snowflakeForm4() throws Exception {
    JsonObject data = server.json("/api/markets/insiders/snow").getJsonObject("data");
    JsonArray tx = data.getJsonArray("transactions");
    assertEquals(List.of("M", "S", "S", "S", "S", "S"), col(tx, "txCode"));
    assertEquals(List.of("200000.0000", "73170.0000", "74907.0000", "41986.0000", "5496.0000", "4441.0000"),
        col(tx, "shares"));
    assertEquals(List.of("8.8800", "150.8410", "151.8140", "152.6550", "153.8720", "154.7600"),
        col(tx, "pricePerShare"));
    assertEquals(List.of("301097.0000", "227927.0000", "153020.0000", "111034.0000", "105538.0000", "101097.0000"),
        col(tx, "sharesOwnedAfter"));
    assertEquals(List.of(false, true, true, true, true, true), col(tx, "isOpenMarket"));
    JsonObject sale = tx.getJsonObject(1);
    assertEquals("11037035.9700", sale.getString("valueUsd"));
    assertEquals("2022-12-13", sale.getString("txDate"));
    assertEquals("SNOW", sale.getString("ticker"));
    assertEquals("Scarpelli Michael", sale.getString("insiderName"));
    assertEquals("Chief Financial Officer", sale.getString("insiderTitle"));
    assertEquals("Snowflake Inc.", sale.getString("company"));
    assertEquals("2022-12-14T00:00:00Z", sale.getString("filedAt"), "signature date, midnight UTC");
    assertEquals("0001402349-22-000007", sale.getString("accessionNo"));
    assertEquals(6, server.json("/api/markets/insiders/SNOW?from=2022-12-13&to=2022-12-13").getJsonObject("data")
        .getJsonArray("transactions").size());
  }

  @Test
  void grantAtZeroPriceKnownOnlyFromItsFiling() throws Exception {
    JsonArray tx = server.json("/api/markets/insiders/SCWO").getJsonObject("data").getJsonArray("transactions");
    assertEquals(1, tx.size());
    JsonObject grant = tx.getJsonObject(0);
    assertEquals("A", grant.getString("txCode"));
    assertEquals("757756.0000", grant.getString("shares"));
    assertEquals("0.0000", grant.getString("pricePerShare"));
    assertEquals("0.0000", grant.getString("valueUsd"));
    assertEquals(false, grant.getBoolean("isOpenMarket"));
    assertEquals("Melkote Rajesh Ramaswamy", grant.getString("insiderName"));
    assertEquals("Chief Technology Officer", grant.getString("insiderTitle"));
    assertEquals("2025-05-02T00:00:00Z", grant.getString("filedAt"));
  }

  @Test
  void appleForm144WithTickerAndTheHeadersAcceptanceTime() throws Exception {
    JsonArray rows = server.json("/api/markets/planned-sales?symbol=aapl&days=1").getJsonArray("data");
    assertEquals(1, rows.size());
    JsonObject r = rows.getJsonObject(0);
    assertEquals("0001513362-23-000020", r.getString("accessionNo"));
    assertEquals("11588537.76", r.getString("aggregateMarketValue"));
    assertEquals("2023-04-13", r.getString("approxSaleDate"));
    assertEquals("Goldman Sachs & Co. LLC", r.getString("broker"));
    assertEquals("NASD", r.getString("exchange"));
    assertEquals(acceptedText(), r.getString("filedAt"));
    assertEquals("0000320193", r.getString("issuerCik"));
    assertEquals("Apple Inc.", r.getString("issuerName"));
    assertEquals("Luca Maestri", r.getString("personName"));
    assertEquals("Director", r.getString("relationship"));
    assertEquals("Common", r.getString("securityClass"));
    assertEquals("AAPL", r.getString("ticker"));
    assertEquals("15821946000", r.getString("unitsOutstanding"));
    assertEquals("69996", r.getString("unitsToSell"));
  }

  @Test
  void schedules13dAnd13g() throws Exception {
    JsonArray d = server.json("/api/markets/large-holders?form=13D&days=1").getJsonArray("data");
    assertEquals(List.of("BML Investment Partners, L.P.", "Leonard Braden Michael"), col(d, "reportingPerson"));
    JsonObject fund = d.getJsonObject(0);
    assertEquals("SCHEDULE 13D", fund.getString("formType"));
    assertEquals("0001422142", fund.getString("issuerCik"));
    assertEquals("Aadi Bioscience, Inc.", fund.getString("issuerName"));
    assertEquals("00032Q104", fund.getString("cusip"));
    assertEquals("2024-12-31", fund.getString("eventDate"));
    assertEquals("2100000", fund.getString("sharesOwned"));
    assertEquals("8.5", fund.getString("percentOfClass"));
    assertEquals("PN", fund.getString("personType"));
    assertEquals("0001373604", fund.getString("reportingCik"));
    assertEquals(acceptedText(), fund.getString("filedAt"));
    assertEquals(List.of("9.9", "8.5"), col(server.json("/api/markets/large-holders?form=13D&days=1&sort=percent")
        .getJsonArray("data"), "percentOfClass"));

    JsonArray g = server.json("/api/markets/large-holders?form=13g&days=1").getJsonArray("data");
    assertEquals(List.of("Marex Securities Products Inc.", "Marex Group plc"), col(g, "reportingPerson"));
    JsonObject marex = g.getJsonObject(0);
    assertEquals("48213Y107", marex.getString("cusip"));
    assertEquals("2025-11-19", marex.getString("eventDate"));
    assertEquals("10000000.00", marex.getString("sharesOwned"));
    assertEquals("5.1", marex.getString("percentOfClass"));
    assertEquals(null, marex.getValue("reportingCik"));
    assertEquals(List.of("CO", "OO"), col(g, "personType"));
  }

  @Test
  void thirteenFHoldingsAddUpToTheTable() throws Exception {
    JsonObject data = server.json("/api/markets/funds/metlife").getJsonObject("data");
    assertEquals("2021-12-31", data.getString("quarter"));
    JsonArray h = data.getJsonArray("holdings");
    BigDecimal total = BigDecimal.ZERO;
    BigDecimal pct = BigDecimal.ZERO;
    for (Object o : h) {
      JsonObject row = (JsonObject) o;
      total = total.add(new BigDecimal(row.getValue("valueUsd").toString()));
      pct = pct.add(new BigDecimal(row.getString("pctOfPortfolio")));
    }
    assertEquals(new BigDecimal("350153407"), total, "the table's values, in dollars (signed 2023)");
    assertTrue(pct.subtract(new BigDecimal("100")).abs().compareTo(new BigDecimal("0.5")) < 0, pct.toString());
    List<Object> values = col(h, "valueUsd");
    for (int i = 1; i < values.size(); i++) {
      assertTrue(((Number) values.get(i - 1)).longValue() >= ((Number) values.get(i)).longValue());
    }
    boolean found = false;
    for (Object o : h) {
      JsonObject row = (JsonObject) o;
      if ("88579Y101".equals(row.getString("cusip"))) {
        assertEquals("3M CO", row.getString("issuerName"));
        assertEquals(409469, row.getInteger("valueUsd"));
        assertEquals(2334, row.getInteger("shares"));
        found = true;
      }
    }
    assertTrue(found, "3M is held");
    assertEquals(List.of("metlife"), col(server.json("/api/markets/funds?ticker=MMM").getJsonArray("data"), "slug"));
  }

  @Test
  void dailyIndexFillsTheFilingsListWithTheWantedForms() throws Exception {
    int wanted = new DailyIndexParser(SecKinds.FORMS.wanted()).parse(new UpstreamFile("form.20200318.idx",
        bytes("form.20200318.idx"))).size();
    assertTrue(wanted >= 22, "at least the day's Form 4s");
    assertEquals(wanted, TestDb.count(server.db, "SELECT count(*) FROM sec_filings WHERE date_filed = '2020-03-18'"));
  }
}
