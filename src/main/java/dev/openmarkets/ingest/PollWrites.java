package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import java.time.Instant;
import java.util.List;

/**
 * Rows a poll produced without an upstream file (a venue's API answers, a recomputation), handed
 * to the writer like a file's: one transaction with its ingest_files record, named by source and
 * time, with no bytes to hash (sha256 empty). Pollers wait for it before scheduling their next
 * run, so a slow database slows the polls instead of queueing them.
 */
public final class PollWrites {
  private static final DeliveryOptions WRITE = new DeliveryOptions().setSendTimeout(120_000);

  private PollWrites() {
  }

  /** Fails when the database refused the rows (the record says why), as a poll's error. */
  @SuppressWarnings("unchecked")
  public static <R> Future<FileOutcome> send(Vertx vertx, String dataset, String source, TableWriter<R> writer,
      List<R> rows) {
    IngestBatch batch = new IngestBatch(dataset, source, source + "-" + Instant.now(), null, "",
        (TableWriter<Object>) writer, (List<Object>) rows, null, false);
    return vertx.eventBus().<FileOutcome>request(IngestWriterVerticle.ADDRESS, batch, WRITE)
        .compose(m -> m.body().loaded() ? Future.succeededFuture(m.body())
            : Future.failedFuture(source + ": " + m.body().reason()));
  }
}
