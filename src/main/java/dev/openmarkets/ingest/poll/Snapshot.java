package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.FileKind;

/**
 * One upstream document a {@link SnapshotPoller} fetches in a poll: its absolute URL, the file
 * name it is recorded under in ingest_files (and that its FileKind's parser and fileDate read),
 * and the kind that parses and writes it.
 */
public record Snapshot(String url, String fileName, FileKind<?> kind) {
}
