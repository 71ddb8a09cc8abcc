package dev.openmarkets.sec.insiders;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import dev.openmarkets.util.Symbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads a Form 4 ownershipDocument (schemas X0306, X0508, X0609; also the XML block of a full
 * .txt submission) into one {@link Form4Filing}. Tolerates what filer software varies on: 0/1 or
 * true/false flags, values in <value> or bare, a value given only as a footnote, empty elements.
 * Rejects other ownership forms (3, 5) and documents missing the issuer, owner or a
 * transaction's date or code.
 */
public final class Form4Parser implements FileParser<Form4Filing> {
  private static final Set<String> NO_SYMBOL = Set.of("NONE", "N/A", "NA", "-", "NOT APPLICABLE");

  @Override
  public List<Form4Filing> parse(UpstreamFile file) throws RejectedFileException {
    return List.of(parse(file, null));
  }

  /** Parses with the caller's accession and acceptance time; a null meta uses the file name. */
  public Form4Filing parse(UpstreamFile file, FilingMeta meta) throws RejectedFileException {
    FilingMeta m = FilingMeta.resolve(file, meta);
    XmlNode doc = XmlDocuments.parse(file, "ownershipDocument");
    String documentType = doc.child("documentType").requireText().toUpperCase(Locale.ROOT);
    if (!documentType.equals("4") && !documentType.equals("4/A")) {
      throw new RejectedFileException("documentType " + documentType + " is not a Form 4 or 4/A");
    }
    XmlNode issuer = doc.child("issuer");
    String issuerCik = issuer.child("issuerCik").cik();
    if (issuerCik == null) {
      throw new RejectedFileException("missing <" + issuer.child("issuerCik").path() + ">");
    }
    List<ReportingOwner> owners = new ArrayList<>();
    for (XmlNode o : doc.children("reportingOwner")) {
      owners.add(owner(o));
    }
    if (owners.isEmpty()) {
      throw new RejectedFileException("no <reportingOwner>");
    }
    List<Form4Transaction> transactions = new ArrayList<>();
    for (XmlNode t : doc.child("nonDerivativeTable").children("nonDerivativeTransaction")) {
      transactions.add(transaction(t));
    }
    XmlNode period = doc.child("periodOfReport");
    period.requireText();
    return new Form4Filing(m.accessionNo(), m.filedAt(), doc.child("schemaVersion").text(), documentType,
        period.date(), doc.child("dateOfOriginalSubmission").date(), issuerCik,
        issuer.child("issuerName").text(), ticker(issuer.child("issuerTradingSymbol").text()), owners,
        transactions);
  }

  private static ReportingOwner owner(XmlNode o) throws RejectedFileException {
    XmlNode id = o.child("reportingOwnerId");
    String cik = id.child("rptOwnerCik").cik();
    if (cik == null) {
      throw new RejectedFileException("missing <" + id.child("rptOwnerCik").path() + ">");
    }
    XmlNode rel = o.child("reportingOwnerRelationship");
    return new ReportingOwner(cik, id.child("rptOwnerName").text(), rel.child("isDirector").flag(),
        rel.child("isOfficer").flag(), rel.child("officerTitle").text(), rel.child("isTenPercentOwner").flag(),
        rel.child("isOther").flag(), rel.child("otherText").text());
  }

  private static Form4Transaction transaction(XmlNode t) throws RejectedFileException {
    XmlNode date = t.child("transactionDate");
    if (date.value() == null) {
      throw new RejectedFileException("missing <" + date.path() + ">");
    }
    String code = t.at("transactionCoding", "transactionCode").requireText().toUpperCase(Locale.ROOT);
    XmlNode amounts = t.child("transactionAmounts");
    String ad = amounts.child("transactionAcquiredDisposedCode").value();
    return Form4Transaction.of(t.child("securityTitle").value(), date.dateValue(), code,
        amounts.child("transactionShares").decimalValue(), amounts.child("transactionPricePerShare").decimalValue(),
        ad == null ? null : ad.toUpperCase(Locale.ROOT),
        t.at("postTransactionAmounts", "sharesOwnedFollowingTransaction").decimalValue(),
        t.at("ownershipNature", "directOrIndirectOwnership").value());
  }

  // Filers write "NONE" or "N/A" for unlisted issuers, and a few list two classes ("GOOG, GOOGL").
  static String ticker(String raw) {
    if (raw == null) {
      return null;
    }
    String first = raw.strip().split("[,;\\s]+")[0];
    if (NO_SYMBOL.contains(first.toUpperCase(Locale.ROOT))) {
      return null;
    }
    return Symbols.normalize(first);
  }
}
