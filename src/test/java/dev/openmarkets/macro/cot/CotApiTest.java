package dev.openmarkets.macro.cot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The COT endpoints over real HTTP and PostgreSQL, from small files in the CFTC layouts: specNet,
 * specNetChange and cotIndex recomputed by hand, report-kind preference, slugs and aliases, every
 * parameter's default, range and 400, and the 404 rule.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_cot")
class CotApiTest {
  static final LocalDate LAST = LocalDate.of(2026, 11, 17);
  private TestServer server;
  private final List<Long> euroNet = new ArrayList<>();
  private final List<LocalDate> euroDates = new ArrayList<>();
  private final List<Long> longNet = new ArrayList<>();
  private final List<LocalDate> longDates = new ArrayList<>();

  @BeforeAll
  void start() throws Exception {
    List<String> euro = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      LocalDate d = LAST.minusWeeks(29 - i);
      long lev = 10_000 + (i * 37 % 11) * 100;
      long shrt = 8_000 + (i * 53 % 13) * 90;
      euroDates.add(d);
      euroNet.add(lev - shrt);
      euro.add(CotFiles.tff("EURO FX - CHICAGO MERCANTILE EXCHANGE", "099741", "CME", "F10", d, 500_000, lev, shrt));
    }
    // three more markets on the last date with larger, smaller open interest, and a young one
    euro.add(CotFiles.tff("E-MINI S&P 500 - CHICAGO MERCANTILE EXCHANGE", "13874A", "CME", "F20", LAST, 2_000_000, 5, 9));
    euro.add(CotFiles.tff("BITCOIN - CHICAGO MERCANTILE EXCHANGE", "133741", "CME", "F85", LAST, 30_000, 700, 600));
    euro.add(CotFiles.tff("DEMO - EXCHANGE A", "999101", "AAA", "F90", LAST, 10, 1, 1));
    euro.add(CotFiles.tff("DEMO - EXCHANGE B", "999102", "BBB", "F90", LAST, 11, 1, 1));
    assertTrue(Ingest.load(server, "cot", "FinFutYY.txt", CotFiles.file(CotFiles.TFF_HEADER, euro)).loaded());

    // 170 weeks, loaded newer part first: the window must be right whatever the import order
    List<String> newer = new ArrayList<>();
    List<String> older = new ArrayList<>();
    for (int i = 0; i < 170; i++) {
      LocalDate d = LAST.minusWeeks(169 - i);
      long lev = i == 0 ? 1_000_000 : 20_000 + (i * 71 % 17) * 250;
      long shrt = 15_000 + (i * 29 % 7) * 300;
      longDates.add(d);
      longNet.add(lev - shrt);
      String line = CotFiles.tff("LONG HISTORY - DEMO EXCHANGE", "999001", "DEMO", "F90", d, 1_000 + i, lev, shrt);
      (i >= 100 ? newer : older).add(line);
    }
    assertTrue(Ingest.load(server, "cot", "fut_fin_txt_2026.zip.txt", CotFiles.file(CotFiles.TFF_HEADER, newer)).loaded());
    assertTrue(Ingest.load(server, "cot", "fut_fin_txt_2024.txt", CotFiles.file(CotFiles.TFF_HEADER, older)).loaded());

