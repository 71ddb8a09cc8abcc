package dev.openmarkets.sec.facts;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.sec.EdgarPollers;
import dev.openmarkets.sec.SecFamily;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.Replays;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Company facts replay through the real pollers (issue 37, "Replay"): a local data.sec.gov serves a
 * configured company's facts (two 10-Ks and a 10-Q), then the same file with a 10-K/A filed today restating
 * a year's net income and repurchases, then with a 10-Q filed today. The tickers and company facts
 * pollers load each change; financials and buybacks recorded after each poll are given back byte
 * for byte by asOf that moment afterwards. A filing dated today is known when it was stored (the
 * end of its New York day is later than that).
 */
@Tag("db")
class CompanyFactsReplayTest {
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
  private static final String FACTS = "/api/xbrl/companyfacts/CIK0000000903.json";
  private static final List<String> QUERIES = List.of("/api/markets/financials?symbol=ACMR",
      "/api/markets/financials?symbol=ACMR&vintage=first", "/api/markets/buybacks");

  private static JsonObject config(LocalUpstream up) {
    JsonObject upstreams = new JsonObject();
    for (String name : List.of(EdgarPollers.TICKERS, EdgarPollers.INDEX, EdgarPollers.FILINGS, FactsPollers.INDEX,
        FactsPollers.FRAMES, FactsPollers.COMPANY_FACTS, FactsPollers.INSTANCES)) {
      boolean on = name.equals(EdgarPollers.TICKERS) || name.equals(FactsPollers.COMPANY_FACTS);
      upstreams.put(name, new JsonObject().put("enabled", on).put("baseUrl", up.baseUrl()).put("userAgent", UA));
    }
    return new JsonObject().put("upstreams", upstreams)
        .put(TrackedCompanies.CONFIG_KEY, new JsonObject().put("companies", new JsonArray().add("ACMR")));
  }

