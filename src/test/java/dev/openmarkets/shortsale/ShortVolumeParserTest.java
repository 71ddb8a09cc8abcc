package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.RejectedFileException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShortVolumeParserTest {
  private static final String SAMPLE = "finra/CNMSshvol20261117.txt";
  private static final String HEADER = "Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market\n";
  private final ShortVolumeParser parser = new ShortVolumeParser();

  private List<ShortVolumeRow> parse(String text) throws RejectedFileException {
    return parser.parse(Samples.of("CNMSshvol20261117.txt", text));
  }

  private String rejection(String text) {
    return assertThrows(RejectedFileException.class, () -> parse(text)).getMessage();
  }

  @Test
  void parsesEveryRowOfTheSample() throws Exception {
    List<ShortVolumeRow> rows = parser.parse(Samples.file(SAMPLE));
    assertEquals(5, rows.size());
    assertEquals(new ShortVolumeRow(LocalDate.of(2026, 11, 17), "AAPL", new BigDecimal("2143988"),
        new BigDecimal("10233"), new BigDecimal("5120045"), "B,Q,N"), rows.get(0));
    assertEquals(List.of("AAPL", "BRK-B", "GMEX", "MSFT", "ZZQA"),
        rows.stream().map(ShortVolumeRow::symbol).toList());
    assertEquals("Q,N", rows.get(2).market());
  }

  @Test
  void keepsFractionalVolumesDigitForDigit() throws Exception {
    List<ShortVolumeRow> rows = parser.parse(Samples.file(SAMPLE));
    ShortVolumeRow zzqa = rows.get(4);
    assertEquals("656799.067061", zzqa.shortVolume().toPlainString());
    assertEquals("1138358.086029", zzqa.totalVolume().toPlainString());
    assertEquals("7", zzqa.shortExemptVolume().toPlainString());
    assertEquals("4410.5", rows.get(3).shortExemptVolume().toPlainString());
  }

  @Test
  void acceptsShortVolumeAboveTotalVolume() throws Exception {
    ShortVolumeRow gmex = parser.parse(Samples.file(SAMPLE)).get(2);
    assertEquals("98410.5", gmex.shortVolume().toPlainString());
    assertEquals("80200", gmex.totalVolume().toPlainString());
  }

  @Test
  void crlfAndLfGiveTheSameRows() throws Exception {
    String lf = Samples.lf(Samples.text(SAMPLE));
    String crlf = Samples.crlf(lf);
    assertTrue(crlf.contains("\r\n"));
    assertEquals(parse(lf), parse(crlf));
    assertEquals("B,Q,N", parse(crlf).get(4).market());
  }

  @Test
  void toleratesBlankTrailingLinesAndAMissingFinalNewline() throws Exception {
    String text = Samples.lf(Samples.text(SAMPLE));
    assertEquals(5, parse(text + "\n\r\n  \n").size());
    assertEquals(5, parse(text.stripTrailing()).size());
  }

  @Test
  void emptyDayWithZeroTrailerIsEmpty() throws Exception {
    assertEquals(List.of(), parse(HEADER + "0\n"));
  }

  @Test
  void rejectsAFileWithoutTrailer() {
    String text = Samples.lf(Samples.text(SAMPLE));
    String noTrailer = text.substring(0, text.lastIndexOf("5\n"));
    assertTrue(rejection(noTrailer).contains("no record-count trailer"));
    assertTrue(rejection(HEADER).contains("no record-count trailer"));
  }

  @Test
  void rejectsAFileCutMidLine() {
    String text = Samples.lf(Samples.text(SAMPLE));
    String cut = text.substring(0, text.indexOf("|1138358"));
    assertTrue(rejection(cut).contains("no record-count trailer"));
  }

  @Test
  void rejectsATrailerThatDisagreesWithTheRows() {
    String text = Samples.lf(Samples.text(SAMPLE)).replace("\n5\n", "\n6\n");
    assertEquals("line 7: trailer says 6 rows but the file has 5", rejection(text));
    assertEquals("line 2: trailer says 1 rows but the file has 0", rejection(HEADER + "1\n"));
  }

  @Test
  void rejectsAWrongHeader() {
    String text = Samples.text(SAMPLE).replace("ShortExemptVolume", "ExemptVolume");
    assertEquals("line 1: header is not '" + ShortVolumeParser.HEADER + "'", rejection(text));
  }

  @Test
  void rejectsAnEmptyFile() {
    assertEquals("empty file", rejection(""));
  }

  @Test
  void rejectsGarbledLines() {
    assertEquals("line 2: expected 6 fields, found 5",
        rejection(HEADER + "20261117|AAPL|10|0|20\n1\n"));
    assertEquals("line 2: expected 6 fields, found 7",
        rejection(HEADER + "20261117|AAPL|10|0|20|B,Q,N|\n1\n"));
    assertEquals("line 2: ShortVolume is not a number: '1O0'",
        rejection(HEADER + "20261117|AAPL|1O0|0|20|B,Q,N\n1\n"));
    assertEquals("line 2: TotalVolume is not a number: '1e5'",
        rejection(HEADER + "20261117|AAPL|10|0|1e5|B,Q,N\n1\n"));
    assertEquals("line 2: ShortExemptVolume is negative: '-3'",
        rejection(HEADER + "20261117|AAPL|10|-3|20|B,Q,N\n1\n"));
    assertEquals("line 2: Date is not a calendar date: '20261131'",
        rejection(HEADER + "20261131|AAPL|10|0|20|B,Q,N\n1\n"));
    assertEquals("line 2: Date is not a YYYYMMDD date: '2026-11-17'",
        rejection(HEADER + "2026-11-17|AAPL|10|0|20|B,Q,N\n1\n"));
    assertEquals("line 2: empty Symbol", rejection(HEADER + "20261117| |10|0|20|B,Q,N\n1\n"));
    assertEquals("line 3: expected 6 fields, found 1",
        rejection(HEADER + "20261117|AAPL|10|0|20|B,Q,N\n\n20261117|MSFT|10|0|20|B,Q,N\n3\n"));
  }
}
