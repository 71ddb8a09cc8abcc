package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * federal-contracts keeps every version of an action (issue 37): USAspending's page is loaded with
 * one action of 500.00, then again with that action corrected to 750.00 and a second action. As of
 * a moment between the loads the answer is the first page's, with the ticker matched then; after
 * them the corrected one; the correction is listed with its file; the same page again changes
 * nothing. Actions are known when first stored (their action date is not when USAspending
 * published them). Dates are relative to today, so the default 30-day window holds them any day.
 */
@Tag("db")
class FederalContractsPointInTimeTest {
  private static String page(LocalDate today, String amount, boolean second) {
    String a = "{\"Action Date\":\"" + today.minusDays(40) + "\",\"Award ID\":\"NW1\",\"Mod\":\"0\","
        + "\"Transaction Amount\":\"" + amount + "\",\"Recipient Name\":\"NORTHWIND ROBOTICS INC\","
        + "\"Recipient UEI\":\"ZZNW0000NWR1\",\"Awarding Agency\":\"Department of Defense\","
        + "\"generated_internal_id\":\"CONT_AWD_NW1_9700_-NONE-_-NONE-\"}";
    String b = "{\"Action Date\":\"" + today.minusDays(2) + "\",\"Award ID\":\"NW2\",\"Mod\":\"0\","
        + "\"Transaction Amount\":\"125.25\",\"Recipient Name\":\"NORTHWIND ROBOTICS INC\","
        + "\"Recipient UEI\":\"ZZNW0000NWR1\",\"Awarding Agency\":\"Department of Defense\","
        + "\"generated_internal_id\":\"CONT_AWD_NW2_9700_-NONE-_-NONE-\"}";
    return "{\"results\":[" + a + (second ? "," + b : "") + "]}";
  }

  /** The amounts as JSON numbers read them (the bytes keep USAspending's digits: 500.00). */
  private static List<Double> amounts(JsonArray rows) {
    return rows.stream().map(o -> ((JsonObject) o).getDouble("amountUsd")).toList();
  }

  @Test
  void aCorrectedActionIsANewVersionAndTheOldAnswerComesBackByAsOf() throws Exception {
    LocalDate today = LocalDate.now(ZoneOffset.UTC);
    try (TestServer server = TestServer.start("gov_contracts_pit")) {
      TestDb.exec(server.db, "INSERT INTO sec_tickers (ticker, cik, title, position) VALUES "
          + "('ZZNW', '0009990101', 'Northwind Robotics Inc.', 0)");
      Instant before = Instant.now().truncatedTo(ChronoUnit.MILLIS);
      Thread.sleep(5);
      assertTrue(Ingest.load(server, "federal-contracts", "page.json", page(today, "500.00", false)).loaded());
      Thread.sleep(5);
      Instant m1 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
      String q = "/api/markets/federal-contracts?days=60";
      JsonArray first = server.json(q).getJsonArray("data");
      assertEquals(List.of(500.0), amounts(first));
      assertEquals("ZZNW", first.getJsonObject(0).getString("ticker"));

      Thread.sleep(5);
      var counts = Ingest.load(server, "federal-contracts", "page.json", page(today, "750.00", true)).counts();
      assertEquals(1, counts.inserted());
      assertEquals(1, counts.updated());
      Thread.sleep(5);
      Instant m2 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
      JsonArray latest = server.json(q).getJsonArray("data");
      assertEquals(List.of(125.25, 750.0), amounts(latest));

      assertEquals(first, server.json(q + "&asOf=" + m1).getJsonArray("data"));
      assertEquals(latest, server.json(q + "&asOf=" + m2).getJsonArray("data"));
      // totals as of each moment, knownAt the latest of their actions'
      JsonObject total1 = server.json(q + "&by=ticker&asOf=" + m1).getJsonArray("data").getJsonObject(0);
      assertEquals(500.0, total1.getDouble("amountUsd"));
      assertEquals(first.getJsonObject(0).getString("knownAt"), total1.getString("knownAt"));
      JsonObject total2 = server.json(q + "&by=ticker").getJsonArray("data").getJsonObject(0);
      assertEquals(875.25, total2.getDouble("amountUsd"));
      // the match table as of the first moment: the name, its ticker, one action
      JsonObject match = server.json("/api/markets/federal-contracts/matches?asOf=" + m1).getJsonArray("data")
          .getJsonObject(0);
      assertEquals("ZZNW", match.getString("ticker"));
      assertEquals(1, match.getInteger("actions"));
      assertFalse(Instant.parse(match.getString("knownAt")).isAfter(m1));
      HttpResponse<String> early = server.get(q + "&asOf=" + before);
      assertEquals(400, early.statusCode(), early.body());

      JsonArray revisions = server.json("/api/markets/federal-contracts/revisions").getJsonArray("data");
      assertEquals(1, revisions.size(), revisions.encode());
      JsonObject r = revisions.getJsonObject(0);
      assertEquals("amountUsd", r.getString("field"));
      assertEquals("500.00", r.getString("previous"));
      assertEquals("750.00", r.getString("new"));
      assertEquals("CONT_AWD_NW1_9700_-NONE-_-NONE-", r.getJsonObject("key").getString("generatedId"));
      assertEquals("usaspending/page.json", r.getString("source"));
      Instant revisedAt = Instant.parse(r.getString("knownAt"));
      assertTrue(revisedAt.isAfter(m1) && !revisedAt.isAfter(m2), revisedAt.toString());

      var again = Ingest.load(server, "federal-contracts", "page.json", page(today, "750.00", true)).counts();
      assertEquals(0, again.inserted() + again.updated());
      assertEquals(3, TestDb.count(server.db, "SELECT count(*) FROM federal_contract_actions"));
    }
  }
}
