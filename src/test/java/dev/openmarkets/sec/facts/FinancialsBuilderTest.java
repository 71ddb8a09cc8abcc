package dev.openmarkets.sec.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** The concept table's rules on small synthetic company facts, each value recomputed by hand. */
class FinancialsBuilderTest {
  private static CompanyFinancials build(FactsJson f) throws RejectedFileException {
    return FinancialsBuilder.build(CompanyFactsParser.parse(new UpstreamFile(f.fileName(), f.bytes())));
  }

  private static Quarter quarter(CompanyFinancials c, String frame) {
    return c.quarters().stream().filter(q -> q.frame().equals(frame)).findFirst().orElseThrow();
  }

  @Test
  void aLaterFilingRestatesAQuarterAndNamesItsAccession() throws Exception {
    CompanyFinancials c = build(new FactsJson(11, "Restating Co")
        .usd("NetIncomeLoss", "2025-01-01", "2025-03-31", "100", "0000000011-25-000001", "10-Q", 2025, "Q1", "2025-05-01")
        .usd("NetIncomeLoss", "2025-01-01", "2025-03-31", "90", "0000000011-26-000001", "10-Q", 2026, "Q1", "2026-05-01")
        .usd("NetIncomeLoss", "2025-01-01", "2025-03-31", "100", "0000000011-25-000009", "10-Q/A", 2025, "Q1", "2025-04-01"));
    Quarter q = quarter(c, "CY2025Q1");
    assertEquals(new BigDecimal("90"), q.netIncome());
    assertEquals("0000000011-26-000001", q.accessionNo());
    assertEquals(LocalDate.parse("2026-05-01"), q.filed());
  }

  @Test
  void onlyBasicEpsFillsEpsDilutedAndSaysSo() throws Exception {
    CompanyFinancials c = build(new FactsJson(12, "Basic Co")
        .fact("us-gaap", "EarningsPerShareBasic", "USD/shares", "2025-01-01", "2025-03-31", "0.00001",
            "0000000012-25-000001", "10-Q", 2025, "Q1", "2025-05-01")
        .fact("us-gaap", "EarningsPerShareBasic", "USD/shares", "2025-04-01", "2025-06-30", "-1.5",
            "0000000012-25-000002", "10-Q", 2025, "Q2", "2025-08-01")
        .fact("us-gaap", "EarningsPerShareDiluted", "USD/shares", "2025-04-01", "2025-06-30", "-1.5",
            "0000000012-25-000002", "10-Q", 2025, "Q2", "2025-08-01"));
    Quarter q1 = quarter(c, "CY2025Q1");
    assertEquals("0.00001", q1.epsDiluted().toPlainString(), "the file's digits, not 1.0E-5");
    assertEquals("basic", q1.epsKind());
    assertEquals("diluted", quarter(c, "CY2025Q2").epsKind());
  }

  @Test
  void revenueUnderAnotherConceptAndTheLatestFilingAcrossConcepts() throws Exception {
    CompanyFinancials c = build(new FactsJson(13, "Concepts Co")
        .usd("SalesRevenueNet", "2017-01-01", "2017-03-31", "500", "0000000013-17-000001", "10-Q", 2017, "Q1", "2017-05-01")
        // the same filing reports two concepts: the table's order decides
        .usd("Revenues", "2018-01-01", "2018-03-31", "610", "0000000013-18-000001", "10-Q", 2018, "Q1", "2018-05-01")
        .usd("SalesRevenueNet", "2018-01-01", "2018-03-31", "600", "0000000013-18-000001", "10-Q", 2018, "Q1", "2018-05-01")
        // a later filing under the new concept restates the old one's quarter
        .usd("RevenueFromContractWithCustomerExcludingAssessedTax", "2018-01-01", "2018-03-31", "620",
            "0000000013-19-000001", "10-Q", 2019, "Q1", "2019-05-01"));
    assertEquals(new BigDecimal("500"), quarter(c, "CY2017Q1").revenue());
    assertEquals("SalesRevenueNet", quarter(c, "CY2017Q1").revenueConcept());
    assertEquals(new BigDecimal("620"), quarter(c, "CY2018Q1").revenue());
    CompanyFinancials sameFiling = build(new FactsJson(14, "Order Co")
        .usd("Revenues", "2018-01-01", "2018-03-31", "610", "0000000014-18-000001", "10-Q", 2018, "Q1", "2018-05-01")
        .usd("SalesRevenueNet", "2018-01-01", "2018-03-31", "600", "0000000014-18-000001", "10-Q", 2018, "Q1", "2018-05-01"));
    assertEquals("Revenues", quarter(sameFiling, "CY2018Q1").revenueConcept());
  }

