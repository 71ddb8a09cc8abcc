package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The SEC endpoints over real HTTP on a real PostgreSQL: every parameter with its default, range
 * and ordering, the Form 4 amendment rule in both load orders, 404s for unknown tickers and fund
 * slugs, and the CSV form of each dataset. Filings are built relative to today (T) because every
 * window ends today.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "sec_api", config = "config")
class SecApiTest {
  private static final String ALPHA = "0000000101";
  private static final String BETA = "0000000102";
  private static final String GAMMA = "0000000103";
  private final LocalDate t = LocalDate.now(ZoneOffset.UTC);
  private TestServer server;

  static JsonObject config() {
    JsonArray funds = new JsonArray()
        .add(new JsonObject().put("slug", "alpha-capital").put("name", "Alpha Capital").put("manager", "Al Pha")
            .put("cik", "601"))
        .add(new JsonObject().put("slug", "beta-partners").put("name", "Beta Partners").put("manager", "Bea Ta")
            .put("cik", "0000000602"));
    return new JsonObject().put("secFunds", funds);
  }

  @BeforeAll
  void start() throws Exception {
    load("sec-tickers", "company_tickers.json", SecXml.tickers("101|AAAA|Alpha Widgets Inc.",
        "102|BBBB|Beta Tools Corp", "103|CCCC|Gamma Foods Co", "102|BBBB-WS|Beta Tools Corp"));

    form4(1, new SecXml.Form4(ALPHA, "Alpha Widgets Inc.", "AAAA").owner("0000000201", "Owner One").officer("CEO")
        .tx(d(2), "P", "1000", "10.50", "5000").tx(d(3), "S", "500", "11.25", "4500").signed(d(1)));
    form4(2, new SecXml.Form4(ALPHA, "Alpha Widgets Inc.", "AAAA").owner("0000000202", "Owner Two").director()
        .tx(d(10), "P", "300", null, "800"));
    form4(3, new SecXml.Form4(ALPHA, "Alpha Widgets Inc.", "aaaa").owner("0000000203", "Owner Three").officer("CFO")
        .tx(d(40), "S", "700", "9", "100"));
    form4(4, new SecXml.Form4(BETA, "Beta Tools Corp", "NONE").owner("0000000204", "Owner Four").director()
        .tx(d(6), "P", "100", "20", "100"));
    form4(5, new SecXml.Form4(BETA, "Beta Tools Corp", "BBBB").owner("0000000205", "Owner Five").officer("CTO")
        .tx(d(5), "A", "1000", "0", "1000"));
    // one key amended after its original, another amended before its original arrives
    form4(6, new SecXml.Form4(ALPHA, "Alpha Widgets Inc.", "AAAA").owner("0000000206", "Owner Six").director()
        .tx(d(15), "P", "100", "5", "100"));
    form4(7, new SecXml.Form4(ALPHA, "Alpha Widgets Inc.", "AAAA").owner("0000000206", "Owner Six").director()
        .amendment().tx(d(15), "P", "200", "5", "200").signed(d(12)));
    form4(9, new SecXml.Form4(ALPHA, "Alpha Widgets Inc.", "AAAA").owner("0000000207", "Owner Seven").director()
        .amendment().tx(d(20), "P", "300", "6", "300").signed(d(17)));
    form4(8, new SecXml.Form4(ALPHA, "Alpha Widgets Inc.", "AAAA").owner("0000000207", "Owner Seven").director()
        .tx(d(20), "P", "999", "6", "999"));
    form4(10, new SecXml.Form4(ALPHA, "Alpha Widgets Inc.", "AAAA").owner("0000000201", "Owner One").officer("CEO")
        .tx(d(200), "S", "10", "1", "0"));

    load("planned-sales", "form144-0000000001-26-000101.xml", SecXml.form144(ALPHA, "Alpha Widgets Inc.",
        "Owner One", d(3), new String[] {"500", "5625.00", d(0).toString()}));
    load("planned-sales", "form144-0000000001-26-000102.xml", SecXml.form144(GAMMA, "Gamma Foods Co",
        "Gus Gamma", d(100), new String[] {"50", "100.00", d(99).toString()}));
    load("planned-sales", "form144-0000000001-26-000103.xml", SecXml.form144(ALPHA, "Alpha Widgets Inc.",
        "Owner Two", d(1), new String[] {"100", "1050.00", d(0).toString()}, new String[] {"200", "2100", d(-2).toString()}));

    load("large-holders", "sc13d-0000000001-26-000201.xml", SecXml.schedule13d("SCHEDULE 13D", null, ALPHA,
        "Alpha Widgets Inc.", "12345A101", d(12), d(2), new String[] {"0000000401", "X Fund LP", "720000", "7.2"},
        new String[] {"0000000402", "X Management LLC", "780000", "7.8"}));
    load("large-holders", "sc13g-0000000001-26-000202.xml", SecXml.schedule13g("SCHEDULE 13G/A", BETA,
        "Beta Tools Corp", "99999Z999", d(10), d(5), "Index Advisers", "510000", "5.1"));
    load("large-holders", "sc13g-0000000001-26-000203.xml", SecXml.schedule13g("SCHEDULE 13G", GAMMA,
        "Gamma Foods Co", "55555G555", d(55), d(50), "Big Holder Inc", "990000", "9.9"));

    LocalDate q2 = LocalDate.of(2026, 6, 30);
    LocalDate q3 = LocalDate.of(2026, 9, 30);
    load("funds", "13f-primary_doc-0000000001-26-000301.xml",
        SecXml.thirteenFCover("0000000601", "ALPHA CAPITAL LLC", q2, null, LocalDate.of(2026, 8, 10)));
    load("funds", "13f-infotable-0000000001-26-000301.xml", SecXml.thirteenFTable(
        new String[] {"ALPHA WIDGETS INC", "12345A101", "50000", "1000"},
        new String[] {"GAMMA FOODS CO", "55555G555", "5000", "500"}));
    load("funds", "13f-infotable-0000000001-26-000302.xml", SecXml.thirteenFTable(
        new String[] {"ALPHA WIDGETS INC", "12345A101", "60000", "1000"},
        new String[] {"BETA TOOLS CORP", "99999Z999", "10000", "100"},
        new String[] {"ALPHA WIDGETS INC", "12345A101", "30000", "500"},
        new String[] {"ALPHA WIDGETS INC", "12345A101", "2000", "200", "Put"}));
    // the table came before its cover: values wait for the cover's unit
    load("funds", "13f-primary_doc-0000000001-26-000302.xml",
        SecXml.thirteenFCover("0000000601", "ALPHA CAPITAL LLC", q3, null, LocalDate.of(2026, 11, 10)));
    load("funds", "13f-0000000001-26-000303.xml", SecXml.thirteenFCover("0000000601", "ALPHA CAPITAL LLC", q3,
        "NEW HOLDINGS", LocalDate.of(2026, 11, 14)));
    load("funds", "13f-table-0000000001-26-000303.xml", SecXml.thirteenFTable(
        new String[] {"DELTA NEW CO", "77777D777", "1000", "50"}));
  }

