package dev.openmarkets.sec.insiders;

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
import org.junit.jupiter.api.Test;

/** Form 4 parsing on the hand-written samples: P, S, footnote-only price, 4/A, director and 10% owner. */
class Form4ParserTest {
  private final Form4Parser parser = new Form4Parser();

  private Form4Filing one(String name) throws RejectedFileException {
    List<Form4Filing> filings = parser.parse(sample(name));
    assertEquals(1, filings.size());
    return filings.get(0);
  }

  @Test
  void purchaseWithLeadingNewlineAndTrueFalseFlags() throws Exception {
    Form4Filing f = one("form4-P-0009999001-26-000101.xml");
    assertEquals("0009999001-26-000101", f.accessionNo());
    assertEquals("X0508", f.schemaVersion());
    assertEquals("4", f.documentType());
    assertFalse(f.isAmendment());
    assertEquals(LocalDate.of(2026, 11, 3), f.periodOfReport());
    assertEquals("0009999101", f.issuerCik());
    assertEquals("Example Robotics Inc.", f.issuerName());
    assertEquals("EXRB", f.ticker());
    ReportingOwner owner = f.primaryOwner();
    assertEquals(new ReportingOwner("0009999201", "Doe Jane A", false, true, "Chief Executive Officer", false,
        false, null), owner);
    assertEquals("Chief Executive Officer", owner.insiderTitle());

    assertEquals(2, f.transactions().size());
    Form4Transaction first = f.transactions().get(0);
    assertEquals(Form4Transaction.of("Common Stock", LocalDate.of(2026, 11, 3), "P", new BigDecimal("1000"),
        new BigDecimal("12.50"), "A", new BigDecimal("101000"), "D"), first);
    assertEquals(new BigDecimal("12500.00"), first.valueUsd());
    assertTrue(first.isOpenMarket());
    Form4Transaction second = f.transactions().get(1);
    assertEquals(new BigDecimal("500"), second.shares());
    assertEquals(new BigDecimal("12.7512"), second.pricePerShare());
    assertEquals(new BigDecimal("6375.6000"), second.valueUsd());
    assertEquals(new BigDecimal("101500"), second.sharesOwnedAfter());
    assertEquals("I", second.directOrIndirect());
  }

  @Test
  void saleAndExerciseWithZeroOneFlags() throws Exception {
    Form4Filing f = one("form4-S-0009999001-26-000102.xml");
    assertEquals("X0306", f.schemaVersion());
    assertEquals("0009999101", f.issuerCik(), "an unpadded CIK is padded to ten digits");
    assertTrue(f.primaryOwner().isDirector());
    assertTrue(f.primaryOwner().isOfficer());
    assertEquals("Chief Financial Officer", f.primaryOwner().insiderTitle());
    assertEquals(2, f.transactions().size(), "the derivative table is not part of the rows");

    Form4Transaction exercise = f.transactions().get(0);
    assertEquals("M", exercise.txCode());
    assertFalse(exercise.isOpenMarket());
    assertEquals(new BigDecimal("12600.00"), exercise.valueUsd());

    Form4Transaction sale = f.transactions().get(1);
    assertEquals("S", sale.txCode());
    assertEquals("D", sale.acquiredDisposed());
    assertTrue(sale.isOpenMarket());
    assertFalse(sale.isPurchase());
    assertEquals(new BigDecimal("14.0625"), sale.pricePerShare());
    assertEquals(new BigDecimal("56250.0000"), sale.valueUsd());
    assertEquals(new BigDecimal("20000"), sale.sharesOwnedAfter());
  }

  @Test
  void priceGivenOnlyAsFootnoteOrEmptyIsNull() throws Exception {
    Form4Filing f = one("form4-noprice-0009999001-26-000103.xml");
    assertEquals("X0609", f.schemaVersion());
    assertNull(f.ticker(), "N/A is no symbol");
    assertNull(f.primaryOwner().officerTitle(), "<officerTitle/> is null, not empty");
    assertEquals("Director", f.primaryOwner().insiderTitle());

    Form4Transaction gift = f.transactions().get(0);
    assertEquals("G", gift.txCode());
    assertEquals(new BigDecimal("2500"), gift.shares());
    assertNull(gift.pricePerShare());
    assertNull(gift.valueUsd());
    assertFalse(gift.isOpenMarket());
    assertEquals(new BigDecimal("47500"), gift.sharesOwnedAfter());

    Form4Transaction distribution = f.transactions().get(1);
    assertEquals("J", distribution.txCode());
    assertNull(distribution.pricePerShare(), "<transactionPricePerShare/>");
    assertNull(distribution.valueUsd());
    assertNull(distribution.sharesOwnedAfter(), "footnote only");
    assertEquals("I", distribution.directOrIndirect());
  }

