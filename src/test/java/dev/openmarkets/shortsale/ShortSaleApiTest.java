package dev.openmarkets.shortsale;

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
import java.net.http.HttpResponse;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every parameter, default, maximum, ordering and view of the four short-sale endpoints, over real
 * HTTP against a real PostgreSQL. Short-volume dates are relative to today so the default 60-day
 * window holds whenever the suite runs.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("shortsale_api")
class ShortSaleApiTest {
  private static final DateTimeFormatter D8 = DateTimeFormatter.BASIC_ISO_DATE;
  private TestServer server;
  private LocalDate d0;
  private LocalDate d1;

  @BeforeAll
  void start() throws Exception {
    LocalDate today = LocalDate.now(ZoneOffset.UTC);
    d0 = weekdayBefore(today);
    d1 = weekdayBefore(d0);
    String sample = Ingest.sample("finra/CNMSshvol20261117.txt").replace("20261117", D8.format(d1));
    assertTrue(Ingest.load(server, "short-volume", "CNMSshvol" + D8.format(d1) + ".txt", sample).loaded());
    String latest = String.join("\n",
        "Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market",
        line(d0, "A1", "900000", "1000000"),
        line(d0, "A2", "3000000", "10000000"),
        line(d0, "A3", "500000", "999999"),
        line(d0, "A4", "2000000", "4000000"),
        line(d0, "A5", "400000", "1000000"),
        line(d0, "TIE2", "1500000", "3000000"),
        line(d0, "TIE1", "600000", "1200000"),
        "7", "");
    assertTrue(Ingest.load(server, "short-volume", "CNMSshvol" + D8.format(d0) + ".txt", latest).loaded());
    // 400 weekdays of one symbol's history, below the 1M filter of the latest-day view
    TestDb.exec(server.db, "INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market) SELECT d::date, 'HIST', 100 + (d::date - DATE '2020-01-01'), 0, 500, 'Q' "
        + "FROM generate_series(DATE '" + d0 + "' - 600, DATE '" + d0 + "', interval '1 day') d "
        + "WHERE extract(isodow FROM d) < 6");
    assertTrue(Ingest.load(server, "short-interest", "shrt20261113.csv", Ingest.sample("finra/shrt20261113.csv")).loaded());
    String prior = Ingest.sample("finra/shrt20261113.csv").replace("20261113|", "20261030|").replace("2026-11-13", "2026-10-30")
        .replace("|98123456|95000000|", "|95000000|90000000|");
    assertTrue(Ingest.load(server, "short-interest", "shrt20261030.csv", prior).loaded());
    assertTrue(Ingest.load(server, "fails-to-deliver", "cnsfails202611a.txt", Ingest.sample("sec/cnsfails202611a.txt")).loaded());
    for (String f : List.of("nasdaqth20261120.txt", "nyseth20261120.txt", "cboeth20261120.txt")) {
      assertTrue(Ingest.load(server, "threshold-list", f, Ingest.sample("threshold/" + f)).loaded());
    }
    String older = "Symbol|Security Name|Market Category|Reg SHO Threshold Flag|Rule 3210|Filler\r\n"
        + "AAPD|DIREXION SHS ETF TR DAILY AAPL|G|Y|N|\r\n20261119230024\r\n";
    assertTrue(Ingest.load(server, "threshold-list", "nasdaqth20261119.txt", older).loaded());
  }

  private static LocalDate weekdayBefore(LocalDate d) {
    LocalDate x = d.minusDays(1);
    while (x.getDayOfWeek() == DayOfWeek.SATURDAY || x.getDayOfWeek() == DayOfWeek.SUNDAY) {
      x = x.minusDays(1);
    }
    return x;
  }

  private static String line(LocalDate d, String sym, String shortVol, String total) {
    return D8.format(d) + "|" + sym + "|" + shortVol + "|0|" + total + "|B,Q,N";
  }

  private JsonArray data(String path) throws Exception {
    return server.json(path).getJsonArray("data");
  }

