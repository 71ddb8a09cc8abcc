package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.List;

/** Idempotent upsert of parsed rows into a dataset's table, inside the caller's transaction. */
public interface TableWriter<R> {
  Future<WriteCounts> write(SqlConnection conn, List<R> rows);
}
