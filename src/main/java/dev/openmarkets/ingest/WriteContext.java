package dev.openmarkets.ingest;

/**
 * What a writer may know of the load it writes for: fileId, the ingest_files row recorded for it
 * (stored on versions and revisions as their source; null outside the writer verticle), and the
 * file's sha256 ('' for a poll). A replay (design §1.3 rule 2) never reaches a writer: the writer
 * verticle records it without writing ({@link Replays}).
 */
public record WriteContext(Long fileId, String sha256) {
  /** No file: a write outside the writer verticle (tests, tools). */
  public static final WriteContext NONE = new WriteContext(null, "");
}
