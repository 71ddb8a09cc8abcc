package dev.openmarkets.macro.cot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The header-less weekly CFTC files (FinFutWk.txt, f_disagg.txt, deafut.txt), read by position
 * with the documented layout: our own rows built column by column; the layouts checked against
 * the real yearly files' headers; the real yearly files read again with their header line cut
 * off, which must give the very same rows; and any real weekly file in the fixtures (none is there
 * today: those checks skip).
 */
class CotWeeklyFilesTest {
  private static final Path DIR = Fixtures.root()
      .resolve("cftc");
  private static final Map<String, CotKind> YEARLY = Map.of("FinFutYY.txt", CotKind.TFF, "f_year.txt",
      CotKind.DISAGGREGATED, "annual.txt", CotKind.LEGACY);
  private static final Map<String, CotKind> WEEKLY = Map.of("FinFutWk.txt", CotKind.TFF, "f_disagg.txt",
      CotKind.DISAGGREGATED, "deafut.txt", CotKind.LEGACY);

  private static List<CotRow> parse(String name, String text) throws RejectedFileException {
    return new CotParser().parse(new UpstreamFile(name, text.getBytes(StandardCharsets.UTF_8)));
  }

  /** A header-less line of the kind: every column of its layout, the given ones set, others blank. */
  static String line(CotKind kind, Map<String, String> cells) {
    List<String> out = new ArrayList<>();
    for (String col : CotLayout.of(kind)) {
      out.add(cells.getOrDefault(col, ""));
    }
    assertEquals(cells.size(), cells.keySet().stream().filter(CotLayout.of(kind)::contains).count(), "unknown column");
    return String.join(",", out);
  }

  static String tffLine(String date, String yymmdd, String futOnly) {
    Map<String, String> c = new HashMap<>();
    c.put("Market_and_Exchange_Names", "\"SWISS FRANC - CHICAGO MERCANTILE EXCHANGE\"");
    c.put("As_of_Date_In_Form_YYMMDD", yymmdd);
    c.put("Report_Date_as_YYYY-MM-DD", date);
    c.put("CFTC_Contract_Market_Code", "092741");
    c.put("CFTC_Market_Code", "CME ");
    c.put("Open_Interest_All", "   50123");
    c.put("Dealer_Positions_Long_All", "    1001");
    c.put("Dealer_Positions_Short_All", "    1002");
    c.put("Asset_Mgr_Positions_Long_All", "    2001");
    c.put("Asset_Mgr_Positions_Short_All", "    2002");
    c.put("Lev_Money_Positions_Long_All", "    9000");
    c.put("Lev_Money_Positions_Short_All", "   14250");
    c.put("Other_Rept_Positions_Long_All", "     301");
    c.put("Other_Rept_Positions_Short_All", "     302");
    c.put("NonRept_Positions_Long_All", "     401");
    c.put("NonRept_Positions_Short_All", "     402");
    c.put("CFTC_SubGroup_Code", "\"F10\"");
    c.put("FutOnly_or_Combined", "\"" + futOnly + "\"");
    return line(CotKind.TFF, c);
  }

