package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.derivs.options.BookSummaryParser;
import dev.openmarkets.derivs.options.DvolCandle;
import dev.openmarkets.derivs.options.DvolParser;
import dev.openmarkets.derivs.options.IndexPriceParser;
import dev.openmarkets.derivs.options.OptionInstrument;
import dev.openmarkets.derivs.options.OptionQuote;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Deribit parsers on hand-written answers: names, exact digits, snapshot time and every rejection. */
class DeribitParsersTest {
  private static UpstreamFile file(String name, String json) {
    return new UpstreamFile(name, json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void instrumentNames() {
    OptionInstrument i = OptionInstrument.parse("BTC-27SEP24-100000-C");
    assertEquals(new OptionInstrument("BTC", LocalDate.of(2024, 9, 27), new BigDecimal("100000"), 'C'), i);
    assertEquals(LocalDate.of(2025, 1, 3), OptionInstrument.parse("ETH-3JAN25-3500-P").expiry());
    assertEquals(new BigDecimal("0.625"), OptionInstrument.parse("XRP_USDC-28NOV25-0d625-C").strike());
    assertNull(OptionInstrument.parse("BTC-PERPETUAL"));
    assertNull(OptionInstrument.parse("BTC-27DEC24"));
    assertNull(OptionInstrument.parse("BTC-31FEB24-100-C"));
  }

  @Test
  void bookSummaryKeepsDigitsAndTakesTheTimeFromTheName() throws Exception {
    List<OptionQuote> q = new BookSummaryParser().parse(file("book_summary.BTC.20261120T120000Z.json",
        DeribitSamples.handChain()));
    assertEquals(12, q.size());
    assertEquals(Instant.parse("2026-11-20T12:00:00Z"), q.get(0).ts());
    assertEquals("BTC", q.get(0).currency());
    assertEquals("3.5", q.get(1).volume().toPlainString());
    assertEquals("92100.25", q.get(0).underlyingPrice().toPlainString());
    assertNull(q.get(9).volume());
  }

  @Test
  void bookSummaryWithoutANamedTimeUsesUsOut() throws Exception {
    String json = DeribitSamples.handChain().replace("\"usOut\":2", "\"usOut\":1795176000123456");
    assertEquals(Instant.parse("2026-11-20T12:00:00.123456Z"),
        new BookSummaryParser().parse(file("chain.json", json)).get(0).ts());
  }

  @Test
  void rejections() {
    BookSummaryParser p = new BookSummaryParser();
    String name = "book_summary.BTC.20261120T120000Z.json";
    assertThrows(RejectedFileException.class, () -> p.parse(file(name, "{\"jsonrpc\":\"2.0\",\"result\":[]}")));
    RejectedFileException cut = assertThrows(RejectedFileException.class,
        () -> p.parse(file(name, "{\"jsonrpc\":\"2.0\",\"result\":[")));
    assertTrue(cut.getMessage().startsWith("malformed JSON") && !cut.getMessage().contains("\n"), cut.getMessage());
    RejectedFileException err = assertThrows(RejectedFileException.class, () -> p.parse(file(name,
        "{\"jsonrpc\":\"2.0\",\"error\":{\"code\":10001,\"message\":\"too_many_requests\"}}")));
    assertTrue(err.getMessage().contains("too_many_requests"));
    // an ETH option in a BTC file
    assertThrows(RejectedFileException.class, () -> p.parse(file(name, DeribitSamples.book(List.of(
        DeribitSamples.opt("ETH-25DEC26-3000-C", "1", "0"))))));
    // an open interest that is not a number
    assertThrows(RejectedFileException.class, () -> p.parse(file(name, DeribitSamples.book(List.of(
        DeribitSamples.opt("BTC-25DEC26-3000-C", "\"x\"", "0"))))));
    // no time in the name and no usOut
    assertThrows(RejectedFileException.class, () -> p.parse(file("chain.json",
        DeribitSamples.handChain().replace("\"usOut\":2", "\"usOut\":0"))));
    // index and DVOL answers must be named with their currency
    assertThrows(RejectedFileException.class, () -> new IndexPriceParser().parse(file("index.json",
        DeribitSamples.index("1"))));
    assertThrows(RejectedFileException.class, () -> new DvolParser().parse(file("dvol.BTC.20261120T120000Z.json",
        "{\"jsonrpc\":\"2.0\",\"result\":{\"data\":[[1,2,3]]}}")));
  }

  @Test
  void dvolCandles() throws Exception {
    List<DvolCandle> c = new DvolParser().parse(file("dvol.ETH.20261120T120000Z.json",
        DeribitSamples.dvol(1795176000000L, "68.91")));
    assertEquals("ETH", c.get(0).currency());
    assertEquals(Instant.parse("2026-11-20T12:00:00Z"), c.get(0).ts());
    assertEquals("68.91", c.get(0).close().toPlainString());
  }
}
