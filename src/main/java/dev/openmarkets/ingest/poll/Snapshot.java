package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.fetch.FetchRequest;
import java.time.Instant;

/**
 * One upstream document a {@link SnapshotPoller} fetches in a poll: its absolute URL, the file
 * name it is recorded under in ingest_files (and that its FileKind's parser and fileDate read),
 * the kind that parses and writes it, and the JSON body to POST (null for a GET; APIs such as
 * Hyperliquid's info endpoint take the query as a POSTed JSON document), and whether a 404 means
 * "not published yet" (a page the upstream adds on its own schedule, such as next year's Census
 * calendar) rather than a failure.
 */
public record Snapshot(String url, String fileName, FileKind<?> kind, String postBody, boolean mayBeUnpublished) {

  public Snapshot(String url, String fileName, FileKind<?> kind, String postBody) {
    this(url, fileName, kind, postBody, false);
  }

  /** A document fetched with GET. */
  public Snapshot(String url, String fileName, FileKind<?> kind) {
    this(url, fileName, kind, null, false);
  }

  /** The request of this document for the fetch step, as the document declares it. */
  public FetchRequest request() {
    return new FetchRequest(url, postBody, mayBeUnpublished ? Instant.MAX : null, null, FetchRequest.pageName(fileName));
  }

  /** A GET document whose 404 means not published yet: the poll goes on and says so in /stats. */
  public static Snapshot ifPublished(String url, String fileName, FileKind<?> kind) {
    return new Snapshot(url, fileName, kind, null, true);
  }
}