  private static List<String> col(JsonArray rows, String field) {
    List<String> out = new ArrayList<>();
    rows.forEach(r -> out.add(String.valueOf(((JsonObject) r).getValue(field))));
    return out;
  }

  // ---- short-volume ----

  @Test
  void shortVolumeLatestDayRanksShortShareAmongMillionShareSymbols() throws Exception {
    JsonArray rows = data("/api/markets/short-volume");
    assertEquals(List.of("A1", "A4", "TIE1", "TIE2", "A5", "A2"), col(rows, "symbol"));
    JsonObject a1 = rows.getJsonObject(0);
    assertEquals(d0.toString(), a1.getString("date"));
    assertEquals("900000", a1.getString("shortVolume"));
    assertEquals("0", a1.getString("shortExemptVolume"));
    assertEquals("1000000", a1.getString("totalVolume"));
    assertEquals("0.9000", a1.getString("shortRatio"));
    assertEquals(List.of("date", "symbol", "shortVolume", "shortExemptVolume", "totalVolume", "shortRatio", "knownAt"),
        new ArrayList<>(a1.fieldNames()));
  }

  @Test
  void shortVolumeSortSharesAndLimit() throws Exception {
    assertEquals(List.of("A2", "A4", "TIE2", "A1", "TIE1", "A5"), col(data("/api/markets/short-volume?sort=shares"), "symbol"));
    assertEquals(List.of("A1", "A4"), col(data("/api/markets/short-volume?limit=2"), "symbol"));
  }

  @Test
  void shortVolumeToSelectsAnEarlierLatestDayWithExactFractionalDigits() throws Exception {
    JsonArray rows = data("/api/markets/short-volume?to=" + d1);
    assertEquals(List.of("ZZQA", "MSFT", "AAPL"), col(rows, "symbol"));
    JsonObject z = rows.getJsonObject(0);
    assertEquals("656799.067061", z.getString("shortVolume"));
    assertEquals("1138358.086029", z.getString("totalVolume"));
    String expected = new BigDecimal("656799.067061").divide(new BigDecimal("1138358.086029"), 4, RoundingMode.HALF_UP).toPlainString();
    assertEquals(expected, z.getString("shortRatio"));
  }

  @Test
  void shortVolumeSymbolHistoryDefaultsToSixtyDaysOldestFirst() throws Exception {
    JsonArray rows = data("/api/markets/short-volume?symbol=hist");
    LocalDate today = LocalDate.now(ZoneOffset.UTC);
    long expected = today.minusDays(60).datesUntil(today.plusDays(1))
        .filter(d -> !d.isAfter(d0) && d.getDayOfWeek().getValue() < 6).count();
    assertEquals(expected, rows.size());
    List<String> dates = col(rows, "date");
    assertEquals(dates.stream().sorted().toList(), dates);
    assertEquals(d0.toString(), dates.get(dates.size() - 1));
  }

