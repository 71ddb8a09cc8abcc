package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Upserts rows in chunks with one statement per chunk: every column travels as a text[] and is
 * unnested and cast server-side (exact numerics stay text until PostgreSQL parses them). Rows
 * whose values are identical are left alone (IS DISTINCT FROM), which is how re-importing a file
 * changes nothing and how inserted / updated / unchanged are counted.
 */
public final class UnnestUpsert<R> implements TableWriter<R> {
  private static final int CHUNK = 5_000;

  /** A column: its name, its SQL type and how to read it from a row (null for SQL NULL). */
  public record Column<R>(String name, String sqlType, Function<R, Object> value) {
  }

  private final List<Column<R>> columns;
  private final List<String> keyColumns;
  private final String sql;

  public UnnestUpsert(String table, List<String> keyColumns, List<Column<R>> columns) {
    this(table, keyColumns, columns, false);
  }

  private UnnestUpsert(String table, List<String> keyColumns, List<Column<R>> columns, boolean partitioned) {
    this.columns = columns;
    this.keyColumns = keyColumns;
    String insert = buildSql(table, keyColumns, columns);
    this.sql = partitioned ? countedAgainstBefore(table, keyColumns, insert) : insert + " RETURNING (xmax = 0) AS inserted";
  }

  /**
   * The same upsert into a partitioned table, where PostgreSQL refuses the system column xmax in
   * RETURNING: inserted rows are told from updated ones by the keys the table held before the
   * statement (every part of one statement sees the same snapshot).
   */
  public static <R> UnnestUpsert<R> partitioned(String table, List<String> keyColumns, List<Column<R>> columns) {
    return new UnnestUpsert<>(table, keyColumns, columns, true);
  }

  private static String countedAgainstBefore(String table, List<String> keys, String insert) {
    String k = String.join(", ", keys);
    String[] parts = insert.split(" ON CONFLICT ", 2);
    // parts[0]: INSERT INTO t (names) SELECT casts FROM unnest(..) AS u(..); parts[1]: the conflict clause
    int select = parts[0].indexOf(" SELECT ");
    return "WITH input AS (" + parts[0].substring(select + 1) + "),"
        + " before AS (SELECT " + keys.stream().map(c -> "t." + c).collect(Collectors.joining(", ")) + " FROM " + table
        + " t JOIN input USING (" + k + ")),"
        + " up AS (" + parts[0].substring(0, select) + " SELECT * FROM input ON CONFLICT " + parts[1]
        + " RETURNING " + k + ")"
        + " SELECT b." + keys.get(0) + " IS NULL AS inserted FROM up LEFT JOIN before b USING (" + k + ")";
  }

  public static <R> Column<R> col(String name, String sqlType, Function<R, Object> value) {
    return new Column<>(name, sqlType, value);
  }

  private static <R> String buildSql(String table, List<String> keys, List<Column<R>> cols) {
    StringBuilder params = new StringBuilder();
    StringBuilder aliases = new StringBuilder();
    StringBuilder casts = new StringBuilder();
    for (int i = 0; i < cols.size(); i++) {
      String sep = i == 0 ? "" : ", ";
      params.append(sep).append('$').append(i + 1).append("::text[]");
      aliases.append(sep).append(cols.get(i).name());
      casts.append(sep).append("u.").append(cols.get(i).name()).append("::").append(cols.get(i).sqlType());
    }
    List<String> valueCols = cols.stream().map(Column::name).filter(c -> !keys.contains(c)).toList();
    String names = cols.stream().map(Column::name).collect(Collectors.joining(", "));
    String conflict;
    if (valueCols.isEmpty()) {
      conflict = "DO NOTHING";
    } else {
      conflict = "DO UPDATE SET "
          + valueCols.stream().map(c -> c + " = EXCLUDED." + c).collect(Collectors.joining(", "))
          + " WHERE (" + valueCols.stream().map(c -> table + "." + c).collect(Collectors.joining(", "))
          + ") IS DISTINCT FROM ("
          + valueCols.stream().map(c -> "EXCLUDED." + c).collect(Collectors.joining(", ")) + ")";
    }
    return "INSERT INTO " + table + " (" + names + ") SELECT " + casts
        + " FROM unnest(" + params + ") AS u(" + aliases + ")"
        + " ON CONFLICT (" + String.join(", ", keys) + ") " + conflict;
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<R> rows) {
    List<R> unique = dedupe(rows);
    Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
    for (int from = 0; from < unique.size(); from += CHUNK) {
      List<R> chunk = unique.subList(from, Math.min(unique.size(), from + CHUNK));
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
        arr[i] = v == null ? null : v instanceof java.math.BigDecimal bd ? bd.toPlainString() : v.toString();
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

  /** A file naming the same key twice keeps its last line (PostgreSQL refuses both in one statement). */
  private List<R> dedupe(List<R> rows) {
    Map<List<Object>, R> byKey = new LinkedHashMap<>();
    List<Column<R>> keyCols = columns.stream().filter(c -> keyColumns.contains(c.name())).toList();
    for (R row : rows) {
      List<Object> key = new ArrayList<>(keyCols.size());
      for (Column<R> c : keyCols) {
        key.add(c.value().apply(row));
      }
      byKey.put(key, row);
    }
    return byKey.size() == rows.size() ? rows : new ArrayList<>(byKey.values());
  }
}
