package dev.openmarkets.ingest;

import dev.openmarkets.observe.Metrics;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.eventbus.Message;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The only writer of dataset tables. One file, or one poll's rows ({@link PollWrites}), is one
 * transaction: the upsert, its ingest_files record, the version bumps of the datasets it changed
 * and a NOTIFY all commit together or not at all. After a commit that changed rows, the dataset
 * names are published on {@link DatasetState#CHANGED}. (The liquidation stream's batching writer
 * is the one exception, measured in bench/; it bumps through the same {@link VersionBumps}.)
 */
public final class IngestWriterVerticle extends VerticleBase {
  public static final String ADDRESS = "openmarkets.ingest.write";
  private static final Logger LOG = Logger.getLogger(IngestWriterVerticle.class.getName());

  private final Pool pool;
  private final DatasetState state;
  private CommitHook hook = CommitHook.NONE;

  /** state: the serving process's dataset versions, updated before the writer replies; null in `import`. */
  public IngestWriterVerticle(Pool pool, DatasetState state) {
    this.pool = pool;
    this.state = state;
  }

  /** Runs hook in every write's transaction, after the version bumps (see CommitHook). */
  public IngestWriterVerticle withHook(CommitHook hook) {
    this.hook = hook;
    return this;
  }

  @Override
  public Future<?> start() {
    if (state != null) {
      // a serving process: prune old poll records hourly (the timer ends with this verticle)
      vertx.setPeriodic(60_000L, PollRecordRetention.EVERY_MILLIS, t -> PollRecordRetention.apply(pool,
          PollRecordRetention.KEEP).onFailure(e -> LOG.log(Level.WARNING, "poll record retention failed", e)));
    }
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
    return pool.withTransaction(conn -> b.writer().writeFor(b.dataset(), conn, b.rows())
            .compose(w -> record(conn, b, "loaded", w.counts(), null).map(w))
            .compose(w -> bump(conn, b, w.changed()).map(bumped -> new Committed(w.counts(), bumped)))
            .compose(c -> hook.inTransaction(conn, c.bumped()).map(c)))
        .map(c -> {
          VersionBumps.announce(vertx, state, c.bumped());
          Metrics.of(vertx).ingested(b.dataset(), "loaded", c.counts());
          return FileOutcome.loaded(b.fileName(), c.counts());
        })
        .recover(err -> err instanceof PgException pg
            // the database refused a value (too long, out of range): the whole file is rejected
            ? reject(b, "database refused the file (" + pg.getSqlState() + "): " + pg.getErrorMessage())
            : Future.failedFuture(err));
  }

  private record Committed(WriteCounts counts, List<VersionBumps.Bumped> bumped) {
  }

  private static Future<List<VersionBumps.Bumped>> bump(SqlConnection conn, IngestBatch b, Map<String, Long> changed) {
    return changed.isEmpty() ? Future.succeededFuture(List.of()) : VersionBumps.bump(conn, changed, ChangeKeys.of(b.rows()));
  }

  private Future<FileOutcome> reject(IngestBatch b, String reason) {
    return pool.withConnection(conn -> record(conn, b, "rejected", WriteCounts.NONE, reason))
        .map(v -> {
          Metrics.of(vertx).ingested(b.dataset(), "rejected", WriteCounts.NONE);
          return FileOutcome.rejected(b.fileName(), reason);
        });
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
}
