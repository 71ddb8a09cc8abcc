package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

class FailsToDeliverParserTest {
  private static final String SAMPLE = "sec/cnsfails202611a.txt";
  private static final String HEADER = FailsToDeliverParser.HEADER + "\n";
  private static final String TRAILER = "Trailer record count 1\nTrailer total quantity of shares 10\n";
  private final FailsToDeliverParser parser = new FailsToDeliverParser();

  private List<FailsToDeliverRow> parse(String text) throws RejectedFileException {
    return parser.parse(Samples.of("cnsfails202611a.txt", text));
  }

  private String rejection(String text) {
    return assertThrows(RejectedFileException.class, () -> parse(text)).getMessage();
  }

  private String rejection(byte[] bytes) {
    UpstreamFile file = new UpstreamFile("cnsfails202611a.zip", bytes);
    return assertThrows(RejectedFileException.class, () -> parser.parse(file)).getMessage();
  }

  /** A zip of the given entries (name -> content; a name ending in / is a folder). */
  private static byte[] zip(Map<String, String> entries) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(out)) {
      for (Map.Entry<String, String> e : entries.entrySet()) {
        zip.putNextEntry(new ZipEntry(e.getKey()));
        zip.write(e.getValue().getBytes(StandardCharsets.ISO_8859_1));
        zip.closeEntry();
      }
    }
    return out.toByteArray();
  }

  @Test
  void parsesEveryRowOfTheSample() throws Exception {
    List<FailsToDeliverRow> rows = parser.parse(Samples.file(SAMPLE));
    assertEquals(6, rows.size());
    assertEquals(new FailsToDeliverRow(LocalDate.of(2026, 11, 2), "037833100", "AAPL",
        new BigDecimal("15234"), "APPLE INC COM", new BigDecimal("227.52")), rows.get(0));
    assertEquals(LocalDate.of(2026, 11, 4), rows.get(5).settlementDate());
    assertEquals("412.07", rows.get(5).price().toPlainString());
  }

  @Test
  void handlesTheFilesQuirks() throws Exception {
    List<FailsToDeliverRow> rows = parser.parse(Samples.file(SAMPLE));
    assertEquals("BRK-B", rows.get(1).symbol());
    assertEquals("BERKSHIRE HATHAWAY INC DEL CL", rows.get(1).description());
    assertNull(rows.get(2).symbol(), "empty SYMBOL");
    assertEquals("G0083D104", rows.get(2).cusip());
    assertNull(rows.get(2).price(), "price '.'");
    assertEquals("0.25", rows.get(3).price().toPlainString());
    assertEquals("QZ MINERALS LTD ORD SHS (AUS)", rows.get(4).description());
    assertNull(rows.get(4).price(), "empty price");
  }

  @Test
  void exposesTheTrailer() throws Exception {
    FailsToDeliverFile file = parser.parseFile(Samples.file(SAMPLE));
    assertEquals(6, file.trailerRecordCount());
    assertEquals(new BigDecimal("98034"), file.trailerTotalQuantity());
    assertTrue(file.matchesTrailer());
  }

  @Test
  void acceptsATrimmedFileThatKeepsTheFullTrailer() throws Exception {
    String text = Samples.text(SAMPLE).replace("count 6\n", "count 60413\n")
        .replace("shares 98034", "shares 1779353111");
    FailsToDeliverFile file = parser.parseFile(Samples.of("cnsfails202611a.txt", text));
    assertEquals(6, file.rows().size());
    assertEquals(60413, file.trailerRecordCount());
    assertEquals(new BigDecimal("1779353111"), file.trailerTotalQuantity());
    assertFalse(file.matchesTrailer());
  }

  @Test
  void crlfAndLfGiveTheSameRows() throws Exception {
    String lf = Samples.lf(Samples.text(SAMPLE));
    assertEquals(parse(lf), parse(Samples.crlf(lf)));
    assertEquals(parse(lf), parse(lf + "\n \n"));
  }

  @Test
  void decodesNonAsciiBytesAsLatin1() throws Exception {
    byte[] bytes = (HEADER + "20261102|037833100|AAPL|10|CAF\u00c9 HOLDINGS|1.00\n" + TRAILER)
        .getBytes(StandardCharsets.ISO_8859_1);
    assertEquals("CAF\u00c9 HOLDINGS",
        parser.parse(new UpstreamFile("x.txt", bytes)).get(0).description());
  }

  @Test
  void readsTheTxtInsideTheUpstreamZip() throws Exception {
    String text = Samples.text(SAMPLE);
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put("cnsfails202611a/", "");
    entries.put("cnsfails202611a.txt", text);
    byte[] zip = zip(entries);
    assertEquals(parse(text), parser.parse(new UpstreamFile("cnsfails202611a.zip", zip)));
  }

  @Test
  void rejectsAZipWithoutExactlyOneTxt() throws Exception {
    assertEquals("zip holds no .txt file", rejection(zip(Map.of())));
    assertEquals("zip holds no .txt file", rejection(zip(Map.of("readme.md", "hi"))));
    Map<String, String> two = new LinkedHashMap<>();
    two.put("a.txt", Samples.text(SAMPLE));
    two.put("b.txt", Samples.text(SAMPLE));
    assertEquals("zip holds more than one .txt file", rejection(zip(two)));
  }

  @Test
  void rejectsACorruptOrCutZip() throws Exception {
    byte[] zip = zip(Map.of("cnsfails202611a.txt", Samples.text(SAMPLE)));
    byte[] cut = Arrays.copyOf(zip, zip.length / 2);
    assertTrue(rejection(cut).startsWith("corrupt zip: "), rejection(cut));
    byte[] garbled = zip.clone();
    // The deflated data starts after the 30-byte local header and the entry name.
    for (int i = 30 + "cnsfails202611a.txt".length(); i < 80; i++) {
      garbled[i] = (byte) 0xFF;
    }
    assertTrue(rejection(garbled).startsWith("corrupt zip: "), rejection(garbled));
  }

  @Test
  void rejectsAFileWithoutBothTrailerLines() {
    String text = Samples.lf(Samples.text(SAMPLE));
    String noTotal = text.substring(0, text.indexOf("Trailer total"));
    String noTrailer = text.substring(0, text.indexOf("Trailer record"));
    String cutMidLine = text.substring(0, text.indexOf("|412.07"));
    String expected =
        "the two trailer lines (record count, total quantity) are missing (truncated file?)";
    assertEquals(expected, rejection(noTotal));
    assertEquals(expected, rejection(noTrailer));
    assertEquals(expected, rejection(cutMidLine));
    assertEquals(expected, rejection(HEADER));
  }

  @Test
  void rejectsAWrongHeader() {
    assertEquals("line 1: header is not '" + FailsToDeliverParser.HEADER + "'",
        rejection(HEADER.replace("PRICE", "PRICE ($)") + TRAILER));
    assertEquals("empty file", rejection(""));
  }

  @Test
  void rejectsGarbledLines() {
    String ok = "20261102|037833100|AAPL|10|APPLE INC COM|227.52\n";
    assertEquals("line 3: expected 6 fields, found 5",
        rejection(HEADER + ok + "20261102|037833100|AAPL|10|227.52\n" + TRAILER));
    assertEquals("line 2: QUANTITY (FAILS) is not a number: '1O'",
        rejection(HEADER + ok.replace("|10|", "|1O|") + TRAILER));
    assertEquals("line 2: PRICE is not a number: '227.5x'",
        rejection(HEADER + ok.replace("227.52", "227.5x") + TRAILER));
    assertEquals("line 2: empty CUSIP", rejection(HEADER + ok.replace("037833100", "") + TRAILER));
    assertEquals("line 2: SETTLEMENT DATE is not a calendar date: '20261302'",
        rejection(HEADER + ok.replace("20261102", "20261302") + TRAILER));
  }
}
