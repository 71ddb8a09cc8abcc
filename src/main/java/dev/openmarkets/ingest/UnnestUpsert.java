package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Upserts rows in chunks with one statement per chunk: every column travels as a text[] and is
 * unnested and cast server-side (exact numerics travel as BigDecimal plain strings and stay text
 * until PostgreSQL parses them). Rows whose values are identical are left alone (IS DISTINCT
 * FROM), which is how re-importing a file changes nothing and how inserted / updated / unchanged
 * are counted. Two more modes share the chunking and the text arrays: {@link #insertNew} (new keys
 * only) and {@link #withSql} (a hand-written statement for a conflict rule this class cannot say).
 */
public final class UnnestUpsert<R> implements TableWriter<R> {
  /** A column: its name, its SQL type and how to read it from a row (null for SQL NULL). */
  public record Column<R>(String name, String sqlType, Function<R, Object> value) {
  }

  /** How a chunk's statement tells what it wrote. */
  private enum Returning {
    /** one row per row written, `(xmax = 0) AS inserted` (or its partitioned equivalent) */
    INSERTED_FLAGS,
    /** one row per row inserted; the others were left alone */
    INSERTED_ROWS
  }

  private final List<Column<R>> columns;
  /** The key a batch is made unique by in Java, keeping the last row; empty: rows go as given. */
  private final List<String> keyColumns;
  private final String sql;
  private final Returning returning;

  public UnnestUpsert(String table, List<String> keyColumns, List<Column<R>> columns) {
    this(columns, keyColumns, buildSql(table, keyColumns, columns) + " RETURNING (xmax = 0) AS inserted",
        Returning.INSERTED_FLAGS);
  }

  private UnnestUpsert(List<Column<R>> columns, List<String> keyColumns, String sql, Returning returning) {
    this.columns = columns;
    this.keyColumns = keyColumns;
    this.sql = sql;
    this.returning = returning;
  }

  /**
   * The same upsert into a partitioned table, where PostgreSQL refuses the system column xmax in
   * RETURNING: inserted rows are told from updated ones by the keys the table held before the
   * statement (every part of one statement sees the same snapshot).
   */
  public static <R> UnnestUpsert<R> partitioned(String table, List<String> keyColumns, List<Column<R>> columns) {
    return new UnnestUpsert<>(columns, keyColumns, countedAgainstBefore(table, keyColumns,
        buildSql(table, keyColumns, columns)), Returning.INSERTED_FLAGS);
  }

  /**
   * Inserts rows whose key is new and leaves existing ones alone (a listing that knows less than
   * the document loaded later must not overwrite it). A key repeated in one chunk is inserted once.
   */
  public static <R> UnnestUpsert<R> insertNew(String table, String key, List<Column<R>> columns) {
    String sql = "INSERT INTO " + table + " (" + names(columns) + ") SELECT DISTINCT ON (u." + key + ") "
        + unnested(columns) + " ON CONFLICT (" + key + ") DO NOTHING RETURNING true";
    return new UnnestUpsert<>(columns, List.of(), sql, Returning.INSERTED_ROWS);
  }

  /**
   * A hand-written statement (a .sql resource) for a conflict rule the generated one cannot say
   * (a status that only moves forward, an override that survives re-import): it unnests
   * $1::text[].. in the order of values and returns `(xmax = 0) AS inserted` for each row written.
   * Rows go as given: the caller makes a batch's keys unique by its own rule.
   */
  public static <R> UnnestUpsert<R> withSql(String sql, List<Function<R, Object>> values) {
    List<Column<R>> columns = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      columns.add(new Column<>("$" + (i + 1), "text", values.get(i)));
    }
    return new UnnestUpsert<>(columns, List.of(), sql, Returning.INSERTED_FLAGS);
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
    List<String> valueCols = cols.stream().map(Column::name).filter(c -> !keys.contains(c)).toList();
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
    return "INSERT INTO " + table + " (" + names(cols) + ") SELECT " + unnested(cols)
        + " ON CONFLICT (" + String.join(", ", keys) + ") " + conflict;
  }

  private static <R> String names(List<Column<R>> cols) {
    return UnnestArrays.names(cols);
  }

  /** The casts FROM unnest($1::text[], ..) AS u(names): what follows SELECT. */
  private static <R> String unnested(List<Column<R>> cols) {
    return UnnestArrays.unnested(cols, 1, List.of());
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<R> rows) {
    return UnnestArrays.chunked(UnnestArrays.dedupe(rows, columns, keyColumns), chunk -> writeChunk(conn, chunk));
  }

  private Future<WriteCounts> writeChunk(SqlConnection conn, List<R> chunk) {
    Tuple args = UnnestArrays.addColumns(Tuple.tuple(), columns, chunk);
    int n = chunk.size();
    return conn.preparedQuery(sql).execute(args).map(rs -> returning == Returning.INSERTED_FLAGS
        ? WriteCounts.flagged(rs, n)
        : new WriteCounts(n, rs.rowCount(), 0, n - rs.rowCount(), 0));
  }
}
