package dev.openmarkets.macro.treasury;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * macro as of a moment (issue 37, step 9): a Treasury par yield curve file, then the same file with
 * one yield revised. A yield is known from 18:00 New York of its date; the revised one from its
 * load. As of a moment between the loads the old yield and the spread it gives, after it the new;
 * the revision is listed; the same file again changes nothing; a stablecoin value is known when stored.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_macro_pit")
class MacroPointInTimeTest {
  private TestServer server;
  private Instant betweenLoads;
  private Instant storedStablecoins;

  private static String curve(String tenYearOn20th) {
    return String.join("\r\n",
        "Date,\"1 Mo\",\"3 Mo\",\"2 Yr\",\"10 Yr\"",
        "02/20/2025,4.37,4.33,4.28," + tenYearOn20th,
        "02/19/2025,4.38,4.34,4.28,4.53") + "\r\n";
  }

  @BeforeAll
  void start() throws Exception {
    assertTrue(Ingest.load(server, "macro", "daily_treasury_yield_curve.2025.csv", curve("4.5")).loaded());
    Instant before = Instant.now();
    assertTrue(Ingest.load(server, "macro", "stablecoincharts-usdt.json",
        "[{\"date\":\"1739923200\",\"totalCirculatingUSD\":{\"peggedUSD\":141000000000.123456}}]").loaded());
    storedStablecoins = before;
    Thread.sleep(5);
    betweenLoads = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Thread.sleep(5);
    FileOutcome revised = Ingest.load(server, "macro", "daily_treasury_yield_curve.2025.csv", curve("4.51"));
    assertTrue(revised.loaded());
    assertEquals(1, revised.counts().updated(), revised.toString());
  }

  private List<String> cells(String query, String... fields) throws Exception {
    JsonArray rows = server.json("/api/markets/macro?" + query).getJsonArray("data");
    List<String> out = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      JsonObject r = rows.getJsonObject(i);
      List<String> c = new ArrayList<>();
      for (String f : fields) {
        Object v = r.getValue(f);
        c.add(v == null ? "null" : f.equals("value") ? new BigDecimal(v.toString()).stripTrailingZeros().toPlainString()
            : v.toString());
      }
      out.add(String.join(" ", c));
    }
    return out;
  }

  @Test
  void aYieldIsKnownAt18NewYorkOfItsDateAndTheRevisionFromItsLoad() throws Exception {
    // 2025-02-19 18:00 EST = 23:00Z
    assertEquals(List.of("2025-02-19 4.53 2025-02-19T23:00:00Z"),
        cells("series=ust-10y&from=2025-02-01&to=2025-02-28&asOf=2025-02-20T12:00:00Z", "date", "value", "knownAt"));
    assertEquals(List.of("2025-02-19 4.53 2025-02-19T23:00:00Z", "2025-02-20 4.5 2025-02-20T23:00:00Z"),
        cells("series=ust-10y&from=2025-02-01&to=2025-02-28&asOf=" + betweenLoads, "date", "value", "knownAt"));
    List<String> now = cells("series=ust-10y,ust-10y-2y&from=2025-02-01&to=2025-02-28", "date", "series", "value");
    assertEquals(List.of("2025-02-19 ust-10y 4.53", "2025-02-19 ust-10y-2y 0.25", "2025-02-20 ust-10y 4.51",
        "2025-02-20 ust-10y-2y 0.23"), now);
    assertEquals(List.of("2025-02-19 ust-10y 4.53", "2025-02-19 ust-10y-2y 0.25", "2025-02-20 ust-10y 4.5",
        "2025-02-20 ust-10y-2y 0.22"), cells("series=ust-10y,ust-10y-2y&from=2025-02-01&to=2025-02-28&asOf="
        + betweenLoads, "date", "series", "value"));
  }

  @Test
  void theLatestViewAsOfAMomentUsesTheYieldsKnownThen() throws Exception {
    assertEquals(List.of("ust-10y 2025-02-20 4.5 -0.03", "ust-10y-2y 2025-02-20 0.22 -0.03"),
        cells("asOf=" + betweenLoads, "series", "date", "value", "change1d").stream()
            .filter(MacroPointInTimeTest::tenYear).toList());
    assertEquals(List.of("ust-10y 2025-02-20 4.51 -0.02", "ust-10y-2y 2025-02-20 0.23 -0.02"),
        cells("", "series", "date", "value", "change1d").stream().filter(MacroPointInTimeTest::tenYear).toList());
    // a stablecoin value is known from when it was stored
    JsonObject usdt = server.json("/api/markets/macro?asOf=" + betweenLoads).getJsonArray("data").stream()
        .map(o -> (JsonObject) o).filter(o -> o.getString("series").equals("stablecoins-usdt")).findFirst().orElseThrow();
    Instant known = Instant.parse(usdt.getString("knownAt"));
    assertTrue(!known.isBefore(storedStablecoins.truncatedTo(ChronoUnit.MILLIS)) && !known.isAfter(betweenLoads),
        known + " " + storedStablecoins);
  }

  private static boolean tenYear(String row) {
    return row.startsWith("ust-10y ") || row.startsWith("ust-10y-2y ");
  }

  @Test
  void theRevisionIsListedAndTheSameFileAgainChangesNothing() throws Exception {
    JsonArray listed = server.json("/api/markets/macro/revisions?since=2025-01-01").getJsonArray("data");
    assertEquals(1, listed.size(), listed.encode());
    JsonObject r = listed.getJsonObject(0);
    assertEquals(new JsonObject().put("date", "2025-02-20").put("series", "ust-10y"), r.getJsonObject("key"));
    assertEquals(List.of("value", "4.5", "4.51", "2"),
        List.of(r.getString("field"), r.getString("previous"), r.getString("new"), r.getValue("versionNo").toString()));
    assertTrue(Instant.parse(r.getString("knownAt")).isAfter(betweenLoads));
    long versions = TestDb.count(server.db, "SELECT count(*) FROM macro_observations");
    FileOutcome again = Ingest.load(server, "macro", "daily_treasury_yield_curve.2025.csv", curve("4.51"));
    assertEquals(0, again.counts().inserted() + again.counts().updated(), again.toString());
    assertEquals(versions, TestDb.count(server.db, "SELECT count(*) FROM macro_observations"));
  }
}
