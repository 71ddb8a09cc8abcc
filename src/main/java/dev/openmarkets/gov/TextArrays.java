package dev.openmarkets.gov;

import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.util.List;
import java.util.function.Function;

/**
 * Runs a hand-written upsert (a .sql resource that unnests one text[] per column and returns
 * `(xmax = 0) AS inserted`) over rows in chunks, for writers whose conflict rule UnnestUpsert
 * cannot say (status that only moves forward, an override that must survive re-import).
 */
public final class TextArrays<R> {
  private static final int CHUNK = 5_000;
  private final String sql;
  private final List<Function<R, Object>> columns;

  public TextArrays(String sql, List<Function<R, Object>> columns) {
    this.sql = sql;
    this.columns = columns;
  }

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
    for (Function<R, Object> c : columns) {
      String[] arr = new String[chunk.size()];
      for (int i = 0; i < arr.length; i++) {
        Object v = c.apply(chunk.get(i));
        arr[i] = v == null ? null : v instanceof BigDecimal bd ? bd.toPlainString() : v.toString();
      }
      args.addArrayOfString(arr);
    }
    return conn.preparedQuery(sql).execute(args).map(rs -> {
      int inserted = 0;
      int updated = 0;
      for (Row r : rs) {
        if (r.getBoolean(0)) {
          inserted++;
        } else {
          updated++;
        }
      }
      return new WriteCounts(chunk.size(), inserted, updated, chunk.size() - inserted - updated, 0);
    });
  }
}
