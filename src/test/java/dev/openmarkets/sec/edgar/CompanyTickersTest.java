package dev.openmarkets.sec.edgar;

import static dev.openmarkets.sec.Samples.sample;
import static dev.openmarkets.sec.Samples.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import dev.openmarkets.ingest.RejectedFileException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** company_tickers.json as a CIK and ticker lookup. */
class CompanyTickersTest {

  @Test
  void numericCikAndSeveralTickersPerCik() throws Exception {
    CompanyTickers t = CompanyTickers.parse(sample("company_tickers.json"));
    assertEquals(5, t.rows().size());
    assertEquals(new CompanyTicker("0009999103", "PHC-B", "Placeholder Holdings Co"), t.rows().get(0));
    assertEquals(List.of("PHC-B", "PHC-A"), t.tickersFor("9999103"));
    assertEquals("PHC-B", t.tickerFor("0009999103"), "the first listed is the primary");
    assertEquals("0009999103", t.cikFor("phc.a"));
    assertEquals("0009999104", t.cikFor("SMPL/PB"));
    assertNull(t.tickerFor("0000000001"));
  }

  @Test
  void rowsParserKeepsFileOrder() throws Exception {
    String shuffled = "{\"1\":{\"cik_str\":2,\"ticker\":\"BBB\",\"title\":\"B\"},"
        + "\"0\":{\"cik_str\":1,\"ticker\":\"brk.b\",\"title\":\"A\"}}";
    List<CompanyTicker> rows = CompanyTickers.ROWS.parse(text("company_tickers.json", shuffled));
    assertEquals(List.of(new CompanyTicker("0000000001", "BRK-B", "A"), new CompanyTicker("0000000002", "BBB", "B")),
        rows);
  }

  @Test
  void rejectsEntriesWithoutTicker() {
    RejectedFileException e = assertThrows(RejectedFileException.class, () -> CompanyTickers.parse(
        text("company_tickers.json", "{\"0\":{\"cik_str\":1,\"title\":\"A\"}}")));
    assertEquals("entry 0: needs cik_str and ticker, got {\"cik_str\":1,\"title\":\"A\"}", e.getMessage());
  }
}