    // corn in disaggregated and legacy: served from disaggregated; a legacy-only market from legacy
    String dis = CotFiles.file(CotFiles.DISAGG_HEADER, List.of(
        CotFiles.disagg("CORN - CHICAGO BOARD OF TRADE", "002602", "CBT", "A10", LAST, 400_000, 90_000, 30_000),
        CotFiles.disagg("GOLD - COMMODITY EXCHANGE INC.", "088691", "CMX", "N20", LAST, 450_000, 200_000, 50_000),
        CotFiles.disagg("NATURAL GAS - NEW YORK MERCANTILE EXCHANGE", "023651", "NYME", "N13", LAST, 1_500_000, 1, 2),
        CotFiles.disagg("NATURAL GAS - ICE FUTURES ENERGY DIV", "023391", "IFED", "N13", LAST, 12, 1, 2)));
    assertTrue(Ingest.load(server, "cot", "f_year.txt", dis).loaded());
    String leg = CotFiles.file(CotFiles.LEGACY_HEADER, List.of(
        CotFiles.legacy("CORN - CHICAGO BOARD OF TRADE", "002602", "CBT", LAST, 410_000, 1, 2),
        CotFiles.legacy("ROUGH LUMBER - DEMO EXCHANGE", "999201", "DEMO", LAST, 333, 120, 20)));
    assertTrue(Ingest.load(server, "cot", "annual.txt", leg).loaded());
  }

  private JsonArray data(String path) throws Exception {
    return server.json(path).getJsonArray("data");
  }

  private static BigDecimal index(List<Long> net, List<LocalDate> dates, int i) {
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    int n = 0;
    for (int j = 0; j <= i; j++) {
      if (dates.get(j).isAfter(dates.get(i).minusDays(1092))) {
        min = Math.min(min, net.get(j));
        max = Math.max(max, net.get(j));
        n++;
      }
    }
    if (n < 26 || max == min) {
      return null;
    }
    return BigDecimal.valueOf(100L * (net.get(i) - min)).divide(BigDecimal.valueOf(max - min), 2, RoundingMode.HALF_UP);
  }

  private static void assertIndex(BigDecimal expected, Object actual, String what) {
    if (expected == null) {
      assertNull(actual, what);
    } else {
      assertEquals(0, expected.compareTo(new BigDecimal(actual.toString())), what + ": " + expected + " vs " + actual);
    }
  }

  @Test
  void specNetChangeAndCotIndexEqualTheHandComputation() throws Exception {
    JsonArray rows = data("/api/markets/cot/euro-fx?limit=1000");
    assertEquals(30, rows.size());
    for (int k = 0; k < rows.size(); k++) {
      int i = 29 - k;
      JsonObject r = rows.getJsonObject(k);
      assertEquals(euroDates.get(i).toString(), r.getString("reportDate"));
      assertEquals(euroNet.get(i), r.getLong("specNet"));
      assertEquals(r.getLong("levFundLong") - r.getLong("levFundShort"), r.getLong("specNet"));
      assertEquals(i == 0 ? null : euroNet.get(i) - euroNet.get(i - 1), r.getLong("specNetChange"));
      assertIndex(index(euroNet, euroDates, i), r.getValue("cotIndex"), "euro week " + i);
    }
    // fewer than 26 reports: null; the 26th report has an index
    assertNull(rows.getJsonObject(29 - 24).getValue("cotIndex"));
    assertTrue(rows.getJsonObject(29 - 25).getValue("cotIndex") != null);
  }

  @Test
  void cotIndexWindowIs156WeeksWhateverTheImportOrder() throws Exception {
    JsonArray rows = data("/api/markets/cot/long-history?limit=1000");
    assertEquals(170, rows.size());
    for (int k = 0; k < rows.size(); k++) {
      int i = 169 - k;
      JsonObject r = rows.getJsonObject(k);
      assertEquals(longNet.get(i), r.getLong("specNet"));
      assertEquals(i == 0 ? null : longNet.get(i) - longNet.get(i - 1), r.getLong("specNetChange"), "week " + i);
      assertIndex(index(longNet, longDates, i), r.getValue("cotIndex"), "long week " + i);
    }
    // the 1,000,000 spike of week 0 dominates the range up to week 155 and leaves it at week 156
    assertTrue(new BigDecimal(rows.getJsonObject(169 - 155).getValue("cotIndex").toString()).compareTo(BigDecimal.ONE) < 0);
    assertTrue(new BigDecimal(rows.getJsonObject(169 - 156).getValue("cotIndex").toString()).compareTo(BigDecimal.ONE) > 0);
  }

  @Test
  void cotLatestViewHasOneRowPerMarket() throws Exception {
    assertEquals(TestDb.count(server.db, "SELECT count(*) FROM cot_markets"),
        TestDb.count(server.db, "SELECT count(*) FROM cot_latest"));
    JsonArray rows = data("/api/markets/cot/euro-fx?limit=1");
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM cot_latest WHERE slug = 'euro-fx' AND report_date = '"
        + LAST + "' AND cot_index = " + rows.getJsonObject(0).getValue("cotIndex")));
  }

  @Test
  void latestViewOrdersByOpenInterestWithGroupAndNameFilters() throws Exception {
    JsonArray rows = data("/api/markets/cot");
    List<String> slugs = rows.stream().map(o -> ((JsonObject) o).getString("slug")).toList();
    assertEquals(List.of("e-mini-s-p-500", "natural-gas", "euro-fx", "gold", "corn", "bitcoin", "long-history",
        "rough-lumber", "natural-gas-ifed", "demo-bbb", "demo"), slugs);
    JsonObject corn = rows.getJsonObject(4);
    assertEquals("disaggregated", corn.getString("reportKind"));
    assertEquals(60_000L, corn.getLong("specNet"));
    assertEquals("agriculture", corn.getString("group"));
    assertNull(corn.getValue("levFundLong"));
    assertNull(corn.getValue("nonCommercialLong"));
    assertEquals(13L, corn.getLong("swapLong"));
    assertEquals(14L, corn.getLong("swapShort"));
    JsonObject lumber = rows.getJsonObject(7);
    assertEquals("legacy", lumber.getString("reportKind"));
    assertEquals(100L, lumber.getLong("specNet"));
    assertEquals(21L, lumber.getLong("commercialLong"));
    assertNull(lumber.getValue("otherReptLong"));
    assertEquals("DEMO EXCHANGE", lumber.getString("exchange"));
    assertEquals(List.of("gold"), data("/api/markets/cot?group=metals").stream()
        .map(o -> ((JsonObject) o).getString("slug")).toList());
    assertEquals(List.of("natural-gas", "natural-gas-ifed"), data("/api/markets/cot?q=natural%20GAS").stream()
        .map(o -> ((JsonObject) o).getString("slug")).toList());
    assertEquals(2, data("/api/markets/cot?limit=2").size());
    assertEquals(1, data("/api/markets/cot?group=crypto").size());
  }

  @ParameterizedTest
  @CsvSource({"gold,gold", "xau,gold", "crude-oil,", "sp500,e-mini-s-p-500", "SP500,e-mini-s-p-500",
      "bitcoin,bitcoin", "euro-fx,euro-fx", "eur,euro-fx", "natgas,natural-gas"})
  void aliasesAnswerTheMarket(String alias, String slug) throws Exception {
    if (slug == null) {
      assertEquals(404, server.get("/api/markets/cot/" + alias).statusCode());
      return;
    }
    JsonArray rows = data("/api/markets/cot/" + alias);
    assertTrue(rows.size() >= 1);
    assertEquals(slug, rows.getJsonObject(0).getString("slug"));
  }

  @Test
  void historyDefaultsToFiftyTwoAndFiltersByDate() throws Exception {
    assertEquals(52, data("/api/markets/cot/long-history").size());
    JsonArray w = data("/api/markets/cot/long-history?from=" + LAST.minusWeeks(2) + "&to=" + LAST.minusWeeks(1));
    assertEquals(2, w.size());
    assertEquals(LAST.minusWeeks(1).toString(), w.getJsonObject(0).getString("reportDate"));
    assertEquals(170, data("/api/markets/cot/long-history?limit=1000").size());
  }

  @ParameterizedTest
  @CsvSource({"/api/markets/cot?limit=0", "/api/markets/cot?limit=5001", "/api/markets/cot?group=bonds",
      "/api/markets/cot/euro-fx?limit=1001", "/api/markets/cot/euro-fx?limit=0", "/api/markets/cot/euro-fx?from=2026-13-01",
      "/api/markets/cot/euro-fx?from=2026-11-17&to=2026-11-01", "/api/markets/cot/bad%21slug"})
  void badParametersAre400(String path) throws Exception {
    assertEquals(400, server.get(path).statusCode(), path);
  }

  @Test
  void unknownMarketIs404AndMaximaAreAccepted() throws Exception {
    assertEquals(404, server.get("/api/markets/cot/no-such-market").statusCode());
    assertEquals(200, server.get("/api/markets/cot?limit=5000").statusCode());
    assertEquals(200, server.get("/api/markets/cot/euro-fx?limit=1000").statusCode());
  }

  @Test
  void reimportChangesNothing() throws Exception {
    long before = TestDb.count(server.db, "SELECT count(*) FROM cot_reports");
    String leg = CotFiles.file(CotFiles.LEGACY_HEADER, List.of(
        CotFiles.legacy("CORN - CHICAGO BOARD OF TRADE", "002602", "CBT", LAST, 410_000, 1, 2),
        CotFiles.legacy("ROUGH LUMBER - DEMO EXCHANGE", "999201", "DEMO", LAST, 333, 120, 20)));
    var outcome = Ingest.load(server, "cot", "annual.txt", leg);
    assertEquals(0, outcome.counts().inserted() + outcome.counts().updated());
    assertEquals(before, TestDb.count(server.db, "SELECT count(*) FROM cot_reports"));
  }

  @Test
  void aNewWeekReachesTheCachedHistory() throws Exception {
    assertEquals(LAST.toString(), data("/api/markets/cot/btc?limit=1").getJsonObject(0).getString("reportDate"));
    String next = CotFiles.file(CotFiles.TFF_HEADER, List.of(CotFiles.tff("BITCOIN - CHICAGO MERCANTILE EXCHANGE",
        "133741", "CME", "F85", LAST.plusWeeks(1), 30_000, 800, 600)));
    assertTrue(Ingest.load(server, "cot", "FinFutYY.txt", next).loaded());
    JsonObject row = data("/api/markets/cot/btc?limit=1").getJsonObject(0);
    assertEquals(LAST.plusWeeks(1).toString(), row.getString("reportDate"));
    assertEquals(200L, row.getLong("specNet"));
    assertEquals(100L, row.getLong("specNetChange"));
  }

  @Test
  void csvExportsTheRows() throws Exception {
    var r = server.get("/api/markets/cot/euro-fx/csv?limit=3");
    assertEquals(200, r.statusCode());
    String[] lines = r.body().split("\r?\n");
    assertEquals(4, lines.length);
    assertTrue(lines[0].startsWith("slug,name,group,exchange,cftc_code,report_date,report_kind,open_interest,dealer_long"), lines[0]);
  }
}
