package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * --demo loads this family's bundled samples (demo/sec-filings-events) through the import path, and
 * every endpoint answers them in the envelope, marked as sample data. The samples are dated
 * November 2026; windows end today, so the checks use wide windows.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(demo = true)
class FilingsDemoApiTest {
  private TestServer server;

  static List<Object> col(JsonArray rows, String field) {
    List<Object> out = new ArrayList<>();
    rows.forEach(r -> out.add(((JsonObject) r).getValue(field)));
    return out;
  }

  @Test
  void eventsFromTheFourSourceShapes() throws Exception {
    JsonObject body = server.json("/api/markets/events?days=90");
    assertTrue(body.getString("attribution").startsWith("SAMPLE DATA"));
    JsonArray rows = body.getJsonArray("data");
    assertEquals(List.of("0009990000-26-000102", "0009990000-26-000101", "0009990000-26-000103",
        "0009990000-26-000090"), col(rows, "accessionNo").subList(0, 4));
    JsonObject bluefin = rows.getJsonObject(0);
    assertEquals("ZZBF", bluefin.getString("ticker"));
    assertEquals(new JsonArray().add("5.02").add("7.01"), bluefin.getJsonArray("items"));
    assertEquals("Regulation FD Disclosure", bluefin.getJsonArray("eventLabels").getString(1));
    assertEquals("2026-11-20T13:01:12Z", bluefin.getString("filedAt"), "08:01:12 EST");
    assertEquals("https://www.sec.gov/Archives/edgar/data/9990102/000999000026000102/bfn-20261118.htm",
        bluefin.getString("docUrl"));
    JsonObject northwind = rows.getJsonObject(1);
    assertEquals(new JsonArray().add("2.02").add("9.01"), northwind.getJsonArray("items"));
    assertEquals("2026-11-19T21:30:05Z", northwind.getString("filedAt"));
    assertEquals("https://www.sec.gov/Archives/edgar/data/9990101/000999000026000101/nwr-20261119.htm",
        northwind.getString("docUrl"));
    JsonObject harbor = rows.getJsonObject(2);
    assertNull(harbor.getValue("ticker"));
    assertEquals("Harbor Lane Foods Inc.", harbor.getString("company"));
    assertEquals("2026-11-18T00:00:00Z", harbor.getString("filedAt"), "a feed file has no acceptance time");

    JsonArray only502 = server.json("/api/markets/events?days=90&item=5.02").getJsonArray("data");
    assertEquals(List.of("0009990000-26-000102"), col(only502, "accessionNo"));
    JsonArray zznw = server.json("/api/markets/events?days=90&ticker=zznw").getJsonArray("data");
    assertEquals(List.of("0009990000-26-000101", "0009990000-26-000090"), col(zznw, "accessionNo"));
    assertTrue(server.get("/api/markets/events/csv?days=90").body()
        .startsWith("accession_no,ticker,company,items,event_labels,filed_at,doc_url\n"));
  }

  @Test
  void earningsCalendarAndOneCompany() throws Exception {
    JsonArray rows = server.json("/api/markets/earnings?from=2026-11-01&to=2026-12-31").getJsonArray("data");
    assertEquals(List.of("2026-11-19", "2026-11-30"), col(rows, "date"));
    JsonObject reported = rows.getJsonObject(0);
    assertEquals("ZZNW", reported.getString("ticker"));
    assertEquals("reported", reported.getString("status"));
    assertEquals("0009990000-26-000101", reported.getString("accessionNo"));
    JsonObject estimated = rows.getJsonObject(1);
    assertEquals("ZZBF", estimated.getString("ticker"));
    assertEquals("estimated", estimated.getString("status"));
    assertEquals("2025-12-01", estimated.getString("basis"));
    assertNull(estimated.getValue("accessionNo"));

    JsonObject one = server.json("/api/markets/earnings/zznw").getJsonObject("data");
    assertEquals("ZZNW", one.getString("ticker"));
    assertEquals("0009990101", one.getString("cik"));
    assertEquals("Northwind Robotics Inc.", one.getString("company"));
    assertEquals("2026-11-19", one.getString("lastReported"));
    assertEquals(List.of("2026-11-19", "2026-08-13", "2026-05-14", "2026-02-12", "2025-11-20"),
        col(one.getJsonArray("history"), "date"));
    assertEquals(new JsonObject().put("date", "2027-02-11").put("status", "estimated").put("basis", "2026-02-12"),
        one.getJsonObject("next"));
    assertEquals(404, server.get("/api/markets/earnings/nosuch").statusCode());
  }

