package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.Iterator;

/**
 * An older file imported again after a correction (docs/point-in-time.md §1.3 rule 2): FINRA's
 * shrt20210715.csv loaded, then its corrected copy, then `import` of the first copy again. Its
 * values differ from the current versions, so writing it would revert the correction. Such a
 * file is recorded as loaded with every row unchanged. It is a replay when the same bytes were
 * loaded before and a later load of the same dataset and file name, with other bytes, changed
 * rows. Only `import` and `backfill` ask ({@link IngestBatch#imported}): a poller that fetched
 * those bytes again from the upstream has seen the upstream revert, a new version.
 */
final class Replays {
  private static final String SQL = """
      SELECT f.id FROM ingest_files f
      WHERE f.dataset = $1 AND f.sha256 = $2 AND f.status = 'loaded'
        AND EXISTS (SELECT 1 FROM ingest_files g
                    WHERE g.dataset = f.dataset AND g.name = f.name AND g.id > f.id AND g.status = 'loaded'
                      AND g.sha256 <> f.sha256 AND (g.updated > 0 OR g.deleted > 0))
      ORDER BY f.id DESC LIMIT 1""";

  private Replays() {
  }

  /** The id of the load this batch replays, or null when it is none (or not imported). */
  static Future<Long> of(SqlConnection conn, IngestBatch b) {
    if (!b.imported() || b.sha256().isEmpty()) {
      return Future.succeededFuture(null);
    }
    return conn.preparedQuery(SQL).execute(Tuple.of(b.dataset(), b.sha256())).map(rs -> {
      Iterator<Row> it = rs.iterator();
      return it.hasNext() ? it.next().getLong(0) : null;
    });
  }

  /** What a replay writes: every row unchanged. */
  static WriteCounts counts(IngestBatch b) {
    return new WriteCounts(b.rows().size(), 0, 0, b.rows().size(), 0);
  }

  static String reason(long replayed) {
    return "replay of file " + replayed;
  }
}
