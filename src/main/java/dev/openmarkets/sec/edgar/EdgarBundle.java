package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.FileKind;
import java.util.List;
import java.util.Set;

/**
 * What one dataset bundle of the sec family declares to the EDGAR pipeline: the form types it
 * reads (as the indexes and submissions JSON write them), the file kind of their documents (whose
 * dataset is the `import` name), the API datasets those documents feed, and the prefix of its
 * bundled demo files. The sec root lists the bundles; nothing else names a form.
 */
public record EdgarBundle(Set<String> forms, FileKind<?> documents, List<String> datasets, String demoPrefix) {
  /** The `import` dataset of the bundle's documents. */
  public String dataset() {
    return documents.dataset();
  }
}
