package dev.openmarkets.sec.filings;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestClocks;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The family's EDGAR pollers against a local server standing in for www.sec.gov: the index poller
 * reads the daily form index (registrations become ipos rows, an 8-K joins the queue), then the
 * documents poller fetches only the 8-K's filing index page and loads it as an event. Both send
 * the configured User-Agent; a second documents poll fetches nothing.
 */
@Tag("db")
class FilingsPollersTest {

  static String formIndex(LocalDate day, String... rows) {
    StringBuilder s = new StringBuilder("Description:           Daily Index of EDGAR Dissemination Feed by Form Type\n"
        + "Last Data Received:    " + day + "\n \nForm Type   Company Name" + " ".repeat(50)
        + "CIK         Date Filed  File Name\n" + "-".repeat(120) + "\n");
    for (String r : rows) {
      String[] f = r.split("\\|");
      s.append(String.format("%-12s%-62s%-12s%-12s%s%n", f[0], f[1], f[2], DateTimeFormatter.BASIC_ISO_DATE.format(day),
          "edgar/data/" + f[2] + "/" + f[3] + ".txt"));
    }
    return s.toString();
  }

  static String indexPage(String accession, String cik, String company, String accepted, String items, String doc) {
    return "<html><head><title>EDGAR Filing Documents for " + accession + "</title></head><body>"
        + "<div id=\"formName\"><strong>Form 8-K</strong> - Current report:</div>"
        + "<div id=\"secNum\"><strong>SEC Accession No.</strong> " + accession + "</div>"
        + "<div class=\"infoHead\">Filing Date</div>\n<div class=\"info\">" + accepted.substring(0, 10) + "</div>"
        + "<div class=\"infoHead\">Accepted</div>\n<div class=\"info\">" + accepted + "</div>"
        + "<div class=\"infoHead\">Items</div>\n<div class=\"info\">" + items + "</div>"
        + "<table class=\"tableFile\" summary=\"Document Format Files\"><tr><td><a href=\"/Archives/edgar/data/"
        + Integer.parseInt(cik) + "/" + accession.replace("-", "") + "/" + doc + "\">" + doc + "</a></td></tr></table>"
        + "<span class=\"companyName\">" + company + " (Filer) CIK: <a href=\"/cgi-bin/browse-edgar?CIK=" + cik
        + "&amp;action=getcompany\">" + cik + "</a></span></body></html>";
  }

  @Test
  void indexThenOnlyTheDocumentsEachDatasetNeeds() throws Exception {
    // the index poller reads weekdays' indexes only: "today" is a weekday whatever day this runs
    Clock clock = TestClocks.onAWeekday();
    LocalDate today = LocalDate.now(clock);
    try (LocalUpstream sec = new LocalUpstream(); TestServer server = TestServer.start("sec_filings_pollers")) {
      int q = (today.getMonthValue() - 1) / 3 + 1;
      String compact = DateTimeFormatter.BASIC_ISO_DATE.format(today);
      sec.serve("/Archives/edgar/daily-index/" + today.getYear() + "/QTR" + q + "/form." + compact + ".idx",
          formIndex(today, "8-K|Poll Test Corp|777|0000000777-26-000001", "S-1|New Listing Inc|888|0000000888-26-000002",
              "10-Q|Poll Test Corp|777|0000000777-26-000003", "D|Seed Round Inc|555|0000000555-26-000004",
              "424B2|Note Bank|666|0000000666-26-000005").getBytes(StandardCharsets.ISO_8859_1));
      sec.serve("/Archives/edgar/data/555/000000055526000004/primary_doc.xml", ("<?xml version=\"1.0\"?><edgarSubmission>"
          + "<submissionType>D</submissionType><primaryIssuer><cik>0000000555</cik><entityName>Seed Round Inc</entityName>"
          + "<entityType>Corporation</entityType></primaryIssuer><offeringData><industryGroup><industryGroupType>Other "
          + "Technology</industryGroupType></industryGroup><offeringSalesAmounts><totalOfferingAmount>2000000"
          + "</totalOfferingAmount><totalAmountSold>500000</totalAmountSold></offeringSalesAmounts></offeringData>"
          + "</edgarSubmission>").getBytes(StandardCharsets.UTF_8));
      sec.serve("/Archives/edgar/data/666/0000000666-26-000005.txt", FilingsApiTest.note("0000000666-26-000005", today,
          "Pricing Date: " + today.format(DateTimeFormatter.ofPattern("MMMM d, yyyy", java.util.Locale.US))
              + ". Contingent coupon 7.50% per annum (Bloomberg ticker: SPX)").getBytes(StandardCharsets.ISO_8859_1));
      sec.serve("/Archives/edgar/data/777/000000077726000001/0000000777-26-000001-index.html",
          indexPage("0000000777-26-000001", "0000000777", "Poll Test Corp", today + " 16:05:00",
              "Item 2.02: Results of Operations and Financial Condition<br />Item 9.01: Financial Statements and Exhibits",
              "ptc-8k.htm").getBytes(StandardCharsets.UTF_8));
      JsonObject upstream = new JsonObject().put("enabled", true).put("baseUrl", sec.baseUrl()).put("userAgent", UA)
          .put("backfillDays", 0).put("intervalSeconds", 3600).put("timeoutSeconds", 10);
      AppConfig config = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), new JsonObject().put("upstreams",
          new JsonObject().put("sec-filings-index", upstream.copy()).put("sec-filings-documents", upstream.copy())))
          .withClock(clock);
      List<Deployable> pollers = new SecFilingsFamily().pollers(config, server.service.pool());

      JsonObject indexStatus = Polls.once(server, "sec-filings-index", pollers.get(0));
      assertTrue(indexStatus.encode().contains("\"lastError\":null") || !indexStatus.encode().contains("rror\":\""),
          indexStatus.encode());
      assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM sec_registrations WHERE form_type = 'S-1'"));
      assertEquals(3, TestDb.count(server.db, "SELECT count(*) FROM sec_filing_queue"), "10-Q is not read");

      Polls.once(server, "sec-filings-documents", pollers.get(1));
      JsonArray events = server.json("/api/markets/events").getJsonArray("data");
      assertEquals(1, events.size());
      assertEquals(new JsonArray().add("2.02").add("9.01"), events.getJsonObject(0).getJsonArray("items"));
      assertEquals("Poll Test Corp", events.getJsonObject(0).getString("company"));
      assertTrue(sec.seen().stream().allMatch(s -> UA.equals(s.userAgent())), "User-Agent on every request");
      assertEquals(4, sec.paths().size(), "the index, the 8-K's index page, the Form D's primary_doc.xml and the "
          + "424B2's .txt: " + sec.paths());
      assertEquals(List.of("0000000555-26-000004"), FilingsDemoApiTest.col(
          server.json("/api/markets/startup-funding").getJsonArray("data"), "accessionNo"));
      JsonArray notes = server.json("/api/markets/structured-products").getJsonArray("data");
      assertEquals("7.50", notes.getJsonObject(0).getString("coupon"));
      assertEquals(today.toString(), notes.getJsonObject(0).getString("pricingDate"));

      sec.forget();
      Polls.once(server, "sec-filings-documents", new SecFilingsFamily().pollers(config, server.service.pool()).get(1));
      assertEquals(List.of(), sec.paths(), "nothing left to fetch");
    }
  }
}
