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

  /**
   * The file's ingest_files record comes first, so that the versions and revisions it writes can
   * name it (their source); its counts are set once the write has counted them.
   */
  private Future<FileOutcome> write(IngestBatch b) {
    return pool.withTransaction(conn -> Replays.of(conn, b).compose(replayed -> replayed != null
            ? record(conn, b, "loaded", Replays.counts(b), Replays.reason(replayed))
                .map(v -> new Committed(Replays.counts(b), List.of(), Replays.reason(replayed)))
            : writeRecorded(conn, b)))
        .map(c -> {
          VersionBumps.announce(vertx, state, c.bumped());
          Metrics.of(vertx).ingested(b.dataset(), "loaded", c.counts());
          return new FileOutcome(b.fileName(), true, c.counts(), c.reason());
        })
        .recover(err -> err instanceof PgException pg
            // the database refused a value (too long, out of range): the whole file is rejected
            ? reject(b, "database refused the file (" + pg.getSqlState() + "): " + pg.getErrorMessage())
            : Future.failedFuture(err));
  }

  private Future<Committed> writeRecorded(SqlConnection conn, IngestBatch b) {
    return open(conn, b)
        .compose(fileId -> b.writer().writeFor(b.dataset(), conn, b.rows(), new WriteContext(fileId, b.sha256()))
            .compose(w -> counted(conn, fileId, w.counts()).map(w)))
        .compose(w -> bump(conn, b, w).map(bumped -> new Committed(w.counts(), bumped, null)))
        // alerts: the deliveries these rows cause commit with them (or not at all)
        .compose(c -> hook.inTransaction(conn, c.bumped()).map(c));
  }

  /** reason: why nothing was written although the file loaded (a replay), else null. */
  private record Committed(WriteCounts counts, List<VersionBumps.Bumped> bumped, String reason) {
  }

  private static Future<List<VersionBumps.Bumped>> bump(SqlConnection conn, IngestBatch b, Written w) {
    Map<String, Long> revised = w.revised() > 0 ? Map.of(b.dataset(), w.revised()) : Map.of();
    // SEC rows name their accession numbers; elsewhere a revising commit names the keys it revised
    List<String> keys = ChangeKeys.of(b.rows());
    return w.changed().isEmpty() ? Future.succeededFuture(List.of())
        : VersionBumps.bump(conn, w.changed(), keys.isEmpty() ? w.revisedKeys() : keys, revised);
  }

  /** The load's record, counted as nothing yet: its id. */
  private static Future<Long> open(SqlConnection conn, IngestBatch b) {
    return conn.preparedQuery("""
            INSERT INTO ingest_files (source, dataset, name, file_date, sha256, status)
            VALUES ($1, $2, $3, $4, $5, 'loaded') RETURNING id""")
        .execute(Tuple.of(b.source(), b.dataset(), b.fileName(), b.fileDate(), b.sha256()))
        .map(rs -> rs.iterator().next().getLong(0));
  }

  private static Future<Void> counted(SqlConnection conn, long fileId, WriteCounts c) {
    return conn.preparedQuery("""
            UPDATE ingest_files SET rows_total = $2, inserted = $3, updated = $4, unchanged = $5, deleted = $6
            WHERE id = $1""")
        .execute(Tuple.of(fileId, c.total(), c.inserted(), c.updated(), c.unchanged(), c.deleted()))
        .mapEmpty();
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
            c.total(), c.inserted(), c.updated(), c.unchanged(), c.deleted(), Redaction.text(reason)}))
        .mapEmpty();
  }
}
