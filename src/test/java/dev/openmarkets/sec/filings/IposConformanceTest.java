package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.IndexEntry;
import dev.openmarkets.sec.filings.edgar.FilingsIndex;
import dev.openmarkets.sec.filings.ipos.RegistrationParsers;
import dev.openmarkets.sec.filings.ipos.RegistrationRow;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The registration readers over the real samples: the company index (registration rows by their
 * columns, one per accession), the S-1 and 424B4 full submissions (header), both EFFECT notice
 * variants, and the registration rows of every submissions JSON, each compared with the source
 * read here independently.
 */
class IposConformanceTest {
  private static final Set<String> FORMS = Set.of("S-1", "S-1/A", "F-1", "F-1/A", "424B4", "RW", "EFFECT");

  private static String find(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    return m.find() ? m.group(1).strip() : null;
  }

  @Test
  void companyIndexRowsOfTheRegistrationForms() throws Exception {
    UpstreamFile f = Fixtures.file("index/company.20221003.idx");
    Map<String, String[]> expected = new LinkedHashMap<>();
    String[] lines = new String(f.bytes(), StandardCharsets.ISO_8859_1).split("\n");
    for (int i = 11; i < lines.length; i++) {
      String l = lines[i];
      String form = l.substring(62, 74).strip();
      if (FORMS.contains(form)) {
        String[] rest = l.substring(74).strip().split("\\s+");
        String accession = rest[2].substring(rest[2].lastIndexOf('/') + 1).replace(".txt", "");
        expected.putIfAbsent(accession, new String[] {form, l.substring(0, 62).strip(), rest[0], rest[1]});
      }
    }
    List<IndexEntry> rows = new ArrayList<>();
    for (Object o : FilingsIndex.KIND.parser(f.name()).parse(f)) {
      IndexEntry e = (IndexEntry) o;
      if (FORMS.contains(e.formType())) {
        rows.add(e);
      }
    }
    assertEquals(expected.size(), rows.size());
    for (IndexEntry e : rows) {
      String[] x = expected.get(e.accessionNo());
      assertEquals(x[0], e.formType());
      assertEquals(x[1], e.companyName());
      assertEquals(Long.parseLong(x[2]), Long.parseLong(e.cik()));
      assertEquals(LocalDate.parse(x[3], DateTimeFormatter.BASIC_ISO_DATE), e.dateFiled());
    }
    // the co-registrant S-1 is one row, under the first company listed
    assertEquals("AdvanTek Electrical Construction, LLC", rows.stream()
        .filter(e -> e.accessionNo().equals("0001104659-22-105373")).findFirst().orElseThrow().companyName());
    assertEquals(28, rows.stream().filter(e -> e.formType().equals("EFFECT")).count());
  }

  @Test
  void s1And424b4FullSubmissions() throws Exception {
    for (String name : List.of("registration/0001104659-23-076317.txt", "registration/0001104659-24-132924.txt")) {
      String text = Fixtures.text(name);
      RegistrationRow r = RegistrationParsers.document(Fixtures.file(name)).get(0);
      assertEquals(find(text, "ACCESSION NUMBER:\\s*(\\S+)"), r.accessionNo());
      assertEquals(find(text, "CONFORMED SUBMISSION TYPE:\\s*(\\S+)"), r.formType());
      assertEquals(find(text, "COMPANY CONFORMED NAME:\\s*([^\\n]+)"), r.company());
      assertEquals(find(text, "CENTRAL INDEX KEY:\\s*(\\d+)"), r.cik());
      assertEquals(LocalDate.parse(find(text, "FILED AS OF DATE:\\s*(\\d+)"), DateTimeFormatter.BASIC_ISO_DATE), r.dateFiled());
      assertEquals(LocalDateTime.parse(find(text, "<ACCEPTANCE-DATETIME>(\\d{14})"),
          DateTimeFormatter.ofPattern("yyyyMMddHHmmss")).atZone(ZoneId.of("America/New_York")).toInstant(), r.filedAt());
    }
    RegistrationRow traws = RegistrationParsers.document(Fixtures.file("registration/0001104659-24-132924.txt")).get(0);
    assertEquals(Instant.parse("2024-12-31T22:23:04Z"), traws.filedAt(), "17:23:04 EST");
    assertEquals(LocalDate.of(2024, 12, 31), traws.dateFiled());
    assertThrows(RejectedFileException.class, () -> RegistrationParsers.document(Fixtures.file("8-k/0001213900-25-032135.txt")));
  }

