package dev.openmarkets.mirror;

import java.util.List;

/**
 * One table the mirror publishes: the datasets that answer from it, its time column (null for
 * none), and how its files are cut (see {@link Partitioning}). A shared table (a dataset's joins:
 * companies, instruments, filings) declares no dataset: it is published and seeded with any.
 */
public record MirrorTable(String table, List<String> datasets, String timeColumn, Partitioning partitioning) {

  /** The dataset the manifest names: the alphabetically first it feeds, or the table's name when shared. */
  public String dataset() {
    return datasets.isEmpty() ? table : datasets.get(0);
  }

  public boolean shared() {
    return datasets.isEmpty();
  }
}
