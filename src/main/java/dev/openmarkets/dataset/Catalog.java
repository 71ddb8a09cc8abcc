package dev.openmarkets.dataset;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.ingest.FileKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a list of families declares, read across them: their datasets, the file kind `import`
 * uses for a file, the pollers that feed each dataset. The composition root lists the families;
 * commands and interfaces read them through here.
 */
public final class Catalog {
  private Catalog() {
  }

  public static List<Dataset> datasets(List<Family> families) {
    List<Dataset> out = new ArrayList<>();
    families.forEach(f -> out.addAll(f.datasets()));
    return out;
  }

  /** What a node serves: every dataset and, after each versioned one, its revisions list. */
  public static List<Dataset> served(List<Family> families) {
    List<Dataset> out = new ArrayList<>();
    for (Dataset ds : datasets(families)) {
      out.add(ds);
      if (Revisions.listed(ds)) {
        out.add(Revisions.of(ds));
      }
    }
    return out;
  }

  /** The file kind `import DATASET FILE` uses: the first whose name pattern matches the file. */
  public static Optional<FileKind<?>> kindFor(List<Family> families, String dataset, String fileName) {
    for (Family f : families) {
      for (FileKind<?> k : f.fileKinds()) {
        if (k.dataset().equals(dataset) && k.matchesName().test(fileName)) {
          return Optional.of(k);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Per dataset, the poll_status names of the enabled pollers and streams that feed it, read from
   * the families' upstream declarations without building a poller (a node with pollers off shows them too).
   */
  public static Map<String, List<String>> pollersByDataset(List<Family> families, AppConfig config) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (Family f : families) {
      f.feeds(config).forEach((poller, datasets) ->
          datasets.forEach(ds -> out.computeIfAbsent(ds, k -> new ArrayList<>()).add(poller)));
    }
    return out;
  }

  public static List<String> importableDatasets(List<Family> families) {
    return families.stream().flatMap(f -> f.fileKinds().stream()).map(FileKind::dataset).distinct().sorted().toList();
  }
}
