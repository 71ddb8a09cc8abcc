package dev.openmarkets.ingest;

import dev.openmarkets.ingest.UnnestUpsert.Column;
import io.vertx.core.Future;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What the unnest writers ({@link UnnestUpsert}, {@link VersionedUpsert}) share: a batch made
 * unique by its key, written in chunks of one round trip each, every column sent as a text[] and
 * cast server-side (exact numerics travel as BigDecimal plain strings, so no digit is lost).
 */
final class UnnestArrays {
  static final int CHUNK = 5_000;

  private UnnestArrays() {
  }

  /** Runs writeChunk over the rows CHUNK at a time, one after the other, adding up the counts. */
  static <R> Future<WriteCounts> chunked(List<R> rows, Function<List<R>, Future<WriteCounts>> writeChunk) {
    return chunked(rows, WriteCounts.NONE, WriteCounts::plus, writeChunk);
  }

  /** The same for chunk results of another kind, added up from zero by plus. */
  static <R, T> Future<T> chunked(List<R> rows, T zero, BinaryOperator<T> plus, Function<List<R>, Future<T>> writeChunk) {
    Future<T> chain = Future.succeededFuture(zero);
    for (int from = 0; from < rows.size(); from += CHUNK) {
      List<R> chunk = rows.subList(from, Math.min(rows.size(), from + CHUNK));
      chain = chain.compose(acc -> writeChunk.apply(chunk).map(done -> plus.apply(acc, done)));
    }
    return chain;
  }

  /** A file naming the same key twice keeps its last line (PostgreSQL refuses both in one statement). */
  static <R> List<R> dedupe(List<R> rows, List<Column<R>> columns, List<String> keyColumns) {
    if (keyColumns.isEmpty()) {
      return rows;
    }
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

  /** Adds one text[] per column, in column order, holding the chunk's values. */
  static <R> Tuple addColumns(Tuple args, List<Column<R>> columns, List<R> chunk) {
    for (Column<R> c : columns) {
      String[] arr = new String[chunk.size()];
      for (int i = 0; i < arr.length; i++) {
        arr[i] = text(c.value().apply(chunk.get(i)));
      }
      args.addArrayOfString(arr);
    }
    return args;
  }

  /** A value as PostgreSQL parses it back: a BigDecimal in plain digits, null as SQL NULL. */
  static String text(Object v) {
    return v == null ? null : v instanceof BigDecimal bd ? bd.toPlainString() : v.toString();
  }

  static <R> String names(List<Column<R>> cols) {
    return cols.stream().map(Column::name).collect(Collectors.joining(", "));
  }

  /**
   * The casts FROM unnest($first::text[], ..) AS u(names, extra..): what follows SELECT. extra
   * names more text[] parameters after the columns', left uncast for the caller to use.
   */
  static <R> String unnested(List<Column<R>> cols, int first, List<String> extra) {
    StringBuilder params = new StringBuilder();
    StringBuilder casts = new StringBuilder();
    int n = cols.size() + extra.size();
    for (int i = 0; i < n; i++) {
      String sep = i == 0 ? "" : ", ";
      params.append(sep).append('$').append(first + i).append("::text[]");
      if (i < cols.size()) {
        Column<R> c = cols.get(i);
        casts.append(sep).append("u.").append(c.name()).append("::").append(c.sqlType()).append(" AS ").append(c.name());
      }
    }
    String aliases = names(cols) + extra.stream().map(e -> ", " + e).collect(Collectors.joining());
    return casts + " FROM unnest(" + params + ") AS u(" + aliases + ")";
  }
}
