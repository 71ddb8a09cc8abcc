package dev.openmarkets.sec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.CompanySubmissions;
import dev.openmarkets.sec.edgar.CompanyTickers;
import dev.openmarkets.sec.edgar.DailyIndexParser;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.FilingRef;
import dev.openmarkets.sec.edgar.IndexEntry;
import dev.openmarkets.sec.edgar.SubmissionsParser;
import dev.openmarkets.sec.funds.ThirteenFCover;
import dev.openmarkets.sec.funds.ThirteenFCoverParser;
import dev.openmarkets.sec.funds.ThirteenFHolding;
import dev.openmarkets.sec.funds.ThirteenFParser;
import dev.openmarkets.sec.funds.ThirteenFValueUnits;
import dev.openmarkets.sec.insiders.Form4Filing;
import dev.openmarkets.sec.insiders.Form4Parser;
import dev.openmarkets.sec.insiders.Form4Transaction;
import dev.openmarkets.sec.largeholders.LargeHolderRow;
import dev.openmarkets.sec.largeholders.Schedule13Parser;
import dev.openmarkets.sec.plannedsales.Form144Parser;
import dev.openmarkets.sec.plannedsales.PlannedSaleRow;
import dev.openmarkets.testing.Fixtures;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs the parsers over the real upstream samples in the shared fixtures folder (never copied
 * into the repository) and checks values read from those files by hand. Skips when the folder is
 * absent; -Dopenmarkets.fixtures=DIR points at another fixtures root.
 */
class SecFixturesConformanceTest {
  private static Path sec;

  @BeforeAll
  static void locate() {
    sec = Fixtures.root().resolve("sec");
    assumeTrue(Files.isDirectory(sec), "no SEC fixtures at " + sec.toAbsolutePath());
  }

  private static UpstreamFile file(String relative) throws IOException {
    Path p = sec.resolve(relative);
    assumeTrue(Files.isRegularFile(p), "fixture missing: " + relative);
    return new UpstreamFile(p.getFileName().toString(), Files.readAllBytes(p));
  }

  private static List<UpstreamFile> files(String glob) throws IOException {
    List<UpstreamFile> out = new ArrayList<>();
    try (DirectoryStream<Path> ds = Files.newDirectoryStream(sec, glob)) {
      for (Path p : ds) {
        out.add(new UpstreamFile(p.getFileName().toString(), Files.readAllBytes(p)));
      }
    }
    return out;
  }

  private static FilingMeta meta(String accession) {
    return new FilingMeta(accession, null);
  }

  @Test
  void everyForm4Parses() throws Exception {
    List<UpstreamFile> all = files("form4-*.xml");
    assumeTrue(!all.isEmpty());
    for (UpstreamFile f : all) {
      Form4Filing filing = new Form4Parser().parse(f, meta("0000000000-00-000001"));
      assertFalse(filing.owners().isEmpty(), f.name());
      assertFalse(filing.transactions().isEmpty(), f.name());
    }
  }

  @Test
  void snowflakeSalesWithFootnotedPrices() throws Exception {
    Form4Filing f = new Form4Parser().parse(file("form4-snow-S-M-footnoted.xml"), meta("0001402349-22-000007"));
    assertEquals("X0306", f.schemaVersion());
    assertEquals("0001640147", f.issuerCik());
    assertEquals("Snowflake Inc.", f.issuerName());
    assertEquals("SNOW", f.ticker());
    assertEquals(LocalDate.of(2022, 12, 13), f.periodOfReport());
    assertEquals("0001402349", f.primaryOwner().cik());
    assertEquals("Scarpelli Michael", f.primaryOwner().name());
    assertEquals("Chief Financial Officer", f.primaryOwner().insiderTitle());
    assertEquals(6, f.transactions().size(), "1 M and 5 S; holdings and the derivative exercise are not rows");

    Form4Transaction exercise = f.transactions().get(0);
    assertEquals("M", exercise.txCode());
    assertEquals(new BigDecimal("8.88"), exercise.pricePerShare());
    assertEquals(new BigDecimal("301097"), exercise.sharesOwnedAfter());
    assertFalse(exercise.isOpenMarket());

    List<Form4Transaction> sales = f.transactions().subList(1, 6);
    assertEquals(List.of("73170", "74907", "41986", "5496", "4441"),
        sales.stream().map(t -> t.shares().toPlainString()).toList());
    assertEquals(List.of("150.841", "151.814", "152.655", "153.872", "154.76"),
        sales.stream().map(t -> t.pricePerShare().toPlainString()).toList());
    assertEquals(List.of("227927", "153020", "111034", "105538", "101097"),
        sales.stream().map(t -> t.sharesOwnedAfter().toPlainString()).toList());
    assertEquals(new BigDecimal("11037035.970"), sales.get(0).valueUsd());
    assertEquals(new BigDecimal("687289.16"), sales.get(4).valueUsd());
    for (Form4Transaction s : sales) {
      assertEquals("S", s.txCode());
      assertEquals("D", s.acquiredDisposed());
      assertTrue(s.isOpenMarket());
      assertEquals(LocalDate.of(2022, 12, 13), s.txDate());
    }
  }