  @Test
  void aHeaderlessWeeklyFileOfEachKindIsReadByPosition() throws Exception {
    List<CotRow> tff = parse("FinFutWk.txt", tffLine("2026-11-17", "261117", "FutOnly") + "\r\n");
    CotRow r = tff.get(0);
    assertEquals(CotKind.TFF, r.kind());
    assertEquals("092741", r.cftcCode());
    assertEquals("SWISS FRANC", r.marketName());
    assertEquals("CME", r.exchangeCode());
    assertEquals("F10", r.subgroup());
    assertEquals(LocalDate.of(2026, 11, 17), r.reportDate());
    assertEquals(50123L, r.openInterest());
    assertEquals(9000L, r.position(CotPosition.LEV_FUND_LONG));
    assertEquals(14250L, r.position(CotPosition.LEV_FUND_SHORT));
    assertEquals(1002L, r.position(CotPosition.DEALER_SHORT));
    assertEquals(402L, r.position(CotPosition.NON_REPT_SHORT));
    assertNull(r.position(CotPosition.MANAGED_MONEY_LONG));

    Map<String, String> d = new HashMap<>();
    d.put("Market_and_Exchange_Names", "\"GOLD - COMMODITY EXCHANGE INC.\"");
    d.put("As_of_Date_In_Form_YYMMDD", "261117");
    d.put("Report_Date_as_YYYY-MM-DD", "2026-11-17");
    d.put("CFTC_Contract_Market_Code", "088691");
    d.put("CFTC_Market_Code", "CMX ");
    d.put("Open_Interest_All", "  512000");
    d.put("M_Money_Positions_Long_All", "  200000");
    d.put("M_Money_Positions_Short_All", "   45000");
    d.put("Swap_Positions_Long_All", "   11111");
    d.put("Swap__Positions_Short_All", "   22222");
    d.put("FutOnly_or_Combined", "\"FutOnly\"");
    CotRow g = parse("f_disagg.txt", line(CotKind.DISAGGREGATED, d) + "\r\n").get(0);
    assertEquals(CotKind.DISAGGREGATED, g.kind());
    assertEquals(200000L, g.position(CotPosition.MANAGED_MONEY_LONG));
    assertEquals(45000L, g.position(CotPosition.MANAGED_MONEY_SHORT));
    assertEquals(22222L, g.position(CotPosition.SWAP_SHORT));
    assertNull(g.position(CotPosition.PROD_MERC_LONG));

    Map<String, String> l = new HashMap<>();
    l.put("Market and Exchange Names", "\"WHEAT-SRW - CHICAGO BOARD OF TRADE\"");
    l.put("As of Date in Form YYMMDD", "261117");
    l.put("As of Date in Form YYYY-MM-DD", "2026-11-17");
    l.put("CFTC Contract Market Code", "001602");
    l.put("CFTC Market Code in Initials", "CBT ");
    l.put("Open Interest (All)", "  437310");
    l.put("Noncommercial Positions-Long (All)", "  101010");
    l.put("Noncommercial Positions-Short (All)", "  151515");
    l.put("Commercial Positions-Long (All)", "  202020");
    // LF line ends, as the legacy copies come too
    List<CotRow> wheat = parse("deafut.txt", line(CotKind.LEGACY, l) + "\n" + line(CotKind.LEGACY, l) + "\n");
    assertEquals(2, wheat.size());
    assertEquals(CotKind.LEGACY, wheat.get(0).kind());
    assertEquals("001602", wheat.get(0).cftcCode());
    assertEquals(151515L, wheat.get(0).position(CotPosition.NON_COMMERCIAL_SHORT));
    assertEquals(202020L, wheat.get(0).position(CotPosition.COMMERCIAL_LONG));
  }

  @Test
  void headerlessRejections() {
    String good = tffLine("2026-11-17", "261117", "FutOnly");
    // the combined weekly files: by their column, or (legacy) by name
    assertThrows(RejectedFileException.class, () -> parse("FinComWk.txt", tffLine("2026-11-17", "261117", "Combined")));
    Map<String, String> l = Map.of("Market and Exchange Names", "\"X - Y\"", "As of Date in Form YYMMDD", "261117",
        "As of Date in Form YYYY-MM-DD", "2026-11-17", "CFTC Contract Market Code", "001602");
    RejectedFileException com = assertThrows(RejectedFileException.class, () -> parse("deacom.txt",
        line(CotKind.LEGACY, l)));
    assertTrue(com.getMessage().contains("combined"), com.getMessage());
    // a width no layout has, or a first row whose second cell is not a YYMMDD date
    RejectedFileException width = assertThrows(RejectedFileException.class, () -> parse("FinFutWk.txt",
        good + ",\"extra\"\r\n"));
    assertTrue(width.getMessage().contains("tff 87"), width.getMessage());
    assertThrows(RejectedFileException.class, () -> parse("FinFutWk.txt", good.replace(",261117,", ",Nov 17,")));
    // a truncated download: the last row is short
    RejectedFileException cut = assertThrows(RejectedFileException.class, () -> parse("FinFutWk.txt",
        good + "\r\n" + good.substring(0, good.length() / 2)));
    assertTrue(cut.getMessage().contains("truncated") && cut.getMessage().contains("line 2"), cut.getMessage());
  }

