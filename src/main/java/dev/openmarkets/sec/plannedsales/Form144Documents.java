package dev.openmarkets.sec.plannedsales;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.EdgarBundle;
import dev.openmarkets.sec.edgar.EdgarKinds;
import dev.openmarkets.sec.edgar.FiledDocument;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.SecDates;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * The Form 144 file kind: a notice as stored, dated by its notice date when it carries no acceptance time.
 */
public final class Form144Documents {
  public static final FileKind<FiledDocument<List<PlannedSaleRow>>> KIND = FileKind.forDataset(SecDatasetNames.PLANNED_SALES)
      .source(EdgarKinds.SOURCE_DOCUMENTS)
      .writer(PlannedSalesWriters.PLANNED_SALES)
      .parser(name -> file -> List.of(parse(file)))
      .build();

  /** Form 144 and its amendments feed planned-sales; the demo files are form144-*. */
  public static final EdgarBundle BUNDLE = new EdgarBundle(Set.of("144", "144/A"), KIND,
      List.of(SecDatasetNames.PLANNED_SALES), "form144-");

  private Form144Documents() {
  }

  static FiledDocument<List<PlannedSaleRow>> parse(UpstreamFile file) throws RejectedFileException {
    FilingMeta meta = FilingMeta.ofFile(file);
    List<PlannedSaleRow> rows = new Form144Parser().parse(file, meta);
    XmlNode form = XmlDocuments.parse(file, "edgarSubmission").child("formData");
    return new FiledDocument<>(rows.get(0).accessionNo(), meta.filedAt(),
        dateOf(form.at("noticeSignature", "noticeDate")), rows);
  }

  private static LocalDate dateOf(XmlNode node) {
    return SecDates.parseOrNull(node.text());
  }
}
