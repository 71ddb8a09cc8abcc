package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;

/**
 * Keeps the ingest_files records of polls without a file (a venue's API answers, a recomputation:
 * sha256 empty, see {@link PollWrites}) to their last 30 days: a crypto venue polled every minute
 * records ~1,440 a day, which would otherwise grow without end. Files' records (their sha256 makes
 * re-imports idempotent) are never deleted. The delete is the same whoever runs it, so every
 * serving node runs it hourly without a lease.
 */
public final class PollRecordRetention {
  public static final Duration KEEP = Duration.ofDays(30);
  static final long EVERY_MILLIS = 3_600_000L;
  private static final String DELETE =
      "DELETE FROM ingest_files WHERE sha256 = '' AND at < now() - make_interval(secs => $1)";

  private PollRecordRetention() {
  }

  /** Deletes the poll records older than keep; the number deleted. */
  public static Future<Integer> apply(Pool pool, Duration keep) {
    return pool.preparedQuery(DELETE).execute(Tuple.of((double) keep.toSeconds())).map(rs -> rs.rowCount());
  }
}
