package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.List;
import java.util.Map;

/** Idempotent upsert of parsed rows into a dataset's table, inside the caller's transaction. */
public interface TableWriter<R> {
  Future<WriteCounts> write(SqlConnection conn, List<R> rows);

  /**
   * Other datasets reading the tables this writer changed, with the rows each gained; the writer
   * verticle bumps them in the same transaction as the file's own dataset.
   */
  default Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of();
  }
}