  @Test
  void derivedFourthQuarterAndFiscalYear() throws Exception {
    String k = "0000000015-26-000004";
    CompanyFinancials c = build(new FactsJson(15, "Retail Co")
        .usd("Revenues", "2025-02-02", "2025-05-03", "100", "0000000015-25-000001", "10-Q", 2025, "Q1", "2025-06-01")
        .usd("Revenues", "2025-05-04", "2025-08-02", "110", "0000000015-25-000002", "10-Q", 2025, "Q2", "2025-09-01")
        .usd("Revenues", "2025-08-03", "2025-11-01", "120", "0000000015-25-000003", "10-Q", 2025, "Q3", "2025-12-01")
        .usd("Revenues", "2025-02-02", "2026-01-31", "500", k, "10-K", 2025, "FY", "2026-03-20")
        .usd("PaymentsForRepurchaseOfCommonStock", "2025-02-02", "2026-01-31", "70", k, "10-K", 2025, "FY", "2026-03-20")
        .fact("us-gaap", "EarningsPerShareDiluted", "USD/shares", "2025-02-02", "2026-01-31", "5", k, "10-K", 2025,
            "FY", "2026-03-20")
        // the cover page's share count is dated after the year: the filing's period still ends in January
        .fact("dei", "EntityCommonStockSharesOutstanding", "shares", null, "2026-03-10", "1000", k, "10-K", 2025,
            "FY", "2026-03-20"));
    Quarter q4 = quarter(c, "CY2025Q4");
    assertTrue(q4.derived());
    assertEquals(new BigDecimal("170"), q4.revenue(), "500 - (100 + 110 + 120)");
    assertNull(q4.netIncome());
    assertNull(q4.epsDiluted());
    assertEquals(LocalDate.parse("2025-11-02"), q4.start());
    assertEquals(LocalDate.parse("2026-01-31"), q4.end());
    assertEquals(k, q4.accessionNo());
    assertFalse(quarter(c, "CY2025Q1").derived());
    FiscalYear y = c.years().get(0);
    assertEquals(2025, y.fiscalYear(), "the 10-K's fy, not the year it ends");
    assertEquals("CY2025", y.frame());
    assertEquals(new BigDecimal("70"), y.buybacks());
  }

  @Test
  void noDerivedQuarterWithoutAllThreeQuarters() throws Exception {
    CompanyFinancials c = build(new FactsJson(16, "Gap Co")
        .usd("Revenues", "2025-01-01", "2025-03-31", "100", "0000000016-25-000001", "10-Q", 2025, "Q1", "2025-05-01")
        .usd("Revenues", "2025-07-01", "2025-09-30", "120", "0000000016-25-000003", "10-Q", 2025, "Q3", "2025-11-01")
        .usd("Revenues", "2025-01-01", "2025-12-31", "500", "0000000016-26-000001", "10-K", 2025, "FY", "2026-02-01"));
    assertTrue(c.quarters().stream().noneMatch(Quarter::derived));
  }