  @Test
  void shortVolumeHistoryLimitKeepsNewestRowsInsideTheWindow() throws Exception {
    JsonArray rows = data("/api/markets/short-volume?symbol=HIST&limit=3");
    assertEquals(List.of(weekdayBefore(d1).toString(), d1.toString(), d0.toString()), col(rows, "date"));
    JsonArray window = data("/api/markets/short-volume?symbol=HIST&from=2026-03-02&to=2026-03-06");
    assertEquals(List.of("2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"), col(window, "date"));
    JsonArray days = data("/api/markets/short-volume?symbol=HIST&days=7&to=2026-03-06");
    assertEquals(List.of("2026-02-27", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"), col(days, "date"));
    assertEquals(TestDb.count(server.db, "SELECT count(*) FROM short_volume WHERE symbol = 'HIST'"),
        data("/api/markets/short-volume?symbol=HIST&days=5000&limit=5000").size());
  }

  @Test
  void classShareTickersAreNormalisedOnInputAndOutput() throws Exception {
    for (String form : List.of("brk.b", "BRK/B", "BRK-B")) {
      JsonArray rows = data("/api/markets/short-volume?symbol=" + form + "&days=30");
      assertEquals(1, rows.size(), form);
      assertEquals("BRK-B", rows.getJsonObject(0).getString("symbol"));
    }
    assertEquals(0, data("/api/markets/short-volume?symbol=NOSUCH").size());
  }

  @ParameterizedTest
  @CsvSource({
      "short-volume?limit=0, limit",
      "short-volume?limit=5001, limit",
      "short-volume?limit=ten, limit",
      "short-volume?days=0, days",
      "short-volume?days=5001, days",
      "short-volume?days=1.5, days",
      "short-volume?from=2026-13-01, from",
      "short-volume?to=20261101, to",
      "short-volume?sort=volume, sort",
      "short-volume?symbol=THIS-IS-NOT-A-TICKER, symbol",
      "short-volume?symbol=HIST&from=2026-03-06&to=2026-03-02, from",
      "short-volume?symbol=HIST&from=2000-01-01&to=2026-03-02, 5000 days",
      "short-interest?limit=5001, limit",
      "fails-to-deliver?limit=5001, limit",
      "fails-to-deliver?limit=-1, limit",
      "fails-to-deliver?from=2026-02-30, from",
      "fails-to-deliver?from=2026-03-06&to=2026-03-02, from",
      "threshold-list?market=amex, market",
      "threshold-list?limit=5001, limit",
      "threshold-list?date=yesterday, date"
  })
  void malformedOrOutOfRangeParametersAre400NamingTheParameter(String pathAndQuery, String named) throws Exception {
    HttpResponse<String> r = server.get("/api/markets/" + pathAndQuery);
    assertEquals(400, r.statusCode(), r.body());
    JsonObject body = new JsonObject(r.body());
    assertEquals("invalid_parameter", body.getString("error"));
    assertTrue(body.getString("detail").contains(named), body.getString("detail"));
    assertEquals("https://openmarkets.test/docs", body.getString("docs"));
  }

  @Test
  void maximaAreAcceptedAndUnknownParametersIgnored() throws Exception {
    assertEquals(200, server.get("/api/markets/short-volume?limit=5000&days=5000&_=123").statusCode());
    assertEquals(200, server.get("/api/markets/fails-to-deliver?limit=5000").statusCode());
    assertEquals(200, server.get("/api/markets/threshold-list?limit=5000").statusCode());
  }

  // ---- short-interest ----

  @Test
  void shortInterestLatestSettlementHighestDaysToCoverFirst() throws Exception {
    JsonArray rows = data("/api/markets/short-interest");
    assertEquals(List.of("RND", "AAPL", "DOWN", "FLAT", "NEWCO", "BRK-B", "RDS-A"), col(rows, "symbol"));
    JsonObject aapl = rows.getJsonObject(1);
    assertEquals("2026-11-13", aapl.getString("settlementDate"));
    assertEquals(98123456L, aapl.getLong("shortQty"));
    assertEquals(52000123L, aapl.getLong("avgDailyVol"));
    assertEquals("1.89", aapl.getString("daysToCover"));
    assertEquals("3.29", aapl.getString("changePct"));
    JsonObject rds = rows.getJsonObject(6);
    assertNull(rds.getValue("avgDailyVol"));
    assertNull(rds.getValue("daysToCover"));
    assertEquals(2, data("/api/markets/short-interest?limit=2").size());
  }

  @Test
  void shortInterestHistoryNewestFirstWithChangeVersusPriorReport() throws Exception {
    JsonArray rows = data("/api/markets/short-interest?symbol=AAPL");
    assertEquals(List.of("2026-11-13", "2026-10-30"), col(rows, "settlementDate"));
    JsonArray rds = data("/api/markets/short-interest?symbol=RDS/A");
    assertEquals(2, rds.size());
    // the file has no change figures for RDS/A: computed from the prior report in the database
    assertEquals("0.00", rds.getJsonObject(0).getString("changePct"));
    assertNull(rds.getJsonObject(1).getValue("changePct"));
    // NEWCO: previous 0 -> current 357; the parser computes 100.00 from the file's own figures
    assertEquals("100.00", data("/api/markets/short-interest?symbol=NEWCO").getJsonObject(0).getString("changePct"));
  }

  // ---- fails-to-deliver ----

  @Test
  void failsLatestDateLargestDollarValueFirstWithExactProducts() throws Exception {
    JsonArray rows = data("/api/markets/fails-to-deliver");
    assertEquals(List.of("2026-11-04"), col(rows, "settlementDate").stream().distinct().toList());
    JsonObject msft = rows.getJsonObject(0);
    assertEquals("594918104", msft.getString("cusip"));
    assertEquals("3099", msft.getString("quantity"));
    assertEquals("412.07", msft.getString("price"));
    assertEquals(new BigDecimal("3099").multiply(new BigDecimal("412.07")).toPlainString(), msft.getString("valueUsd"));
    JsonArray early = data("/api/markets/fails-to-deliver?to=2026-11-02");
    assertEquals(List.of("037833100", "084670702", "G0083D104"), col(early, "cusip"));
    assertEquals("3466039.68", early.getJsonObject(0).getString("valueUsd"));
    JsonObject noPrice = early.getJsonObject(2);
    assertNull(noPrice.getValue("price"));
    assertNull(noPrice.getValue("valueUsd"));
    assertNull(noPrice.getValue("symbol"));
  }

  @Test
  void failsHistoryOldestFirstInsideWindow() throws Exception {
    TestDb.exec(server.db, "INSERT INTO fails_to_deliver (settlement_date, cusip, symbol, quantity, description, price) "
        + "SELECT DATE '2025-01-01' + i, '037833100', 'AAPL', i, 'APPLE INC COM', 1.5 FROM generate_series(0, 9) i "
        + "ON CONFLICT DO NOTHING");
    JsonArray all = data("/api/markets/fails-to-deliver?symbol=aapl");
    assertEquals(11, all.size());
    assertEquals("2025-01-01", all.getJsonObject(0).getString("settlementDate"));
    assertEquals("2026-11-02", all.getJsonObject(10).getString("settlementDate"));
    JsonArray newest = data("/api/markets/fails-to-deliver?symbol=AAPL&limit=2");
    assertEquals(List.of("2025-01-10", "2026-11-02"), col(newest, "settlementDate"));
    JsonArray window = data("/api/markets/fails-to-deliver?symbol=AAPL&from=2025-01-03&to=2025-01-05");
    assertEquals(List.of("2025-01-03", "2025-01-04", "2025-01-05"), col(window, "settlementDate"));
    assertEquals("4.5", window.getJsonObject(1).getString("valueUsd"));
  }

  // ---- threshold-list ----

  @Test
  void thresholdListNewestDateByMarketThenSymbol() throws Exception {
    JsonArray rows = data("/api/markets/threshold-list");
    assertEquals(List.of("2026-11-20"), col(rows, "date").stream().distinct().toList());
    assertEquals(List.of("cboe", "cboe", "nasdaq", "nasdaq", "nasdaq", "nyse", "nyse"), col(rows, "market"));
    assertEquals(List.of("ABCX", "LOWR-A", "AAPD", "QBTX", "ZVRA-W", "BRK-B", "GRPX-U"), col(rows, "symbol"));
    assertNull(rows.getJsonObject(6).getValue("securityName"));
    assertEquals("BERKSHIRE HATHAWAY INC CL B", rows.getJsonObject(5).getString("securityName"));
  }

  @Test
  void thresholdListFilters() throws Exception {
    assertEquals(List.of("AAPD", "QBTX", "ZVRA-W"), col(data("/api/markets/threshold-list?market=nasdaq"), "symbol"));
    assertEquals(List.of("AAPD"), col(data("/api/markets/threshold-list?date=2026-11-19"), "symbol"));
    assertEquals(List.of("2026-11-20", "2026-11-19"), col(data("/api/markets/threshold-list?symbol=aapd"), "date"));
    assertEquals(List.of("2026-11-19"), col(data("/api/markets/threshold-list?symbol=AAPD&date=2026-11-19"), "date"));
    assertEquals(2, data("/api/markets/threshold-list?limit=2").size());
    assertEquals(0, data("/api/markets/threshold-list?date=2020-01-01").size());
  }
}
