package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.RejectedFileException;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThresholdListParserTest {
  private static final LocalDate NOV_20 = LocalDate.of(2026, 11, 20);
  private static final String NASDAQ = "threshold/nasdaqth20261120.txt";
  private static final String NYSE = "threshold/nyseth20261120.txt";
  private static final String CBOE = "threshold/cboeth20261120.txt";
  private static final String NASDAQ_HEADER =
      "Symbol|Security Name|Market Category|Reg SHO Threshold Flag|Rule 3210|Filler\r\n";
  private final ThresholdListParser parser = new ThresholdListParser();

  private List<ThresholdRow> parse(String name, String text) throws RejectedFileException {
    return parser.parse(Samples.of(name, text));
  }

  private String rejection(String name, String text) {
    return assertThrows(RejectedFileException.class, () -> parse(name, text)).getMessage();
  }

  @Test
  void readsANasdaqListWithCrlfAndSkipsRowsNotFlagged() throws Exception {
    assertTrue(Samples.text(NASDAQ).contains("\r\n"), "the Nasdaq sample is CRLF");
    assertEquals(List.of(
        new ThresholdRow(NOV_20, "nasdaq", "AAPD", "DIREXION SHS ETF TR DAILY AAPL"),
        new ThresholdRow(NOV_20, "nasdaq", "QBTX", "QUBIT TEXTILE SYSTEMS INC CL A"),
        new ThresholdRow(NOV_20, "nasdaq", "ZVRA-W", "ZEVRA LABS WTS")),
        parser.parse(Samples.file(NASDAQ)));
  }

  @Test
  void readsANyseListWithClassSharesAndEmptyNames() throws Exception {
    assertEquals(List.of(
        new ThresholdRow(NOV_20, "nyse", "BRK-B", "BERKSHIRE HATHAWAY INC CL B"),
        new ThresholdRow(NOV_20, "nyse", "GRPX-U", null)),
        parser.parse(Samples.file(NYSE)));
  }

  @Test
  void readsAnEmptyNyseList() throws Exception {
    assertEquals(List.of(), parser.parse(Samples.file("threshold/nyseth20261119-empty.txt")));
  }

  @Test
  void readsACboeList() throws Exception {
    assertEquals(List.of(
        new ThresholdRow(NOV_20, "cboe", "ABCX", "ABC Example Corp"),
        new ThresholdRow(NOV_20, "cboe", "LOWR-A", "Lower Case Class A")),
        parser.parse(Samples.file(CBOE)));
  }

  @Test
  void crlfAndLfGiveTheSameRows() throws Exception {
    String crlf = Samples.text(NASDAQ);
    assertEquals(parse("nasdaqth20261120.txt", crlf),
        parse("nasdaqth20261120.txt", Samples.lf(crlf) + "\n\n"));
    String lf = Samples.text(NYSE);
    assertEquals(parse("nyseth20261120.txt", lf), parse("nyseth20261120.txt", Samples.crlf(lf)));
  }

  @Test
  void takesTheDateFromTheFileNameFirst() throws Exception {
    // The NYSE sample's trailer says 2026-11-20; the name wins.
    List<ThresholdRow> rows = parse("nyseth2026-11-18.txt", Samples.text(NYSE));
    assertEquals(LocalDate.of(2026, 11, 18), rows.get(0).date());
    assertEquals(LocalDate.of(2026, 11, 19),
        parse("download?selectedDate=2026-11-19&market=NYSEArca", Samples.text(NYSE)).get(0).date());
    assertEquals(LocalDate.of(2026, 11, 17),
        parse("/var/20250101x/nasdaqth20261117.txt", Samples.text(NASDAQ)).get(0).date());
  }

  @Test
  void takesTheDateFromATimestampTrailerWhenTheNameHasNone() throws Exception {
    List<ThresholdRow> rows = parse("threshold.txt", Samples.text(NASDAQ));
    assertEquals(NOV_20, rows.get(0).date());
    assertEquals("nasdaq", rows.get(0).market(), "market from the Rule 3210 header");
    assertEquals(LocalDate.of(2026, 11, 20), parse("list-99.txt", Samples.text(CBOE)).get(0).date());
  }

  @Test
  void takesTheDateFromAFileCreationTimeTrailer() throws Exception {
    List<ThresholdRow> rows = parser.parse(Samples.file("threshold/regsho-creation-time.txt"));
    assertEquals(List.of(
        new ThresholdRow(LocalDate.of(2026, 6, 12), "nasdaq", "OLDX", "OLD EXAMPLE CORP")), rows);
  }

  @Test
  void takesTheMarketFromTheFileNameFirst() throws Exception {
    assertEquals("nyse", parse("download?market=NYSE&selectedDate=2026-11-20", Samples.text(NYSE))
        .get(0).market());
    assertEquals("cboe", parse("batsth20261120.txt", Samples.text(NYSE)).get(0).market());
    assertEquals("cboe", parse("CboeTh20261120.txt", Samples.text(NASDAQ)).get(0).market());
    assertEquals("nyse", parse("list20261120.txt", Samples.text(NYSE)).get(0).market());
    assertEquals("cboe", parse("list20261120.txt", Samples.text(CBOE)).get(0).market());
  }

  @Test
  void usesTheMarketAndDateTheCallerGives() throws Exception {
    LocalDate date = LocalDate.of(2026, 11, 2);
    List<ThresholdRow> rows = new ThresholdListParser("NYSE", date)
        .parse(Samples.of("nasdaqth20261120.txt", Samples.text(NASDAQ)));
    assertEquals(new ThresholdRow(date, "nyse", "AAPD", "DIREXION SHS ETF TR DAILY AAPL"),
        rows.get(0));
    assertThrows(IllegalArgumentException.class, () -> new ThresholdListParser("lse", date));
    assertThrows(NullPointerException.class, () -> new ThresholdListParser("nyse", null));
  }

  @Test
  void acceptsARecordCountTrailer() throws Exception {
    String text = NASDAQ_HEADER + "OLDX|OLD EXAMPLE CORP|S|Y|N|\r\n0000001\r\n";
    assertEquals(List.of(new ThresholdRow(NOV_20, "nasdaq", "OLDX", "OLD EXAMPLE CORP")),
        parse("nasdaqth20261120.txt", text));
    assertEquals("no list date in the file name or the trailer", rejection("regsho.txt", text));
  }

  @Test
  void rejectsAListWithoutTrailer() {
    String text = Samples.lf(Samples.text(NASDAQ));
    String noTrailer = text.substring(0, text.indexOf("20261120230024"));
    String cutMidLine = text.substring(0, text.indexOf("LABS WTS"));
    String cutInTrailer = text.substring(0, text.indexOf("230024"));
    String expected = "no timestamp trailer on the last line (truncated file?)";
    assertEquals(expected, rejection("nasdaqth20261120.txt", noTrailer));
    assertEquals(expected, rejection("nasdaqth20261120.txt", cutMidLine));
    assertEquals(expected, rejection("nasdaqth20261120.txt", cutInTrailer));
    assertEquals(expected, rejection("nasdaqth20261120.txt", NASDAQ_HEADER));
  }

  @Test
  void rejectsAnUnknownHeader() {
    assertEquals("line 1: not a Nasdaq, NYSE or Cboe threshold list header",
        rejection("nasdaqth20261120.txt", "Symbol|Name|Flag\nAAA|A|Y\n20261120230024\n"));
    assertEquals("empty file", rejection("nasdaqth20261120.txt", ""));
  }

  @Test
  void rejectsGarbledRows() {
    assertEquals("line 3: expected 6 fields, found 5", rejection("nasdaqth20261120.txt",
        NASDAQ_HEADER + "AAA|A INC|S|Y|N|\r\nBBB|B INC|S|Y|N\r\n20261120230024\r\n"));
    assertEquals("line 2: empty Symbol", rejection("nasdaqth20261120.txt",
        NASDAQ_HEADER + " |A INC|S|Y|N|\r\n20261120230024\r\n"));
    assertEquals("line 2: expected 2 fields, found 3", rejection("cboeth20261120.txt",
        "Symbol|CompanyName\nAAA|A|B\n20261120230024\n"));
  }
}
