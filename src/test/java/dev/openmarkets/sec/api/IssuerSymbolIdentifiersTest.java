package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * identifiers reads the symbol each Form 4 states for its issuer at filing time (issue 37 item 5):
 * a company that filed as OLDT, then as NEWT, and a second company that later filed as OLDT. Each
 * moment names the company that traded under the ticker then, from the Form 4s known then, with no
 * company_tickers.json loaded at all. Dated relative to today, so it holds on any day.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_issuer_symbols")
class IssuerSymbolIdentifiersTest {
  private static final ZoneId ET = ZoneId.of("America/New_York");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final String MOVER = "0000000401";
  private static final String TAKER = "0000000402";

  private final LocalDate today = LocalDate.now(ZoneOffset.UTC);
  private final Instant oldFirst = eastern(10);
  private final Instant oldSecond = eastern(8);
  private final Instant renamed = eastern(6);
  private final Instant taken = eastern(3);
  private TestServer server;

  private Instant eastern(int daysAgo) {
    return today.minusDays(daysAgo).atTime(16, 5).atZone(ET).toInstant();
  }

  @BeforeAll
  void load() throws Exception {
    load("0000000009-26-000401", oldFirst, MOVER, "Mover Corp", "OLDT", "0000000411");
    load("0000000009-26-000402", oldSecond, MOVER, "Mover Corp", "oldt", "0000000412");
    load("0000000009-26-000403", renamed, MOVER, "Mover Corp", "NEWT", "0000000411");
    load("0000000009-26-000404", taken, TAKER, "Taker Inc", "OLDT", "0000000413");
  }

  private void load(String accession, Instant accepted, String issuer, String name, String symbol, String owner)
      throws Exception {
    SecXml.Form4 f = new SecXml.Form4(issuer, name, symbol).owner(owner, "Owner " + owner).director()
        .tx(LocalDate.ofInstant(accepted, ET).minusDays(1), "P", "10", "5", "10");
    String txt = SecXml.fullSubmission(accession, "4", STAMP.format(accepted.atZone(ET)), f.xml());
    FileOutcome o = Ingest.load(server, "insiders", accession + ".txt", txt);
    assertTrue(o.loaded(), accession + ": " + o.reason());
  }

  private List<String> symbols(String query) throws Exception {
    JsonArray rows = server.json("/api/markets/identifiers?" + query).getJsonArray("data");
    List<String> out = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      JsonObject r = rows.getJsonObject(i);
      if (r.getString("kind").equals("issuer_symbol")) {
        out.add(r.getString("cik") + " " + r.getString("value") + " " + r.getString("from") + " " + r.getString("to")
            + " " + r.getString("source"));
      }
    }
    return out;
  }

  @Test
  void aCompanysFormFoursGiveTheSymbolItTradedUnderAndWhen() throws Exception {
    // two filings stating OLDT (one in lower case) are one run, ended by the first stating NEWT
    assertEquals(List.of(MOVER + " OLDT " + oldFirst + " " + renamed + " form 4",
        MOVER + " NEWT " + renamed + " null form 4"), symbols("cik=" + MOVER));
    // as of before the rename was filed, OLDT is still open: NEWT was not known
    assertEquals(List.of(MOVER + " OLDT " + oldFirst + " null form 4"),
        symbols("cik=" + MOVER + "&asOf=" + eastern(7)));
  }

  @Test
  void aTickerNamesTheCompanyTradingUnderItAtEachMoment() throws Exception {
    assertEquals(List.of(MOVER + " OLDT " + oldFirst + " null form 4"),
        symbols("ticker=OLDT&asOf=" + eastern(7)));
    // between the rename and the new company's first filing nobody states OLDT
    assertEquals(List.of(), symbols("ticker=OLDT&asOf=" + eastern(4)));
    assertEquals(List.of(TAKER + " OLDT " + taken + " null form 4"), symbols("ticker=OLDT&asOf=" + Instant.now()));
    // without asOf: every company the ticker ever named, with each one's history
    assertEquals(List.of(MOVER + " OLDT " + oldFirst + " " + renamed + " form 4",
        MOVER + " NEWT " + renamed + " null form 4", TAKER + " OLDT " + taken + " null form 4"),
        symbols("ticker=OLDT"));
    // before any Form 4 stated it, a ticker seen later is unknown as of then, as the 404 check said then
    HttpResponse<String> early = server.get("/api/markets/identifiers?ticker=NEWT&asOf=" + eastern(9));
    assertEquals(404, early.statusCode(), early.body());
    assertEquals("Unknown ticker 'NEWT' as of " + eastern(9) + ".", new JsonObject(early.body()).getString("detail"));
    assertEquals(404, server.get("/api/markets/identifiers?ticker=NEVR").statusCode());
  }

  @Test
  void theRealFormFourOf374WaterStatesScwo() throws Exception {
    Path fixture = Path.of("..", "shared", "fixtures", "sec", "form4-374water-A-zero-price.xml");
    assumeTrue(Files.isRegularFile(fixture), "no SEC fixtures at " + fixture.toAbsolutePath());
    FileOutcome o = Ingest.load(server, "insiders", new UpstreamFile("0000933972-25-000001.xml",
        Files.readAllBytes(fixture)));
    assertTrue(o.loaded(), o.reason());
    List<String> rows = symbols("cik=0000933972");
    assertEquals(1, rows.size(), rows.toString());
    assertTrue(rows.get(0).startsWith("0000933972 SCWO "), rows.toString());
    assertTrue(rows.get(0).endsWith(" null form 4"), rows.toString());
  }
}
