package dev.openmarkets.tools;

import dev.openmarkets.dataset.SqlResource;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.Optional;
import java.util.UUID;

/**
 * Jobs in PostgreSQL, so any node answers for any job: a slot is claimed by inserting the job
 * under a per-key advisory lock after counting the key's active jobs; jobs are read back only by
 * the key that made them and only until they expire; a sweep deletes expired jobs and closes
 * jobs whose node died.
 */
final class JobStore {
  private static final String LOCK = SqlResource.load(JobStore.class, "slot-lock.sql");
  private static final String COUNT = SqlResource.load(JobStore.class, "slot-count.sql");
  private static final String INSERT = SqlResource.load(JobStore.class, "job-insert.sql");
  private static final String RUNNING = SqlResource.load(JobStore.class, "job-running.sql");
  private static final String FINISH = SqlResource.load(JobStore.class, "job-finish.sql");
  private static final String FIND = SqlResource.load(JobStore.class, "job-find.sql");
  private static final String SWEEP = SqlResource.load(JobStore.class, "jobs-sweep.sql");
  /** Seconds past the time limit after which an unfinished job counts as lost. */
  static final int GRACE_SECONDS = 15;

  /** The key already has this many active jobs; the first slot frees within retryAfter seconds. */
  static final class SlotsFull extends RuntimeException {
    final long retryAfter;

    SlotsFull(long retryAfter) {
      super(null, null, false, false);
      this.retryAfter = retryAfter;
    }
  }

  private final Pool pool;
  private final String node;

  JobStore(Pool pool, String node) {
    this.pool = pool;
    this.node = node;
  }

  /** Inserts a queued job when the key has a free slot; fails with SlotsFull otherwise. */
  Future<UUID> claim(String keyPrefix, String platform, String url, String format, ToolsConfig cfg) {
    UUID id = UUID.randomUUID();
    return pool.withTransaction(conn -> conn.preparedQuery(LOCK).execute(Tuple.of(keyPrefix))
        .compose(v -> conn.preparedQuery(COUNT).execute(Tuple.of(keyPrefix)))
        .compose(rows -> {
          Row r = rows.iterator().next();
          if (r.getLong("active") >= cfg.perKeyConcurrency()) {
            Long in = r.getLong("first_free_in");
            return Future.failedFuture(new SlotsFull(in == null ? 1 : Math.max(1, in)));
          }
          return conn.preparedQuery(INSERT).execute(Tuple.of(id, keyPrefix, platform, url, format, node,
              (double) (cfg.timeLimitSeconds() + GRACE_SECONDS), cfg.retentionHours()));
        })
        .map(v -> id));
  }

  Future<Void> running(UUID id) {
    return pool.preparedQuery(RUNNING).execute(Tuple.of(id)).mapEmpty();
  }

  Future<Void> finish(UUID id, Outcome o) {
    return pool.preparedQuery(FINISH).execute(Tuple.from(new Object[] {id, o.status(), o.title(), o.duration(),
        o.chosenFormat(), o.mediaUrl(), o.mediaUrls(), o.formats(), o.error()})).mapEmpty();
  }

  Future<Optional<Job>> find(UUID id, String keyPrefix) {
    return pool.preparedQuery(FIND).execute(Tuple.of(id, keyPrefix))
        .map(rows -> rows.size() == 0 ? Optional.empty() : Optional.of(job(rows.iterator().next())));
  }

  Future<Void> sweep() {
    return pool.query(SWEEP).execute().mapEmpty();
  }

  private static Job job(Row r) {
    return new Job(r.getString("id"), r.getString("platform"), r.getString("url"), r.getString("format"),
        r.getString("status"), r.getString("title"), r.getDouble("duration"),
        (JsonObject) r.getValue("chosen_format"), r.getString("media_url"),
        (JsonArray) r.getValue("media_urls"), (JsonArray) r.getValue("formats"), r.getString("error"),
        r.getOffsetDateTime("created_at"), r.getOffsetDateTime("started_at"), r.getOffsetDateTime("finished_at"),
        r.getOffsetDateTime("expires_at"));
  }
}
