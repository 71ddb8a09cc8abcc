package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.FileKind;

/**
 * One upstream document a {@link SnapshotPoller} fetches in a poll: its absolute URL, the file
 * name it is recorded under in ingest_files (and that its FileKind's parser and fileDate read),
 * the kind that parses and writes it, and the JSON body to POST (null for a GET; APIs such as
 * Hyperliquid's info endpoint take the query as a POSTed JSON document).
 */
public record Snapshot(String url, String fileName, FileKind<?> kind, String postBody) {

  /** A document fetched with GET. */
  public Snapshot(String url, String fileName, FileKind<?> kind) {
    this(url, fileName, kind, null);
  }
}
