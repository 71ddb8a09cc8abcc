package dev.openmarkets.ingest;

/**
 * What a writer may know of the load it writes for: fileId, the ingest_files row recorded for it
 * (stored on versions and revisions as their source; null outside the writer verticle), the file's
 * sha256 ('' for a poll) and whether it replays a file already loaded (design §1.3 rule 2).
 */
public record WriteContext(Long fileId, String sha256, boolean replay) {
  /** No file: a write outside the writer verticle (tests, tools). */
  public static final WriteContext NONE = new WriteContext(null, "", false);
}