  private LocalDate d(int daysAgo) {
    return t.minusDays(daysAgo);
  }

  private void form4(int n, SecXml.Form4 f) throws Exception {
    load("insiders", String.format("form4-0000000001-26-%06d.xml", n), f.xml());
  }

  private void load(String dataset, String name, String content) throws Exception {
    FileOutcome o = Ingest.load(server, dataset, name, content);
    assertTrue(o.loaded(), name + ": " + o.reason());
  }

  private JsonArray rows(String path) throws Exception {
    return server.json(path).getJsonArray("data");
  }

  private static List<Object> col(JsonArray rows, String field) {
    List<Object> out = new ArrayList<>();
    rows.forEach(r -> out.add(((JsonObject) r).getValue(field)));
    return out;
  }

  private void status(int expected, String path) throws Exception {
    HttpResponse<String> r = server.get(path);
    assertEquals(expected, r.statusCode(), path + " -> " + r.body());
  }

  // ---- /insiders

  @Test
  void insidersDefaultToBuysOfTheLastThirtyDaysNewestFirst() throws Exception {
    JsonArray rows = rows("/api/markets/insiders");
    assertEquals(List.of(d(2).toString(), d(6).toString(), d(10).toString(), d(15).toString(), d(20).toString()),
        col(rows, "txDate"));
    assertEquals(List.of("AAAA", "BBBB", "AAAA", "AAAA", "AAAA"), col(rows, "ticker"));
    JsonObject first = rows.getJsonObject(0);
    assertEquals(List.of("ticker", "insiderName", "insiderTitle", "txDate", "shares", "pricePerShare", "valueUsd",
        "company", "txCode", "isOpenMarket", "sharesOwnedAfter", "filedAt", "accessionNo", "knownAt"),
        new ArrayList<>(first.fieldNames()));
    assertEquals("Owner One", first.getString("insiderName"));
    assertEquals("CEO", first.getString("insiderTitle"));
    assertEquals("1000.0000", first.getString("shares"));
    assertEquals("10.5000", first.getString("pricePerShare"));
    assertEquals("10500.0000", first.getString("valueUsd"));
    assertEquals("Alpha Widgets Inc.", first.getString("company"));
    assertEquals("P", first.getString("txCode"));
    assertEquals(true, first.getBoolean("isOpenMarket"));
    assertEquals("5000.0000", first.getString("sharesOwnedAfter"));
    // from disk the filing time is the document's signature date at midnight UTC
    assertEquals(d(1) + "T00:00:00Z", first.getString("filedAt"));
    assertEquals("0000000001-26-000001", first.getString("accessionNo"));
    JsonObject noPrice = rows.getJsonObject(2);
    assertNull(noPrice.getValue("pricePerShare"));
    assertNull(noPrice.getValue("valueUsd"));
    assertEquals("300.0000", noPrice.getString("shares"));
    // the amendments are in force: 200 and 300 shares, not the originals' 100 and 999
    assertEquals(List.of("1000.0000", "100.0000", "300.0000", "200.0000", "300.0000"), col(rows, "shares"));
  }

