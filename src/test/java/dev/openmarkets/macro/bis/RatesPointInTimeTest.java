package dev.openmarkets.macro.bis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * rates and rates/{code} as of a moment (issue 37, step 9): a BIS file, then the same file with the
 * last week's rate revised. The BIS states no release time, so every version is known from its
 * load: as of a moment between the loads the old rate, its effective date and change; after it the
 * new; before the first load a 400; the revision is listed.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_rates_pit")
class RatesPointInTimeTest {
  private static final LocalDate A = LocalDate.of(2026, 10, 1);
  private static final LocalDate Z = LocalDate.of(2026, 10, 20);
  private static final LocalDate CUT = LocalDate.of(2026, 10, 15);
  private TestServer server;
  private Instant beforeLoads;
  private Instant betweenLoads;

  private static String file(String fromCut) {
    return RatesApiTest.file(RatesApiTest.series("US", A, Z, A, "4.375", CUT, fromCut));
  }

  @BeforeAll
  void start() throws Exception {
    beforeLoads = Instant.now().truncatedTo(ChronoUnit.MILLIS).minusMillis(1);
    Thread.sleep(5);
    assertTrue(Ingest.load(server, "rates", "WS_CBPOL.D.csv", file("4.125")).loaded());
    Thread.sleep(5);
    betweenLoads = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Thread.sleep(5);
    FileOutcome revised = Ingest.load(server, "rates", "WS_CBPOL.D.csv", file("4.25"));
    assertTrue(revised.loaded());
    assertEquals(6, revised.counts().updated(), revised.toString());
  }

  private static List<String> cells(JsonArray rows, String... fields) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      JsonObject r = rows.getJsonObject(i);
      List<String> c = new ArrayList<>();
      for (String f : fields) {
        Object v = r.getValue(f);
        // changeBps is a computed decimal: compared by value
        c.add(v != null && f.equals("changeBps") ? new java.math.BigDecimal(v.toString()).stripTrailingZeros()
            .toPlainString() : String.valueOf(v));
      }
      out.add(String.join(" ", c));
    }
    return out;
  }

  @Test
  void asOfBetweenTheLoadsAnswersTheOldRate() throws Exception {
    assertEquals(List.of("us 4.125 2026-10-15 4.375 -25"), cells(server.json("/api/markets/rates?asOf="
        + betweenLoads).getJsonArray("data"), "code", "rate", "effectiveDate", "previousRate", "changeBps"));
    assertEquals(List.of("us 4.25 2026-10-15 4.375 -12.5"), cells(server.json("/api/markets/rates")
        .getJsonArray("data"), "code", "rate", "effectiveDate", "previousRate", "changeBps"));
    assertEquals(List.of("2026-10-15 4.125 -25", "2026-10-01 4.375 null"), cells(server.json(
        "/api/markets/rates/us?asOf=" + betweenLoads).getJsonArray("data"), "date", "rate", "changeBps"));
    JsonArray now = server.json("/api/markets/rates/us").getJsonArray("data");
    assertEquals(List.of("2026-10-15 4.25 -12.5", "2026-10-01 4.375 null"), cells(now, "date", "rate", "changeBps"));
    // the first observation is as first stored; the change point is known from the revision
    assertTrue(Instant.parse(now.getJsonObject(0).getString("knownAt")).isAfter(betweenLoads));
    assertTrue(!Instant.parse(now.getJsonObject(1).getString("knownAt")).isAfter(betweenLoads));
    assertEquals(400, server.get("/api/markets/rates?asOf=" + beforeLoads).statusCode());
  }

  @Test
  void theRevisionsAreListed() throws Exception {
    JsonArray listed = server.json("/api/markets/rates/revisions?since=2026-01-01&limit=100").getJsonArray("data");
    assertEquals(6, listed.size(), listed.encode());
    JsonObject r = listed.getJsonObject(listed.size() - 1);
    assertEquals("rate", r.getString("field"));
    assertEquals(List.of("4.125", "4.25"), List.of(r.getString("previous"), r.getString("new")));
    assertEquals("us", r.getJsonObject("key").getString("code"));
  }
}
