package dev.openmarkets.macro.cot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The real CFTC files in ../shared/fixtures/cftc (TFF FinFutYY.txt, disaggregated f_year.txt,
 * legacy annual.txt) through `import cot`: every position of every line equals the file's own
 * figure, read here independently by header name; the TFF markets read back over HTTP.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_cot_fixtures")
class CotFixtureConformanceTest {
  private Path dir;
  private TestServer server;
  private java.sql.Connection jdbc;

  @BeforeAll
  void start() throws Exception {
    dir = Fixtures.root().resolve("cftc");
    Assumptions.assumeTrue(Files.isDirectory(dir), "no fixtures at " + dir.toAbsolutePath());
    for (String f : List.of("FinFutYY.txt", "f_year.txt", "annual.txt")) {
      FileOutcome o = Ingest.load(server, "cot", new UpstreamFile(f, Files.readAllBytes(dir.resolve(f))));
      assertTrue(o.loaded(), f + ": " + o.reason());
    }
  }

  @AfterAll
  void stop() throws Exception {
    if (jdbc != null) {
      jdbc.close();
    }
    if (server != null) {
    }
  }

  private String text(String sql) throws Exception {
    if (jdbc == null) {
      var u = server.db.url();
      jdbc = java.sql.DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
    }
    try (var st = jdbc.createStatement();
        var rs = st.executeQuery(sql)) {
      assertTrue(rs.next(), "no row for " + sql);
      return rs.getString(1);
    }
  }

  /** A quote-aware split written for this test, independent of the product's reader. */
  private static List<String> split(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    boolean q = false;
    for (char c : line.toCharArray()) {
      if (c == '"') {
        q = !q;
      } else if (c == ',' && !q) {
        out.add(cell.toString());
        cell.setLength(0);
      } else {
        cell.append(c);
      }
    }
    out.add(cell.toString());
    return out;
  }

  private List<Map<String, String>> read(String file) throws Exception {
    List<String> lines = Files.readAllLines(dir.resolve(file), StandardCharsets.ISO_8859_1);
    List<String> header = split(lines.get(0));
    List<Map<String, String>> rows = new ArrayList<>();
    for (String l : lines.subList(1, lines.size())) {
      if (l.isBlank()) {
        continue;
      }
      List<String> cells = split(l.replace("\r", ""));
      Map<String, String> m = new HashMap<>();
      for (int i = 0; i < header.size(); i++) {
        m.put(header.get(i), cells.get(i).trim());
      }
      rows.add(m);
    }
    return rows;
  }

  private void check(String file, String kind, String nameCol, String dateCol, String codeCol, String oiCol,
      Map<String, String> columns, int expectedRows) throws Exception {
    List<Map<String, String>> rows = read(file);
    assertEquals(expectedRows, rows.size(), file);
    for (Map<String, String> r : rows) {
      StringBuilder cols = new StringBuilder("open_interest");
      for (String c : columns.keySet()) {
        cols.append(" || ',' || coalesce(").append(c).append("::text, '')");
      }
      String sql = "SELECT " + cols.toString().replaceFirst("open_interest", "open_interest::text")
          + " FROM cot_reports WHERE cftc_code = '" + r.get(codeCol) + "' AND report_kind = '" + kind
          + "' AND report_date = '" + r.get(dateCol) + "'";
      StringBuilder expected = new StringBuilder(r.get(oiCol));
      for (String header : columns.values()) {
        expected.append(',').append(r.get(header));
      }
      assertEquals(expected.toString(), text(sql), file + " " + r.get(nameCol));
    }
  }

  @Test
  void tffFigures() throws Exception {
    Map<String, String> c = new java.util.LinkedHashMap<>();
    c.put("dealer_long", "Dealer_Positions_Long_All");
    c.put("dealer_short", "Dealer_Positions_Short_All");
    c.put("asset_mgr_long", "Asset_Mgr_Positions_Long_All");
    c.put("asset_mgr_short", "Asset_Mgr_Positions_Short_All");
    c.put("lev_fund_long", "Lev_Money_Positions_Long_All");
    c.put("lev_fund_short", "Lev_Money_Positions_Short_All");
    c.put("other_rept_long", "Other_Rept_Positions_Long_All");
    c.put("other_rept_short", "Other_Rept_Positions_Short_All");
    c.put("non_rept_long", "NonRept_Positions_Long_All");
    c.put("non_rept_short", "NonRept_Positions_Short_All");
    check("FinFutYY.txt", "tff", "Market_and_Exchange_Names", "Report_Date_as_YYYY-MM-DD", "CFTC_Contract_Market_Code",
        "Open_Interest_All", c, 167);
  }

