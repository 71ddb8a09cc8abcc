package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.filings.formd.FormDParser;
import dev.openmarkets.sec.filings.formd.FormDRow;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Form D parser over the real primary_doc.xml of the shared fixtures, each field compared with
 * the element the document holds (read here with regular expressions), and the Indefinite and
 * amendment cases on a variant of it.
 */
class FormDConformanceTest {
  private static final String FILE = "formD-primary_doc-1685REIT.xml";

  private static String tag(String xml, String name) {
    Matcher m = Pattern.compile("<" + name + ">([^<]*)</" + name + ">").matcher(xml);
    return m.find() ? m.group(1).strip() : null;
  }

  @Test
  void everyFieldOfThe1685ReitNotice() throws Exception {
    UpstreamFile f = Fixtures.file(FILE);
    String xml = new String(f.bytes(), StandardCharsets.UTF_8);
    FormDRow row = FormDParser.parse(new UpstreamFile("0001961089-23-000001-primary_doc.xml", f.bytes()));
    assertEquals("0001961089-23-000001", row.accessionNo(), "from the file name: the XML does not carry it");
    assertEquals(tag(xml, "cik"), row.cik());
    assertEquals(tag(xml, "entityName"), row.issuerName());
    assertEquals(tag(xml, "entityType"), row.entityType());
    assertEquals(tag(xml, "stateOrCountry"), row.state());
    assertEquals(tag(xml, "industryGroupType"), row.industryGroup());
    assertNull(row.fundType(), "no investmentFundInfo in this notice");
    assertTrue(row.isFund(), "it offers pooled investment fund interests");
    assertEquals(Boolean.parseBoolean(tag(xml, "isAmendment")), row.isAmendment());
    assertEquals(LocalDate.parse(xml.replaceAll("(?s).*<dateOfFirstSale>\\s*<value>([^<]+)</value>.*", "$1")),
        row.dateOfFirstSale());
    assertEquals("Equity, Pooled Investment Fund Interests", row.securityTypes());
    List<String> items = new ArrayList<>();
    Matcher m = Pattern.compile("<item>([^<]+)</item>").matcher(xml);
    while (m.find()) {
      items.add(m.group(1));
    }
    assertEquals(String.join(", ", items), row.exemptions());
    assertEquals(new BigDecimal(tag(xml, "totalOfferingAmount")), row.totalOfferingAmount());
    assertEquals(new BigDecimal(tag(xml, "totalAmountSold")), row.totalAmountSold());
    assertEquals(Integer.valueOf(tag(xml, "totalNumberAlreadyInvested")), row.investorsCount());
    assertEquals(new BigDecimal(tag(xml, "minimumInvestmentAccepted")), row.minimumInvestment());
    assertEquals(tag(xml, "revenueRange"), row.revenueRange());
    assertEquals(LocalDate.parse(tag(xml, "signatureDate")), row.signatureDate());
    assertNull(row.acceptedAt(), "a bare primary_doc.xml has no acceptance time");
  }

  @Test
  void indefiniteAmountsAreNullAndAmendmentsAreFlagged() throws Exception {
    String xml = new String(Fixtures.file(FILE).bytes(), StandardCharsets.UTF_8)
        .replace("<totalOfferingAmount>125000</totalOfferingAmount>", "<totalOfferingAmount>Indefinite</totalOfferingAmount>")
        .replace("<isAmendment>false</isAmendment>", "<isAmendment>true</isAmendment>")
        .replace("<submissionType>D</submissionType>", "<submissionType>D/A</submissionType>");
    FormDRow row = FormDParser.parse(new UpstreamFile("0001961089-23-000002.xml", xml.getBytes(StandardCharsets.UTF_8)));
    assertNull(row.totalOfferingAmount());
    assertEquals(new BigDecimal("125000"), row.totalAmountSold());
    assertTrue(row.isAmendment());
    assertThrows(RejectedFileException.class, () -> FormDParser.parse(new UpstreamFile("no-accession.xml",
        Fixtures.file(FILE).bytes())), "rows are keyed on the accession");
    assertFalse(FormDParser.parse(new UpstreamFile("0001961089-23-000003.xml", Fixtures.file(FILE).bytes())).isAmendment());
  }
}
