package dev.openmarkets.sec.filings.formd;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Accessions;
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.SecDates;
import dev.openmarkets.sec.edgar.SubmissionHeader;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a Form D notice (primary_doc.xml, or a full .txt submission embedding it): the primary
 * issuer, the offering data (industry group and fund type, exemptions, securities, first sale,
 * amounts, investors, revenue or net-asset-value range). "Indefinite" amounts are null, never 0.
 * The accession comes from the file name, else from the .txt header.
 */
public final class FormDParser {
  private static final Map<String, String> SECURITY_TYPES = new LinkedHashMap<>();

  static {
    SECURITY_TYPES.put("isEquityType", "Equity");
    SECURITY_TYPES.put("isDebtType", "Debt");
    SECURITY_TYPES.put("isOptionToAcquireType", "Option, Warrant or Other Right to Acquire Another Security");
    SECURITY_TYPES.put("isSecurityToBeAcquiredType", "Security to be Acquired Upon Exercise of Option, Warrant or "
        + "Other Right to Acquire Security");
    SECURITY_TYPES.put("isPooledInvestmentFundType", "Pooled Investment Fund Interests");
    SECURITY_TYPES.put("isTenantInCommonType", "Tenant-in-Common Securities");
    SECURITY_TYPES.put("isMineralPropertyType", "Mineral Property Securities");
  }

  private FormDParser() {
  }

  public static FormDRow parse(UpstreamFile file) throws RejectedFileException {
    XmlNode root = XmlDocuments.parse(file, "edgarSubmission");
    String type = root.child("submissionType").text();
    if (type == null || !(type.equalsIgnoreCase("D") || type.equalsIgnoreCase("D/A"))) {
      throw new RejectedFileException("not a Form D: submissionType " + type);
    }
    String accession = Accessions.fromFileName(file.name());
    if (accession == null) {
      accession = SubmissionHeader.accessionNo(file.bytes());
    }
    if (accession == null) {
      throw new RejectedFileException("no accession number: name the file after it (0001234567-26-000001.xml)");
    }
    XmlNode issuer = root.child("primaryIssuer");
    String cik = Ciks.normalize(issuer.child("cik").text());
    String name = issuer.child("entityName").text();
    if (cik == null || name == null) {
      throw new RejectedFileException("Form D without primaryIssuer cik and entityName");
    }
    XmlNode offering = root.child("offeringData");
    XmlNode industry = offering.child("industryGroup");
    String group = industry.child("industryGroupType").text();
    String fundType = industry.at("investmentFundInfo", "investmentFundType").text();
    XmlNode securities = offering.child("typesOfSecuritiesOffered");
    boolean fund = "Pooled Investment Fund".equalsIgnoreCase(group) || flag(securities.child("isPooledInvestmentFundType"));
    String amendment = offering.at("typeOfFiling", "newOrAmendment", "isAmendment").text();
    boolean isAmendment = amendment != null ? amendment.equalsIgnoreCase("true") : type.equalsIgnoreCase("D/A");
    XmlNode size = offering.child("issuerSize");
    String revenue = size.child("revenueRange").text() != null ? size.child("revenueRange").text()
        : size.child("aggregateNetAssetValueRange").text();
    XmlNode amounts = offering.child("offeringSalesAmounts");
    return new FormDRow(accession, cik, name, issuer.child("entityType").text(),
        issuer.at("issuerAddress", "stateOrCountry").text(), group, fundType, fund, isAmendment,
        SecDates.parseOrNull(offering.at("typeOfFiling", "dateOfFirstSale", "value").text()),
        securityTypes(securities), exemptions(offering.child("federalExemptionsExclusions")),
        amount(amounts.child("totalOfferingAmount").text(), "totalOfferingAmount"),
        amount(amounts.child("totalAmountSold").text(), "totalAmountSold"),
        count(offering.at("investors", "totalNumberAlreadyInvested").text()),
        amount(offering.child("minimumInvestmentAccepted").text(), "minimumInvestmentAccepted"), revenue,
        SubmissionHeader.acceptedAt(file.bytes()),
        SecDates.parseOrNull(offering.at("signatureBlock", "signature", "signatureDate").text()));
  }

  private static boolean flag(XmlNode n) {
    return "true".equalsIgnoreCase(n.text());
  }

  private static String securityTypes(XmlNode securities) {
    List<String> out = new ArrayList<>();
    SECURITY_TYPES.forEach((tag, label) -> {
      if (flag(securities.child(tag))) {
        out.add(label);
      }
    });
    if (flag(securities.child("isOtherType"))) {
      String d = securities.child("descriptionOfOtherType").text();
      out.add(d != null ? "Other (" + d + ")" : "Other");
    }
    return out.isEmpty() ? null : String.join(", ", out);
  }

  private static String exemptions(XmlNode list) {
    List<String> items = new ArrayList<>();
    for (XmlNode item : list.children("item")) {
      if (item.text() != null) {
        items.add(item.text());
      }
    }
    return items.isEmpty() ? null : String.join(", ", items);
  }

  /** An amount in dollars; null for "Indefinite" or a blank. */
  static BigDecimal amount(String text, String field) throws RejectedFileException {
    if (text == null || text.strip().toLowerCase(Locale.ROOT).startsWith("indefinite")) {
      return null;
    }
    try {
      return new BigDecimal(text.strip().replace(",", ""));
    } catch (NumberFormatException e) {
      throw new RejectedFileException(field + " is neither an amount nor Indefinite: '" + text + "'");
    }
  }

  private static Integer count(String text) throws RejectedFileException {
    if (text == null) {
      return null;
    }
    try {
      return Integer.valueOf(text.strip());
    } catch (NumberFormatException e) {
      throw new RejectedFileException("totalNumberAlreadyInvested is not a whole number: '" + text + "'");
    }
  }
}
