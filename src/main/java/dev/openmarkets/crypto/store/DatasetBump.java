package dev.openmarkets.crypto.store;

import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.ingest.VersionBumps;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.SqlConnection;
import java.util.Map;

/**
 * Bumps the version of several datasets that one commit changed (one table often serves two
 * endpoints), inside the writer's transaction, with the NOTIFY that drops other instances'
 * cached answers at commit. Delegates to the framework's VersionBumps.
 */
public final class DatasetBump {
  private DatasetBump() {
  }

  /** rowsAdded: dataset name -> rows it gained (negative after a deletion). */
  public static Future<Void> bump(SqlConnection conn, Map<String, Long> rowsAdded) {
    return VersionBumps.bump(conn, rowsAdded).mapEmpty();
  }

  /** After the commit: this process's caches need not wait for the NOTIFY round trip. */
  public static void publishLocally(Vertx vertx, Iterable<String> datasets) {
    for (String d : datasets) {
      vertx.eventBus().publish(DatasetState.CHANGED, d);
    }
  }
}
