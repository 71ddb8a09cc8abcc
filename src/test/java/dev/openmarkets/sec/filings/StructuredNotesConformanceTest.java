package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.sec.filings.notes.FilingFees;
import dev.openmarkets.sec.filings.notes.NoteTerms;
import dev.openmarkets.sec.filings.notes.NoteText;
import dev.openmarkets.sec.filings.notes.StructuredNoteParser;
import dev.openmarkets.sec.filings.notes.StructuredNoteRow;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The 424B2 reader over the real preliminary BofA Finance supplement and its final digital one
 * (terms read from their text as the documents state them, and checked here with independent
 * expressions), plus the stray-space numbers and the filing-fee XBRL.
 */
class StructuredNotesConformanceTest {
  private static final String FILE = "424b2/0001918704-25-005439.txt";
  private static final String DIGITAL = "424b2/0001918704-25-005486.txt";

  private static String find(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    return m.find() ? m.group(1).strip() : null;
  }

  @Test
  void preliminaryBofaSupplement() throws Exception {
    String raw = Fixtures.text(FILE);
    String text = raw.replaceAll("<[^>]*>", " ").replace("&#8220;", "\"").replace("&#8221;", "\"")
        .replace("&nbsp;", " ").replace("&#160;", " ").replaceAll("\\s+", " ");
    StructuredNoteRow row = StructuredNoteParser.parse(Fixtures.file(FILE));
    assertEquals(find(raw, "ACCESSION NUMBER:\\s*(\\S+)"), row.accessionNo());
    assertEquals(find(raw, "COMPANY CONFORMED NAME:\\s*([^\\n]+)"), row.issuer(), "the first filer: the issuer");
    assertEquals("BofA Finance LLC", row.issuer());
    assertEquals("424B2", row.formType());
    assertEquals(LocalDate.of(2025, 3, 31), row.dateFiled());
    assertEquals("https://www.sec.gov/Archives/edgar/data/1682472/000191870425005439/"
        + find(raw, "<FILENAME>(\\S+)"), row.docUrl());
    NoteTerms t = row.terms();
    assertTrue(text.contains("not complete and may be changed"));
    assertTrue(t.preliminary(), "the legend says the supplement is not complete");
    String pricing = find(text, "Pricing Date\\*?: ([A-Z][a-z]+ \\d{1,2}, \\d{4})");
    assertEquals(LocalDate.parse(pricing, DateTimeFormatter.ofPattern("MMMM d, yyyy", Locale.US)), t.pricingDate());
    assertEquals(List.of("NDX", "RTY", "SPX"), t.underlyings());
    assertEquals(new BigDecimal(find(text, "(\\d+\\.\\d+)% per annum")), t.coupon());
    assertEquals(new BigDecimal(find(text, "Threshold Value: With respect to each Underlying, (\\d+\\.\\d+)%")),
        t.barrierPct());
    assertEquals("income", t.noteType(), "issuer callable (not automatic) with a contingent coupon");
    assertNull(t.capPct(), "a yield note has no cap");
    assertNull(t.principalUsd(), "the preliminary supplement states no aggregate principal");
  }

  /**
   * The final BofA Finance digital supplement (Digital S&P 500 Index-Linked Notes): a fixed
   * threshold settlement amount at or above the threshold level, typed barrier with a null
   * barrierPct before digital notes were told apart. Skipped until the fixture is recorded.
   */
  @Test
  void finalBofaDigitalSupplement() throws Exception {
    String raw = Fixtures.text(DIGITAL);
    String text = raw.substring(0, raw.indexOf("<TYPE>EX-FILING FEES")).replaceAll("<[^>]*>", "")
        .replace("&nbsp;", " ").replace("&#160;", " ").replaceAll("\\s+", " ");
    StructuredNoteRow row = StructuredNoteParser.parse(Fixtures.file(DIGITAL));
    assertEquals(find(raw, "ACCESSION NUMBER:\\s*(\\S+)"), row.accessionNo());
    assertEquals("BofA Finance LLC", row.issuer());
    NoteTerms t = row.terms();
    assertFalse(t.preliminary(), "a final pricing supplement");
    assertTrue(text.contains("Digital S&amp;P 500&#174; Index-Linked Notes"));
    assertEquals("digital", t.noteType());
    assertEquals(new BigDecimal(find(text, "Threshold Level: (\\d+\\.\\d+)% of the Initial Underlier Level")),
        t.barrierPct());
    String trade = find(text, "Trade Date: ([A-Z][a-z]+ \\d{1,2}, \\d{4})");
    assertEquals(LocalDate.parse(trade, DateTimeFormatter.ofPattern("MMMM d, yyyy", Locale.US)), t.pricingDate());
    assertEquals(List.of("SPX"), t.underlyings());
    BigDecimal aggregate = new BigDecimal(find(text, "\\$([\\d,]+) in the aggregate").replace(",", ""));
    assertEquals(0, aggregate.compareTo(t.principalUsd()), "the fee exhibit's amount is the face amount stated");
  }

