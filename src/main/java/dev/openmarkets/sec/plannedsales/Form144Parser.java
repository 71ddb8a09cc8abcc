package dev.openmarkets.sec.plannedsales;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.TickerLookup;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a Form 144 primary_doc.xml (edgarSubmission in the edgar/ownership namespace, usually
 * prefixed ns2:) into planned-sale rows. The notice names no ticker, so it comes from the
 * issuer's CIK through the lookup.
 */
public final class Form144Parser implements FileParser<PlannedSaleRow> {
  private final TickerLookup tickers;

  public Form144Parser(TickerLookup tickers) {
    this.tickers = tickers;
  }

  public Form144Parser() {
    this(TickerLookup.NONE);
  }

  @Override
  public List<PlannedSaleRow> parse(UpstreamFile file) throws RejectedFileException {
    return parse(file, null);
  }

  public List<PlannedSaleRow> parse(UpstreamFile file, FilingMeta meta) throws RejectedFileException {
    FilingMeta m = FilingMeta.resolve(file, meta);
    XmlNode doc = XmlDocuments.parse(file, "edgarSubmission");
    String formType = doc.at("headerData", "submissionType").requireText();
    if (!formType.startsWith("144")) {
      throw new RejectedFileException("submissionType " + formType + " is not a Form 144");
    }
    XmlNode form = doc.child("formData");
    XmlNode issuer = form.child("issuerInfo");
    String issuerCik = issuer.child("issuerCik").cik();
    if (issuerCik == null) {
      throw new RejectedFileException("missing <" + issuer.child("issuerCik").path() + ">");
    }
    List<String> relationships = new ArrayList<>();
    for (XmlNode r : issuer.child("relationshipsToIssuer").children("relationshipToIssuer")) {
      if (r.text() != null) {
        relationships.add(r.text());
      }
    }
    String ticker = tickers.tickerFor(issuerCik);
    List<PlannedSaleRow> rows = new ArrayList<>();
    for (XmlNode s : form.children("securitiesInformation")) {
      rows.add(new PlannedSaleRow(m.accessionNo(), rows.size() + 1, s.child("aggregateMarketValue").decimal(),
          s.child("approxSaleDate").date(), s.at("brokerOrMarketmakerDetails", "name").text(),
          s.child("securitiesExchangeName").text(), m.filedAt(), issuerCik, issuer.child("issuerName").text(),
          issuer.child("nameOfPersonForWhoseAccountTheSecuritiesAreToBeSold").text(),
          relationships.isEmpty() ? null : String.join(", ", relationships),
          s.child("securitiesClassTitle").text(), ticker, s.child("noOfUnitsOutstanding").decimal(),
          s.child("noOfUnitsSold").decimal(), formType));
    }
    if (rows.isEmpty()) {
      throw new RejectedFileException("no <securitiesInformation> in the notice");
    }
    return rows;
  }
}
