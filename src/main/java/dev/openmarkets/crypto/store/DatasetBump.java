package dev.openmarkets.crypto.store;

import dev.openmarkets.dataset.DatasetState;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.Map;

/**
 * Bumps the version of several datasets that one commit changed (one table often serves two
 * endpoints), inside the writer's transaction, with the NOTIFY that drops other instances'
 * cached answers at commit. Like IngestWriterVerticle's bump, for more than one dataset.
 */
public final class DatasetBump {
  private static final String SQL = SqlResource.load(DatasetBump.class, "dataset-bump.sql");

  private DatasetBump() {
  }

  /** rowsAdded: dataset name -> rows it gained (negative after a deletion). */
  public static Future<Void> bump(SqlConnection conn, Map<String, Long> rowsAdded) {
    if (rowsAdded.isEmpty()) {
      return Future.succeededFuture();
    }
    String[] names = rowsAdded.keySet().toArray(new String[0]);
    Long[] rows = new Long[names.length];
    for (int i = 0; i < names.length; i++) {
      rows[i] = rowsAdded.get(names[i]);
    }
    return conn.preparedQuery(SQL).execute(Tuple.tuple().addArrayOfString(names).addArrayOfLong(rows)).mapEmpty();
  }

  /** After the commit: this process's caches need not wait for the NOTIFY round trip. */
  public static void publishLocally(Vertx vertx, Iterable<String> datasets) {
    for (String d : datasets) {
      vertx.eventBus().publish(DatasetState.CHANGED, d);
    }
  }
}