  @Test
  void numbersSpreadByStraySpacesAreJoined() {
    assertEquals("coupon of 12.50% per annum", NoteText.normalize("coupon of 1 2 . 5 0 % per annum"));
    assertEquals("9.15% per annum", NoteText.normalize("9.15 % per annum"));
    assertEquals("on March 31, 2025 70.00%", NoteText.normalize("on March 31, 2025 70.00%"));
    NoteTerms t = NoteText.read("Contingent coupon: 1 2 . 5 0 % per annum. Barrier Value: 6 5 . 0 0 % of the "
        + "Starting Value. Pricing Date: June 2, 2026. Bloomberg ticker: \"SPX\"", null);
    assertEquals(new BigDecimal("12.50"), t.coupon());
    assertEquals(new BigDecimal("65.00"), t.barrierPct());
    assertEquals(LocalDate.of(2026, 6, 2), t.pricingDate());
    assertEquals(List.of("SPX"), t.underlyings());
  }

  @Test
  void offeringAmountFromTheFeeExhibitXbrl() {
    assertEquals(new BigDecimal("6594660.00"), FilingFees.offeringAmount("<td><ix:nonFraction unitRef=\"USD\" "
        + "name=\"ffd:MaxAggtOfferingPric\" scale=\"0\" decimals=\"2\">6,594,660.00</ix:nonFraction></td>"));
    assertEquals(new BigDecimal("1500000"), FilingFees.offeringAmount("<ix:nonFraction name=\"ffd:MaxAggtOfferingPric\" "
        + "scale=\"3\">1,000</ix:nonFraction><ix:nonFraction name=\"ffd:MaxAggtOfferingPric\" scale=\"3\">500"
        + "</ix:nonFraction>"));
    assertEquals(new BigDecimal("2000"), FilingFees.offeringAmount("<ix:nonFraction name=\"ffd:MaxAggtOfferingPric\">9"
        + "</ix:nonFraction><ix:nonFraction name=\"ffd:TtlOfferingAmt\">2000</ix:nonFraction>"), "the total wins");
    assertNull(FilingFees.offeringAmount("<table><tr><td>Total Offering Amounts</td><td>$ 761,12</td></tr></table>"));
  }

  @Test
  void anFwpThatIsNoNoteTermSheetLoadsNoRow() throws Exception {
    String fwp = FilingsApiTest.note("0000000999-26-000100", LocalDate.of(2026, 11, 20),
        "Road show presentation for our initial public offering of common stock.").replace("424B2", "FWP");
    assertEquals(List.of(), StructuredNoteParser.rows(new dev.openmarkets.ingest.UpstreamFile("0000000999-26-000100.txt",
        fwp.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1))));
    String note = FilingsApiTest.note("0000000999-26-000101", LocalDate.of(2026, 11, 20),
        "Buffered notes linked to the S&amp;P 500 (Bloomberg ticker: SPX). Buffer Amount: 15.00%").replace("424B2", "FWP");
    List<StructuredNoteRow> rows = StructuredNoteParser.rows(new dev.openmarkets.ingest.UpstreamFile(
        "0000000999-26-000101.txt", note.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)));
    assertEquals("FWP", rows.get(0).formType());
    assertEquals(new BigDecimal("15.00"), rows.get(0).terms().barrierPct());
    assertEquals("buffered", rows.get(0).terms().noteType());
  }
}
