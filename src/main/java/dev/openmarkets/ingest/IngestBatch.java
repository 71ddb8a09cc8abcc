package dev.openmarkets.ingest;

import java.time.LocalDate;
import java.util.List;

/**
 * One upstream file on its way to the writer: its parsed rows, or the reason it was rejected.
 * imported: it comes from `import` or `backfill`, not from a poll of the upstream now, so the
 * same bytes loaded before a correction are a replay ({@link Replays}). Travels over the event
 * bus by reference (local codec).
 */
public record IngestBatch(String dataset, String source, String fileName, LocalDate fileDate,
    String sha256, TableWriter<Object> writer, List<Object> rows, String rejectedReason, boolean imported) {
}
