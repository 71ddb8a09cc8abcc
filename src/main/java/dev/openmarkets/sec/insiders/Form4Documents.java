package dev.openmarkets.sec.insiders;

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
 * The Form 4 file kind: a document as stored, dated by its signature (else its period of report) when it carries no acceptance time.
 */
public final class Form4Documents {
  public static final FileKind<FiledDocument<Form4Filing>> KIND = FileKind.forDataset(SecDatasetNames.INSIDERS)
      .source(EdgarKinds.SOURCE_DOCUMENTS)
      .writer(InsiderWriters.FORM4)
      .parser(name -> file -> List.of(parse(file)))
      .build();

  /** Form 4 and its amendments feed the insider datasets; the demo files are form4-*. */
  public static final EdgarBundle BUNDLE = new EdgarBundle(Set.of("4", "4/A"), KIND,
      List.of(SecDatasetNames.INSIDERS, SecDatasetNames.INSIDER_TRANSACTIONS,
      SecDatasetNames.INSIDER_CLUSTERS), "form4-");

  private Form4Documents() {
  }

  static FiledDocument<Form4Filing> parse(UpstreamFile file) throws RejectedFileException {
    FilingMeta meta = FilingMeta.ofFile(file);
    Form4Filing filing = new Form4Parser().parse(file, meta);
    LocalDate signed = dateOf(XmlDocuments.parse(file, "ownershipDocument").at("ownerSignature", "signatureDate"));
    return new FiledDocument<>(filing.accessionNo(), meta.filedAt(),
        signed != null ? signed : filing.periodOfReport(), filing);
  }

  private static LocalDate dateOf(XmlNode node) {
    return SecDates.parseOrNull(node.text());
  }
}
