package dev.openmarkets.sec.api;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * Minimal EDGAR documents for API tests, dated relative to the day the suite runs: Form 4
 * ownership documents, Form 144 notices, Schedules 13D/13G and 13F covers and tables, in the
 * shapes the parsers read (the real forms carry many more elements).
 */
final class SecXml {
  private static final DateTimeFormatter US = DateTimeFormatter.ofPattern("MM/dd/yyyy");
  private static final DateTimeFormatter DASHED_US = DateTimeFormatter.ofPattern("MM-dd-yyyy");

  private SecXml() {
  }

  /** A Form 4 or 4/A, built up transaction by transaction. */
  static final class Form4 {
    private final String issuerCik;
    private final String issuerName;
    private final String symbol;
    private String type = "4";
    private String ownerCik = "0000000299";
    private String ownerName = "Some Insider";
    private String relationship = "<isDirector>1</isDirector>";
    private LocalDate period;
    private LocalDate signed;
    private final List<String> txs = new ArrayList<>();

    Form4(String issuerCik, String issuerName, String symbol) {
      this.issuerCik = issuerCik;
      this.issuerName = issuerName;
      this.symbol = symbol;
    }

    Form4 owner(String cik, String name) {
      this.ownerCik = cik;
      this.ownerName = name;
      return this;
    }

    Form4 officer(String title) {
      this.relationship = "<isOfficer>1</isOfficer><officerTitle>" + title + "</officerTitle>";
      return this;
    }

    Form4 director() {
      this.relationship = "<isDirector>true</isDirector>";
      return this;
    }

    Form4 amendment() {
      this.type = "4/A";
      return this;
    }

    Form4 period(LocalDate d) {
      this.period = d;
      return this;
    }

    Form4 signed(LocalDate d) {
      this.signed = d;
      return this;
    }

    /** A Table I transaction; a null price is written as a footnote only, as filers do. */
    Form4 tx(LocalDate date, String code, String shares, String price, String ownedAfter) {
      if (period == null || date.isBefore(period)) {
        period = date;
      }
      String ad = code.equals("S") || code.equals("F") ? "D" : "A";
      String priceXml = price == null ? "<transactionPricePerShare><footnoteId id=\"F1\"/></transactionPricePerShare>"
          : "<transactionPricePerShare><value>" + price + "</value></transactionPricePerShare>";
      txs.add("<nonDerivativeTransaction><securityTitle><value>Common Stock</value></securityTitle>"
          + "<transactionDate><value>" + date + "</value></transactionDate>"
          + "<transactionCoding><transactionFormType>4</transactionFormType><transactionCode>" + code
          + "</transactionCode><equitySwapInvolved>0</equitySwapInvolved></transactionCoding>"
          + "<transactionAmounts><transactionShares><value>" + shares + "</value></transactionShares>" + priceXml
          + "<transactionAcquiredDisposedCode><value>" + ad + "</value></transactionAcquiredDisposedCode>"
          + "</transactionAmounts><postTransactionAmounts><sharesOwnedFollowingTransaction><value>" + ownedAfter
          + "</value></sharesOwnedFollowingTransaction></postTransactionAmounts>"
          + "<ownershipNature><directOrIndirectOwnership><value>D</value></directOrIndirectOwnership></ownershipNature>"
          + "</nonDerivativeTransaction>");
      return this;
    }

    String xml() {
      LocalDate sig = signed != null ? signed : period.plusDays(1);
      return "<?xml version=\"1.0\"?>\n<ownershipDocument><schemaVersion>X0508</schemaVersion>"
          + "<documentType>" + type + "</documentType><periodOfReport>" + period + "</periodOfReport>"
          + "<issuer><issuerCik>" + issuerCik + "</issuerCik><issuerName>" + issuerName + "</issuerName>"
          + "<issuerTradingSymbol>" + symbol + "</issuerTradingSymbol></issuer>"
          + "<reportingOwner><reportingOwnerId><rptOwnerCik>" + ownerCik + "</rptOwnerCik><rptOwnerName>" + ownerName
          + "</rptOwnerName></reportingOwnerId><reportingOwnerRelationship>" + relationship
          + "</reportingOwnerRelationship></reportingOwner>"
          + "<nonDerivativeTable>" + String.join("", txs) + "</nonDerivativeTable>"
          + "<footnotes><footnote id=\"F1\">Weighted average price.</footnote></footnotes>"
          + "<ownerSignature><signatureName>/s/ " + ownerName + "</signatureName><signatureDate>" + sig
          + "</signatureDate></ownerSignature></ownershipDocument>\n";
    }
  }

