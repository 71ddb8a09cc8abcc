package dev.openmarkets.ingest;

import java.util.Map;

/**
 * What one write did: its counts, the datasets it changed with the rows each gained (negative
 * after deletions, 0 for a derived dataset), which the writer verticle bumps in its transaction,
 * and revised, how many versions of the file's dataset it replaced or closed (0 for writers that
 * keep no versions), which the changes stream carries.
 */
public record Written(WriteCounts counts, Map<String, Long> changed, long revised) {
  public Written(WriteCounts counts, Map<String, Long> changed) {
    this(counts, changed, 0);
  }

  public Written revising(long n) {
    return new Written(counts, changed, n);
  }
}
