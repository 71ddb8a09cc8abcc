package dev.openmarkets.ingest;

import java.util.List;
import java.util.Map;

/**
 * What one write did: its counts, the datasets it changed with the rows each gained (negative
 * after deletions, 0 for a derived dataset), which the writer verticle bumps in its transaction,
 * revised, how many versions of the file's dataset it replaced or closed (0 for writers that keep
 * no versions), and revisedKeys, those rows' keys in compact form (AAPL|2026-11-13, at most
 * {@link VersionBumps#MAX_KEYS}), which the changes stream carries.
 */
public record Written(WriteCounts counts, Map<String, Long> changed, long revised, List<String> revisedKeys) {
  public Written(WriteCounts counts, Map<String, Long> changed) {
    this(counts, changed, 0, List.of());
  }

  public Written revising(long n) {
    return new Written(counts, changed, n, revisedKeys);
  }

  public Written withRevisedKeys(List<String> keys) {
    return new Written(counts, changed, revised, keys);
  }
}
