package dev.openmarkets.macro.treasury;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * macro over real HTTP and PostgreSQL, from files in the Treasury's and DefiLlama's formats written
 * here: tenors by header name (a column added mid-year), spreads recomputed by hand as exact
 * decimals, change1d and change30d, stablecoin sums, history windows, and every 400.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_macro")
class MacroApiTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    // the Treasury's own layout: quoted headers, MM/DD/YYYY, newest first; 1.5 Mo only from 02/18
    String curve = String.join("\r\n",
        "Date,\"1 Mo\",\"1.5 Mo\",\"2 Mo\",\"3 Mo\",\"5 Yr\",\"2 Yr\",\"10 Yr\",\"30 Yr\"",
        "02/20/2025,4.37,4.4,4.38,4.33,4.34,4.28,4.5,4.74",
        "02/19/2025,4.38,4.42,4.38,4.34,4.37,4.28,4.53,4.76",
        "02/18/2025,4.38,4.41,4.38,4.34,4.40,4.29,4.55,4.77",
        "02/14/2025,4.37,,4.38,4.34,4.33,4.26,4.47,4.69",
        "01/17/2025,4.30,,4.31,4.31,4.41,4.27,4.61,4.84",
        "01/16/2025,4.31,,4.32,4.33,4.36,4.24,4.61,4.84") + "\r\n";
    load("daily_treasury_yield_curve.2025.csv", curve);
    // DefiLlama: date as a string or a number, several pegs summed, digits kept
    load("stablecoincharts-all.json", "[{\"date\":\"1739836800\",\"totalCirculating\":{\"peggedUSD\":1},"
        + "\"totalCirculatingUSD\":{\"peggedUSD\":220000000000.125,\"peggedEUR\":500000000.5}},"
        + "{\"date\":1739923200,\"totalCirculatingUSD\":{\"peggedUSD\":220100000000.25,\"peggedEUR\":500000001}}]");
    load("stablecoincharts-usdt.json", "[{\"date\":\"1739923200\",\"totalCirculatingUSD\":{\"peggedUSD\":141000000000.123456}}]");
  }

  private void load(String name, String text) throws Exception {
    FileOutcome o = Ingest.load(server, "macro", name, text);
    assertTrue(o.loaded(), name + ": " + o.reason());
  }

  private static BigDecimal d(String s) {
    return new BigDecimal(s);
  }

  private static void same(String expected, String actual) {
    assertEquals(0, d(expected).compareTo(d(actual)), expected + " vs " + actual);
  }

  @Test
  void latestViewHasEverySeriesInTenorOrderWithExactSpreadsAndChanges() throws Exception {
    JsonArray rows = server.json("/api/markets/macro").getJsonArray("data");
    List<String> series = rows.stream().map(o -> ((JsonObject) o).getString("series")).toList();
    assertEquals(List.of("ust-1m", "ust-1.5m", "ust-2m", "ust-3m", "ust-2y", "ust-5y", "ust-10y", "ust-30y",
        "ust-10y-2y", "ust-10y-3m", "ust-30y-5y", "stablecoins-total", "stablecoins-usdt"), series);
    Map<String, JsonObject> by = rows.stream().map(o -> (JsonObject) o)
        .collect(Collectors.toMap(o -> o.getString("series"), o -> o));
    JsonObject ten = by.get("ust-10y");
    assertEquals("2025-02-20", ten.getString("date"));
    assertEquals("4.5", ten.getString("value"));
    assertEquals("percent", ten.getString("unit"));
    same("-0.03", ten.getString("change1d"));
    // 30 or more days before 02-20 is 01-17 (4.61)
    same("-0.11", ten.getString("change30d"));
    // by hand: 4.5 - 4.28, 4.5 - 4.33, 4.74 - 4.34
    JsonObject s102 = by.get("ust-10y-2y");
    same("0.22", s102.getString("value"));
    assertEquals("percentage points", s102.getString("unit"));
    same(d("0.22").subtract(d("4.53").subtract(d("4.28"))).toPlainString(), s102.getString("change1d"));
    same("0.17", by.get("ust-10y-3m").getString("value"));
    same("0.40", by.get("ust-30y-5y").getString("value"));
    // 1.5 Mo exists only from 02-18: its change30d has nothing 30 days back
    assertNull(by.get("ust-1.5m").getValue("change30d"));
    same("-0.02", by.get("ust-1.5m").getString("change1d"));
    JsonObject total = by.get("stablecoins-total");
    assertEquals("2025-02-19", total.getString("date"));
    same("220600000001.25", total.getString("value"));
    same("100000000.625", total.getString("change1d"));
    assertEquals("USD", total.getString("unit"));
    assertEquals("141000000000.123456", by.get("stablecoins-usdt").getString("value"));
  }

  @Test
  void historyOfSeveralSeriesOldestFirstWithTheDefaultWindowEndingToday() throws Exception {
    JsonArray rows = server.json("/api/markets/macro?series=ust-10y,ust-10y-2y&from=2025-02-14&to=2025-02-19")
        .getJsonArray("data");
    assertEquals(6, rows.size());
    assertEquals("2025-02-14", rows.getJsonObject(0).getString("date"));
    assertEquals("ust-10y", rows.getJsonObject(0).getString("series"));
    assertEquals("4.47", rows.getJsonObject(0).getString("value"));
    assertEquals("ust-10y-2y", rows.getJsonObject(1).getString("series"));
    same("0.21", rows.getJsonObject(1).getString("value"));
    assertNull(rows.getJsonObject(1).getValue("change1d"));
    assertEquals("2025-02-19", rows.getJsonObject(5).getString("date"));
    // the default window is the 365 days before today: these 2025 rows are older
    assertEquals(0, server.json("/api/markets/macro?series=ust-10y").getJsonArray("data").size());
    assertEquals(2, server.json("/api/markets/macro?series=ust-10y&to=2025-02-01").getJsonArray("data").size());
    assertEquals(3, server.json("/api/markets/macro?series=UST-1.5M&from=2025-01-01&to=2025-12-31")
        .getJsonArray("data").size());
    assertEquals(2, server.json("/api/markets/macro?series=ust-10y&from=2025-01-01&to=2025-12-31&limit=2")
        .getJsonArray("data").size());
  }

  @ParameterizedTest
  @CsvSource({"series=ust-11q", "series=gold", "series=%2C", "limit=0", "limit=5001", "from=2025-02-20&to=2025-02-01",
      "to=2025-13-01"})
  void badParametersAre400(String query) throws Exception {
    assertEquals(400, server.get("/api/markets/macro?" + query).statusCode(), query);
  }

  @Test
  void reimportChangesNothingAndColumnsAreReadByName() throws Exception {
    // the same figures with the columns in another order: nothing changes
    String reordered = "Date,\"30 Yr\",\"10 Yr\",\"2 Yr\"\r\n02/20/2025,4.74,4.5,4.28\r\n";
    FileOutcome o = Ingest.load(server, "macro", "daily_treasury_yield_curve.2025.csv", reordered);
    assertTrue(o.loaded());
    assertEquals(0, o.counts().inserted() + o.counts().updated());
    // an unknown column is drift: the tenors load (unchanged here), the column is reported, not read
    FileOutcome drift = Ingest.load(server, "macro", "daily_treasury_yield_curve.2025.csv",
        "Date,\"10 Yr\",\"Foo\"\r\n02/20/2025,4.5,1\r\n");
    assertTrue(drift.loaded(), drift.reason());
    assertEquals(1, drift.counts().unchanged());
    assertEquals("drift: unknown column(s) \"Foo\" not read", drift.notes());
  }
}