  @Test
  void insidersTypeAndWindow() throws Exception {
    assertEquals(List.of(d(3).toString()), col(rows("/api/markets/insiders?type=sells"), "txDate"));
    assertEquals(List.of(d(3).toString()), col(rows("/api/markets/insiders?type=S"), "txDate"));
    assertEquals(List.of(d(3).toString(), d(40).toString()), col(rows("/api/markets/insiders?type=sells&window=90d"),
        "txDate"));
    assertEquals(List.of(d(2).toString(), d(6).toString()), col(rows("/api/markets/insiders?type=P&window=7d"), "txDate"));
    assertEquals(5, rows("/api/markets/insiders?type=buys&window=30d").size());
  }

  // ---- /insiders/{ticker}

  @Test
  void tickerTransactionsAllCodesNewestFirstWithDecisionFields() throws Exception {
    JsonObject data = server.json("/api/markets/insiders/aaaa").getJsonObject("data");
    assertEquals(List.of("ticker", "transactions"), new ArrayList<>(data.fieldNames()));
    assertEquals("AAAA", data.getString("ticker"));
    JsonArray tx = data.getJsonArray("transactions");
    assertEquals(List.of(d(2), d(3), d(10), d(15), d(20), d(40), d(200)).stream().map(Object::toString).toList(),
        col(tx, "txDate"));
    assertEquals(List.of("P", "S", "P", "P", "P", "S", "S"), col(tx, "txCode"));
    JsonObject sale = tx.getJsonObject(1);
    assertEquals("500.0000", sale.getString("shares"));
    assertEquals("11.2500", sale.getString("pricePerShare"));
    assertEquals("5625.0000", sale.getString("valueUsd"));
    assertEquals("4500.0000", sale.getString("sharesOwnedAfter"));
    assertEquals(true, sale.getBoolean("isOpenMarket"));
  }

