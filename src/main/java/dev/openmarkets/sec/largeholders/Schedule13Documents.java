package dev.openmarkets.sec.largeholders;

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
 * The Schedule 13D/G file kind: a filing as stored, dated by its signature when it carries no acceptance time.
 */
public final class Schedule13Documents {
  public static final FileKind<FiledDocument<List<LargeHolderRow>>> KIND = FileKind.forDataset(SecDatasetNames.LARGE_HOLDERS)
      .source(EdgarKinds.SOURCE_DOCUMENTS)
      .writer(LargeHoldersWriters.LARGE_HOLDERS)
      .parser(name -> file -> List.of(parse(file)))
      .build();

  /** Schedules 13D/G are "SC 13D" until December 2024 and "SCHEDULE 13D" since the XML schedules; the demo files are sc13*. */
  public static final EdgarBundle BUNDLE = new EdgarBundle(Set.of("SC 13D", "SC 13D/A", "SC 13G", "SC 13G/A", "SCHEDULE 13D",
      "SCHEDULE 13D/A", "SCHEDULE 13G", "SCHEDULE 13G/A"), KIND,
      List.of(SecDatasetNames.LARGE_HOLDERS), "sc13");

  private Schedule13Documents() {
  }

  static FiledDocument<List<LargeHolderRow>> parse(UpstreamFile file) throws RejectedFileException {
    FilingMeta meta = FilingMeta.ofFile(file);
    List<LargeHolderRow> rows = new Schedule13Parser().parse(file, meta);
    XmlNode form = XmlDocuments.parse(file, "edgarSubmission").child("formData");
    LocalDate signed = dateOf(form.at("signatureInfo", "signaturePerson", "signatureDetails", "date"));
    if (signed == null) {
      signed = dateOf(form.at("signatureInformation", "signatureDetails", "date"));
    }
    return new FiledDocument<>(rows.get(0).accessionNo(), meta.filedAt(), signed, rows);
  }

  private static LocalDate dateOf(XmlNode node) {
    return SecDates.parseOrNull(node.text());
  }
}
