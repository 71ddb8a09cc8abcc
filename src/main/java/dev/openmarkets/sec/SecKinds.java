package dev.openmarkets.sec;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.sec.edgar.EdgarKinds;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.SecForms;
import dev.openmarkets.sec.funds.ThirteenFDocuments;
import dev.openmarkets.sec.insiders.Form4Documents;
import dev.openmarkets.sec.largeholders.Schedule13Documents;
import dev.openmarkets.sec.plannedsales.Form144Documents;
import java.util.List;

/**
 * Every file kind of the SEC family, in the order `import` tries them: EDGAR's lists by their
 * file names, then the documents of each bundle (named after their accession number).
 */
public final class SecKinds {
  private SecKinds() {
  }

  /** Every kind, the specific names before the catch-all documents (the first match wins). */
  public static List<FileKind<?>> all() {
    return List.of(EdgarKinds.TICKERS, EdgarKinds.SUBMISSIONS, EdgarKinds.INDEX, Form4Documents.KIND,
        Form144Documents.KIND, Schedule13Documents.KIND, ThirteenFDocuments.KIND);
  }

  /** The document kind for a form type from an index, or null for forms this family does not read. */
  public static FileKind<?> documentKind(String formType) {
    String dataset = SecForms.datasetOf(formType);
    if (dataset == null) {
      return null;
    }
    return switch (dataset) {
      case SecDatasetNames.INSIDERS -> Form4Documents.KIND;
      case SecDatasetNames.PLANNED_SALES -> Form144Documents.KIND;
      case SecDatasetNames.LARGE_HOLDERS -> Schedule13Documents.KIND;
      default -> ThirteenFDocuments.KIND;
    };
  }
}
