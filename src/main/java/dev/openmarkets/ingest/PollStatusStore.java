package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** Records each poll's outcome in poll_status, which /stats shows (credentials in URLs hidden: {@link Redaction}). */
public final class PollStatusStore {
  private final Pool pool;

  public PollStatusStore(Pool pool) {
    this.pool = pool;
  }

  public Future<Void> success(String poller, String outcome, int files, long rows, OffsetDateTime next) {
    return pool.preparedQuery("""
            INSERT INTO poll_status (poller, last_run_at, last_ok_at, last_outcome, consecutive_failures,
              files_loaded, rows_written, next_run_at)
            VALUES ($1, now(), now(), $2, 0, $3, $4, $5)
            ON CONFLICT (poller) DO UPDATE SET last_run_at = now(), last_ok_at = now(),
              last_outcome = $2, consecutive_failures = 0,
              files_loaded = poll_status.files_loaded + $3, rows_written = poll_status.rows_written + $4,
              next_run_at = $5""")
        .execute(Tuple.of(poller, Redaction.text(outcome), files, rows, next))
        .mapEmpty();
  }

  public Future<Void> failure(String poller, String error, int failures, int files, long rows, OffsetDateTime next) {
    return failure(poller, "error", error, failures, files, rows, next);
  }

  /** A failed poll whose outcome has a name of its own (e.g. "refused": a bot page where data was expected). */
  public Future<Void> failure(String poller, String outcome, String error, int failures, int files, long rows,
      OffsetDateTime next) {
    return pool.preparedQuery("""
            INSERT INTO poll_status (poller, last_run_at, last_outcome, last_error, last_error_at,
              consecutive_failures, files_loaded, rows_written, next_run_at)
            VALUES ($1, now(), $7, $2, now(), $3, $4, $5, $6)
            ON CONFLICT (poller) DO UPDATE SET last_run_at = now(), last_outcome = $7,
              last_error = $2, last_error_at = now(), consecutive_failures = $3,
              files_loaded = poll_status.files_loaded + $4, rows_written = poll_status.rows_written + $5,
              next_run_at = $6""")
        .execute(Tuple.of(poller, Redaction.text(error), failures, files, rows, next, Redaction.text(outcome)))
        .mapEmpty();
  }

  /** A poller kept from running (e.g. its User-Agent lacks a contact): /stats shows why until it runs. */
  public Future<Void> stopped(String poller, String reason) {
    return pool.preparedQuery("""
            INSERT INTO poll_status (poller, last_outcome, last_error, last_error_at, next_run_at)
            VALUES ($1, 'stopped', $2, now(), NULL)
            ON CONFLICT (poller) DO UPDATE SET last_outcome = 'stopped', last_error = $2, last_error_at = now(),
              next_run_at = NULL""")
        .execute(Tuple.of(poller, Redaction.text(reason)))
        .mapEmpty();
  }

  static OffsetDateTime inMillis(long ms) {
    return OffsetDateTime.now(ZoneOffset.UTC).plusNanos(ms * 1_000_000);
  }
}
