package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.Replays;
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
 * A ticker that moved to another company (issue 37, docs/point-in-time.md Known limits): the SEC
 * ticker map first gives MOVE to Old Move Co (CIK 401), a later map gives it to New Move Inc (CIK
 * 402). Each company's Form 4s name another symbol, so only the map ties them to MOVE (so do its
 * 13G and company facts, which name none). Asked for
 * MOVE as of a moment, the SEC datasets resolve it through the map as it was then (before the
 * service first stored the map: as first known); without asOf through the current map, as before.
 * OLDM enters the map only with the second file: as of the first, a ticker check of the map then
 * answers 404 (KnownValues), as it did at that moment.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_ticker_moved")
class TickerMovedPointInTimeTest {
  private static final ZoneId ET = ZoneId.of("America/New_York");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final String OLD = "0000000401";
  private static final String NEW = "0000000402";

  private final LocalDate traded = LocalDate.now(ZoneOffset.UTC).minusDays(10);
  private TestServer server;
  private Instant beforeMap;
  private Instant oldMap;
  private Instant newMap;

  @BeforeAll
  void load() throws Exception {
    Instant accepted = Instant.now().minusSeconds(600);
    form4("0000000009-26-000401", accepted, new SecXml.Form4(OLD, "Old Move Co", "OLDM")
        .owner("0000000411", "Olive Old").director().tx(traded, "P", "10", "5", "10"));
    form4("0000000009-26-000402", accepted.plusSeconds(1), new SecXml.Form4(NEW, "New Move Inc", "NEWM")
        .owner("0000000412", "Ned New").director().tx(traded, "P", "20", "5", "20"));
    schedule13g("0000000009-26-000403", accepted, OLD, "Old Move Co", "Olga Holder");
    schedule13g("0000000009-26-000404", accepted.plusSeconds(1), NEW, "New Move Inc", "Nils Holder");
    facts(401, "Old Move Co", 111_000_000L);
    facts(402, "New Move Inc", 222_000_000L);
    beforeMap = Replays.moment();
    assertTrue(Ingest.load(server, "sec-tickers", "company_tickers.json",
        SecXml.tickers("401|MOVE|Old Move Co", "402|NEWM|New Move Inc")).loaded());
    oldMap = Replays.moment();
    assertTrue(Ingest.load(server, "sec-tickers", "company_tickers.json",
        SecXml.tickers("402|MOVE|New Move Inc", "401|OLDM|Old Move Co")).loaded());
    newMap = Replays.moment();
  }

  private void form4(String accession, Instant accepted, SecXml.Form4 f) throws Exception {
    String txt = SecXml.fullSubmission(accession, "4", STAMP.format(accepted.atZone(ET)), f.xml());
    assertTrue(Ingest.load(server, "insiders", accession + ".txt", txt).loaded(), accession);
  }

  private void schedule13g(String accession, Instant accepted, String issuer, String name, String holder)
      throws Exception {
    String xml = SecXml.schedule13g("SCHEDULE 13G", issuer, name, "00000M101", traded, traded.plusDays(1), holder,
        "1000", "6.2");
    String txt = SecXml.fullSubmission(accession, "SCHEDULE 13G", STAMP.format(accepted.atZone(ET)), xml);
    assertTrue(Ingest.load(server, "large-holders", accession + ".txt", txt).loaded(), accession);
  }

  /** A company facts file with one fiscal year's net income, filed a year ago. */
  private void facts(int cik, String name, long netIncome) throws Exception {
    String fact = "{\"start\":\"2024-01-01\",\"end\":\"2024-12-31\",\"val\":" + netIncome
        + ",\"accn\":\"" + String.format("%010d", cik) + "-25-000001\",\"fy\":2024,\"fp\":\"FY\",\"form\":\"10-K\","
        + "\"filed\":\"2025-02-14\",\"frame\":\"CY2024\"}";
    String json = "{\"cik\":" + cik + ",\"entityName\":\"" + name + "\",\"facts\":{\"us-gaap\":{\"NetIncomeLoss\":"
        + "{\"label\":\"Net Income (Loss)\",\"units\":{\"USD\":[" + fact + "]}}}}}";
    assertTrue(Ingest.load(server, "financials", String.format("CIK%010d.json", cik), json).loaded(), name);
  }

