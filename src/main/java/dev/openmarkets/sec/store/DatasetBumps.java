package dev.openmarkets.sec.store;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.List;

/**
 * Several SEC datasets read one table (insiders, insider-transactions and insider-clusters all
 * read insider_trades), but the writer bumps only the dataset a file was imported under. These
 * writers bump the others in the same transaction, with the same NOTIFY, so that their cached
 * answers and ETags change with the data.
 */
final class DatasetBumps {
  private static final String BUMP = SqlResource.load(DatasetBumps.class, "dataset-bump.sql");

  private DatasetBumps() {
  }

  /**
   * The writer, then, when it changed anything, a version bump of sameRows (datasets whose rows
   * are the table's rows: their counts move too) and of derived (other datasets reading it).
   */
  static <R> TableWriter<R> alsoChanging(TableWriter<R> writer, List<String> sameRows, List<String> derived) {
    return (conn, rows) -> writer.write(conn, rows).compose(counts -> counts.changedAnything()
        ? bump(conn, sameRows, (long) counts.inserted() - counts.deleted())
            .compose(v -> bump(conn, derived, 0)).map(counts)
        : Future.succeededFuture(counts));
  }

  private static Future<Void> bump(SqlConnection conn, List<String> datasets, long rowDelta) {
    Future<Void> chain = Future.succeededFuture();
    for (String d : datasets) {
      chain = chain.compose(v -> conn.preparedQuery(BUMP).execute(Tuple.of(d, rowDelta)))
          .compose(v -> conn.preparedQuery("SELECT pg_notify('dataset_changed', $1)").execute(Tuple.of(d)))
          .mapEmpty();
    }
    return chain;
  }

  static WriteCounts deleted(int n) {
    return new WriteCounts(0, 0, 0, 0, n);
  }
}
