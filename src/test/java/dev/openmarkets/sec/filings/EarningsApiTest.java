package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Earnings recomputed by hand from a company's 8-K list: reported dates are the Item 2.02 8-Ks
 * (not 8-K/A, not other items), an estimate is a reported date + 364 days unless a report falls
 * within 45 days of it, history holds at most 80 dates newest first, next is the first estimate on
 * or after today.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_filings_earnings")
class EarningsApiTest {
  private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    Ingest.load(server, "sec-tickers", "company_tickers.json",
        "{\"0\":{\"cik_str\":4242,\"ticker\":\"ERN\",\"title\":\"Earner Co\"},"
            + "\"1\":{\"cik_str\":4343,\"ticker\":\"QUIET\",\"title\":\"Quiet Co\"}}");
    // 90 quarterly reports ending 30 days ago, one 8-K/A with 2.02 and one 8.01 8-K that must not count
    List<String[]> rows = new ArrayList<>();
    LocalDate last = TODAY.minusDays(30);
    for (int i = 0; i < 90; i++) {
      rows.add(new String[] {String.format("0000004242-%02d-%06d", 10 + i / 40, i), last.minusWeeks(13L * i).toString(),
          "8-K", "2.02,9.01"});
    }
    rows.add(new String[] {"0000004242-99-000001", TODAY.minusDays(20).toString(), "8-K/A", "2.02"});
    rows.add(new String[] {"0000004242-99-000002", TODAY.minusDays(10).toString(), "8-K", "8.01"});
    Ingest.load(server, "events", "CIK0000004242.json", submissions("4242", "Earner Co", rows));
  }

  static String submissions(String cik, String name, List<String[]> rows) {
    JsonArray acc = new JsonArray();
    JsonArray date = new JsonArray();
    JsonArray accept = new JsonArray();
    JsonArray form = new JsonArray();
    JsonArray items = new JsonArray();
    JsonArray doc = new JsonArray();
    for (String[] r : rows) {
      acc.add(r[0]);
      date.add(r[1]);
      accept.add(r[1] + "T20:05:00.000Z");
      form.add(r[2]);
      items.add(r[3]);
      doc.add("doc-" + r[0] + ".htm");
    }
    return new JsonObject().put("cik", cik).put("name", name).put("tickers", new JsonArray())
        .put("filings", new JsonObject().put("files", new JsonArray()).put("recent", new JsonObject()
            .put("accessionNumber", acc).put("filingDate", date).put("acceptanceDateTime", accept).put("form", form)
            .put("items", items).put("primaryDocument", doc))).encode();
  }

  @Test
  void historyNextAndLastReportedOfOneCompany() throws Exception {
    JsonObject data = server.json("/api/markets/earnings/ern").getJsonObject("data");
    assertEquals("Earner Co", data.getString("company"));
    assertEquals("0000004242", data.getString("cik"));
    LocalDate last = TODAY.minusDays(30);
    assertEquals(last.toString(), data.getString("lastReported"));
    JsonArray history = data.getJsonArray("history");
    assertEquals(80, history.size(), "at most 80 reported dates");
    assertEquals(last.toString(), history.getJsonObject(0).getString("date"));
    assertEquals(last.minusWeeks(13L * 79).toString(), history.getJsonObject(79).getString("date"));
    assertEquals("0000004242-10-000000", history.getJsonObject(0).getString("accessionNo"));
    // by hand: the reports were 13 weeks apart, so each estimate (report + 364 days = + 52 weeks) lands
    // on a later report and is dropped, except the last four, whose estimates fall after the newest report
    LocalDate nextBasis = last.minusWeeks(39);
    while (nextBasis.plusDays(364).isBefore(TODAY)) {
      nextBasis = nextBasis.plusWeeks(13);
    }
    assertEquals(new JsonObject().put("date", nextBasis.plusDays(364).toString()).put("status", "estimated")
        .put("basis", nextBasis.toString()), data.getJsonObject("next"));

    JsonObject quiet = server.json("/api/markets/earnings/QUIET").getJsonObject("data");
    assertEquals(0, quiet.getJsonArray("history").size());
    assertNull(quiet.getValue("next"));
    assertNull(quiet.getValue("lastReported"));
    assertTrue(server.get("/api/markets/earnings/ern/csv").body().startsWith("date,accession_no\n"));
  }

  @Test
  void calendarRowsInAWindow() throws Exception {
    LocalDate last = TODAY.minusDays(30);
    String window = "from=" + last.minusDays(100) + "&to=" + last.plusDays(20);
    JsonArray rows = server.json("/api/markets/earnings?" + window).getJsonArray("data");
    List<String> dates = new ArrayList<>();
    rows.forEach(r -> dates.add(((JsonObject) r).getString("date") + " " + ((JsonObject) r).getString("status")));
    // the reports in the window, no estimate (each would fall on or near a report), no 8-K/A, no 8.01 filing
    assertEquals(List.of(last.minusWeeks(13) + " reported", last + " reported"), dates);
    JsonObject row = rows.getJsonObject(1);
    assertEquals("ERN", row.getString("ticker"));
    assertNull(row.getValue("basis"));
    assertEquals(80, row.getJsonArray("history").size());

    String ahead = "from=" + TODAY + "&to=" + TODAY.plusDays(120);
    JsonArray estimates = server.json("/api/markets/earnings?status=estimated&" + ahead).getJsonArray("data");
    assertTrue(estimates.size() >= 1);
    for (Object o : estimates) {
      JsonObject e = (JsonObject) o;
      assertEquals(LocalDate.parse(e.getString("basis")).plusDays(364).toString(), e.getString("date"));
      assertNull(e.getValue("accessionNo"));
    }
    assertEquals(0, server.json("/api/markets/earnings?status=reported&" + ahead).getJsonArray("data").size());
    assertEquals(0, server.json("/api/markets/earnings?ticker=quiet&" + window).getJsonArray("data").size());
  }
}