  @Test
  void disaggregatedFiguresIncludingTheMisspelledSwapColumns() throws Exception {
    Map<String, String> c = new java.util.LinkedHashMap<>();
    c.put("prod_merc_long", "Prod_Merc_Positions_Long_All");
    c.put("prod_merc_short", "Prod_Merc_Positions_Short_All");
    c.put("swap_long", "Swap_Positions_Long_All");
    c.put("swap_short", "Swap__Positions_Short_All");
    c.put("managed_money_long", "M_Money_Positions_Long_All");
    c.put("managed_money_short", "M_Money_Positions_Short_All");
    c.put("other_rept_long", "Other_Rept_Positions_Long_All");
    c.put("non_rept_short", "NonRept_Positions_Short_All");
    check("f_year.txt", "disaggregated", "Market_and_Exchange_Names", "Report_Date_as_YYYY-MM-DD",
        "CFTC_Contract_Market_Code", "Open_Interest_All", c, 110);
  }

  @Test
  void legacyFigures() throws Exception {
    Map<String, String> c = new java.util.LinkedHashMap<>();
    c.put("non_commercial_long", "Noncommercial Positions-Long (All)");
    c.put("non_commercial_short", "Noncommercial Positions-Short (All)");
    c.put("commercial_long", "Commercial Positions-Long (All)");
    c.put("commercial_short", "Commercial Positions-Short (All)");
    c.put("non_rept_long", "Nonreportable Positions-Long (All)");
    c.put("non_rept_short", "Nonreportable Positions-Short (All)");
    check("annual.txt", "legacy", "Market and Exchange Names", "As of Date in Form YYYY-MM-DD",
        "CFTC Contract Market Code", "Open Interest (All)", c, 120);
  }

  @Test
  void tffMarketsReadBackOverHttpWithTheFilesChange() throws Exception {
    JsonArray latest = server.json("/api/markets/cot?limit=5000").getJsonArray("data");
    Map<String, JsonObject> byCode = new HashMap<>();
    latest.forEach(o -> byCode.put(((JsonObject) o).getString("cftcCode"), (JsonObject) o));
    Map<String, Long> netBefore = new HashMap<>();
    for (Map<String, String> r : read("FinFutYY.txt")) {
      if (r.get("Report_Date_as_YYYY-MM-DD").equals("2026-03-10")) {
        netBefore.put(r.get("CFTC_Contract_Market_Code"), Long.parseLong(r.get("Lev_Money_Positions_Long_All"))
            - Long.parseLong(r.get("Lev_Money_Positions_Short_All")));
      }
    }
    int checked = 0;
    for (Map<String, String> r : read("FinFutYY.txt")) {
      if (!r.get("Report_Date_as_YYYY-MM-DD").equals("2026-03-17")) {
        continue;
      }
      JsonObject row = byCode.get(r.get("CFTC_Contract_Market_Code"));
      assertEquals("tff", row.getString("reportKind"));
      assertEquals(Long.parseLong(r.get("Open_Interest_All")), row.getLong("openInterest"));
      long net = Long.parseLong(r.get("Lev_Money_Positions_Long_All")) - Long.parseLong(r.get("Lev_Money_Positions_Short_All"));
      assertEquals(net, row.getLong("specNet"));
      Long before = netBefore.get(r.get("CFTC_Contract_Market_Code"));
      assertEquals(before == null ? null : net - before, row.getLong("specNetChange"), r.get("Market_and_Exchange_Names"));
      // (the file's own Change_in_* columns agree too, except consolidated markets, rounded by one)
      checked += before == null ? 0 : 1;
    }
    assertTrue(checked > 50, "markets with both weeks: " + checked);
    JsonObject euro = server.json("/api/markets/cot/euro-fx").getJsonArray("data").getJsonObject(0);
    assertEquals("EURO FX", euro.getString("name"));
    assertEquals("currencies", euro.getString("group"));
    assertEquals("CHICAGO MERCANTILE EXCHANGE", euro.getString("exchange"));
    assertEquals(2, server.json("/api/markets/cot/euro-fx").getJsonArray("data").size());
  }
}