  @Test
  void amendmentIsFlaggedAndReplacesTheEarlierFilingOfTheSameKey() throws Exception {
    Instant originalAt = Instant.parse("2026-11-04T21:05:00Z");
    Instant amendmentAt = Instant.parse("2026-11-06T14:00:00Z");
    Form4Filing original = parser.parse(sample("form4-P-0009999001-26-000101.xml"), new FilingMeta(null, originalAt));
    Form4Filing amendment = parser.parse(sample("form4-amendment-0009999001-26-000104.xml"),
        new FilingMeta(null, amendmentAt));

    assertEquals("4/A", amendment.documentType());
    assertTrue(amendment.isAmendment());
    assertEquals(LocalDate.of(2026, 11, 4), amendment.dateOfOriginalSubmission());
    assertEquals(new Form4AmendmentKey("0009999101", "0009999201", LocalDate.of(2026, 11, 3)),
        amendment.amendmentKey());
    assertEquals(original.amendmentKey(), amendment.amendmentKey());
    assertTrue(amendment.amends(original));
    assertFalse(original.amends(amendment), "an original amends nothing");
    assertFalse(amendment.amends(amendment), "not itself");

    Form4Filing sale = one("form4-S-0009999001-26-000102.xml");
    assertFalse(amendment.amends(sale), "another owner and period");

    Form4Filing laterOriginal = parser.parse(sample("form4-P-0009999001-26-000101.xml"),
        new FilingMeta("0009999001-26-000199", Instant.parse("2026-11-07T10:00:00Z")));
    assertFalse(amendment.amends(laterOriginal), "a filing made after the amendment is not replaced");

    assertEquals(1, amendment.transactions().size());
    assertEquals(new BigDecimal("18825.00"), amendment.transactions().get(0).valueUsd());
  }

  @Test
  void directorWhoIsAlsoTenPercentOwner() throws Exception {
    Form4Filing f = one("form4-director-10pct-0009999001-26-000105.xml");
    assertEquals("PHC-B", f.ticker(), "phc.b normalised");
    assertEquals(2, f.owners().size());
    assertEquals("Director, 10% Owner", f.owners().get(0).insiderTitle());
    assertEquals("10% Owner, Member of a 13(d) group", f.owners().get(1).insiderTitle());
    assertEquals(new BigDecimal("1020875.0000"), f.transactions().get(0).valueUsd());
  }

  @Test
  void insiderRowsCarryFilingAndFirstOwner() throws Exception {
    Instant filedAt = Instant.parse("2026-11-19T20:15:31Z");
    Form4Filing f = parser.parse(sample("form4-director-10pct-0009999001-26-000105.xml"),
        new FilingMeta("0009999001-26-000999", filedAt));
    List<InsiderTradeRow> rows = f.insiderRows();
    assertEquals(1, rows.size(), "a joint filing's transaction is counted once");
    InsiderTradeRow r = rows.get(0);
    assertEquals(new InsiderTradeRow("0009999001-26-000999", 1, filedAt, false, "PHC-B", "Placeholder Holdings Co",
        "0009999103", "0009999204", "Moe Sam", "Director, 10% Owner", "Class B Common Stock",
        LocalDate.of(2026, 11, 17), "P", true, "A", new BigDecimal("250000"), new BigDecimal("4.0835"),
        new BigDecimal("1020875.0000"), new BigDecimal("8250000"), "I"), r);
  }

  @Test
  void readsTheXmlBlockOfAFullTextSubmission() throws Exception {
    String xml = sampleText("form4-S-0009999001-26-000102.xml");
    String txt = "<SEC-DOCUMENT>0009999001-26-000102.txt : 20261112\n<SEC-HEADER>...</SEC-HEADER>\n"
        + "<DOCUMENT>\n<TYPE>4\n<SEQUENCE>1\n<TEXT>\n<XML>\n" + xml + "</XML>\n</TEXT>\n</DOCUMENT>\n</SEC-DOCUMENT>\n";
    Form4Filing f = parser.parse(text("0009999001-26-000102.txt", txt)).get(0);
    assertEquals("0009999001-26-000102", f.accessionNo());
    assertEquals(new BigDecimal("56250.0000"), f.transactions().get(1).valueUsd());
  }

  @Test
  void rejectsOtherOwnershipForms() {
    String form5 = sampleText("form4-S-0009999001-26-000102.xml").replace("<documentType>4<", "<documentType>5<");
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> parser.parse(text("0009999001-26-000102.xml", form5)));
    assertEquals("documentType 5 is not a Form 4 or 4/A", e.getMessage());
  }

  @Test
  void rejectsTruncatedXml() {
    String xml = sampleText("form4-S-0009999001-26-000102.xml");
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> parser.parse(text("0009999001-26-000102.xml", xml.substring(0, xml.length() / 2))));
    assertTrue(e.getMessage().startsWith("malformed XML at line"), e.getMessage());
  }

  @Test
  void rejectsATransactionWithoutCode() {
    String xml = sampleText("form4-S-0009999001-26-000102.xml").replace("<transactionCode>S</transactionCode>",
        "<transactionCode/>");
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> parser.parse(text("0009999001-26-000102.xml", xml)));
    assertEquals("missing <ownershipDocument/nonDerivativeTable/nonDerivativeTransaction[2]/transactionCoding"
        + "/transactionCode>", e.getMessage());
  }

  @Test
  void rejectsABadNumber() {
    String xml = sampleText("form4-S-0009999001-26-000102.xml").replace("<value>14.0625</value>", "<value>14,06.x</value>");
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> parser.parse(text("0009999001-26-000102.xml", xml)));
    assertTrue(e.getMessage().contains("transactionPricePerShare> is not a number: '14,06.x'"), e.getMessage());
  }

  @Test
  void needsAnAccessionFromTheNameOrTheCaller() throws Exception {
    String xml = sampleText("form4-S-0009999001-26-000102.xml");
    RejectedFileException e = assertThrows(RejectedFileException.class, () -> parser.parse(text("form4.xml", xml)));
    assertTrue(e.getMessage().startsWith("no accession number"), e.getMessage());
    Form4Filing f = parser.parse(text("form4.xml", xml), new FilingMeta("0000320193-26-000001", null));
    assertEquals("0000320193-26-000001", f.accessionNo());
    assertNull(f.filedAt());
  }
}
