package dev.openmarkets.sec.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Apple's real company facts (shared fixtures, never copied into the repository): the quarters,
 * a derived fourth quarter and the cover-page shares, each compared with the file's own figures
 * read independently here with a plain JSON tree. SEC marks the fact it chose for each calendar
 * frame with "frame"; our latest-filing rule must pick the same values.
 */
class CompanyFactsConformanceTest {
  private static JsonNode raw;
  private static CompanyFinancials apple;

  @BeforeAll
  static void load() throws Exception {
    Path p = Fixtures.root()
        .resolve("sec/companyfacts/CIK0000320193.json");
    assumeTrue(Files.isRegularFile(p), "no company facts fixture at " + p.toAbsolutePath());
    byte[] bytes = Files.readAllBytes(p);
    raw = new ObjectMapper().readTree(bytes);
    apple = FinancialsBuilder.build(CompanyFactsParser.parse(new UpstreamFile(p.getFileName().toString(), bytes)));
  }

  /** frame -> val (as written in the file) of the facts SEC framed as calendar quarters. */
  private static Map<String, String> framedQuarters(String concept, String unit) {
    Map<String, String> out = new HashMap<>();
    for (JsonNode f : raw.path("facts").path("us-gaap").path(concept).path("units").path(unit)) {
      String frame = f.path("frame").asText("");
      if (frame.matches("CY\\d{4}Q\\d")) {
        out.put(frame, f.get("val").asText());
      }
    }
    return out;
  }

  private static Quarter quarter(String frame) {
    return apple.quarters().stream().filter(q -> q.frame().equals(frame)).findFirst().orElse(null);
  }

  @Test
  void companyIsApple() {
    assertEquals("0000320193", apple.cik());
    assertEquals("Apple Inc.", apple.entityName());
  }

  @Test
  void revenueNetIncomeAndDilutedEpsEqualTheFramedFacts() {
    Map<String, String> revenue = framedQuarters("RevenueFromContractWithCustomerExcludingAssessedTax", "USD");
    Map<String, String> income = framedQuarters("NetIncomeLoss", "USD");
    Map<String, String> eps = framedQuarters("EarningsPerShareDiluted", "USD/shares");
    int full = 0;
    for (String frame : revenue.keySet()) {
      if (!income.containsKey(frame) || !eps.containsKey(frame)) {
        continue;
      }
      Quarter q = quarter(frame);
      assertNotNull(q, frame);
      assertFalse(q.derived(), frame);
      assertEquals(new BigDecimal(revenue.get(frame)), q.revenue(), frame + " revenue");
      assertEquals(new BigDecimal(income.get(frame)), q.netIncome(), frame + " net income");
      assertEquals(0, new BigDecimal(eps.get(frame)).compareTo(q.epsDiluted()), frame + " EPS");
      assertEquals("diluted", q.epsKind());
      full++;
    }
    assertTrue(full >= 8, "quarters with all three figures: " + full);
    // every framed net income quarter, including the 2009 restatement, is ours too
    income.forEach((frame, val) -> {
      Quarter q = quarter(frame);
      assertNotNull(q, frame);
      assertEquals(new BigDecimal(val), q.netIncome(), frame);
    });
  }

  @Test
  void latestQuarterIsFiscal2026FirstQuarter() {
    Quarter q = quarter("CY2025Q4");
    assertEquals(LocalDate.parse("2025-09-28"), q.start());
    assertEquals(LocalDate.parse("2025-12-27"), q.end());
    assertEquals(new BigDecimal("143756000000"), q.revenue());
    assertEquals(new BigDecimal("42097000000"), q.netIncome());
    assertEquals(new BigDecimal("2.84"), q.epsDiluted());
    assertEquals("0000320193-26-000006", q.accessionNo());
  }