  @Test
  void tickerTransactionsFromToAndLimit() throws Exception {
    JsonArray tx = server.json("/api/markets/insiders/AAAA?from=" + d(20) + "&to=" + d(3)).getJsonObject("data")
        .getJsonArray("transactions");
    assertEquals(List.of(d(3), d(10), d(15), d(20)).stream().map(Object::toString).toList(), col(tx, "txDate"));
    tx = server.json("/api/markets/insiders/AAAA?limit=2").getJsonObject("data").getJsonArray("transactions");
    assertEquals(List.of(d(2).toString(), d(3).toString()), col(tx, "txDate"));
  }

  @Test
  void tickerFromTheMapCoversFilingsWithoutASymbolAndGrantsAreNotOpenMarket() throws Exception {
    JsonArray tx = server.json("/api/markets/insiders/bbbb").getJsonObject("data").getJsonArray("transactions");
    assertEquals(List.of("A", "P"), col(tx, "txCode"));
    assertEquals(List.of("BBBB", "BBBB"), col(tx, "ticker"));
    assertEquals(false, tx.getJsonObject(0).getBoolean("isOpenMarket"));
    assertEquals("0.0000", tx.getJsonObject(0).getString("pricePerShare"));
  }

  @Test
  void unknownTickerIs404KnownTickerWithoutFilingsIsEmpty() throws Exception {
    JsonObject cccc = server.json("/api/markets/insiders/cccc").getJsonObject("data");
    assertEquals(0, cccc.getJsonArray("transactions").size());
    HttpResponse<String> r = server.get("/api/markets/insiders/ZZZZ");
    assertEquals(404, r.statusCode());
    assertEquals("not_found", new JsonObject(r.body()).getString("error"));
    status(404, "/api/markets/insiders/zzzz/csv");
  }

  // ---- planned sales

  @Test
  void plannedSalesLastThirtyDaysNewestFilingFirst() throws Exception {
    JsonArray rows = rows("/api/markets/planned-sales");
    assertEquals(List.of("0000000001-26-000103", "0000000001-26-000103", "0000000001-26-000101"),
        col(rows, "accessionNo"));
    JsonObject r = rows.getJsonObject(0);
    assertEquals(List.of("accessionNo", "aggregateMarketValue", "approxSaleDate", "broker", "exchange", "filedAt",
        "issuerCik", "issuerName", "personName", "relationship", "securityClass", "ticker", "unitsOutstanding",
        "unitsToSell", "knownAt"), new ArrayList<>(r.fieldNames()), "knownAt appended last (point in time)");
    assertEquals("1050.00", r.getString("aggregateMarketValue"));
    assertEquals(d(0).toString(), r.getString("approxSaleDate"));
    assertEquals("Broker & Co", r.getString("broker"));
    assertEquals("NYSE", r.getString("exchange"));
    assertEquals(d(1) + "T00:00:00Z", r.getString("filedAt"));
    assertEquals(ALPHA, r.getString("issuerCik"));
    assertEquals("Officer, Director", r.getString("relationship"));
    assertEquals("AAAA", r.getString("ticker"));
    assertEquals("1000000", r.getString("unitsOutstanding"));
    assertEquals("100", r.getString("unitsToSell"));
    assertEquals("2100", rows.getJsonObject(1).getString("aggregateMarketValue"));
  }