  @Test
  void iposFromTheIndexAndTheEffectNotice() throws Exception {
    JsonArray rows = server.json("/api/markets/ipos?days=365").getJsonArray("data");
    assertEquals(5, rows.size());
    JsonArray first = server.json("/api/markets/ipos?days=365&new=1").getJsonArray("data");
    assertEquals(List.of("0009990000-26-000110"), col(first, "accessionNo"));
    assertEquals(false, first.getJsonObject(0).getBoolean("listed"));
    assertEquals("2026-11-20", first.getJsonObject(0).getString("firstRegistration"));
    JsonArray amendments = server.json("/api/markets/ipos?days=365&form=s-1/a,424B4").getJsonArray("data");
    assertEquals(List.of("0009990000-26-000112", "0009990000-26-000111"), col(amendments, "accessionNo"));
    assertEquals(List.of(true, true), col(amendments, "listed"));
  }

  @Test
  void startupFundingLeavesFundsAndAmendmentsOutByDefault() throws Exception {
    JsonArray rows = server.json("/api/markets/startup-funding?days=365").getJsonArray("data");
    assertEquals(List.of("0009990000-26-000121"), col(rows, "accessionNo"));
    JsonObject lumen = rows.getJsonObject(0);
    assertEquals("0009990501", lumen.getString("cik"));
    assertEquals(12000000, lumen.getInteger("totalOfferingAmount"));
    assertEquals("Equity, Option, Warrant or Other Right to Acquire Another Security", lumen.getString("securityTypes"));
    assertEquals("2026-11-20T00:00:00Z", lumen.getString("filedAt"), "the index's date filed");
    JsonArray all = server.json("/api/markets/startup-funding?days=365&funds=1&amendments=true&sort=recent")
        .getJsonArray("data");
    assertEquals(List.of("0009990000-26-000123", "0009990000-26-000122", "0009990000-26-000121"),
        col(all, "accessionNo"));
    JsonObject fund = all.getJsonObject(1);
    assertEquals("Hedge Fund", fund.getString("fundType"));
    assertNull(fund.getValue("totalOfferingAmount"), "Indefinite");
    assertEquals("06b, 3C, 3C.7", fund.getString("exemptions"));
    assertEquals(true, all.getJsonObject(0).getBoolean("isAmendment"));
    assertEquals(List.of("0009990000-26-000122"),
        col(server.json("/api/markets/startup-funding?days=365&funds=1&cik=9990502").getJsonArray("data"), "accessionNo"));
  }

  @Test
  void structuredProductsPricedPreliminaryAndTermSheet() throws Exception {
    JsonArray rows = server.json("/api/markets/structured-products?days=365").getJsonArray("data");
    assertEquals(List.of("0009990000-26-000133", "0009990000-26-000132", "0009990000-26-000131"),
        col(rows, "accessionNo"));
    JsonObject fwp = rows.getJsonObject(0);
    assertEquals("FWP", fwp.getString("formType"));
    assertEquals("2026-11-24", fwp.getString("pricingDate"));
    assertEquals("buffered", fwp.getString("noteType"));
    assertEquals("18.25", fwp.getString("capPct"));
    assertEquals("10.00", fwp.getString("barrierPct"));
    assertEquals("1250000", fwp.getString("principalUsd"), "from the text");
    assertNull(fwp.getValue("coupon"));
    JsonObject prelim = rows.getJsonObject(1);
    assertEquals("2026-12-01", prelim.getString("pricingDate"));
    for (String f : List.of("underlyings", "noteType", "coupon", "capPct", "barrierPct", "principalUsd")) {
      assertNull(prelim.getValue(f), f + " of a preliminary supplement");
    }
    JsonObject priced = rows.getJsonObject(2);
    assertEquals(new JsonArray().add("SPX").add("RTY"), priced.getJsonArray("underlyings"));
    assertEquals("autocallable", priced.getString("noteType"));
    assertEquals("8.25", priced.getString("coupon"));
    assertEquals("60.00", priced.getString("barrierPct"));
    assertEquals("2500000.00", priced.getString("principalUsd"), "from the filing-fee XBRL");
    assertEquals("2026-11-19", priced.getString("filedAt"));
    assertEquals("https://www.sec.gov/Archives/edgar/data/9990601/000999000026000131/ebn-424b2-1.htm",
        priced.getString("docUrl"));
    assertEquals(List.of("0009990000-26-000131"), col(server.json(
        "/api/markets/structured-products?days=365&underlying=spx").getJsonArray("data"), "accessionNo"));
    assertEquals(List.of("0009990000-26-000133"), col(server.json(
        "/api/markets/structured-products?days=365&issuer=harborview").getJsonArray("data"), "accessionNo"));
  }
}
