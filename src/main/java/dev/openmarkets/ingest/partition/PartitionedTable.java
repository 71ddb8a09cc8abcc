package dev.openmarkets.ingest.partition;

import java.time.Duration;

/**
 * A table partitioned by range of its `ts` column (see migrations V21, V22): partitions of one day,
 * one ISO week or one month, created ahead of the data, and dropped once their whole range is older than the
 * retention, counted back from the newest row (so importing an old file does not see it dropped
 * at once). keep null: kept for ever.
 */
public record PartitionedTable(String table, Granularity granularity, Duration keep) {
  public enum Granularity {
    DAY, WEEK, MONTH;

    String sql() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public PartitionedTable {
    if (!table.matches("[a-z_][a-z0-9_]*")) {
      throw new IllegalArgumentException("not a table name: " + table);
    }
  }
}