  @Test
  void plannedSalesSymbolAndDays() throws Exception {
    assertEquals(List.of("CCCC"), col(rows("/api/markets/planned-sales?symbol=cccc&days=365"), "ticker"));
    assertEquals(0, rows("/api/markets/planned-sales?symbol=cccc").size());
    assertEquals(3, rows("/api/markets/planned-sales?symbol=AAAA").size());
    assertEquals(4, rows("/api/markets/planned-sales?days=365").size());
    assertEquals(2, rows("/api/markets/planned-sales?days=2").size());
    assertEquals(0, rows("/api/markets/planned-sales?days=1").size());
  }

  // ---- large holders

  @Test
  void largeHoldersFiledOrderAndFields() throws Exception {
    JsonArray rows = rows("/api/markets/large-holders");
    assertEquals(List.of("X Fund LP", "X Management LLC", "Index Advisers"), col(rows, "reportingPerson"));
    JsonObject x = rows.getJsonObject(0);
    assertEquals(List.of("accessionNo", "amendmentNo", "cusip", "eventDate", "filedAt", "formType", "issuerCik",
        "issuerName", "percentOfClass", "personType", "reportingCik", "reportingPerson", "securityClass",
        "sharesOwned", "ticker", "knownAt"), new ArrayList<>(x.fieldNames()), "knownAt appended last (point in time)");
    assertEquals("12345A101", x.getString("cusip"));
    assertEquals(d(12).toString(), x.getString("eventDate"));
    assertEquals("SCHEDULE 13D", x.getString("formType"));
    assertEquals("7.2", x.getString("percentOfClass"));
    assertEquals("720000", x.getString("sharesOwned"));
    assertEquals("0000000401", x.getString("reportingCik"));
    assertEquals("AAAA", x.getString("ticker"));
    assertNull(x.getValue("amendmentNo"));
    JsonObject g = rows.getJsonObject(2);
    assertEquals("1", g.getString("amendmentNo"));
    assertNull(g.getValue("reportingCik"));
    assertEquals("BBBB", g.getString("ticker"));
  }

  @Test
  void largeHoldersFormNewSortSymbolDays() throws Exception {
    assertEquals(List.of("7.8", "7.2", "5.1"), col(rows("/api/markets/large-holders?sort=percent"), "percentOfClass"));
    assertEquals(List.of("Index Advisers"), col(rows("/api/markets/large-holders?form=13G"), "reportingPerson"));
    assertEquals(List.of("X Fund LP", "X Management LLC"), col(rows("/api/markets/large-holders?form=13d"),
        "reportingPerson"));
    assertEquals(List.of("X Fund LP", "X Management LLC"), col(rows("/api/markets/large-holders?new=1"),
        "reportingPerson"));
    assertEquals(List.of("Index Advisers", "Big Holder Inc"),
        col(rows("/api/markets/large-holders?form=13g&days=90"), "reportingPerson"));
    assertEquals(List.of("Big Holder Inc"), col(rows("/api/markets/large-holders?form=13G&days=90&new=true"),
        "reportingPerson"));
    assertEquals(List.of("9.9", "7.8", "7.2", "5.1"),
        col(rows("/api/markets/large-holders?days=90&sort=percent&new=false"), "percentOfClass"));
    assertEquals(2, rows("/api/markets/large-holders?symbol=aaaa").size());
    assertEquals(1, rows("/api/markets/large-holders?limit=1").size());
  }

  // ---- funds

  @Test
  void fundsListTheConfiguredManagers() throws Exception {
    JsonArray rows = rows("/api/markets/funds");
    assertEquals(List.of("alpha-capital", "beta-partners"), col(rows, "slug"));
    JsonObject a = rows.getJsonObject(0);
    assertEquals(List.of("slug", "name", "manager", "cik", "url", "knownAt"), new ArrayList<>(a.fieldNames()));
    assertEquals("0000000601", a.getString("cik"));
    assertEquals("Al Pha", a.getString("manager"));
    assertEquals("https://openmarkets.test/api/markets/funds/alpha-capital", a.getString("url"));
  }

