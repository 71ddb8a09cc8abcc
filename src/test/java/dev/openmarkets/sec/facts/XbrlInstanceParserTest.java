package dev.openmarkets.sec.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bitcoin holdings from a filing's own XBRL instance: extension elements and a bitcoin member. */
class XbrlInstanceParserTest {
  private static final String HEAD = "<xbrli:xbrl xmlns:xbrli=\"http://www.xbrl.org/2003/instance\" "
      + "xmlns:dei=\"http://xbrl.sec.gov/dei/2024\" xmlns:us-gaap=\"http://fasb.org/us-gaap/2024\" "
      + "xmlns:xbrldi=\"http://xbrl.org/2006/xbrldi\" xmlns:co=\"http://example.com/2025\">"
      + "<xbrli:context id=\"d\"><xbrli:entity><xbrli:identifier scheme=\"http://www.sec.gov/CIK\">77</xbrli:identifier>"
      + "</xbrli:entity><xbrli:period><xbrli:startDate>2025-01-01</xbrli:startDate><xbrli:endDate>2025-09-30"
      + "</xbrli:endDate></xbrli:period></xbrli:context>"
      + "<xbrli:context id=\"i\"><xbrli:entity><xbrli:identifier scheme=\"http://www.sec.gov/CIK\">77</xbrli:identifier>"
      + "</xbrli:entity><xbrli:period><xbrli:instant>2025-09-30</xbrli:instant></xbrli:period></xbrli:context>"
      + "<xbrli:context id=\"btc\"><xbrli:entity><xbrli:identifier scheme=\"http://www.sec.gov/CIK\">77"
      + "</xbrli:identifier><xbrli:segment><xbrldi:explicitMember dimension=\"us-gaap:CryptoAssetAxis\">"
      + "co:BitcoinMember</xbrldi:explicitMember></xbrli:segment></xbrli:entity><xbrli:period><xbrli:instant>"
      + "2025-09-30</xbrli:instant></xbrli:period></xbrli:context>"
      + "<xbrli:context id=\"eth\"><xbrli:entity><xbrli:identifier scheme=\"http://www.sec.gov/CIK\">77"
      + "</xbrli:identifier><xbrli:segment><xbrldi:explicitMember dimension=\"us-gaap:CryptoAssetAxis\">"
      + "co:EtherMember</xbrldi:explicitMember></xbrli:segment></xbrli:entity><xbrli:period><xbrli:instant>"
      + "2025-09-30</xbrli:instant></xbrli:period></xbrli:context>"
      + "<dei:EntityCentralIndexKey contextRef=\"d\">0000000077</dei:EntityCentralIndexKey>"
      + "<dei:DocumentType contextRef=\"d\">10-Q</dei:DocumentType>";

  private static List<CryptoHolding> parse(String facts) throws RejectedFileException {
    return XbrlInstanceParser.parse(new UpstreamFile("0000000077-25-000009_co-20250930_htm.xml",
        (HEAD + facts + "</xbrli:xbrl>").getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void bitcoinMemberWinsOverTheUndimensionedTotalAndOtherAssets() throws Exception {
    CryptoHolding h = parse(
        "<us-gaap:CryptoAssetFairValueNoncurrent contextRef=\"i\" unitRef=\"u\">900000000</us-gaap:CryptoAssetFairValueNoncurrent>"
        + "<us-gaap:CryptoAssetFairValueNoncurrent contextRef=\"btc\" unitRef=\"u\">570000000</us-gaap:CryptoAssetFairValueNoncurrent>"
        + "<us-gaap:CryptoAssetFairValueNoncurrent contextRef=\"eth\" unitRef=\"u\">330000000</us-gaap:CryptoAssetFairValueNoncurrent>"
        + "<us-gaap:CryptoAssetNumberOfUnits contextRef=\"btc\" unitRef=\"b\">5000</us-gaap:CryptoAssetNumberOfUnits>"
        + "<us-gaap:CryptoAssetNumberOfUnits contextRef=\"eth\" unitRef=\"e\">90000</us-gaap:CryptoAssetNumberOfUnits>"
        + "<us-gaap:CryptoAssetCost contextRef=\"btc\" unitRef=\"u\">200000000</us-gaap:CryptoAssetCost>").get(0);
    assertEquals("0000000077", h.cik());
    assertEquals("0000000077-25-000009", h.accessionNo());
    assertEquals("10-Q", h.form());
    assertEquals(LocalDate.parse("2025-09-30"), h.asOf());
    assertEquals(new BigDecimal("5000"), h.units());
    assertEquals(new BigDecimal("570000000"), h.fairValueUsd());
    assertEquals(new BigDecimal("200000000"), h.costUsd());
    assertTrue(h.unitsReliable(), "114000 USD per bitcoin");
    assertEquals("instance", h.source());
  }

  @Test
  void extensionElementsForHoldingsButNotPurchases() throws Exception {
    CryptoHolding h = parse(
        "<co:NumberOfBitcoinsPurchased contextRef=\"d\" unitRef=\"b\">100</co:NumberOfBitcoinsPurchased>"
        + "<co:NumberOfCarryingValueBitcoins contextRef=\"i\" unitRef=\"b\">252220</co:NumberOfCarryingValueBitcoins>"
        + "<co:AverageCostPerBitcoin contextRef=\"i\" unitRef=\"u\">39266</co:AverageCostPerBitcoin>").get(0);
    assertEquals(new BigDecimal("252220"), h.units());
    assertNull(h.fairValueUsd());
    assertFalse(h.unitsReliable(), "no fair value to check the count against");
  }

  @Test
  void noHoldingsNoRowAndBadFilesRejected() throws Exception {
    assertEquals(List.of(), parse("<us-gaap:Assets contextRef=\"i\" unitRef=\"u\">1</us-gaap:Assets>"));
    assertThrows(RejectedFileException.class, () -> XbrlInstanceParser.parse(new UpstreamFile("co-20250930_htm.xml",
        (HEAD + "</xbrli:xbrl>").getBytes(StandardCharsets.UTF_8))), "no accession in the name");
    assertThrows(RejectedFileException.class, () -> parse("<co:NumberOfBitcoinsHeld contextRef=\"zz\">1</co:NumberOfBitcoinsHeld>"));
    assertThrows(RejectedFileException.class, () -> parse("<co:NumberOfBitcoinsHeld contextRef=\"i\">"));
  }

  @Test
  void theBundledDemoInstance() throws Exception {
    String name = "0009990705-26-000041_zzms-20251231_htm.xml";
    try (InputStream in = getClass().getClassLoader().getResourceAsStream("demo/sec-facts/" + name)) {
      CryptoHolding h = XbrlInstanceParser.parse(new UpstreamFile(name, in.readAllBytes())).get(0);
      assertEquals(new BigDecimal("40250.5"), h.units());
      assertEquals(new BigDecimal("3522000000"), h.fairValueUsd());
      assertEquals("10-K", h.form());
      assertTrue(h.unitsReliable());
    }
  }

  @Test
  void instanceNameFollowsThePrimaryDocument() {
    assertEquals("mstr-20250930_htm.xml", InstancePoller.instanceName("mstr-20250930.htm"));
    assertNull(InstancePoller.instanceName("primary_doc.xml"));
  }
}
