package dev.openmarkets.dataset;

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

  public record State(long version, Instant updatedAt, long rowCount) {
    static final State EMPTY = new State(0, null, 0);
  }

  private final Map<String, State> states = new ConcurrentHashMap<>();

  public State get(String dataset) {
    return states.getOrDefault(dataset, State.EMPTY);
  }

  public long version(String dataset) {
    return get(dataset).version();
  }

  public Future<Void> loadAll(Pool pool) {
    return pool.query("SELECT dataset, version, updated_at, row_count FROM dataset_state")
        .execute()
        .map(rows -> {
          for (Row r : rows) {
            put(r);
          }
          return null;
        });
  }

  public Future<State> refresh(Pool pool, String dataset) {
    return pool.preparedQuery("SELECT dataset, version, updated_at, row_count FROM dataset_state WHERE dataset = $1")
        .execute(Tuple.of(dataset))
        .map(rows -> rows.size() == 0 ? State.EMPTY : put(rows.iterator().next()));
  }

  /** Applies a state the caller just committed (the writer), so the next request already sees it. */
  public void apply(String dataset, long version, Instant updatedAt, long rowCount) {
    states.merge(dataset, new State(version, updatedAt, rowCount),
        (old, neu) -> neu.version() >= old.version() ? neu : old);
  }

  private State put(Row r) {
    OffsetDateTime at = r.getOffsetDateTime("updated_at");
    State s = new State(r.getLong("version"), at == null ? null : at.toInstant(), r.getLong("row_count"));
    states.merge(r.getString("dataset"), s, (old, neu) -> neu.version() >= old.version() ? neu : old);
    return get(r.getString("dataset"));
  }
}
