package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The API rules of the family on a fresh database: cursor paging over notes that share a filing
 * date (no row lost or repeated), and every 400 and 404 the declarations promise.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_filings_api")
class FilingsApiTest {
  private TestServer server;

  static String note(String accession, LocalDate filed, String body) {
    String d = DateTimeFormatter.BASIC_ISO_DATE.format(filed);
    return "<SEC-DOCUMENT>" + accession + ".txt : " + d + "\n<SEC-HEADER>" + accession + ".hdr.sgml : " + d
        + "\n<ACCEPTANCE-DATETIME>" + d + "120000\nACCESSION NUMBER:\t\t" + accession
        + "\nCONFORMED SUBMISSION TYPE:\t424B2\nFILED AS OF DATE:\t\t" + d + "\n\nFILER:\n\n\tCOMPANY DATA:\t\n"
        + "\t\tCOMPANY CONFORMED NAME:\t\t\tPaging Bank\n\t\tCENTRAL INDEX KEY:\t\t\t0000000999\n</SEC-HEADER>\n"
        + "<DOCUMENT>\n<TYPE>424B2\n<SEQUENCE>1\n<FILENAME>n.htm\n<TEXT>\n<p>" + body + "</p>\n</TEXT>\n</DOCUMENT>\n"
        + "</SEC-DOCUMENT>\n";
  }

  @Test
  void cursorPagingOverTiesInFiledAt() throws Exception {
    LocalDate today = LocalDate.now(ZoneOffset.UTC);
    Set<String> all = new HashSet<>();
    for (int i = 1; i <= 7; i++) {
      String acc = String.format("0000000999-26-%06d", i);
      LocalDate filed = i <= 5 ? today : today.minusDays(1);
      Ingest.load(server, "structured-products", acc + ".txt", note(acc, filed,
          "Pricing Date: January 5, 2026. Contingent coupon 7.00% per annum. Barrier Value: 60.00% (Bloomberg ticker: SPX)"));
      all.add(acc);
    }
    List<String> seen = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      JsonArray page = server.json("/api/markets/structured-products?limit=2" + (cursor == null ? "" : "&cursor=" + cursor))
          .getJsonArray("data");
      if (page.isEmpty()) {
        break;
      }
      JsonObject last = page.getJsonObject(page.size() - 1);
      page.forEach(r -> seen.add(((JsonObject) r).getString("accessionNo")));
      cursor = last.getString("filedAt") + "_" + last.getLong("id");
      pages++;
    } while (pages < 10);
    assertEquals(4, pages);
    assertEquals(7, seen.size(), "no row repeated: " + seen);
    assertEquals(all, new HashSet<>(seen), "no row lost");
  }

  private void badRequest(String path) throws Exception {
    HttpResponse<String> r = server.get(path);
    assertEquals(400, r.statusCode(), path + ": " + r.body());
    assertTrue(r.body().contains("\"error\":\"invalid_parameter\""), r.body());
  }

  @Test
  void everyBadParameterIsA400AndAnUnknownTickerA404() throws Exception {
    badRequest("/api/markets/events?days=0");
    badRequest("/api/markets/events?days=91");
    badRequest("/api/markets/events?item=5.2");
    badRequest("/api/markets/events?item=2.99");
    badRequest("/api/markets/earnings?from=2026-03-01&to=2026-02-01");
    badRequest("/api/markets/earnings?from=2026-01-01&to=2026-05-02");
    badRequest("/api/markets/earnings?from=2026-13-01");
    badRequest("/api/markets/earnings?status=late");
    badRequest("/api/markets/earnings?limit=2001");
    badRequest("/api/markets/earnings?limit=0");
    badRequest("/api/markets/structured-products?days=366");
    badRequest("/api/markets/structured-products?cursor=yesterday");
    badRequest("/api/markets/startup-funding?sort=largest");
    badRequest("/api/markets/startup-funding?cik=12345678901");
    badRequest("/api/markets/startup-funding?funds=maybe");
    badRequest("/api/markets/ipos?form=10-K");
    badRequest("/api/markets/ipos?form=S-1,EFFECT,S-3");
    badRequest("/api/markets/ipos?new=yes");
    assertEquals(200, server.get("/api/markets/earnings?from=2026-01-01&to=2026-05-01").statusCode(), "120 days");
    assertEquals(200, server.get("/api/markets/ipos?form=s-1,EFFECT").statusCode());
    HttpResponse<String> unknown = server.get("/api/markets/earnings/zzzz");
    assertEquals(404, unknown.statusCode());
    assertTrue(unknown.body().contains("\"error\":\"not_found\""), unknown.body());
    assertEquals(404, server.get("/api/markets/earnings/zzzz/csv").statusCode());
  }
}