  @Test
  void water374GrantAtZeroPrice() throws Exception {
    Form4Filing f = new Form4Parser().parse(file("form4-374water-A-zero-price.xml"), meta("0000933972-25-000001"));
    assertEquals("X0508", f.schemaVersion());
    assertEquals("0000933972", f.issuerCik());
    assertEquals("SCWO", f.ticker());
    assertEquals("Melkote Rajesh Ramaswamy", f.primaryOwner().name());
    assertFalse(f.primaryOwner().isDirector(), "absent flag");
    assertEquals("Chief Technology Officer", f.primaryOwner().insiderTitle());
    Form4Transaction grant = f.transactions().get(0);
    assertEquals("A", grant.txCode());
    assertEquals(new BigDecimal("757756"), grant.shares());
    assertEquals(new BigDecimal("0"), grant.pricePerShare());
    assertEquals(0, grant.valueUsd().signum());
    assertFalse(grant.isOpenMarket());
  }

  @Test
  void appleForm144WithTickerFromCompanyTickers() throws Exception {
    CompanyTickers tickers = CompanyTickers.parse(file("company_tickers.json"));
    Instant filedAt = Instant.parse("2023-04-13T20:01:00Z");
    List<PlannedSaleRow> rows = new Form144Parser(tickers).parse(file("form144-apple.xml"),
        new FilingMeta("0001513362-23-000020", filedAt));
    assertEquals(List.of(new PlannedSaleRow("0001513362-23-000020", 1, new BigDecimal("11588537.76"),
        LocalDate.of(2023, 4, 13), "Goldman Sachs & Co. LLC", "NASD", filedAt, "0000320193", "Apple Inc.",
        "Luca Maestri", "Director", "Common", "AAPL", new BigDecimal("15821946000"), new BigDecimal("69996"), "144")),
        rows);
    for (UpstreamFile f : files("form144-*.xml")) {
      assertFalse(new Form144Parser().parse(f, meta("0000000000-00-000001")).isEmpty(), f.name());
    }
  }

  @Test
  void schedule13dTwoReportingPersons() throws Exception {
    List<LargeHolderRow> rows = new Schedule13Parser().parse(file("schedule13d.xml"), meta("0001373604-24-000010"));
    assertEquals(2, rows.size());
    LargeHolderRow fund = rows.get(0);
    assertEquals("SCHEDULE 13D", fund.formType());
    assertNull(fund.amendmentNo());
    assertEquals("0001422142", fund.issuerCik());
    assertEquals("Aadi Bioscience, Inc.", fund.issuerName());
    assertEquals("00032Q104", fund.cusip());
    assertEquals(LocalDate.of(2024, 12, 31), fund.eventDate());
    assertEquals("Common stock, par value $0.0001 per share", fund.securityClass());
    assertEquals("0001373604", fund.reportingCik());
    assertEquals("BML Investment Partners, L.P.", fund.reportingPerson());
    assertEquals(new BigDecimal("2100000"), fund.sharesOwned());
    assertEquals(new BigDecimal("8.5"), fund.percentOfClass());
    assertEquals("PN", fund.personType());
    LargeHolderRow person = rows.get(1);
    assertEquals("0001373603", person.reportingCik());
    assertEquals("Leonard Braden Michael", person.reportingPerson());
    assertEquals(new BigDecimal("2435000"), person.sharesOwned());
    assertEquals(new BigDecimal("9.9"), person.percentOfClass());
    assertEquals("IN", person.personType());
  }