  /** The header of a real file split here independently (quoted names, no quotes inside). */
  private static List<String> header(byte[] bytes) {
    String text = new String(bytes, StandardCharsets.UTF_8);
    String first = text.substring(0, text.indexOf('\n')).replace("\r", "");
    List<String> out = new ArrayList<>();
    for (String s : first.split(",")) {
      out.add(s.startsWith("\"") ? s.substring(1, s.length() - 1) : s);
    }
    return out;
  }

  @Test
  void theLayoutsAreTheRealYearlyFilesHeaders() throws Exception {
    Assumptions.assumeTrue(Files.isDirectory(DIR), "no fixtures at " + DIR.toAbsolutePath());
    for (Map.Entry<String, CotKind> e : YEARLY.entrySet()) {
      assertEquals(header(Files.readAllBytes(DIR.resolve(e.getKey()))), CotLayout.of(e.getValue()), e.getKey());
    }
  }

  @Test
  void realYearlyFilesWithoutTheirHeaderGiveTheSameRows() throws Exception {
    Assumptions.assumeTrue(Files.isDirectory(DIR), "no fixtures at " + DIR.toAbsolutePath());
    for (Map.Entry<String, CotKind> e : YEARLY.entrySet()) {
      byte[] bytes = Files.readAllBytes(DIR.resolve(e.getKey()));
      String text = new String(bytes, StandardCharsets.UTF_8);
      String body = text.substring(text.indexOf('\n') + 1);
      List<CotRow> byName = new CotParser().parse(new UpstreamFile(e.getKey(), bytes));
      List<CotRow> byPosition = parse("weekly-" + e.getKey(), body);
      assertEquals(byName.size(), byPosition.size(), e.getKey());
      assertEquals(body.split("\r?\n").length, byPosition.size(), e.getKey());
      for (int i = 0; i < byName.size(); i++) {
        assertSameRow(byName.get(i), byPosition.get(i), e.getKey() + " row " + i);
        assertEquals(e.getValue(), byPosition.get(i).kind());
      }
    }
  }

  @Test
  void realWeeklyFilesWhenTheFixturesHaveThem() throws Exception {
    List<String> present = WEEKLY.keySet().stream().filter(n -> Files.isRegularFile(DIR.resolve(n))).toList();
    Assumptions.assumeFalse(present.isEmpty(), "no weekly CFTC file in " + DIR.toAbsolutePath());
    for (String name : present) {
      byte[] bytes = Files.readAllBytes(DIR.resolve(name));
      List<CotRow> rows = new CotParser().parse(new UpstreamFile(name, bytes));
      List<String> layout = CotLayout.of(WEEKLY.get(name));
      String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\r?\n");
      assertEquals(lines.length, rows.size(), name);
      int code = layout.indexOf(WEEKLY.get(name).codeColumn());
      int oi = layout.indexOf(WEEKLY.get(name).openInterestColumn());
      for (int i = 0; i < lines.length; i++) {
        // the cells before the quoted trailer are unquoted except the market name (quoted, may hold commas)
        String rest = lines[i].substring(lines[i].indexOf("\",") + 2);
        String[] cells = rest.split(",", -1);
        assertEquals(cells[code - 1].trim(), rows.get(i).cftcCode(), name + " line " + (i + 1));
        assertEquals(Long.parseLong(cells[oi - 1].trim()), rows.get(i).openInterest(), name + " line " + (i + 1));
      }
    }
  }

  private static void assertSameRow(CotRow a, CotRow b, String where) {
    assertEquals(a.kind(), b.kind(), where);
    assertEquals(a.cftcCode(), b.cftcCode(), where);
    assertEquals(a.name(), b.name(), where);
    assertEquals(a.exchangeCode(), b.exchangeCode(), where);
    assertEquals(a.subgroup(), b.subgroup(), where);
    assertEquals(a.reportDate(), b.reportDate(), where);
    assertEquals(a.openInterest(), b.openInterest(), where);
    assertArrayEquals(a.positions(), b.positions(), where);
  }
}
