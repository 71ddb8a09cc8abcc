package dev.openmarkets.sec.edgar;

import static dev.openmarkets.sec.Samples.sample;
import static dev.openmarkets.sec.Samples.sampleText;
import static dev.openmarkets.sec.Samples.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.RejectedFileException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** data.sec.gov submissions JSON, company file and paged file. */
class SubmissionsParserTest {
  private final SubmissionsParser parser = new SubmissionsParser();

  @Test
  void companyFileWithRecentFilings() throws Exception {
    CompanySubmissions s = parser.parseCompany(sample("submissions-CIK0009999101.json"));
    assertEquals("0009999101", s.cik());
    assertEquals("Example Robotics Inc.", s.name());
    assertEquals(List.of("EXRB", "EXRB-W"), s.tickers());
    assertEquals(Arrays.asList("Nasdaq", null), s.exchanges());
    assertEquals(List.of("CIK0009999101-submissions-001.json"), s.olderFiles());
    assertEquals(4, s.filings().size());
    assertEquals(new FilingRef("0009999001-26-000104", "4/A", LocalDate.of(2026, 11, 6), LocalDate.of(2026, 11, 3),
        Instant.parse("2026-11-06T14:00:00Z"), "xslF345X05/wk-form4a_1.xml", null), s.filings().get(0));
    assertEquals("wk-form4a_1.xml", s.filings().get(0).rawPrimaryDocument());
    FilingRef notice = s.filings().get(1);
    assertNull(notice.reportDate(), "empty string is no date");
    assertEquals("primary_doc.xml", notice.rawPrimaryDocument());
    FilingRef eightK = s.filings().get(2);
    assertEquals("2.02,9.01", eightK.items());
    assertEquals("exrb-20261105.htm", eightK.rawPrimaryDocument());
  }

  @Test
  void pagedFileWithoutCompanyWrapper() throws Exception {
    List<FilingRef> refs = parser.parse(sample("submissions-CIK0009999101-submissions-001.json"));
    assertEquals(2, refs.size());
    assertEquals(new FilingRef("0009999101-19-000003", "D", LocalDate.of(2019, 3, 1), null,
        Instant.parse("2019-03-01T04:00:00Z"), null, "06b"), refs.get(1));
    assertNull(parser.parseCompany(sample("submissions-CIK0009999101-submissions-001.json")).cik());
  }

  @Test
  void rejectsArraysOfDifferentLengths() {
    String broken = sampleText("submissions-CIK0009999101.json").replace("\"form\":[\"4/A\",\"144\",\"8-K\",\"4\"]",
        "\"form\":[\"4/A\",\"144\",\"8-K\"]");
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> parser.parse(text("CIK0009999101.json", broken)));
    assertEquals("array form has 3 entries, accessionNumber 4", e.getMessage());
  }

  @Test
  void rejectsTheS3ErrorBodyAsSuch() {
    String error = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>NoSuchKey</Code>"
        + "<Message>The specified key does not exist.</Message></Error>";
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> parser.parse(text("CIK0000000001.json", error)));
    assertEquals("upstream error document (NoSuchKey) instead of submissions JSON", e.getMessage());
  }

  @Test
  void rejectsTruncatedJson() {
    String json = sampleText("submissions-CIK0009999101.json");
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> parser.parse(text("CIK0009999101.json", json.substring(0, 300))));
    assertTrue(e.getMessage().startsWith("malformed JSON in submissions JSON"), e.getMessage());
  }
}