  @Test
  void schedule13gTwoReportingPersonsWithoutCik() throws Exception {
    List<LargeHolderRow> rows = new Schedule13Parser().parse(file("schedule13g.xml"), meta("0002048490-25-000001"));
    assertEquals(2, rows.size());
    LargeHolderRow first = rows.get(0);
    assertEquals("SCHEDULE 13G", first.formType());
    assertEquals("0001909747", first.issuerCik());
    assertEquals("Jushi Holdings Inc.", first.issuerName());
    assertEquals("48213Y107", first.cusip());
    assertEquals(LocalDate.of(2025, 11, 19), first.eventDate());
    assertEquals("Subordinate Voting Shares, no par value", first.securityClass());
    assertEquals("Marex Securities Products Inc.", first.reportingPerson());
    assertNull(first.reportingCik());
    assertEquals(new BigDecimal("10000000.00"), first.sharesOwned());
    assertEquals(new BigDecimal("5.1"), first.percentOfClass());
    assertEquals("CO", first.personType());
    assertEquals("Marex Group plc", rows.get(1).reportingPerson());
    assertEquals("OO", rows.get(1).personType());
  }

  @Test
  void thirteenFInformationTableAndMetlifeCover() throws Exception {
    List<ThirteenFHolding> rows = new ThirteenFParser(ThirteenFValueUnits.DOLLARS).parse(file("13F-HR.infotable.xml"));
    assertEquals(255, rows.size());
    assertEquals(new ThirteenFHolding("3M CO", "COM", "88579Y101", new BigDecimal("409469"), new BigDecimal("2334"), "SH",
        null, "SOLE"), rows.get(0));
    assertEquals("ZOOM VIDEO COMMUNICATIONS IN", rows.get(254).nameOfIssuer());
    assertEquals(3, rows.stream().filter(h -> "PRN".equals(h.sshPrnamtType())).count());
    assertEquals(new BigDecimal("350153407"), rows.stream().map(ThirteenFHolding::valueUsd)
        .reduce(BigDecimal.ZERO, BigDecimal::add));
    List<ThirteenFHolding> thousands = ThirteenFParser.forPeriod(LocalDate.of(2021, 12, 31))
        .parse(file("13F-HR.infotable.xml"));
    assertEquals(new BigDecimal("409469000"), thousands.get(0).valueUsd());

    ThirteenFCover cover = new ThirteenFCoverParser().parse(file("13F-HR.primary_doc-metlife.xml"),
        meta("0001099219-23-000001"));
    assertEquals(new ThirteenFCover("0001099219-23-000001", "13F-HR", "0001099219", "METLIFE INC",
        LocalDate.of(2021, 12, 31), false, null, 6, new BigDecimal("11019796"), LocalDate.of(2023, 3, 22)), cover);
    assertEquals(ThirteenFValueUnits.DOLLARS, cover.valueUnits(null),
        "a 2021 quarter signed in March 2023 was filed under the dollar rule");
  }

  @Test
  void companyTickers() throws Exception {
    CompanyTickers t = CompanyTickers.parse(file("company_tickers.json"));
    assertEquals(1500, t.rows().size());
    assertEquals("MSFT", t.rows().get(0).ticker());
    assertEquals("0000789019", t.rows().get(0).cik());
    assertEquals("AAPL", t.tickerFor("320193"));
    assertEquals("0001067983", t.cikFor("BRK.B"));
    assertEquals("0000014693", t.cikFor("BF-B"));
    assertEquals("KMPR", t.rows().get(1499).ticker());
  }

  @Test
  void dailyFormIndex() throws Exception {
    List<IndexEntry> entries = new DailyIndexParser().parse(file("form.20200318.idx"));
    assertEquals(119, entries.size(), "128 rows, 9 accessions listed under two parties");
    assertEquals(new IndexEntry("1-A", "DLP Positive Note Fund LLC", "0001806014", LocalDate.of(2020, 3, 18),
        "edgar/data/1806014/0001140361-20-006155.txt", "0001140361-20-006155"), entries.get(0));
    IndexEntry rowe = entries.stream().filter(e -> e.accessionNo().equals("0001193125-20-077295")).findFirst()
        .orElseThrow();
    assertEquals("SC 13D", rowe.formType());
    assertEquals("PRICE T ROWE ASSOCIATES INC /MD/", rowe.companyName());
    assertEquals(22, new DailyIndexParser(Set.of("4")).parse(file("form.20200318.idx")).size(),
        "25 Form 4 rows, three accessions listed under both owner and issuer");
  }

