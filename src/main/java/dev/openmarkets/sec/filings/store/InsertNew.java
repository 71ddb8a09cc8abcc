package dev.openmarkets.sec.filings.store;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.UnnestUpsert.Column;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Inserts rows whose key is new and leaves existing ones alone: an index lists a filing with less
 * than its documents say (no acceptance time), so it must not overwrite what a document loaded.
 */
final class InsertNew<R> implements TableWriter<R> {
  private static final int CHUNK = 5_000;
  private final List<Column<R>> columns;
  private final String sql;

  InsertNew(String table, String key, List<Column<R>> columns) {
    this.columns = columns;
    String names = columns.stream().map(Column::name).collect(Collectors.joining(", "));
    StringBuilder params = new StringBuilder();
    StringBuilder casts = new StringBuilder();
    for (int i = 0; i < columns.size(); i++) {
      params.append(i == 0 ? "" : ", ").append('$').append(i + 1).append("::text[]");
      casts.append(i == 0 ? "" : ", ").append("u.").append(columns.get(i).name()).append("::")
          .append(columns.get(i).sqlType());
    }
    this.sql = "INSERT INTO " + table + " (" + names + ") SELECT DISTINCT ON (u." + key + ") " + casts
        + " FROM unnest(" + params + ") AS u(" + names + ") ON CONFLICT (" + key + ") DO NOTHING RETURNING true";
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<R> rows) {
    Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
    for (int from = 0; from < rows.size(); from += CHUNK) {
      List<R> chunk = rows.subList(from, Math.min(rows.size(), from + CHUNK));
      chain = chain.compose(acc -> writeChunk(conn, chunk).map(acc::plus));
    }
    return chain;
  }

  private Future<WriteCounts> writeChunk(SqlConnection conn, List<R> chunk) {
    Tuple args = Tuple.tuple();
    for (Column<R> c : columns) {
      String[] arr = new String[chunk.size()];
      for (int i = 0; i < arr.length; i++) {
        Object v = c.value().apply(chunk.get(i));
        arr[i] = v == null ? null : v.toString();
      }
      args.addArrayOfString(arr);
    }
    return conn.preparedQuery(sql).execute(args)
        .map(rs -> new WriteCounts(chunk.size(), rs.rowCount(), 0, chunk.size() - rs.rowCount(), 0));
  }
}
