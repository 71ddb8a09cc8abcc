package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * In-memory copy of dataset_state: each dataset's version (bumped by every ingest commit that
 * changed rows) and updatedAt. Versions key the response cache and ETags, so a commit makes old
 * answers unreachable at once. Refreshed on every change notice; shared by all HTTP instances.
 */
public final class DatasetState {
  /** Event-bus address where a dataset name is published after an ingest commit changed it. */
  public static final String CHANGED = "openmarkets.dataset.changed";

  /**
   * lsn: a WAL position of the primary at or past the commit of this version, read on the primary
   * once the commit was announced (so past its commit record); a read replica that has replayed
   * up to it answers this version or a newer one. {@link #UNKNOWN_LSN} until read: primary only.
   */
  public record State(long version, Instant updatedAt, long rowCount, long lsn) {
    static final State EMPTY = new State(0, null, 0, 0);
  }

  /** No replica qualifies for a version whose WAL position is not known yet. */
  public static final long UNKNOWN_LSN = Long.MAX_VALUE;
  // the primary's WAL insert position after the commits this state shows, as a byte offset
  private static final String COLUMNS = "dataset, version, updated_at, row_count, "
      + "(pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::int8 AS lsn";

  /** The version answers of a lagging dataset are keyed by, and when it was taken. */
  private record Served(long version, long sinceMillis) {
  }

  private final Map<String, State> states = new ConcurrentHashMap<>();
  private final Map<String, Served> served = new ConcurrentHashMap<>();

  public State get(String dataset) {
    return states.getOrDefault(dataset, State.EMPTY);
  }

  public long version(String dataset) {
    return get(dataset).version();
  }

  /**
   * The version a dataset's answers are keyed by (cache, ETag). Without a lag it is the current
   * version. With one (a dataset's lagMillis), a newer version is taken only once the one in use has
   * served for lagMillis: a dataset committed 20 times a second then changes its cached answers
   * once a second, and the first commit after a quiet spell is seen at once.
   */
  public long servedVersion(String dataset, int lagMillis, long nowMillis) {
    long current = version(dataset);
    if (lagMillis <= 0) {
      return current;
    }
    Served s = served.get(dataset);
    if (s != null && (s.version() >= current || nowMillis - s.sinceMillis() < lagMillis)) {
      return s.version();
    }
    return served.compute(dataset, (k, old) -> old == null || old.version() < current
        && nowMillis - old.sinceMillis() >= lagMillis ? new Served(current, nowMillis) : old).version();
  }

  public Future<Void> loadAll(Pool pool) {
    return pool.query("SELECT " + COLUMNS + " FROM dataset_state")
        .execute()
        .map(rows -> {
          for (Row r : rows) {
            put(r);
          }
          return null;
        });
  }

  public Future<State> refresh(Pool pool, String dataset) {
    return pool.preparedQuery("SELECT " + COLUMNS + " FROM dataset_state WHERE dataset = $1")
        .execute(Tuple.of(dataset))
        .map(rows -> rows.size() == 0 ? State.EMPTY : put(rows.iterator().next()));
  }

  /**
   * Applies a state the caller just committed (the writer), so the next request already sees it;
   * its WAL position comes with the refresh that follows, until then it is read on the primary.
   */
  public void apply(String dataset, long version, Instant updatedAt, long rowCount) {
    states.merge(dataset, new State(version, updatedAt, rowCount, UNKNOWN_LSN),
        (old, neu) -> neu.version() > old.version() ? neu : old);
  }

  private State put(Row r) {
    OffsetDateTime at = r.getOffsetDateTime("updated_at");
    State s = new State(r.getLong("version"), at == null ? null : at.toInstant(), r.getLong("row_count"),
        r.getLong("lsn"));
    states.merge(r.getString("dataset"), s, (old, neu) -> neu.version() >= old.version() ? neu : old);
    return get(r.getString("dataset"));
  }
}