  @Test
  void restatedQuarterTakesTheLaterFiling() {
    // 2009-03-29..2009-06-27 was first filed at 1229000000, restated to 1828000000 in 2010
    Quarter q = quarter("CY2009Q2");
    assertEquals(new BigDecimal("1828000000"), q.netIncome());
    assertEquals(new BigDecimal("2.01"), q.epsDiluted());
    assertEquals("0001193125-10-238044", q.accessionNo());
  }

  @Test
  void derivedFourthQuarterIsTheYearMinusThreeQuarters() {
    List<Quarter> derived = apple.quarters().stream().filter(Quarter::derived).toList();
    assertFalse(derived.isEmpty());
    Quarter q4 = derived.stream().filter(q -> q.end().equals(LocalDate.parse("2025-09-27"))).findFirst().orElseThrow();
    assertEquals("CY2025Q3", q4.frame());
    assertNull(q4.epsDiluted());
    // by hand from the file: fiscal 2025 (2024-09-29..2025-09-27) minus its three 10-Q quarters
    String concept = "RevenueFromContractWithCustomerExcludingAssessedTax";
    BigDecimal year = durationVal(concept, "2024-09-29", "2025-09-27");
    List<BigDecimal> quarters = new ArrayList<>();
    for (String[] p : new String[][] {{"2024-09-29", "2024-12-28"}, {"2024-12-29", "2025-03-29"},
        {"2025-03-30", "2025-06-28"}}) {
      quarters.add(durationVal(concept, p[0], p[1]));
    }
    BigDecimal expected = year.subtract(quarters.get(0)).subtract(quarters.get(1)).subtract(quarters.get(2));
    assertEquals(expected, q4.revenue());
    BigDecimal ni = durationVal("NetIncomeLoss", "2024-09-29", "2025-09-27")
        .subtract(durationVal("NetIncomeLoss", "2024-09-29", "2024-12-28"))
        .subtract(durationVal("NetIncomeLoss", "2024-12-29", "2025-03-29"))
        .subtract(durationVal("NetIncomeLoss", "2025-03-30", "2025-06-28"));
    assertEquals(ni, q4.netIncome());
    assertEquals(LocalDate.parse("2025-06-29"), q4.start());
  }

  /** The value of the latest-filed fact for an exact period, read straight from the JSON. */
  private static BigDecimal durationVal(String concept, String start, String end) {
    JsonNode best = null;
    for (JsonNode f : raw.path("facts").path("us-gaap").path(concept).path("units").path("USD")) {
      if (start.equals(f.path("start").asText()) && end.equals(f.path("end").asText())
          && (best == null || f.get("filed").asText().compareTo(best.get("filed").asText()) > 0)) {
        best = f;
      }
    }
    assertNotNull(best, concept + " " + start + ".." + end);
    return new BigDecimal(best.get("val").asText());
  }

  @Test
  void latestCoverSharesAndASilentBalanceSheet() {
    BalanceSheet b = apple.latest();
    assertEquals(new BigDecimal("14681140000"), b.sharesOutstanding());
    assertEquals(LocalDate.parse("2026-01-16"), b.sharesDate());
    assertEquals("0000320193-26-000006", b.sharesAccessionNo());
    // the trimmed file keeps no balance-sheet concepts: nothing is invented
    assertNull(b.end());
    assertNull(b.cash());
    assertNull(b.assets());
  }

  @Test
  void fiscalYearsComeFromTheTenK() {
    FiscalYear fy2025 = apple.years().stream().filter(y -> y.fiscalYear() == 2025).findFirst().orElseThrow();
    assertEquals(LocalDate.parse("2025-09-27"), fy2025.end());
    assertEquals("CY2025", fy2025.frame());
    assertEquals(durationVal("NetIncomeLoss", "2024-09-29", "2025-09-27"), fy2025.netIncome());
    FiscalYear fy2018 = apple.years().stream().filter(y -> y.fiscalYear() == 2018).findFirst().orElseThrow();
    assertEquals(LocalDate.parse("2018-09-29"), fy2018.end());
  }
}