  private List<String> column(String path, String field, String asOf) throws Exception {
    JsonArray rows = server.json(path + (asOf == null ? "" : (path.contains("?") ? "&" : "?") + "asOf=" + asOf))
        .getJsonArray("data");
    List<String> out = new ArrayList<>();
    rows.forEach(o -> out.add(String.valueOf(((JsonObject) o).getValue(field))));
    return out;
  }

  private List<String> insiders(String asOf) throws Exception {
    JsonArray tx = server.json("/api/markets/insiders/MOVE" + (asOf == null ? "" : "?asOf=" + asOf))
        .getJsonObject("data").getJsonArray("transactions");
    List<String> out = new ArrayList<>();
    tx.forEach(o -> out.add(((JsonObject) o).getString("insiderName")));
    return out;
  }

  @Test
  void insiderTransactionsOfATickerAreThoseOfTheCompanyTheMapGaveItThen() throws Exception {
    assertEquals(List.of("Olive Old"), insiders(oldMap.toString()));
    // before this service first stored the map: the ticker as first known
    assertEquals(List.of("Olive Old"), insiders(beforeMap.toString()));
    assertEquals(List.of("Ned New"), insiders(newMap.toString()));
    assertEquals(List.of("Ned New"), insiders(null));
  }

  @Test
  void largeHoldersOfATickerAreThoseOfTheCompanyTheMapGaveItThen() throws Exception {
    String path = "/api/markets/large-holders?symbol=MOVE";
    assertEquals(List.of("Old Move Co"), column(path, "issuerName", oldMap.toString()));
    assertEquals(List.of("New Move Inc"), column(path, "issuerName", newMap.toString()));
    assertEquals(List.of("New Move Inc"), column(path, "issuerName", null));
  }

  @Test
  void financialsOfATickerAreThoseOfTheCompanyTheMapGaveItThen() throws Exception {
    String path = "/api/markets/financials?symbol=MOVE";
    assertEquals("0000000401", server.json(path + "&asOf=" + oldMap).getJsonObject("data").getString("cik"));
    assertEquals("0000000402", server.json(path + "&asOf=" + newMap).getJsonObject("data").getString("cik"));
    assertEquals("0000000402", server.json(path).getJsonObject("data").getString("cik"));
  }

  @Test
  void aTickerTheMapListedOnlyLaterIsUnknownAsOfBefore() throws Exception {
    for (String path : List.of("/api/markets/financials?symbol=OLDM", "/api/markets/earnings/OLDM")) {
      // the datasets resolve OLDM as first stored (to Old Move Co), but the map then did not list it
      Replays.assertNotFound(server, Replays.asOf(path, oldMap), "Unknown ticker 'OLDM' as of " + oldMap + ".");
      assertEquals(200, server.get(Replays.asOf(path, newMap)).statusCode(), path);
      assertEquals(200, server.get(path).statusCode(), path);
      // before the service first stored the map: every ticker it listed, as first stored
      assertEquals(200, server.get(Replays.asOf(path, beforeMap)).statusCode(), path);
      assertEquals(200, server.get(Replays.asOf(path.replace("OLDM", "MOVE"), oldMap)).statusCode(), path);
    }
    // never listed: the same 404 with and without asOf, today's words without it
    Replays.assertNotFound(server, "/api/markets/financials?symbol=NOPE", "Unknown ticker 'NOPE'.");
    Replays.assertNotFound(server, Replays.asOf("/api/markets/financials?symbol=NOPE", newMap), "Unknown ticker 'NOPE' as of " + newMap + ".");
    // insider-transactions and identifiers also know a ticker from a Form 4 known by then: Old Move Co's
    // names OLDM, accepted before the first map
    assertEquals(List.of("Olive Old"), insidersOf("OLDM", oldMap));
    assertEquals(200, server.get(Replays.asOf("/api/markets/identifiers?ticker=OLDM", oldMap)).statusCode());
    Replays.assertNotFound(server, Replays.asOf("/api/markets/insiders/NOPE", oldMap), "Unknown ticker 'NOPE' as of " + oldMap + ".");
    Replays.assertNotFound(server, Replays.asOf("/api/markets/identifiers?ticker=NOPE", newMap),
        "Unknown ticker 'NOPE' as of " + newMap + ".");
  }

  private List<String> insidersOf(String ticker, Instant asOf) throws Exception {
    JsonArray tx = server.json(Replays.asOf("/api/markets/insiders/" + ticker, asOf))
        .getJsonObject("data").getJsonArray("transactions");
    List<String> out = new ArrayList<>();
    tx.forEach(o -> out.add(((JsonObject) o).getString("insiderName")));
    return out;
  }
}