  /** The ticker map, then the company's facts: one poll each, in pipeline order. */
  private static void poll(TestServer server, LocalUpstream up) throws Exception {
    AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), config(up));
    for (Family family : List.of(new SecFamily(), new SecFactsFamily())) {
      family.configure(config);
      for (Deployable p : family.pollers(config, server.service.pool())) {
        JsonObject stats = Polls.once(server, ((Poller) p).name(), p);
        assertNotEquals("error", stats.getString("last_outcome"), stats.encode());
      }
    }
  }

  /** One fact as company facts lists it (duration facts have a start; frame only on the newest of a period). */
  private static JsonObject fact(String start, String end, long val, String accn, int fy, String fp, String form,
      LocalDate filed, String frame) {
    JsonObject f = new JsonObject();
    if (start != null) {
      f.put("start", start);
    }
    f.put("end", end).put("val", val).put("accn", accn).put("fy", fy).put("fp", fp).put("form", form)
        .put("filed", filed.toString());
    return frame == null ? f : f.put("frame", frame);
  }

  private static JsonObject concept(String label, String unit, List<JsonObject> facts) {
    return new JsonObject().put("label", label).put("description", label + ".")
        .put("units", new JsonObject().put(unit, new JsonArray(facts)));
  }

  /**
   * The company facts file: FY2023 and FY2024 from their 10-Ks and 2024's third quarter, then (restated) a 10-K/A of
   * FY2024 filed on `amended`, then (quarter) a 10-Q of 2025's first quarter filed the same day.
   */
  private static byte[] facts(LocalDate amended, boolean restated, boolean quarter) {
    LocalDate k23 = LocalDate.of(2024, 2, 15);
    LocalDate k24 = LocalDate.of(2025, 2, 14);
    String a23 = "0000000903-24-000004";
    String a24 = "0000000903-25-000003";
    String amend = "0000000903-26-000011";
    String q1 = "0000000903-26-000012";
    LocalDate q24 = LocalDate.of(2024, 11, 1);
    String a3 = "0000000903-24-000021";
    List<JsonObject> revenue = new java.util.ArrayList<>(List.of(
        fact("2023-01-01", "2023-12-31", 5_000_000_000L, a23, 2023, "FY", "10-K", k23, null),
        fact("2024-07-01", "2024-09-30", 1_300_000_000L, a3, 2024, "Q3", "10-Q", q24, "CY2024Q3"),
        fact("2023-01-01", "2023-12-31", 5_000_000_000L, a24, 2024, "FY", "10-K", k24, "CY2023"),
        fact("2024-01-01", "2024-12-31", 5_500_000_000L, a24, 2024, "FY", "10-K", k24, restated ? null : "CY2024")));
    List<JsonObject> income = new java.util.ArrayList<>(List.of(
        fact("2023-01-01", "2023-12-31", 400_000_000L, a23, 2023, "FY", "10-K", k23, null),
        fact("2024-07-01", "2024-09-30", 140_000_000L, a3, 2024, "Q3", "10-Q", q24, "CY2024Q3"),
        fact("2023-01-01", "2023-12-31", 400_000_000L, a24, 2024, "FY", "10-K", k24, "CY2023"),
        fact("2024-01-01", "2024-12-31", 610_000_000L, a24, 2024, "FY", "10-K", k24, restated ? null : "CY2024")));
    List<JsonObject> buybacks = new java.util.ArrayList<>(List.of(
        fact("2023-01-01", "2023-12-31", 120_000_000L, a23, 2023, "FY", "10-K", k23, "CY2023"),
        fact("2024-01-01", "2024-12-31", 150_000_000L, a24, 2024, "FY", "10-K", k24, restated ? null : "CY2024")));
    List<JsonObject> shares = new java.util.ArrayList<>(List.of(
        fact(null, "2025-01-31", 250_000_000L, a24, 2024, "FY", "10-K", k24, "CY2024Q4I")));
    if (restated) {
      revenue.add(fact("2024-01-01", "2024-12-31", 5_500_000_000L, amend, 2024, "FY", "10-K/A", amended, "CY2024"));
      income.add(fact("2024-01-01", "2024-12-31", 587_000_000L, amend, 2024, "FY", "10-K/A", amended, "CY2024"));
      buybacks.add(fact("2024-01-01", "2024-12-31", 165_000_000L, amend, 2024, "FY", "10-K/A", amended, "CY2024"));
    }
    if (quarter) {
      revenue.add(fact("2025-01-01", "2025-03-31", 1_400_000_000L, q1, 2025, "Q1", "10-Q", amended, "CY2025Q1"));
      income.add(fact("2025-01-01", "2025-03-31", 150_000_000L, q1, 2025, "Q1", "10-Q", amended, "CY2025Q1"));
      shares.add(fact(null, "2025-04-30", 248_000_000L, q1, 2025, "Q1", "10-Q", amended, "CY2025Q1I"));
    }
    JsonObject usGaap = new JsonObject()
        .put("Revenues", concept("Revenues", "USD", revenue))
        .put("NetIncomeLoss", concept("Net Income (Loss) Attributable to Parent", "USD", income))
        .put("PaymentsForRepurchaseOfCommonStock", concept("Payments for Repurchase of Common Stock", "USD", buybacks));
    JsonObject dei = new JsonObject().put("EntityCommonStockSharesOutstanding",
        concept("Entity Common Stock, Shares Outstanding", "shares", shares));
    return new JsonObject().put("cik", 903).put("entityName", "Acme Replay Corp")
        .put("facts", new JsonObject().put("dei", dei).put("us-gaap", usGaap)).encode().getBytes(StandardCharsets.UTF_8);
  }

  /** Today in New York, away from its midnight (a filing dated today must stay dated today while the test runs). */
  private static LocalDate todayInNewYork() throws InterruptedException {
    ZonedDateTime now = ZonedDateTime.now(NEW_YORK);
    if (now.getHour() == 23 && now.getMinute() == 59) {
      Thread.sleep(61_000);
    }
    return LocalDate.now(NEW_YORK);
  }

  /** The configured company's facts offered a day ago: the poller refreshes configured companies daily. */
  private static void aDayLater(TestServer server) throws Exception {
    TestDb.exec(server.db, "UPDATE ingest_files SET at = at - interval '2 days' WHERE name = 'CIK0000000903.json'");
  }

  @Test
  void everyAnswerRecordedWhileFactsAreRestatedComesBackByAsOf() throws Exception {
    Map<Instant, Map<String, String>> recorded = new LinkedHashMap<>();
    LocalDate today = todayInNewYork();
    try (TestServer server = TestServer.start("facts_replay"); LocalUpstream up = new LocalUpstream()) {
      up.serve("/files/company_tickers.json",
          "{\"0\":{\"cik_str\":903,\"ticker\":\"ACMR\",\"title\":\"Acme Replay Corp\"}}".getBytes(StandardCharsets.UTF_8));
      up.serve(FACTS, facts(today, false, false));
      poll(server, up);
      Instant m1 = Replays.moment();
      recorded.put(m1, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m1).get(QUERIES.get(0)).contains("610000000"), recorded.get(m1).toString());

      up.serve(FACTS, facts(today, true, false));
      aDayLater(server);
      poll(server, up);
      Instant m2 = Replays.moment();
      recorded.put(m2, Replays.record(server, QUERIES));
      String financials = recorded.get(m2).get(QUERIES.get(0));
      assertTrue(financials.contains("587000000") && !financials.contains("610000000"), financials);
      assertTrue(recorded.get(m2).get(QUERIES.get(1)).contains("610000000"), "as first filed");
      assertTrue(recorded.get(m2).get(QUERIES.get(2)).contains("165000000"), recorded.get(m2).toString());

      up.serve(FACTS, facts(today, true, true));
      aDayLater(server);
      poll(server, up);
      Instant m3 = Replays.moment();
      recorded.put(m3, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m3).get(QUERIES.get(0)).contains("1400000000"), recorded.get(m3).toString());

      // the same file again changes nothing
      long versions = TestDb.count(server.db, "SELECT count(*) FROM financial_years");
      aDayLater(server);
      poll(server, up);
      assertEquals(versions, TestDb.count(server.db, "SELECT count(*) FROM financial_years"));
      assertEquals(4, up.paths().stream().filter(p -> p.equals(FACTS)).count(), up.paths().toString());

      Replays.assertEachChanged(recorded);
      Replays.assertReplayed(server, recorded);
    }
  }
}
