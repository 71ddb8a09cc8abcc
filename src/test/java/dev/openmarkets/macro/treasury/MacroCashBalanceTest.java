package dev.openmarkets.macro.treasury;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.MacroKinds;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestConfigs;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The Daily Treasury Statement's closing TGA balance: the real labelled CSV in the fixtures (every
 * closing row equal to the file's own figure, read here by splitting lines), our own samples of
 * the Fiscal Data API's JSON and CSV, the poller against a local server, and the fill of
 * fed-liquidity's weekly tga when WTREGEN has no value in the week.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "macro_dts", config = "config")
class MacroCashBalanceTest {
  private static final String CLOSING = "Treasury General Account (TGA) Closing Balance";
  private TestServer server;
  private LocalUpstream upstream;

  static JsonObject config() {
    return TestConfigs.cacheOff();
  }

  @BeforeAll
  void start() throws Exception {
    upstream = new LocalUpstream();
  }

  @AfterAll
  void stop() throws Exception {
    upstream.close();
  }

  private static List<CashBalance> parse(String name, String text) throws RejectedFileException {
    return new CashBalanceParser().parse(new UpstreamFile(name, text.getBytes(StandardCharsets.UTF_8)));
  }

  static String apiJson(String... dayValue) {
    StringBuilder sb = new StringBuilder("{\"data\":[");
    for (int i = 0; i < dayValue.length; i += 2) {
      sb.append(i == 0 ? "" : ",").append("{\"record_date\":\"").append(dayValue[i])
          .append("\",\"account_type\":\"").append(CLOSING).append("\",\"open_today_bal\":\"").append(dayValue[i + 1])
          .append("\"},{\"record_date\":\"").append(dayValue[i])
          .append("\",\"account_type\":\"Total TGA Deposits (Table II)\",\"open_today_bal\":\"1\"}");
    }
    return sb.append("],\"meta\":{\"count\":").append(dayValue.length).append("}}").toString();
  }

  @Test
  void theRealLabelledCsvGivesEachDaysClosingBalance() throws Exception {
    Path f = Fixtures.root()
        .resolve("treasury/dts_operating_cash_balance.csv");
    Assumptions.assumeTrue(Files.isRegularFile(f), "no fixture " + f.toAbsolutePath());
    byte[] bytes = Files.readAllBytes(f);
    List<String[]> expected = new ArrayList<>();
    for (String line : new String(bytes, StandardCharsets.UTF_8).split("\r?\n")) {
      String[] cells = line.split(",");
      if (cells.length > 2 && cells[1].equals(CLOSING)) {
        expected.add(cells);
      }
    }
    List<CashBalance> rows = new CashBalanceParser().parse(new UpstreamFile("dts_operating_cash_balance.csv", bytes));
    assertEquals(expected.size(), rows.size());
    assertTrue(rows.size() >= 10);
    for (int i = 0; i < rows.size(); i++) {
      assertEquals(LocalDate.parse(expected.get(i)[0]), rows.get(i).recordDate());
      assertEquals(new BigDecimal(expected.get(i)[2]), rows.get(i).tgaClosingMillions());
    }
    assertEquals(LocalDate.of(2026, 6, 23), rows.get(0).recordDate());
    assertEquals(new BigDecimal("925876"), rows.get(0).tgaClosingMillions());
  }

  @Test
  void theApiShapesAndRejections() throws Exception {
    List<CashBalance> json = parse("dts_operating_cash_balance-2026-11-01.json", apiJson("2026-11-20", "861234",
        "2026-11-19", "870001"));
    assertEquals(2, json.size());
    assertEquals(LocalDate.of(2026, 11, 20), json.get(0).recordDate());
    assertEquals(new BigDecimal("861234"), json.get(0).tgaClosingMillions());
    List<CashBalance> csv = parse("dts.csv", "record_date,account_type,open_today_bal\r\n2026-11-20,\"" + CLOSING
        + "\",861234\r\n2026-11-20,Total TGA Deposits (Table II),1\r\n");
    assertEquals(List.of(new CashBalance(LocalDate.of(2026, 11, 20), new BigDecimal("861234"))), csv);
    assertThrows(RejectedFileException.class, () -> parse("dts.json", "{\"error\":\"Invalid filter\"}"));
    RejectedFileException none = assertThrows(RejectedFileException.class, () -> parse("dts.json", "{\"data\":[]}"));
    assertTrue(none.getMessage().contains(CLOSING), none.getMessage());
    assertThrows(RejectedFileException.class, () -> parse("dts.json", apiJson("2026-11-20", "n/a")));
    assertThrows(RejectedFileException.class, () -> parse("dts.csv", "Date,Value\r\n2026-11-20,1\r\n"));
  }

