package dev.openmarkets.ingest;

import java.util.Map;

/**
 * What one write did: its counts, and the datasets it changed with the rows each gained (negative
 * after deletions, 0 for a derived dataset), which the writer verticle bumps in its transaction.
 */
public record Written(WriteCounts counts, Map<String, Long> changed) {
}