  @Test
  void latestBalanceSheetIsOneInstantWithNullsWhereSilent() throws Exception {
    CompanyFinancials c = build(new FactsJson(17, "Sheet Co")
        .usd("Assets", null, "2025-06-30", "1000", "0000000017-25-000002", "10-Q", 2025, "Q2", "2025-08-01")
        .usd("Assets", null, "2025-03-31", "900", "0000000017-25-000001", "10-Q", 2025, "Q1", "2025-05-01")
        .usd("CashAndCashEquivalentsAtCarryingValue", null, "2025-03-31", "50", "0000000017-25-000001", "10-Q", 2025,
            "Q1", "2025-05-01")
        .usd("StockholdersEquity", null, "2025-06-30", "400", "0000000017-25-000002", "10-Q", 2025, "Q2", "2025-08-01")
        .fact("dei", "EntityCommonStockSharesOutstanding", "shares", null, "2025-07-25", "12345", "0000000017-25-000002",
            "10-Q", 2025, "Q2", "2025-08-01"));
    BalanceSheet b = c.latest();
    assertEquals(LocalDate.parse("2025-06-30"), b.end());
    assertEquals(new BigDecimal("1000"), b.assets());
    assertEquals(new BigDecimal("400"), b.equity());
    assertNull(b.cash(), "cash of an older instant is not carried over");
    assertNull(b.debt());
    assertEquals(new BigDecimal("12345"), b.sharesOutstanding());
    assertEquals(LocalDate.parse("2025-07-25"), b.sharesDate());
  }

  @Test
  void unitsCheckAgainstFairValue() throws Exception {
    String a = "0000000018-25-000001";
    CompanyFinancials ok = build(new FactsJson(18, "Coin Co")
        .fact("us-gaap", "CryptoAssetNumberOfUnits", "pure", null, "2025-09-30", "100", a, "10-Q", 2025, "Q3", "2025-11-01")
        .usd("CryptoAssetFairValueNoncurrent", null, "2025-09-30", "11400000", a, "10-Q", 2025, "Q3", "2025-11-01"));
    assertTrue(ok.crypto().unitsReliable(), "114000 USD per unit");
    CompanyFinancials thousands = build(new FactsJson(19, "Thousands Co")
        .fact("us-gaap", "CryptoAssetNumberOfUnits", "pure", null, "2025-09-30", "0.1", a, "10-Q", 2025, "Q3", "2025-11-01")
        .usd("CryptoAssetFairValueNoncurrent", null, "2025-09-30", "11400000", a, "10-Q", 2025, "Q3", "2025-11-01"));
    assertFalse(thousands.crypto().unitsReliable());
    CompanyFinancials otherFiling = build(new FactsJson(20, "Split Co")
        .fact("us-gaap", "CryptoAssetNumberOfUnits", "pure", null, "2025-09-30", "100", a, "10-Q", 2025, "Q3", "2025-11-01")
        .usd("CryptoAssetFairValueNoncurrent", null, "2025-09-30", "11400000", "0000000018-25-000002", "10-Q", 2025,
            "Q3", "2025-11-02"));
    assertFalse(otherFiling.crypto().unitsReliable(), "units and fair value from different filings");
    CompanyFinancials noUnits = build(new FactsJson(21, "Value Co")
        .usd("CryptoAssetFairValueNoncurrent", null, "2025-09-30", "11400000", a, "10-Q", 2025, "Q3", "2025-11-01"));
    assertFalse(noUnits.crypto().unitsReliable());
    assertNull(noUnits.crypto().units());
  }

  @Test
  void malformedFilesAreRejected() {
    assertThrows(RejectedFileException.class, () -> CompanyFactsParser.parse(new UpstreamFile("CIK0000000001.json",
        "<Error><Code>NoSuchKey</Code></Error>".getBytes())));
    assertThrows(RejectedFileException.class, () -> CompanyFactsParser.parse(new UpstreamFile("CIK0000000001.json",
        "{\"cik\":1,\"facts\":{\"us-gaap\":{\"Revenues\":{\"units\":{\"USD\":[{\"end\":\"2025-01-01\",\"val\":1}]}}}}}"
            .getBytes())));
    assertThrows(RejectedFileException.class, () -> CompanyFactsParser.parse(new UpstreamFile("CIK0000000001.json",
        "{\"cik\":1,\"facts\":{\"us-gaap\":{\"Rev".getBytes())));
  }
}