  /** A Form 144 notice with one securitiesInformation entry per {units, value, saleDate}. */
  static String form144(String issuerCik, String issuerName, String person, LocalDate noticeDate, String[]... sales) {
    StringBuilder s = new StringBuilder();
    for (String[] sale : sales) {
      s.append("<ns2:securitiesInformation><ns2:securitiesClassTitle>Common</ns2:securitiesClassTitle>"
          + "<ns2:brokerOrMarketmakerDetails><ns2:name>Broker &amp; Co</ns2:name></ns2:brokerOrMarketmakerDetails>"
          + "<ns2:noOfUnitsSold>" + sale[0] + "</ns2:noOfUnitsSold><ns2:aggregateMarketValue>" + sale[1]
          + "</ns2:aggregateMarketValue><ns2:noOfUnitsOutstanding>1000000</ns2:noOfUnitsOutstanding>"
          + "<ns2:approxSaleDate>" + US.format(LocalDate.parse(sale[2])) + "</ns2:approxSaleDate>"
          + "<ns2:securitiesExchangeName>NYSE</ns2:securitiesExchangeName></ns2:securitiesInformation>");
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><ns2:edgarSubmission xmlns:ns2=\"http://www.sec.gov/edgar/ownership\">"
        + "<ns2:headerData><ns2:submissionType>144</ns2:submissionType></ns2:headerData><ns2:formData>"
        + "<ns2:issuerInfo><ns2:issuerCik>" + issuerCik + "</ns2:issuerCik><ns2:issuerName>" + issuerName
        + "</ns2:issuerName><ns2:nameOfPersonForWhoseAccountTheSecuritiesAreToBeSold>" + person
        + "</ns2:nameOfPersonForWhoseAccountTheSecuritiesAreToBeSold><ns2:relationshipsToIssuer>"
        + "<ns2:relationshipToIssuer>Officer</ns2:relationshipToIssuer><ns2:relationshipToIssuer>Director"
        + "</ns2:relationshipToIssuer></ns2:relationshipsToIssuer></ns2:issuerInfo>" + s
        + "<ns2:noticeSignature><ns2:noticeDate>" + US.format(noticeDate) + "</ns2:noticeDate></ns2:noticeSignature>"
        + "</ns2:formData></ns2:edgarSubmission>";
  }

  /** A Schedule 13D (or 13D/A) with reporting persons {cik, name, shares, percent}. */
  static String schedule13d(String formType, String amendmentNo, String issuerCik, String issuerName, String cusip,
      LocalDate event, LocalDate signed, String[]... persons) {
    StringBuilder p = new StringBuilder();
    for (String[] x : persons) {
      p.append("<reportingPersonInfo><reportingPersonCIK>" + x[0] + "</reportingPersonCIK><reportingPersonName>" + x[1]
          + "</reportingPersonName><aggregateAmountOwned>" + x[2] + "</aggregateAmountOwned><percentOfClass>" + x[3]
          + "</percentOfClass><typeOfReportingPerson>PN</typeOfReportingPerson></reportingPersonInfo>");
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><edgarSubmission xmlns=\"http://www.sec.gov/edgar/schedule13D\">"
        + "<headerData><submissionType>" + formType + "</submissionType></headerData><formData><coverPageHeader>"
        + "<securitiesClassTitle>Common Stock</securitiesClassTitle><dateOfEvent>" + US.format(event) + "</dateOfEvent>"
        + (amendmentNo == null ? "" : "<amendmentNo>" + amendmentNo + "</amendmentNo>")
        + "<issuerInfo><issuerCIK>" + issuerCik + "</issuerCIK><issuerCUSIP>" + cusip + "</issuerCUSIP><issuerName>"
        + issuerName + "</issuerName></issuerInfo></coverPageHeader><reportingPersons>" + p + "</reportingPersons>"
        + "<signatureInfo><signaturePerson><signatureDetails><date>" + US.format(signed)
        + "</date></signatureDetails></signaturePerson></signatureInfo></formData></edgarSubmission>";
  }

  /** A Schedule 13G (or 13G/A) with one reporting person without a CIK. */
  static String schedule13g(String formType, String issuerCik, String issuerName, String cusip, LocalDate event,
      LocalDate signed, String person, String shares, String percent) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><edgarSubmission xmlns=\"http://www.sec.gov/edgar/schedule13g\">"
        + "<headerData><submissionType>" + formType + "</submissionType></headerData><formData><coverPageHeader>"
        + "<securitiesClassTitle>Common Stock</securitiesClassTitle><eventDateRequiresFilingThisStatement>"
        + US.format(event) + "</eventDateRequiresFilingThisStatement>"
        + (formType.endsWith("/A") ? "<amendmentNo>1</amendmentNo>" : "")
        + "<issuerInfo><issuerCik>" + issuerCik + "</issuerCik><issuerName>" + issuerName + "</issuerName><issuerCusip>"
        + cusip + "</issuerCusip></issuerInfo></coverPageHeader><coverPageHeaderReportingPersonDetails>"
        + "<reportingPersonName>" + person + "</reportingPersonName>"
        + "<reportingPersonBeneficiallyOwnedAggregateNumberOfShares>" + shares
        + "</reportingPersonBeneficiallyOwnedAggregateNumberOfShares><classPercent>" + percent + "</classPercent>"
        + "<typeOfReportingPerson>IA</typeOfReportingPerson></coverPageHeaderReportingPersonDetails>"
        + "<signatureInformation><signatureDetails><date>" + US.format(signed) + "</date></signatureDetails>"
        + "</signatureInformation></formData></edgarSubmission>";
  }

  /** A 13F cover page; amendmentType null for an original. */
  static String thirteenFCover(String cik, String manager, LocalDate period, String amendmentType, LocalDate signed) {
    String type = amendmentType == null ? "13F-HR" : "13F-HR/A";
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><edgarSubmission xmlns=\"http://www.sec.gov/edgar/thirteenffiler\">"
        + "<headerData><submissionType>" + type + "</submissionType><filerInfo><filer><credentials><cik>" + cik
        + "</cik></credentials></filer><periodOfReport>" + DASHED_US.format(period) + "</periodOfReport></filerInfo>"
        + "</headerData><formData><coverPage><reportCalendarOrQuarter>" + DASHED_US.format(period)
        + "</reportCalendarOrQuarter><isAmendment>" + (amendmentType != null) + "</isAmendment>"
        + (amendmentType == null ? "" : "<amendmentInfo><amendmentType>" + amendmentType + "</amendmentType></amendmentInfo>")
        + "<filingManager><name>" + manager + "</name></filingManager></coverPage>"
        + "<signatureBlock><signatureDate>" + DASHED_US.format(signed) + "</signatureDate></signatureBlock>"
        + "</formData></edgarSubmission>";
  }

  /** A 13F information table of rows {name, cusip, value, shares, putCall or null}. */
  static String thirteenFTable(String[]... rows) {
    StringBuilder s = new StringBuilder();
    for (String[] r : rows) {
      s.append("<infoTable><nameOfIssuer>" + r[0] + "</nameOfIssuer><titleOfClass>COM</titleOfClass><cusip>" + r[1]
          + "</cusip><value>" + r[2] + "</value><shrsOrPrnAmt><sshPrnamt>" + r[3]
          + "</sshPrnamt><sshPrnamtType>SH</sshPrnamtType></shrsOrPrnAmt>"
          + (r.length > 4 && r[4] != null ? "<putCall>" + r[4] + "</putCall>" : "")
          + "<investmentDiscretion>SOLE</investmentDiscretion></infoTable>");
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><informationTable "
        + "xmlns=\"http://www.sec.gov/edgar/document/thirteenf/informationtable\">" + s + "</informationTable>";
  }

  /**
   * A document inside a full .txt submission, as Archives/edgar/data/CIK/ACCESSION.txt serves it,
   * with the acceptance time (Eastern, yyyyMMddHHmmss) in its SEC-HEADER.
   */
  static String fullSubmission(String accession, String form, String acceptedEastern, String xml) {
    return "<SEC-DOCUMENT>" + accession + ".txt : 20260101\n<SEC-HEADER>" + accession + ".hdr.sgml : 20260101\n"
        + "<ACCEPTANCE-DATETIME>" + acceptedEastern + "\nACCESSION NUMBER:\t\t" + accession
        + "\nCONFORMED SUBMISSION TYPE:\t" + form + "\n</SEC-HEADER>\n<DOCUMENT>\n<TYPE>" + form
        + "\n<SEQUENCE>1\n<FILENAME>primary_doc.xml\n<TEXT>\n<XML>\n" + xml
        + "\n</XML>\n</TEXT>\n</DOCUMENT>\n</SEC-DOCUMENT>\n";
  }

  static String tickers(String... entries) {
    StringBuilder s = new StringBuilder("{");
    for (int i = 0; i < entries.length; i++) {
      String[] e = entries[i].split("\\|");
      s.append(i == 0 ? "" : ",").append('"').append(i).append("\":{\"cik_str\":").append(Long.parseLong(e[0]))
          .append(",\"ticker\":\"").append(e[1]).append("\",\"title\":\"").append(e[2]).append("\"}");
    }
    return s.append('}').toString();
  }
}
