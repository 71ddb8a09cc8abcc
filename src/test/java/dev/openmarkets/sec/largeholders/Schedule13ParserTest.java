package dev.openmarkets.sec.largeholders;

import static dev.openmarkets.sec.Samples.sample;
import static dev.openmarkets.sec.Samples.sampleText;
import static dev.openmarkets.sec.Samples.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.sec.edgar.FilingMeta;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Structured Schedule 13D and 13G to large-holders rows, one per reporting person. */
class Schedule13ParserTest {
  private final Schedule13Parser parser = new Schedule13Parser(
      Map.of("0009999102", "SMPL", "0009999103", "PHC-B")::get);

  @Test
  void schedule13dAmendmentOneRowPerReportingPerson() throws Exception {
    Instant filedAt = Instant.parse("2026-11-18T21:30:00Z");
    List<LargeHolderRow> rows = parser.parse(sample("schedule13d-A-0009999003-26-000301.xml"),
        new FilingMeta(null, filedAt));
    assertEquals(2, rows.size());
    assertEquals(new LargeHolderRow("0009999003-26-000301", 1, "2", "99999A105", LocalDate.of(2026, 11, 16), filedAt,
        "SCHEDULE 13D/A", "0009999102", "Sample Therapeutics Corp", new BigDecimal("7.2"), "PN", "0009999401",
        "Sample Activist Fund LP", "Common Stock, $0.001 par value", new BigDecimal("3100000"), "SMPL"), rows.get(0));
    LargeHolderRow manager = rows.get(1);
    assertEquals("IA, OO", manager.personType());
    assertEquals(new BigDecimal("3350000"), manager.sharesOwned());
    assertEquals(new BigDecimal("7.8"), manager.percentOfClass());
    assertTrue(manager.isAmendment());
  }

  @Test
  void schedule13gWithLeadingNewlineAndLowerCaseNames() throws Exception {
    List<LargeHolderRow> rows = parser.parse(sample("schedule13g-0009999003-26-000302.xml"));
    assertEquals(1, rows.size());
    LargeHolderRow r = rows.get(0);
    assertEquals("SCHEDULE 13G", r.formType());
    assertFalse(r.isAmendment());
    assertNull(r.amendmentNo());
    assertEquals("0009999103", r.issuerCik());
    assertEquals("PHC-B", r.ticker());
    assertEquals("99999B207", r.cusip());
    assertEquals(LocalDate.of(2026, 11, 20), r.eventDate());
    assertEquals("Example Index Advisors Inc.", r.reportingPerson());
    assertNull(r.reportingCik(), "13G cover pages give no CIK per person");
    assertEquals(new BigDecimal("4420000.00"), r.sharesOwned());
    assertEquals(new BigDecimal("6.05"), r.percentOfClass());
    assertEquals("IA", r.personType());
    assertEquals("Class B Common Stock", r.securityClass());
  }

  @Test
  void rejectsOtherSubmissionsAndMissingPersons() {
    RejectedFileException notSchedule = assertThrows(RejectedFileException.class,
        () -> parser.parse(sample("form144-0009999002-26-000201.xml")));
    assertEquals("submissionType 144 is not a Schedule 13D or 13G", notSchedule.getMessage());

    String noPersons = sampleText("schedule13g-0009999003-26-000302.xml")
        .replaceAll("(?s)<coverPageHeaderReportingPersonDetails>.*</coverPageHeaderReportingPersonDetails>", "");
    RejectedFileException empty = assertThrows(RejectedFileException.class,
        () -> parser.parse(text("0009999003-26-000302.xml", noPersons)));
    assertEquals("no reporting persons in <edgarSubmission/formData>", empty.getMessage());
  }
}
