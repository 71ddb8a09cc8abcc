package dev.openmarkets.ingest;

import dev.openmarkets.dataset.DatasetState;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.eventbus.Message;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The only writer of dataset tables. One file is one transaction: the upsert, its ingest_files
 * record, the dataset version bump and a NOTIFY all commit together or not at all. After a commit
 * that changed rows, the dataset name is published on {@link DatasetState#CHANGED}.
 */
public final class IngestWriterVerticle extends VerticleBase {
  public static final String ADDRESS = "openmarkets.ingest.write";
  private static final Logger LOG = Logger.getLogger(IngestWriterVerticle.class.getName());

  private final Pool pool;
  private final DatasetState state;

  /** state: the serving process's dataset versions, updated before the writer replies; null in `import`. */
  public IngestWriterVerticle(Pool pool, DatasetState state) {
    this.pool = pool;
    this.state = state;
  }

  @Override
  public Future<?> start() {
    return vertx.eventBus().<IngestBatch>consumer(ADDRESS, this::onBatch).completion();
  }

  private void onBatch(Message<IngestBatch> msg) {
    IngestBatch b = msg.body();
    Future<FileOutcome> done = b.rejectedReason() != null ? reject(b, b.rejectedReason()) : write(b);
    done.onSuccess(msg::reply).onFailure(err -> {
      LOG.log(Level.SEVERE, "writer failed on " + b.fileName(), err);
      msg.fail(500, "writer failed on " + b.fileName());
    });
  }

  private Future<FileOutcome> write(IngestBatch b) {
    return pool.withTransaction(conn -> b.writer().write(conn, b.rows())
            .compose(counts -> record(conn, b, "loaded", counts, null).map(counts))
            .compose(counts -> counts.changedAnything() ? bump(conn, b.dataset(), counts).map(counts)
                : Future.succeededFuture(counts)))
        .map(counts -> {
          if (counts.changedAnything()) {
            vertx.eventBus().publish(DatasetState.CHANGED, b.dataset());
          }
          return FileOutcome.loaded(b.fileName(), counts);
        })
        .recover(err -> err instanceof PgException pg
            // the database refused a value (too long, out of range): the whole file is rejected
            ? reject(b, "database refused the file (" + pg.getSqlState() + "): " + pg.getErrorMessage())
            : Future.failedFuture(err));
  }

  private Future<FileOutcome> reject(IngestBatch b, String reason) {
    return pool.withConnection(conn -> record(conn, b, "rejected", WriteCounts.NONE, reason))
        .map(v -> FileOutcome.rejected(b.fileName(), reason));
  }

  private Future<Void> record(SqlConnection conn, IngestBatch b, String status, WriteCounts c, String reason) {
    return conn.preparedQuery("""
            INSERT INTO ingest_files (source, dataset, name, file_date, sha256, status, rows_total,
              inserted, updated, unchanged, deleted, reason)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)""")
        .execute(Tuple.from(new Object[] {b.source(), b.dataset(), b.fileName(), b.fileDate(), b.sha256(), status,
            c.total(), c.inserted(), c.updated(), c.unchanged(), c.deleted(), reason}))
        .mapEmpty();
  }

  private Future<Void> bump(SqlConnection conn, String dataset, WriteCounts c) {
    return conn.preparedQuery("""
            INSERT INTO dataset_state (dataset, version, updated_at, row_count) VALUES ($1, 1, now(), $2)
            ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1,
              updated_at = now(), row_count = dataset_state.row_count + $2
            RETURNING version, updated_at, row_count""")
        .execute(Tuple.of(dataset, (long) c.inserted() - c.deleted()))
        .compose(rows -> {
          Row r = rows.iterator().next();
          // delivered at commit to every instance LISTENing: their caches drop this dataset
          return conn.preparedQuery("SELECT pg_notify('dataset_changed', $1)").execute(Tuple.of(dataset))
              .map(v -> r);
        })
        .map(r -> {
          if (state != null) {
            // applied before the commit completes and the caller hears back, so a request made after
            // an import returns never meets the previous version (a failed commit leaves a gap in
            // versions, which is harmless: versions only need to change)
            state.apply(dataset, r.getLong(0), r.getOffsetDateTime(1).toInstant(), r.getLong(2));
          }
          return null;
        });
  }
}
