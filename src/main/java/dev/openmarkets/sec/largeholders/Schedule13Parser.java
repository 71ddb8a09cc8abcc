package dev.openmarkets.sec.largeholders;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.TickerLookup;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the structured XML Schedule 13D and 13G (required on EDGAR since December 2024), one row
 * per reporting person. The two schemas name the same things differently: namespace
 * .../schedule13D vs .../schedule13g, issuerCIK vs issuerCik, dateOfEvent vs
 * eventDateRequiresFilingThisStatement, reportingPersonInfo vs
 * coverPageHeaderReportingPersonDetails. Older HTML/text schedules are not XML and are rejected.
 */
public final class Schedule13Parser implements FileParser<LargeHolderRow> {
  private final TickerLookup tickers;

  public Schedule13Parser(TickerLookup tickers) {
    this.tickers = tickers;
  }

  public Schedule13Parser() {
    this(TickerLookup.NONE);
  }

  @Override
  public List<LargeHolderRow> parse(UpstreamFile file) throws RejectedFileException {
    return parse(file, null);
  }

  public List<LargeHolderRow> parse(UpstreamFile file, FilingMeta meta) throws RejectedFileException {
    FilingMeta m = FilingMeta.resolve(file, meta);
    XmlNode doc = XmlDocuments.parse(file, "edgarSubmission");
    String formType = doc.at("headerData", "submissionType").requireText();
    boolean is13d = isKind(doc, formType, "13d");
    if (!is13d && !isKind(doc, formType, "13g")) {
      throw new RejectedFileException("submissionType " + formType + " is not a Schedule 13D or 13G");
    }
    XmlNode form = doc.child("formData");
    XmlNode cover = form.child("coverPageHeader");
    XmlNode issuer = cover.child("issuerInfo");
    String issuerCik = issuer.child("issuerCik").cik();
    if (issuerCik == null) {
      throw new RejectedFileException("missing <" + issuer.child("issuerCik").path() + ">");
    }
    XmlNode eventDate = cover.child(is13d ? "dateOfEvent" : "eventDateRequiresFilingThisStatement");
    List<XmlNode> persons = is13d
        ? form.child("reportingPersons").children("reportingPersonInfo")
        : form.children("coverPageHeaderReportingPersonDetails");
    if (persons.isEmpty()) {
      throw new RejectedFileException("no reporting persons in <" + form.path() + ">");
    }
    String ticker = tickers.tickerFor(issuerCik);
    List<LargeHolderRow> rows = new ArrayList<>();
    for (XmlNode p : persons) {
      XmlNode shares = p.child(is13d ? "aggregateAmountOwned"
          : "reportingPersonBeneficiallyOwnedAggregateNumberOfShares");
      XmlNode percent = p.child(is13d ? "percentOfClass" : "classPercent");
      rows.add(new LargeHolderRow(m.accessionNo(), rows.size() + 1, cover.child("amendmentNo").text(),
          issuer.child("issuerCusip").text(), eventDate.date(), m.filedAt(), formType, issuerCik,
          issuer.child("issuerName").text(), percent.decimal(), personTypes(p), p.child("reportingPersonCik").cik(),
          p.child("reportingPersonName").requireText(), cover.child("securitiesClassTitle").text(),
          shares.decimal(), ticker));
    }
    return rows;
  }

  // The namespace says which schedule this is; the submission type covers a document without one.
  private static boolean isKind(XmlNode doc, String formType, String kind) {
    String ns = doc.namespace();
    if (ns != null && ns.toLowerCase(Locale.ROOT).endsWith("/schedule" + kind)) {
      return true;
    }
    return formType.toLowerCase(Locale.ROOT).replace("schedule", "sc").startsWith("sc " + kind);
  }

  private static String personTypes(XmlNode p) {
    List<String> types = new ArrayList<>();
    for (XmlNode t : p.children("typeOfReportingPerson")) {
      if (t.text() != null) {
        types.add(t.text());
      }
    }
    return types.isEmpty() ? null : String.join(", ", types);
  }
}
