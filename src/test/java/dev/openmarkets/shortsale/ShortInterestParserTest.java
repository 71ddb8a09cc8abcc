package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.openmarkets.ingest.RejectedFileException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ShortInterestParserTest {
  private static final String SAMPLE = "finra/shrt20261113.csv";
  private static final String HEADER = ShortInterestParser.HEADER + "\n";
  private final ShortInterestParser parser = new ShortInterestParser();

  private List<ShortInterestRow> parse(String text) throws RejectedFileException {
    return parser.parse(Samples.of("shrt20261113.csv", text));
  }

  private Map<String, ShortInterestRow> bySymbol(String text) throws RejectedFileException {
    return parse(text).stream()
        .collect(Collectors.toMap(ShortInterestRow::symbol, Function.identity()));
  }

  private String rejection(String text) {
    return assertThrows(RejectedFileException.class, () -> parse(text)).getMessage();
  }

  private static BigDecimal dec(String text) {
    return new BigDecimal(text);
  }

  @Test
  void mapsEveryColumnOfAFullRow() throws Exception {
    List<ShortInterestRow> rows = parser.parse(Samples.file(SAMPLE));
    assertEquals(7, rows.size());
    assertEquals(new ShortInterestRow(LocalDate.of(2026, 11, 13), "AAPL", "Apple Inc. Common Stock",
        "NNM", dec("98123456"), dec("95000000"), dec("52000123"), dec("1.89"), dec("3.29"), null),
        rows.get(0));
  }

  @Test
  void normalisesSymbolsAndKeepsIssueNamesAsWritten() throws Exception {
    Map<String, ShortInterestRow> rows = bySymbol(Samples.text(SAMPLE));
    assertEquals("Berkshire Hathaway Inc. New", rows.get("BRK-B").issueName());
    assertEquals("Newco Holdings, Inc.'s Unit", rows.get("NEWCO").issueName());
    assertEquals("Flat  Capital  Trust II 5.15%", rows.get("FLAT").issueName());
    assertEquals("999.99", rows.get("BRK-B").daysToCover().toPlainString());
    assertEquals("R", rows.get("RND").revisionFlag());
  }

  @Test
  void computesChangePercentWhenTheFileLeavesItEmpty() throws Exception {
    Map<String, ShortInterestRow> rows = bySymbol(Samples.text(SAMPLE));
    assertEquals("25.00", rows.get("BRK-B").changePct().toPlainString());
    assertEquals("100.00", rows.get("NEWCO").changePct().toPlainString());
    assertEquals("0.00", rows.get("FLAT").changePct().toPlainString());
    // 201 / 800 = 25.125%: HALF_UP gives 25.13 where HALF_EVEN would give 25.12.
    assertEquals("25.13", rows.get("RND").changePct().toPlainString());
    assertEquals("-66.67", rows.get("DOWN").changePct().toPlainString());
  }

  @Test
  void keepsTheFilesChangePercentOverAComputedOne() throws Exception {
    String text = Samples.text(SAMPLE).replace("|3.29|3123456|", "|-19550.00|3123456|");
    assertEquals("-19550.00", bySymbol(text).get("AAPL").changePct().toPlainString());
  }

  @Test
  void emptyCellsBecomeNull() throws Exception {
    ShortInterestRow rds = bySymbol(Samples.text(SAMPLE)).get("RDS-A");
    assertNull(rds.issueName());
    assertEquals("OTC", rds.marketClass());
    assertEquals("44", rds.shortQty().toPlainString());
    assertNull(rds.previousShortQty());
    assertNull(rds.avgDailyVol());
    assertNull(rds.daysToCover());
    assertNull(rds.changePct());
    assertNull(rds.revisionFlag());
  }

  @Test
  void crlfAndLfGiveTheSameRows() throws Exception {
    String lf = Samples.lf(Samples.text(SAMPLE));
    assertEquals(parse(lf), parse(Samples.crlf(lf)));
    assertEquals(parse(lf), parse(lf + "\n\n"));
  }

  @Test
  void rejectsAFileCutMidLine() {
    String text = Samples.lf(Samples.text(SAMPLE));
    String cut = text.substring(0, text.lastIndexOf("|OTC|44|"));
    assertEquals("line 8: last line is cut short (truncated file)", rejection(cut));
    String cutInDate = text.substring(0, text.length() - 2);
    assertEquals("line 8: settlementDate is not a yyyy-MM-dd date: '2026-11-1'",
        rejection(cutInDate));
  }

  @Test
  void acceptsAFullLastLineWithoutNewline() throws Exception {
    assertEquals(7, parse(Samples.lf(Samples.text(SAMPLE)).stripTrailing()).size());
  }

  @Test
  void rejectsAHeaderWithNoRows() {
    assertEquals("no data rows (truncated file?)", rejection(HEADER));
  }

  @Test
  void rejectsAWrongHeader() {
    assertEquals("line 1: header is not the 14-column short interest header",
        rejection(HEADER.replace("|settlementDate", "") + "20261113|A|x|A|NYSE|1|1||1|1.00||0.00|0\n"));
  }

  @Test
  void rejectsGarbledLines() {
    String ok = "20261113|AAPL|Apple|R|NNM|10|8||5|2.00||25.00|2|2026-11-13\n";
    assertEquals("line 3: expected 14 fields, found 13",
        rejection(HEADER + ok + "20261113|MSFT|Msft|R|NNM|10|8||5|2.00||25.00|2026-11-13\n" + ok));
    assertEquals("line 2: currentShortPositionQuantity is not a number: '1o'",
        rejection(HEADER + ok.replace("|10|", "|1o|")));
    assertEquals("line 2: previousShortPositionQuantity is negative: '-8'",
        rejection(HEADER + ok.replace("|8|", "|-8|")));
    assertEquals("line 2: changePercent is not a number: '25,00'",
        rejection(HEADER + ok.replace("25.00", "25,00")));
    assertEquals("line 2: settlementDate is not a yyyy-MM-dd date: '20261113'",
        rejection(HEADER + ok.replace("2026-11-13", "20261113")));
    assertEquals("line 2: empty symbolCode", rejection(HEADER + ok.replace("|AAPL|", "||")));
  }
}
