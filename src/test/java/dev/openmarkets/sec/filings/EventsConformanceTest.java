package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.filings.events.EventFiling;
import dev.openmarkets.sec.filings.events.EventParsers;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The 8-K parsers over every real 8-K sample in the shared fixtures: each field of the row is
 * compared with what the document says, read here independently with plain regular expressions
 * (or Jackson for the JSON).
 */
class EventsConformanceTest {
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

  private static String find(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    return m.find() ? m.group(1).strip() : null;
  }

  @Test
  void fullSubmissionTxtOfAbvc() throws Exception {
    String text = Fixtures.text("8-k/0001213900-25-032135.txt");
    EventFiling e = EventParsers.submission(Fixtures.file("8-k/0001213900-25-032135.txt"));
    assertEquals(find(text, "ACCESSION NUMBER:\\s*(\\S+)"), e.accessionNo());
    assertEquals(find(text, "COMPANY CONFORMED NAME:\\s*([^\\n]+)"), e.company());
    assertEquals(find(text, "CENTRAL INDEX KEY:\\s*(\\d+)"), e.cik());
    String stamp = find(text, "<ACCEPTANCE-DATETIME>(\\d{14})");
    Instant expected = LocalDateTime.parse(stamp, DateTimeFormatter.ofPattern("yyyyMMddHHmmss")).atZone(NEW_YORK).toInstant();
    assertEquals(expected, e.acceptedAt());
    assertEquals(Instant.parse("2025-04-15T20:30:25Z"), e.acceptedAt(), "16:30:25 EDT");
    assertEquals(LocalDate.parse(find(text, "FILED AS OF DATE:\\s*(\\d{8})"), DateTimeFormatter.BASIC_ISO_DATE), e.dateFiled());
    // four ITEM INFORMATION titles, in order: 2.02, 4.02, 7.01, 9.01
    Matcher titles = Pattern.compile("ITEM INFORMATION:\\s*([^\\n]+)").matcher(text);
    int n = 0;
    while (titles.find()) {
      n++;
    }
    assertEquals(n, e.items().size());
    assertEquals(List.of("2.02", "4.02", "7.01", "9.01"), e.items());
    assertEquals("Results of Operations and Financial Condition", e.labels().get(0));
    String primary = find(text, "<TYPE>8-K\\s*<SEQUENCE>1\\s*<FILENAME>(\\S+)");
    assertEquals("https://www.sec.gov/Archives/edgar/data/1173313/000121390025032135/" + primary, e.docUrl());
    assertEquals(LocalDate.of(2025, 4, 15), e.periodOfReport());
  }

  @Test
  void filingIndexPageOfJpmorgan() throws Exception {
    String html = Fixtures.text("8-k/0000019617-26-000241-index.html");
    EventFiling e = EventParsers.indexPage(Fixtures.file("8-k/0000019617-26-000241-index.html"));
    assertEquals("0000019617-26-000241", e.accessionNo());
    assertEquals("JPMORGAN CHASE & CO", e.company());
    assertEquals("0000019617", e.cik());
    String accepted = find(html, "Accepted</div>\\s*<div class=\"info\">([^<]+)");
    assertEquals(LocalDateTime.parse(accepted, DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")).atZone(NEW_YORK)
        .toInstant(), e.acceptedAt());
    assertEquals(Instant.parse("2026-06-25T11:59:33Z"), e.acceptedAt(), "07:59:33 EDT");
    assertEquals(LocalDate.parse(find(html, "Filing Date</div>\\s*<div class=\"info\">([^<]+)")), e.dateFiled());
    assertEquals(LocalDate.parse(find(html, "Period of Report</div>\\s*<div class=\"info\">([^<]+)")), e.periodOfReport());
    // the page lists Item 5.02 only: the EX-99.1 press release does not add a 9.01
    assertEquals(List.of(find(html, "Item (\\d\\.\\d\\d):")), e.items());
    assertEquals("https://www.sec.gov" + find(html, "<a href=\"/ix\\?doc=([^\"]+)\""), e.docUrl());
  }

  @Test
  void disseminationFeedNcWithBareCarriageReturns() throws Exception {
    UpstreamFile f = Fixtures.file("dissemination-feed/0001493152-25-001317.nc");
    String text = new String(f.bytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
    EventFiling e = EventParsers.submission(f);
    assertEquals(find(text, "<ACCESSION-NUMBER>([^\\r\\n]+)"), e.accessionNo());
    assertEquals(find(text, "<CONFORMED-NAME>([^\\r\\n]+)"), e.company());
    assertEquals(find(text, "<CIK>([^\\r\\n]+)"), e.cik());
    List<String> items = new ArrayList<>();
    Matcher m = Pattern.compile("<ITEMS>([^\\r\\n]+)").matcher(text);
    while (m.find()) {
      items.add(m.group(1).strip());
    }
    assertEquals(items, e.items());
    assertEquals(List.of("5.02", "9.01"), e.items());
    assertNull(e.acceptedAt(), "the feed header carries no acceptance time");
    assertEquals(LocalDate.of(2025, 1, 8), e.dateFiled());
    assertEquals(Instant.parse("2025-01-08T00:00:00Z"), e.filedAt());
    assertEquals("https://www.sec.gov/Archives/edgar/data/880984/000149315225001317/"
        + find(text, "<FILENAME>([^\\r\\n]+)"), e.docUrl());
  }

  @Test
  void submissionsJsonEightKRowsOfEveryCompany() throws Exception {
    ObjectMapper json = new ObjectMapper();
    for (String name : List.of("CIK0001318605.json", "CIK0001881551.json", "CIK0001677077.json", "CIK0001847577.json")) {
      UpstreamFile f = Fixtures.file("submissions/" + name);
      JsonNode recent = json.readTree(f.bytes()).path("filings").path("recent");
      List<EventFiling> rows = EventParsers.submissionsJson(f);
      int k = 0;
      for (int i = 0; i < recent.path("form").size(); i++) {
        String form = recent.path("form").get(i).asText();
        if (!form.equals("8-K") && !form.equals("8-K/A")) {
          continue;
        }
        EventFiling e = rows.get(k++);
        assertEquals(recent.path("accessionNumber").get(i).asText(), e.accessionNo());
        assertEquals(form, e.formType());
        assertEquals(Instant.parse(recent.path("acceptanceDateTime").get(i).asText()), e.acceptedAt());
        assertEquals(LocalDate.parse(recent.path("filingDate").get(i).asText()), e.dateFiled());
        String items = recent.path("items").get(i).asText();
        assertEquals(items.isEmpty() ? null : List.of(items.split(",")), e.items(), e.accessionNo());
        assertEquals(recent.path("primaryDocument").get(i).asText(), e.docUrl().substring(e.docUrl().lastIndexOf('/') + 1));
      }
      assertEquals(k, rows.size(), name);
    }
    EventFiling tesla = EventParsers.submissionsJson(Fixtures.file("submissions/CIK0001318605.json")).stream()
        .filter(e -> e.accessionNo().equals("0001628280-26-003837")).findFirst().orElseThrow();
    assertEquals(List.of("2.02", "9.01"), tesla.items());
    assertEquals(Instant.parse("2026-01-28T21:11:04Z"), tesla.filedAt());
    assertEquals("https://www.sec.gov/Archives/edgar/data/1318605/000162828026003837/tsla-20260128.htm", tesla.docUrl());
  }
}
