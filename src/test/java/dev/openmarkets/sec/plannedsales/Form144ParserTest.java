package dev.openmarkets.sec.plannedsales;

import static dev.openmarkets.sec.Samples.sample;
import static dev.openmarkets.sec.Samples.sampleText;
import static dev.openmarkets.sec.Samples.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.sec.edgar.FilingMeta;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Form 144 notices to planned-sales rows. */
class Form144ParserTest {
  private static final String FILE = "form144-0009999002-26-000201.xml";

  @Test
  void oneRowPerSecuritiesInformationWithTickerFromTheLookup() throws Exception {
    Instant filedAt = Instant.parse("2026-11-09T16:02:11Z");
    Form144Parser parser = new Form144Parser(cik -> cik.equals("0009999101") ? "EXRB" : null);
    List<PlannedSaleRow> rows = parser.parse(sample(FILE), new FilingMeta(null, filedAt));
    assertEquals(2, rows.size());
    assertEquals(new PlannedSaleRow("0009999002-26-000201", 1, new BigDecimal("56000.00"), LocalDate.of(2026, 11, 10),
        "Sample Securities & Co. LLC", "NASDAQ", filedAt, "0009999101", "Example Robotics Inc.", "Richard Roe",
        "Officer, Director", "Common", "EXRB", new BigDecimal("48250000"), new BigDecimal("4000"), "144"),
        rows.get(0));
    PlannedSaleRow second = rows.get(1);
    assertEquals(2, second.seq());
    assertEquals("Placeholder Brokerage Inc.", second.broker());
    assertEquals(new BigDecimal("21150.75"), second.aggregateMarketValue());
    assertEquals(LocalDate.of(2026, 11, 24), second.approxSaleDate());
    assertEquals(new BigDecimal("1500"), second.unitsToSell());
  }

  @Test
  void tickerIsNullWithoutLookup() throws Exception {
    List<PlannedSaleRow> rows = new Form144Parser().parse(sample(FILE));
    assertNull(rows.get(0).ticker());
    assertNull(rows.get(0).filedAt());
  }

  @Test
  void rejectsOtherSubmissions() {
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> new Form144Parser().parse(sample("schedule13g-0009999003-26-000302.xml")));
    assertEquals("submissionType SCHEDULE 13G is not a Form 144", e.getMessage());
  }

  @Test
  void rejectsABadSaleDate() {
    String xml = sampleText(FILE).replace("11/24/2026", "24.11.2026");
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> new Form144Parser().parse(text(FILE, xml)));
    assertEquals("<edgarSubmission/formData/securitiesInformation[2]/approxSaleDate> is not a date: '24.11.2026'",
        e.getMessage());
  }
}
