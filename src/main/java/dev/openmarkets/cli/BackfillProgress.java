package dev.openmarkets.cli;

import dev.openmarkets.ingest.poll.Snapshot;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which requests of a backfill were answered already, in backfill_requests: a file loaded or
 * rejected, or absent upstream. A file a poller or `import` loaded (ingest_files, by name and
 * source) counts as fetched too, so nothing is fetched twice.
 */
final class BackfillProgress {
  private final Pool pool;

  BackfillProgress(Pool pool) {
    this.pool = pool;
  }

  /** The names of these requests that need no fetch. */
  Future<Set<String>> done(String upstream, List<Snapshot> requests) {
    String[] names = requests.stream().map(Snapshot::fileName).toArray(String[]::new);
    String[] sources = requests.stream().map(r -> r.kind().source()).distinct().toArray(String[]::new);
    return pool.preparedQuery("""
            SELECT name FROM backfill_requests WHERE upstream = $1 AND name = ANY($2)
            UNION
            SELECT name FROM ingest_files WHERE name = ANY($2) AND source = ANY($3)""")
        .execute(Tuple.of(upstream, names, sources))
        .map(rows -> {
          Set<String> out = new HashSet<>();
          for (Row r : rows) {
            out.add(r.getString(0));
          }
          return out;
        });
  }

  Future<Void> record(String upstream, String name, String outcome) {
    return pool.preparedQuery("""
            INSERT INTO backfill_requests (upstream, name, outcome) VALUES ($1, $2, $3)
            ON CONFLICT (upstream, name) DO UPDATE SET outcome = EXCLUDED.outcome, at = now()""")
        .execute(Tuple.of(upstream, name, outcome))
        .mapEmpty();
  }
}
