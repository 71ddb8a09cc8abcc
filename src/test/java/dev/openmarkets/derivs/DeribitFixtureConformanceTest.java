package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import dev.openmarkets.derivs.options.BookSummaryParser;
import dev.openmarkets.derivs.options.DvolCandle;
import dev.openmarkets.derivs.options.DvolParser;
import dev.openmarkets.derivs.options.OptionQuote;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Deribit parsers over the real samples in ../shared/fixtures/deribit (Deribit's documented
 * examples; no live option chain was found, see NOTES-crypto-macro.md), read in place and named
 * as the poller names its snapshots. Skipped when the fixtures are absent.
 */
class DeribitFixtureConformanceTest {
  private static final Path DIR = Fixtures.root().resolve("deribit");

  private static UpstreamFile fixture(String file, String asName) throws Exception {
    Path p = DIR.resolve(file);
    assumeTrue(Files.exists(p), "fixture " + p + " absent");
    return new UpstreamFile(asName, Files.readAllBytes(p));
  }

  @Test
  void optionRowShape() throws Exception {
    List<OptionQuote> q = new BookSummaryParser().parse(fixture("get_book_summary_by_instrument.option.json",
        "book_summary.ETH.20190215T105232Z.json"));
    assertEquals(1, q.size());
    OptionQuote o = q.get(0);
    assertEquals("ETH-22FEB19-140-P", o.instrument());
    assertEquals("ETH", o.currency());
    assertEquals(LocalDate.of(2019, 2, 22), o.expiry());
    assertEquals("140", o.strike().toPlainString());
    assertEquals('P', o.type());
    assertEquals("0.55", o.openInterest().toPlainString());
    assertEquals("0.179112", o.markPrice().toPlainString());
    assertEquals("80", o.markIv().toPlainString());
    assertEquals("121.38", o.underlyingPrice().toPlainString());
  }

  @Test
  void aFuturesSummaryIsNotAnOptionChain() throws Exception {
    UpstreamFile f = fixture("get_book_summary_by_currency.future.json", "book_summary.BTC.20190215T105232Z.json");
    RejectedFileException e = assertThrows(RejectedFileException.class, () -> new BookSummaryParser().parse(f));
    assertTrue(e.getMessage().contains("BTC-22FEB19"), e.getMessage());
  }

  @Test
  void dvolCandlesKeepDeribitsDigits() throws Exception {
    List<DvolCandle> c = new DvolParser().parse(fixture("get_volatility_index_data.json",
        "dvol.BTC.20200821T141700Z.json"));
    assertEquals(3, c.size());
    assertEquals(Instant.ofEpochMilli(1598019300000L), c.get(0).ts());
    assertEquals("0.210084879", c.get(0).open().toPlainString());
    assertEquals("0.212860821", c.get(0).close().toPlainString());
    assertEquals("0.212992597", c.get(2).close().toPlainString());
  }

  @Tag("db")
  @Test
  void theOptionSampleServesThroughImport() throws Exception {
    UpstreamFile f = fixture("get_book_summary_by_instrument.option.json", "book_summary.ETH.20190215T105232Z.json");
    try (TestServer s = TestServer.start("deribit_fixtures")) {
      FileOutcome o = Ingest.load(s, "options", f);
      assertTrue(o.loaded(), o.reason());
      FileOutcome future = Ingest.load(s, "options", fixture("get_book_summary_by_currency.future.json",
          "book_summary.BTC.20190215T105232Z.json"));
      assertFalse(future.loaded());
      JsonObject data = s.json("/api/markets/options/eth").getJsonObject("data");
      JsonObject e = data.getJsonArray("expiries").getJsonObject(0);
      assertEquals("2019-02-22", e.getString("expiry"));
      assertEquals(140, e.getInteger("maxPain"));
      assertEquals(0.55, e.getDouble("putOI"));
      assertNull(e.getValue("putCallRatio"));
      assertNull(data.getValue("underlyingPrice"));
      assertEquals(0, s.json("/api/markets/options/btc").getJsonObject("data").getJsonArray("expiries").size());
    }
  }
}
