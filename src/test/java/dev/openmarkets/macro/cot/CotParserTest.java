package dev.openmarkets.macro.cot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.util.CotSlugs;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

/** The COT parser on files in the CFTC layouts: kinds, exact header names, quirks and rejections. */
class CotParserTest {
  private static final LocalDate D = LocalDate.of(2026, 3, 17);

  private static List<CotRow> parse(String name, String text) throws RejectedFileException {
    return new CotParser().parse(new UpstreamFile(name, text.getBytes(StandardCharsets.ISO_8859_1)));
  }

  @Test
  void readsEachKindByItsHeader() throws Exception {
    CotRow tff = parse("FinFutYY.txt", CotFiles.file(CotFiles.TFF_HEADER,
        List.of(CotFiles.tff("EURO FX - CHICAGO MERCANTILE EXCHANGE", "099741", "CME", "F10", D, 900, 400, 100)))).get(0);
    assertEquals(CotKind.TFF, tff.kind());
    assertEquals("EURO FX", tff.marketName());
    assertEquals("CHICAGO MERCANTILE EXCHANGE", tff.exchangeName());
    assertEquals("CME", tff.exchangeCode());
    assertEquals(900L, tff.openInterest());
    assertEquals(400L, tff.position(CotPosition.LEV_FUND_LONG));
    assertEquals(3000L, tff.position(CotPosition.ASSET_MGR_LONG));
    assertNull(tff.position(CotPosition.MANAGED_MONEY_LONG));
    assertEquals("F10", tff.subgroup());

    CotRow dis = parse("f_year.txt", CotFiles.file(CotFiles.DISAGG_HEADER,
        List.of(CotFiles.disagg("GOLD - COMMODITY EXCHANGE INC.", "088691", "CMX", "N20", D, 5, 6, 7)))).get(0);
    assertEquals(CotKind.DISAGGREGATED, dis.kind());
    assertEquals(13L, dis.position(CotPosition.SWAP_LONG));
    // the upstream's own misspelling, Swap__Positions_Short_All
    assertEquals(14L, dis.position(CotPosition.SWAP_SHORT));
    assertEquals(6L, dis.position(CotPosition.MANAGED_MONEY_LONG));

    CotRow leg = parse("annual.txt", CotFiles.file(CotFiles.LEGACY_HEADER,
        List.of(CotFiles.legacy("WHEAT-SRW - CHICAGO BOARD OF TRADE", "001602", "CBT", D, 9, 8, 7)))).get(0);
    assertEquals(CotKind.LEGACY, leg.kind());
    assertEquals(8L, leg.position(CotPosition.NON_COMMERCIAL_LONG));
    assertEquals(21L, leg.position(CotPosition.COMMERCIAL_LONG));
    assertNull(leg.position(CotPosition.OTHER_REPT_LONG));
    assertNull(leg.subgroup());
    assertEquals(D, leg.reportDate());
  }

  @Test
  void readsTheYearlyZip() throws Exception {
    String text = CotFiles.file(CotFiles.TFF_HEADER,
        List.of(CotFiles.tff("BITCOIN - CHICAGO MERCANTILE EXCHANGE", "133741", "CME", "F85", D, 1, 2, 3)));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
      zip.putNextEntry(new ZipEntry("FinFutYY.txt"));
      zip.write(text.getBytes(StandardCharsets.ISO_8859_1));
      zip.closeEntry();
    }
    List<CotRow> rows = new CotParser().parse(new UpstreamFile("fut_fin_txt_2026.zip", bytes.toByteArray()));
    assertEquals("133741", rows.get(0).cftcCode());
    byte[] cut = java.util.Arrays.copyOf(bytes.toByteArray(), 40);
    assertThrows(RejectedFileException.class, () -> new CotParser().parse(new UpstreamFile("x.zip", cut)));
  }

  @Test
  void rejectsTruncatedCombinedAndForeignFiles() {
    String good = CotFiles.tff("EURO FX - CHICAGO MERCANTILE EXCHANGE", "099741", "CME", "F10", D, 900, 400, 100);
    RejectedFileException cut = assertThrows(RejectedFileException.class, () -> parse("FinFutYY.txt",
        CotFiles.TFF_HEADER + "\r\n" + good + "\r\n" + good.substring(0, 60)));
    assertTrue(cut.getMessage().contains("truncated"), cut.getMessage());
    assertThrows(RejectedFileException.class, () -> parse("FinFutYY.txt",
        CotFiles.file(CotFiles.TFF_HEADER, List.of(good.replace("\"FutOnly\"", "\"Combined\"")))));
    assertThrows(RejectedFileException.class, () -> parse("FinFutYY.txt",
        CotFiles.file(CotFiles.TFF_HEADER, List.of(good.replace("     900", "    9x00")))));
    assertThrows(RejectedFileException.class, () -> parse("x.csv", "Date,Value\r\n2026-01-01,1\r\n"));
    assertThrows(RejectedFileException.class, () -> parse("FinFutYY.txt", CotFiles.TFF_HEADER + "\r\n"));
    // a header whose swap column is spelled the "tidy" way is not the upstream's: rejected
    assertThrows(RejectedFileException.class, () -> parse("f_year.txt", CotFiles.file(
        CotFiles.DISAGG_HEADER.replace("Swap__Positions_Short_All", "Swap_Positions_Short_All"),
        List.of(CotFiles.disagg("GOLD - COMMODITY EXCHANGE INC.", "088691", "CMX", "N20", D, 5, 6, 7)))));
  }

  @Test
  void slugsAndAliases() {
    assertEquals("gold", CotSlugs.resolve("gold"));
    assertEquals("wti-physical", CotSlugs.resolve("crude-oil"));
    assertEquals("e-mini-s-p-500", CotSlugs.resolve("sp500"));
    assertEquals("bitcoin", CotSlugs.resolve("bitcoin"));
    assertEquals("ust-10y-note", CotSlugs.resolve("10-year-note"));
    assertEquals("euro-fx", CotSlugs.resolve("euro-fx"));
    assertEquals("japanese-yen", CotSlugs.resolve("japanese-yen"));
    assertEquals("british-pound", CotSlugs.resolve("british-pound-sterling"));
    assertEquals("swiss-franc", CotSlugs.resolve("Swiss-Franc"));
    assertEquals("wheat-hrw", CotSlugs.resolve("wheat-hrw"));
    assertNull(CotSlugs.resolve("no such!"));
    assertNull(CotSlugs.resolve(" "));
    assertNull(CotSlugs.resolve(null));
    assertEquals("northern-natural-gas-ventura-basis", CotSlugs.natural("NORTHERN NATURAL GAS - VENTURA (BASIS)"));
    assertEquals("e-mini-s-p-500", CotSlugs.natural("E-MINI S&P 500"));
    assertEquals("currencies", CotGroups.of("F10", "EURO FX"));
    assertEquals("metals", CotGroups.of(null, "GOLD"));
    assertEquals("other", CotGroups.of("F90", "VIX FUTURES"));
    assertEquals("energy", CotGroups.of("N10", "#2 HEATING OIL"));
  }
}
