package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Dataset versions, the one way a commit announces new data. Inside the writer's transaction every
 * dataset it changed gets a new version, updatedAt and row count, and a NOTIFY that reaches every
 * instance at commit; after the commit {@link #announce} applies the new states in this process
 * and publishes them on the event bus. Several datasets may read one table, so a commit may bump
 * several.
 */
public final class VersionBumps {
  private static final String SQL = """
      WITH d AS (
        SELECT * FROM unnest($1::text[], $2::bigint[], $4::bigint[]) AS d(name, added, revised)
      ), bumped AS (
        INSERT INTO dataset_state (dataset, version, updated_at, row_count)
        SELECT d.name, 1, now(), greatest(0, d.added) FROM d
        ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now(),
          -- the signed delta (EXCLUDED.row_count is the new row's, floored at 0): deletions lower the count
          row_count = greatest(0, dataset_state.row_count + (SELECT d.added FROM d WHERE d.name = EXCLUDED.dataset))
        RETURNING dataset, version, updated_at, row_count
      ), changes AS (
        INSERT INTO dataset_changes (dataset, version, updated_at, rows_added, keys, revised)
        SELECT b.dataset, b.version, b.updated_at, d.added, $3::text[], d.revised
        FROM bumped b JOIN d ON d.name = b.dataset
        ORDER BY b.dataset
      )
      SELECT dataset, version, updated_at, row_count, pg_notify('dataset_changed', dataset) FROM bumped""";
  /**
   * Serialises the bumps of concurrent commits from here to their commit (a transaction-level
   * lock), so the positions of dataset_changes become visible in position order: the changes
   * stream's reader never passes a position that a slower commit fills in later.
   */
  private static final String LOCK = "SELECT pg_advisory_xact_lock(7365430917324402)";
  /** Keys carried by one change at most (a daily index lists thousands of filings). */
  public static final int MAX_KEYS = 1_000;

  /** A dataset's state as this commit leaves it. */
  public record Bumped(String dataset, long version, Instant updatedAt, long rowCount) {
  }

  private VersionBumps() {
  }

  /** rowsAdded: dataset name -> rows it gained (negative after deletions, 0 for derived datasets). */
  public static Future<List<Bumped>> bump(SqlConnection conn, Map<String, Long> rowsAdded) {
    return bump(conn, rowsAdded, List.of());
  }

  /**
   * keys: what the commit's new rows are known by (SEC accession numbers), carried by the changes
   * stream's events so that an alert needs no diff; at most MAX_KEYS, empty for none.
   */
  public static Future<List<Bumped>> bump(SqlConnection conn, Map<String, Long> rowsAdded, List<String> keys) {
    return bump(conn, rowsAdded, keys, Map.of());
  }

  /**
   * revised: dataset name -> values the commit revised (versions replaced or closed by a writer
   * that keeps versions); the changes stream's events carry it. Absent: 0.
   */
  public static Future<List<Bumped>> bump(SqlConnection conn, Map<String, Long> rowsAdded, List<String> keys,
      Map<String, Long> revised) {
    if (rowsAdded.isEmpty()) {
      return Future.succeededFuture(List.of());
    }
    // a fixed order, so concurrent writers bumping the same datasets cannot deadlock
    TreeMap<String, Long> sorted = new TreeMap<>(rowsAdded);
    String[] names = sorted.keySet().toArray(new String[0]);
    Long[] rows = sorted.values().toArray(new Long[0]);
    Long[] revisedRows = sorted.keySet().stream().map(d -> revised.getOrDefault(d, 0L)).toArray(Long[]::new);
    String[] keyArray = keys.isEmpty() ? null : keys.subList(0, Math.min(MAX_KEYS, keys.size())).toArray(new String[0]);
    return conn.query(LOCK).execute().compose(locked -> conn.preparedQuery(SQL)
        .execute(Tuple.tuple().addArrayOfString(names).addArrayOfLong(rows).addArrayOfString(keyArray)
        .addArrayOfLong(revisedRows))).map(rs -> {
      List<Bumped> out = new ArrayList<>();
      for (Row r : rs) {
        out.add(new Bumped(r.getString(0), r.getLong(1), r.getOffsetDateTime(2).toInstant(), r.getLong(3)));
      }
      return out;
    });
  }

  /**
   * After a commit of a writer that leaves the states to the NOTIFY (the liquidation stream's
   * batching writer): publishes each name for this process's caches, which need not wait for the
   * NOTIFY's round trip.
   */
  public static void publishLocally(Vertx vertx, Iterable<String> datasets) {
    for (String d : datasets) {
      vertx.eventBus().publish(DatasetState.CHANGED, d);
    }
  }

  /**
   * After the commit: applies the states where this process serves (state may be null, as in
   * `import`), then publishes each name for caches and listeners.
   */
  public static void announce(Vertx vertx, DatasetState state, List<Bumped> bumped) {
    for (Bumped b : bumped) {
      if (state != null) {
        state.apply(b.dataset(), b.version(), b.updatedAt(), b.rowCount());
      }
      vertx.eventBus().publish(DatasetState.CHANGED, b.dataset());
    }
  }
}
