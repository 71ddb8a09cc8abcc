package dev.openmarkets.sec.funds;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

/** Reads the 13F cover page (edgarSubmission, namespace .../thirteenffiler, dates MM-DD-YYYY). */
public final class ThirteenFCoverParser implements FileParser<ThirteenFCover> {

  @Override
  public List<ThirteenFCover> parse(UpstreamFile file) throws RejectedFileException {
    return List.of(parse(file, null));
  }

  public ThirteenFCover parse(UpstreamFile file, FilingMeta meta) throws RejectedFileException {
    FilingMeta m = FilingMeta.resolve(file, meta);
    XmlNode doc = XmlDocuments.parse(file, "edgarSubmission");
    XmlNode header = doc.child("headerData");
    String type = header.child("submissionType").requireText();
    if (!type.startsWith("13F")) {
      throw new RejectedFileException("submissionType " + type + " is not a 13F");
    }
    XmlNode filerInfo = header.child("filerInfo");
    String cik = filerInfo.at("filer", "credentials", "cik").cik();
    if (cik == null) {
      throw new RejectedFileException("missing <" + filerInfo.at("filer", "credentials", "cik").path() + ">");
    }
    XmlNode form = doc.child("formData");
    XmlNode cover = form.child("coverPage");
    LocalDate period = filerInfo.child("periodOfReport").date();
    if (period == null) {
      period = cover.child("reportCalendarOrQuarter").date();
    }
    if (period == null) {
      throw new RejectedFileException("missing <" + filerInfo.child("periodOfReport").path() + ">");
    }
    XmlNode summary = form.child("summaryPage");
    return new ThirteenFCover(m.accessionNo(), type, cik, cover.at("filingManager", "name").text(), period,
        cover.child("isAmendment").flag() || type.endsWith("/A"), amendmentType(cover),
        count(summary.child("tableEntryTotal")), summary.child("tableValueTotal").decimal(),
        form.at("signatureBlock", "signatureDate").date());
  }

  private static Integer count(XmlNode node) throws RejectedFileException {
    BigDecimal n = node.decimal();
    if (n == null) {
      return null;
    }
    try {
      return n.intValueExact();
    } catch (ArithmeticException e) {
      throw new RejectedFileException("<" + node.path() + "> is not a count: " + n);
    }
  }

  private static String amendmentType(XmlNode cover) {
    String t = cover.at("amendmentInfo", "amendmentType").text();
    return t != null ? t : cover.child("amendmentType").text();
  }
}
