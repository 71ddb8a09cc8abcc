package dev.openmarkets.sec.funds;

import static dev.openmarkets.sec.Samples.sample;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import dev.openmarkets.ingest.RejectedFileException;
import java.math.BigDecimal;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** The 13F cover page. */
class ThirteenFCoverParserTest {
  private final ThirteenFCoverParser parser = new ThirteenFCoverParser();

  @Test
  void readsTheCoverWithMonthFirstDates() throws Exception {
    ThirteenFCover cover = parser.parse(sample("13f-primary_doc-0009999004-24-000401.xml")).get(0);
    assertEquals(new ThirteenFCover("0009999004-24-000401", "13F-HR/A", "0009999601", "EXAMPLE CAPITAL MANAGEMENT LLC",
        LocalDate.of(2024, 9, 30), true, "RESTATEMENT", 3, new BigDecimal("3417340"), LocalDate.of(2024, 11, 14)),
        cover);
    assertEquals(ThirteenFValueUnits.DOLLARS, cover.valueUnits(null));
    assertEquals(ThirteenFValueUnits.DOLLARS, ThirteenFParser.forCover(cover, null).units());
  }

  @Test
  void rejectsOtherSubmissions() {
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> parser.parse(sample("schedule13d-A-0009999003-26-000301.xml")));
    assertEquals("submissionType SCHEDULE 13D/A is not a 13F", e.getMessage());
  }
}
