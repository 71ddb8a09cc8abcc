package dev.openmarkets.sec.edgar;

import static dev.openmarkets.sec.Samples.sample;
import static dev.openmarkets.sec.Samples.sampleText;
import static dev.openmarkets.sec.Samples.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import dev.openmarkets.ingest.RejectedFileException;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** EDGAR form.idx and master.idx, deduplicated by accession. */
class DailyIndexParserTest {
  private static final LocalDate NOV_20 = LocalDate.of(2026, 11, 20);

  @Test
  void formIndexIsFixedWidthAndDeduplicatedByAccession() throws Exception {
    List<IndexEntry> entries = new DailyIndexParser().parse(sample("form.20261120.idx"));
    assertEquals(7, entries.size(), "9 rows, two accessions listed twice");
    assertEquals(new IndexEntry("4", "Doe Jane A", "0009999201", NOV_20,
        "edgar/data/9999201/0009999001-26-000110.txt", "0009999001-26-000110"), entries.get(0), "first listing kept");
    assertEquals("0009999001-26-000111", entries.get(1).accessionNo());
    IndexEntry amendment = entries.get(2);
    assertEquals("4/A", amendment.formType());
    assertEquals("Example Robotics Inc.", amendment.companyName());
    IndexEntry thirteenD = entries.get(5);
    assertEquals("SC 13D/A", thirteenD.formType(), "form types with spaces");
    assertEquals("Sample Activist Fund LP", thirteenD.companyName());
    assertEquals("0009999401", thirteenD.cik());
    assertEquals("SCHEDULE 13G", entries.get(6).formType());
    assertEquals("Placeholder Holdings Co", entries.get(6).companyName());
  }

  @Test
  void masterIndexIsPipeDelimited() throws Exception {
    List<IndexEntry> entries = new DailyIndexParser().parse(sample("master.20261120.idx"));
    assertEquals(4, entries.size());
    assertEquals(new IndexEntry("4", "Example Robotics Inc.", "0009999101", NOV_20,
        "edgar/data/9999101/0009999001-26-000111.txt", "0009999001-26-000111"), entries.get(0));
    IndexEntry corresp = entries.get(2);
    assertEquals(LocalDate.of(2026, 9, 15), corresp.dateFiled(), "dated months before the index day");
    assertEquals("0000000000-26-012345", corresp.accessionNo());
    assertEquals("UNIVERSAL SAMPLE CORP \\DE\\", entries.get(3).companyName());
    assertEquals("0000999950", entries.get(3).cik());
  }

  @Test
  void filtersFormTypes() throws Exception {
    List<IndexEntry> entries = new DailyIndexParser(Set.of("4", "4/A")).parse(sample("form.20261120.idx"));
    assertEquals(List.of("0009999001-26-000110", "0009999001-26-000111", "0009999001-26-000104"),
        entries.stream().map(IndexEntry::accessionNo).toList());
  }

  @Test
  void acceptsCrlfAndFullIndexDates() throws Exception {
    String crlf = sampleText("master.20261120.idx").replace("|20261120|", "|2026-11-20|").replace("\n", "\r\n");
    List<IndexEntry> entries = new DailyIndexParser().parse(text("master.idx", crlf));
    assertEquals(4, entries.size());
    assertEquals(NOV_20, entries.get(0).dateFiled());
    assertEquals("edgar/data/9999101/0009999001-26-000111.txt", entries.get(0).fileName());
  }

  @Test
  void rejectsARowWithoutAccessionNamingTheLine() {
    String bad = sampleText("master.20261120.idx").replace("0000999950-26-000007.txt", "index.htm");
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> new DailyIndexParser().parse(text("master.idx", bad)));
    assertEquals("line 12: no accession number in 'edgar/data/999950/index.htm'", e.getMessage());
  }

  @Test
  void rejectsSomethingElse() {
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> new DailyIndexParser().parse(text("form.idx", "<html>Not Found</html>")));
    assertEquals("not an EDGAR form or master index: no column header and dashed rule", e.getMessage());
  }
}