  @Test
  void fundsHoldingATickerByCusipOrName() throws Exception {
    assertEquals(List.of("alpha-capital"), col(rows("/api/markets/funds?ticker=aaaa"), "slug"));
    assertEquals(List.of("alpha-capital"), col(rows("/api/markets/funds?ticker=BBBB"), "slug"));
    // Gamma was held in the previous quarter only
    assertEquals(List.of(), col(rows("/api/markets/funds?ticker=cccc"), "slug"));
    assertEquals(List.of(), col(rows("/api/markets/funds?ticker=zzzz"), "slug"));
  }

  @Test
  void fundHoldingsLatestQuarterLargestFirstWithChanges() throws Exception {
    JsonObject data = server.json("/api/markets/funds/Alpha-Capital").getJsonObject("data");
    assertEquals(List.of("fund", "quarter", "holdings"), new ArrayList<>(data.fieldNames()));
    assertEquals(new JsonObject().put("slug", "alpha-capital").put("name", "Alpha Capital").put("manager", "Al Pha")
        .put("cik", "0000000601"), data.getJsonObject("fund"));
    assertEquals("2026-09-30", data.getString("quarter"));
    JsonArray h = data.getJsonArray("holdings");
    assertEquals(List.of("ALPHA WIDGETS INC", "BETA TOOLS CORP", "ALPHA WIDGETS INC", "DELTA NEW CO"),
        col(h, "issuerName"));
    assertEquals(List.of(90000, 10000, 2000, 1000), col(h, "valueUsd"));
    assertEquals(List.of(1500, 100, 200, 50), col(h, "shares"));
    assertEquals(List.of("87.38", "9.71", "1.94", "0.97"), col(h, "pctOfPortfolio"));
    assertEquals(java.util.Arrays.asList(500, null, null, null), col(h, "changeShares"));
    assertEquals(java.util.Arrays.asList(null, null, "PUT", null), col(h, "putCall"));
  }

  @Test
  void trackedFundWithoutFilingsIsEmptyUnknownSlugIs404() throws Exception {
    JsonObject data = server.json("/api/markets/funds/beta-partners").getJsonObject("data");
    assertNull(data.getValue("quarter"));
    assertEquals(0, data.getJsonArray("holdings").size());
    HttpResponse<String> r = server.get("/api/markets/funds/no-such-fund");
    assertEquals(404, r.statusCode());
    assertEquals("not_found", new JsonObject(r.body()).getString("error"));
    status(404, "/api/markets/funds/no-such-fund/csv");
  }

  // ---- CSV

  @Test
  void csvOfEveryDatasetObjectsExportTheirList() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/insiders/aaaa/csv");
    assertEquals(200, r.statusCode());
    assertEquals("text/csv; charset=utf-8", r.headers().firstValue("Content-Type").orElse(""));
    List<String> lines = r.body().lines().toList();
    assertEquals("ticker,insider_name,insider_title,tx_date,shares,price_per_share,value_usd,company,tx_code,"
        + "is_open_market,shares_owned_after,filed_at,accession_no", lines.get(0));
    assertEquals(8, lines.size());
    assertTrue(lines.get(1).startsWith("AAAA,Owner One,CEO," + d(2) + ",1000.0000,10.5000,10500.0000,"), lines.get(1));
    assertEquals(3, server.get("/api/markets/insiders/aaaa/csv?limit=2").body().lines().count());

    lines = server.get("/api/markets/funds/alpha-capital/csv").body().lines().toList();
    assertEquals("issuer_name,value_usd,shares,pct_of_portfolio,change_shares,cusip,put_call", lines.get(0));
    assertEquals("ALPHA WIDGETS INC,90000,1500,87.38,500,12345A101,", lines.get(1));
    assertEquals(5, lines.size());

