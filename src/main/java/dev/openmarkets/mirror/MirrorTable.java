package dev.openmarkets.mirror;

import java.util.List;

/**
 * One table the mirror publishes: the datasets that answer from it, its time column, and how its
 * files are cut (see {@link Partitioning}).
 */
public record MirrorTable(String table, List<String> datasets, String timeColumn, Partitioning partitioning) {

  /** The dataset named first in the manifest: the alphabetically first of the datasets it feeds. */
  public String dataset() {
    return datasets.get(0);
  }
}