  @Test
  void effectNoticesOfBothVariants() throws Exception {
    UpstreamFile a = Fixtures.file("registration/EFFECT.primary_doc.10XCapitalIII-S1.xml");
    RegistrationRow s1 = RegistrationParsers.document(new UpstreamFile("9999999995-22-000101-primary_doc.xml", a.bytes())).get(0);
    String xa = new String(a.bytes(), StandardCharsets.UTF_8);
    assertEquals("9999999995-22-000101", s1.accessionNo());
    assertEquals("EFFECT", s1.formType());
    assertEquals(find(xa, "<cik>([^<]+)"), s1.cik());
    assertEquals(find(xa, "<entityName>([^<]+)"), s1.company());
    assertEquals(LocalDate.parse(find(xa, "<finalEffectivenessDispDate>([^<]+)")), s1.dateFiled());
    assertEquals(find(xa, "<form>([^<]+)"), s1.effectiveForm());
    assertNull(s1.acceptedAt());

    UpstreamFile b = Fixtures.file("registration/EFFECT.primary_doc.1stFranklin-POSAM.xml");
    RegistrationRow posAm = RegistrationParsers.document(new UpstreamFile("9999999995-22-000102.xml", b.bytes())).get(0);
    assertEquals("POS AM", posAm.effectiveForm(), "variant B names the form in effectiveData/submissionType");
    assertEquals("0000038723", posAm.cik());
    assertEquals(LocalDate.of(2022, 11, 22), posAm.dateFiled());
    assertThrows(RejectedFileException.class, () -> RegistrationParsers.document(b), "no accession in the name");
  }

  @Test
  void registrationRowsOfEverySubmissionsJson() throws Exception {
    ObjectMapper json = new ObjectMapper();
    for (String name : List.of("CIK0001318605.json", "CIK0001881551.json", "CIK0001677077.json", "CIK0001847577.json")) {
      UpstreamFile f = Fixtures.file("submissions/" + name);
      JsonNode root = json.readTree(f.bytes());
      JsonNode recent = root.path("filings").path("recent");
      List<RegistrationRow> rows = RegistrationParsers.submissionsJson(f);
      int k = 0;
      for (int i = 0; i < recent.path("form").size(); i++) {
        String form = recent.path("form").get(i).asText();
        if (!FORMS.contains(form)) {
          continue;
        }
        RegistrationRow r = rows.get(k++);
        assertEquals(recent.path("accessionNumber").get(i).asText(), r.accessionNo());
        assertEquals(form, r.formType());
        assertEquals(root.path("name").asText(), r.company());
        assertEquals(LocalDate.parse(recent.path("filingDate").get(i).asText()), r.dateFiled());
        if (form.equals("EFFECT")) {
          String first = recent.path("items").get(i).asText().split(",", -1)[0];
          assertEquals(first.isEmpty() ? null : first, r.effectiveForm());
          assertEquals(r.dateFiled().atStartOfDay(ZoneId.of("UTC")).toInstant(), r.filedAt(),
              "EFFECT acceptance times are the next day's dissemination; the date filed is kept");
        } else {
          assertEquals(Instant.parse(recent.path("acceptanceDateTime").get(i).asText()), r.filedAt());
        }
      }
      assertEquals(k, rows.size(), name);
    }
  }
}