    assertEquals(6, server.get("/api/markets/insiders/csv").body().lines().count());
    assertEquals("slug,name,manager,cik,url", server.get("/api/markets/funds/csv").body().lines().findFirst().get());
    assertEquals(4, server.get("/api/markets/planned-sales/csv").body().lines().count());
    assertEquals(4, server.get("/api/markets/large-holders/csv").body().lines().count());
    lines = server.get("/api/markets/insiders/clusters/csv").body().lines().toList();
    assertEquals("ticker,company,insiders,trades,value_usd,shares,first_tx_date,latest_tx_date,latest_filed_at,buyers",
        lines.get(0));
    assertEquals(2, lines.size());
    assertTrue(lines.get(1).startsWith("AAAA,Alpha Widgets Inc.,4,4,13300.0000,1800.0000,"), lines.get(1));
    assertTrue(lines.get(1).endsWith(",\"[{\"\"name\"\":\"\"Owner One\"\",\"\"title\"\":\"\"CEO\"\",\"\"valueUsd\"\":10500.0000},"
        + "{\"\"name\"\":\"\"Owner Seven\"\",\"\"title\"\":\"\"Director\"\",\"\"valueUsd\"\":1800.0000},"
        + "{\"\"name\"\":\"\"Owner Six\"\",\"\"title\"\":\"\"Director\"\",\"\"valueUsd\"\":1000.0000},"
        + "{\"\"name\"\":\"\"Owner Two\"\",\"\"title\"\":\"\"Director\"\",\"\"valueUsd\"\":0.0000}]\""), lines.get(1));
  }

  // ---- 400 for every parameter

  @ParameterizedTest
  @ValueSource(strings = {
      "/api/markets/insiders?type=gifts", "/api/markets/insiders?type=A", "/api/markets/insiders?window=1d",
      "/api/markets/insiders?window=30",
      "/api/markets/insiders/AAAA?from=2026-13-01", "/api/markets/insiders/AAAA?to=yesterday",
      "/api/markets/insiders/AAAA?from=2026-11-02&to=2026-11-01", "/api/markets/insiders/AAAA?limit=0",
      "/api/markets/insiders/AAAA?limit=2001", "/api/markets/insiders/AAAA?limit=ten",
      "/api/markets/insiders/ABCDEFGHIJKLM", "/api/markets/insiders/AAAA/csv?limit=50001",
      "/api/markets/insiders/clusters?days=0", "/api/markets/insiders/clusters?days=366",
      "/api/markets/insiders/clusters?minInsiders=1", "/api/markets/insiders/clusters?minInsiders=21",
      "/api/markets/insiders/clusters?minUsd=-1", "/api/markets/insiders/clusters?minUsd=lots",
      "/api/markets/insiders/clusters?ticker=A%20B", "/api/markets/insiders/clusters?limit=0",
      "/api/markets/insiders/clusters?limit=501",
      "/api/markets/planned-sales?symbol=A%21", "/api/markets/planned-sales?days=0",
      "/api/markets/planned-sales?days=366", "/api/markets/planned-sales?limit=5001",
      "/api/markets/large-holders?symbol=A%21", "/api/markets/large-holders?form=13F",
      "/api/markets/large-holders?days=366", "/api/markets/large-holders?new=yes",
      "/api/markets/large-holders?sort=size", "/api/markets/large-holders?limit=0",
      "/api/markets/funds?ticker=A%21", "/api/markets/funds/a.b"})
  void badValuesAre400NamingTheParameter(String path) throws Exception {
    HttpResponse<String> r = server.get(path);
    assertEquals(400, r.statusCode(), path + " -> " + r.body());
    JsonObject body = new JsonObject(r.body());
    assertEquals("invalid_parameter", body.getString("error"));
  }

  @Test
  void csvLimitsGoTo50000() throws Exception {
    status(200, "/api/markets/insiders/AAAA/csv?limit=50000");
    status(200, "/api/markets/planned-sales/csv?limit=50000");
  }
}