  @Test
  void dailyMasterIndex() throws Exception {
    List<IndexEntry> entries = new DailyIndexParser().parse(file("master.20200103.idx"));
    assertEquals(262, entries.size(), "264 rows; a 13D and a 13G listed under filer and subject");
    assertEquals(new IndexEntry("4", "CORE LABORATORIES N V", "0001000229", LocalDate.of(2020, 1, 3),
        "edgar/data/1000229/0001209191-20-000788.txt", "0001209191-20-000788"), entries.get(0));
    IndexEntry corresp = entries.stream().filter(e -> e.accessionNo().equals("0001144204-19-047413")).findFirst()
        .orElseThrow();
    assertEquals("CORRESP", corresp.formType());
    assertEquals(LocalDate.of(2019, 10, 4), corresp.dateFiled());
    assertTrue(entries.stream().anyMatch(e -> e.companyName().equals("UNIVERSAL DISPLAY CORP \\PA\\")));
    assertEquals(172, entries.stream().filter(e -> e.formType().equals("4")).count());
  }

  @Test
  void companyIndexIsReadByColumns() throws Exception {
    List<IndexEntry> entries = new DailyIndexParser().parse(file("index/company.20221003.idx"));
    assertEquals(new IndexEntry("8-K", "5E Advanced Materials, Inc.", "0001888654", LocalDate.of(2022, 10, 3),
        "edgar/data/1888654/0001193125-22-256658.txt", "0001193125-22-256658"), entries.get(0));
    IndexEntry rw = entries.stream().filter(e -> e.formType().equals("RW")).findFirst().orElseThrow();
    assertEquals("Snow Lake Resources Ltd.", rw.companyName());
    assertEquals(LocalDate.of(2022, 9, 30), entries.stream().filter(e -> e.formType().equals("EFFECT")).findFirst()
        .orElseThrow().dateFiled(), "Monday's EFFECT rows keep Friday's date");
  }

  @Test
  void submissions() throws Exception {
    CompanySubmissions apple = new SubmissionsParser().parseCompany(file("submissions/CIK0000320193.json"));
    assertEquals("0000320193", apple.cik());
    assertEquals("Apple Inc.", apple.name());
    assertEquals(List.of("AAPL"), apple.tickers());
    assertEquals(1005, apple.filings().size());
    assertEquals(List.of("CIK0000320193-submissions-001.json"), apple.olderFiles());
    FilingRef newest = apple.filings().get(0);
    assertEquals(new FilingRef("0001059235-26-000004", "4", LocalDate.of(2026, 2, 26), LocalDate.of(2026, 2, 24),
        Instant.parse("2026-02-26T18:34:19Z"), "xslF345X05/wk-form4_1772148856.xml", null), newest);
    assertEquals("wk-form4_1772148856.xml", newest.rawPrimaryDocument());

    List<FilingRef> page = new SubmissionsParser().parse(file("submissions/CIK0000749647-submissions-001.json"));
    assertEquals(395, page.size());
    assertEquals("8-K", page.get(0).form());
    assertEquals("3.01,9.01", page.get(0).items());
    assertNull(page.get(394).primaryDocument());

    FilingRef tesla144 = new SubmissionsParser().parse(file("submissions/CIK0001318605.json")).get(1);
    assertEquals("144", tesla144.form());
    assertEquals("primary_doc.xml", tesla144.rawPrimaryDocument());
    for (UpstreamFile f : files("submissions/CIK*.json")) {
      assertFalse(new SubmissionsParser().parse(f).isEmpty(), f.name());
    }

    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> new SubmissionsParser().parse(file("submissions/error-nosuchkey-CIK-000000001.xml")));
    assertEquals("upstream error document (NoSuchKey) instead of submissions JSON", e.getMessage());
  }
}
