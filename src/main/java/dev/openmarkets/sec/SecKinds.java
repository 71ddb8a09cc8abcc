package dev.openmarkets.sec;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.sec.edgar.EdgarBundle;
import dev.openmarkets.sec.edgar.EdgarKinds;
import dev.openmarkets.sec.edgar.SecForms;
import dev.openmarkets.sec.funds.ThirteenFDocuments;
import dev.openmarkets.sec.insiders.Form4Documents;
import dev.openmarkets.sec.largeholders.Schedule13Documents;
import dev.openmarkets.sec.plannedsales.Form144Documents;
import java.util.ArrayList;
import java.util.List;

/**
 * The family's bundles and every file kind they make, in the order `import` tries them: EDGAR's
 * lists by their file names, then the documents of each bundle (named after their accession
 * number). A new form is a bundle declaring its {@link EdgarBundle}, listed here once.
 */
public final class SecKinds {
  /** The bundles, in the order `import` tries their documents and their datasets feed. */
  public static final List<EdgarBundle> BUNDLES = List.of(Form4Documents.BUNDLE, Form144Documents.BUNDLE,
      Schedule13Documents.BUNDLE, ThirteenFDocuments.BUNDLE);

  /** The bundles' forms, and EDGAR's filing lists restricted to them. */
  public static final SecForms FORMS = new SecForms(BUNDLES);

  private SecKinds() {
  }

  /** Every kind, the specific names before the catch-all documents (the first match wins). */
  public static List<FileKind<?>> all() {
    List<FileKind<?>> out = new ArrayList<>(List.of(EdgarKinds.TICKERS, FORMS.submissions(), FORMS.index()));
    BUNDLES.forEach(b -> out.add(b.documents()));
    return List.copyOf(out);
  }

  /** The document kind for a form type from an index, or null for forms this family does not read. */
  public static FileKind<?> documentKind(String formType) {
    return FORMS.documentKind(formType);
  }

  /** Every API dataset of the bundles: the ticker map and the filing times feed all of them. */
  public static List<String> apiDatasets() {
    return BUNDLES.stream().flatMap(b -> b.datasets().stream()).toList();
  }

  /** The import dataset a dataset's documents are queued under (insider-clusters: insiders). */
  static String documentsOf(String dataset) {
    return BUNDLES.stream().filter(b -> b.datasets().contains(dataset)).map(EdgarBundle::dataset).findFirst()
        .orElse(dataset);
  }
}