  @Test
  void thePollerFetchesTheBackfillWindowAndTheWeeklyTgaIsFilledFromIt() throws Exception {
    upstream.serve("/dts", apiJson("2026-11-18", "861234", "2026-11-13", "870001", "2026-11-04", "880500").getBytes(
        StandardCharsets.UTF_8));
    UpstreamConfig cfg = UpstreamConfigs.named("treasury-dts")
        .baseUrl(upstream.baseUrl() + "/dts")
        .intervalSeconds(43200)
        .timeoutSeconds(5)
        .userAgent(UA)
        .build();
    JsonObject status = Polls.once(server, "treasury-dts", new SnapshotPoller(cfg, server.service.pool(),
        Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC), MacroSources.cashBalance(MacroKinds.CASH_BALANCE)));
    assertEquals(0, status.getInteger("consecutive_failures"), status.encode());
    String uri = URLDecoder.decode(upstream.seen().get(0).path(), StandardCharsets.UTF_8);
    assertTrue(uri.contains("filter=record_date:gte:2026-10-22,account_type:eq:" + CLOSING), uri);
    assertTrue(uri.contains("page[size]=1000") && uri.contains("sort=-record_date"), uri);
    assertEquals(UA, upstream.seen().get(0).userAgent());
    assertEquals(3, TestDb.count(server.db, "SELECT count(*) FROM treasury_cash_balance WHERE record_date >= DATE '2026-11-01'"));

    // three Wednesdays of WALCL and RRP; WTREGEN only on the first
    TestDb.exec(server.db, "INSERT INTO fred_observations VALUES ('WALCL', DATE '2026-11-04', 6600000), "
        + "('WALCL', DATE '2026-11-11', 6590000), ('WALCL', DATE '2026-11-18', 6580000), "
        + "('RRPONTSYD', DATE '2026-11-04', 100.5), ('RRPONTSYD', DATE '2026-11-11', 101.5), "
        + "('RRPONTSYD', DATE '2026-11-18', 102.5), ('WTREGEN', DATE '2026-11-04', 879)");
    try {
      JsonArray weeks = server.json("/api/markets/fed-liquidity").getJsonArray("data");
      assertEquals(3, weeks.size());
      // WTREGEN wins where it has a value: 6600 - 879 - 100.5
      assertEquals("879", weeks.getJsonObject(0).getString("tga"));
      assertEquals("5620.500", weeks.getJsonObject(0).getString("netLiquidity"));
      // 11-11: the statement's latest day in the week (11-13 is after the Wednesday): 11-05..11-11 has none
      assertNull(weeks.getJsonObject(1).getValue("tga"));
      assertNull(weeks.getJsonObject(1).getValue("netLiquidity"));
      // 11-18: the statement's 11-18 closing balance, 861234 millions = 861.234 billions; 6580 - 861.234 - 102.5
      assertEquals("861.234", weeks.getJsonObject(2).getString("tga"));
      assertEquals("5616.266", weeks.getJsonObject(2).getString("netLiquidity"));
    } finally {
      TestDb.exec(server.db, "DELETE FROM fred_observations");
    }
  }

  @Test
  void importTakesTheStatementsFilesUnderFedLiquidity() throws Exception {
    assertTrue(Ingest.load(server, "fed-liquidity", "DTS_OpCashBal_20210624_20260623.csv", "Record Date,Type of Account,"
        + "Opening Balance Today\r\n2026-06-23," + CLOSING + ",925876\r\n").loaded());
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM treasury_cash_balance WHERE record_date = "
        + "DATE '2026-06-23' AND tga_closing = 925876"));
  }
}
