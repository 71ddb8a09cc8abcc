package dev.openmarkets.ingest;

import dev.openmarkets.ingest.UnnestUpsert.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The statements of {@link VersionedUpsert} for one table (docs/point-in-time.md §1.2, §4.1).
 * Parameters of close and insert: $1..$n the columns' text[] in declaration order, $n+1 each row's
 * upstream knownAt (text[]), $n+2 whether that time is stated, $n+3 the ingest_files id; insert
 * adds what close returned: the closed keys' text[] and their superseded_at (text[]).
 */
final class VersionedSql<R> {
  private final String table;
  private final List<Column<R>> columns;
  private final List<Column<R>> keys;
  private final List<Column<R>> values;
  private final Function<String, String> field;

  /**
   * carried: columns written with each new version but never compared or logged: observations of the
   * moment a version was first stored (a market's volume at that poll) whose series is kept
   * elsewhere, by its own time; comparing them would make every poll a version.
   */
  VersionedSql(String table, List<String> keyColumns, List<Column<R>> columns, Map<String, String> fields,
      Set<String> carried) {
    this.table = table;
    this.columns = columns;
    // in the declared key's order: the changes stream names a key by its values in that order
    this.keys = keyColumns.stream()
        .flatMap(k -> columns.stream().filter(c -> c.name().equals(k)).limit(1))
        .toList();
    this.values = columns.stream().filter(c -> !keyColumns.contains(c.name()) && !carried.contains(c.name())).toList();
    this.field = c -> fields.getOrDefault(c, camel(c));
    if (values.isEmpty() || keys.size() != keyColumns.size()) {
      // a version is told apart by its values, and a revision names a changed value
      throw new IllegalArgumentException(table + ": a versioned table needs its key columns and at least one value column");
    }
  }

  /** The API field name of a column: settlement_date -> settlementDate. */
  static String camel(String column) {
    StringBuilder out = new StringBuilder(column.length());
    boolean up = false;
    for (char ch : column.toCharArray()) {
      if (ch == '_') {
        up = out.length() > 0;
      } else {
        out.append(up ? Character.toUpperCase(ch) : ch);
        up = false;
      }
    }
    return out.toString();
  }

  List<Column<R>> keys() {
    return keys;
  }

  private int n() {
    return columns.size();
  }

  private String input() {
    return "input AS (SELECT u.upstream_known_at::timestamptz AS upstream_known_at, "
        + UnnestArrays.unnested(columns, 1, List.of("upstream_known_at")) + ")";
  }

  private String joined(List<Column<R>> cols, String a, String b, String sep) {
    return cols.stream().map(c -> a + "." + c.name() + " = " + b + "." + c.name()).collect(Collectors.joining(sep));
  }

  private String list(List<Column<R>> cols, String alias) {
    return cols.stream().map(c -> alias + "." + c.name()).collect(Collectors.joining(", "));
  }

  /** The revision's key: {"symbol":"AA","settlementDate":"2021-07-15"}. */
  private String keyJson(String alias) {
    return "jsonb_build_object(" + keys.stream().map(c -> "'" + field.apply(c.name()) + "', " + alias + "." + c.name())
        .collect(Collectors.joining(", ")) + ")";
  }

  /**
   * Step 1: closes the current versions whose values differ from the input's, at the new version's
   * knownAt (never at or before the closed one's own), logs one revision per changed value and
   * returns the closed keys with their superseded_at, as text.
   */
  String close() {
    StringBuilder returning = new StringBuilder();
    StringBuilder diffs = new StringBuilder();
    for (int j = 0; j < values.size(); j++) {
      String v = values.get(j).name();
      returning.append(", t.").append(v).append("::text AS p_").append(j).append(", i.").append(v).append("::text AS n_").append(j)
          .append(", (t.").append(v).append(" IS DISTINCT FROM i.").append(v).append(") AS d_").append(j);
      diffs.append(j == 0 ? "" : ", ").append("('").append(field.apply(v)).append("', c.d_").append(j)
          .append(", c.p_").append(j).append(", c.n_").append(j).append(")");
    }
    return "WITH " + input() + ", closed AS ("
        + "UPDATE " + table + " t SET superseded_at = greatest(t.known_at + interval '1 microsecond', "
        + "least(coalesce(CASE WHEN $" + (n() + 2) + "::boolean THEN i.upstream_known_at END, now()), now())) "
        + "FROM input i WHERE " + joined(keys, "t", "i", " AND ") + " AND t.superseded_at IS NULL"
        + " AND (" + list(values, "t") + ") IS DISTINCT FROM (" + list(values, "i") + ")"
        + " RETURNING " + list(keys, "t") + ", t.version_no, t.superseded_at" + returning + "), "
        + "logged AS (INSERT INTO dataset_revisions (tbl, key, field, previous, new, known_at, version_no, file_id) "
        + "SELECT '" + table + "', " + keyJson("c") + ", d.field, d.previous, d.new, c.superseded_at, c.version_no + 1, $"
        + (n() + 3) + "::bigint FROM closed c CROSS JOIN LATERAL (VALUES " + diffs
        + ") AS d(field, changed, previous, new) WHERE d.changed) "
        + "SELECT " + keys.stream().map(c -> "c." + c.name() + "::text").collect(Collectors.joining(", "))
        + ", c.superseded_at::text FROM closed c";
  }

  /**
   * Step 2: inserts a version for every input key with no current row. A key just closed by step 1
   * starts where the closed version ends; a new key is known at its upstream time capped by now();
   * a key that comes back after a close is a later version: known from now() unless stated.
   */
  String insert() {
    int closedFrom = n() + 4;
    StringBuilder closedParams = new StringBuilder();
    for (int i = 0; i <= keys.size(); i++) {
      closedParams.append(i == 0 ? "" : ", ").append('$').append(closedFrom + i).append("::text[]");
    }
    String capped = "least(coalesce(i.upstream_known_at, now()), now())";
    String later = "least(coalesce(CASE WHEN $" + (n() + 2) + "::boolean THEN i.upstream_known_at END, now()), now())";
    return "WITH " + input() + ", closed AS (SELECT "
        + keys.stream().map(c -> "c." + c.name() + "::" + c.sqlType() + " AS " + c.name()).collect(Collectors.joining(", "))
        + ", c.superseded_at::timestamptz AS superseded_at FROM unnest(" + closedParams + ") AS c("
        + UnnestArrays.names(keys) + ", superseded_at)) "
        + "INSERT INTO " + table + " (" + UnnestArrays.names(columns) + ", known_at, version_no, file_id) "
        + "SELECT " + list(columns, "i") + ", CASE WHEN c.superseded_at IS NOT NULL THEN c.superseded_at"
        + " WHEN v.last_no IS NULL THEN " + capped + " ELSE greatest(v.last_end, " + later + ") END,"
        + " coalesce(v.last_no + 1, 1), $" + (n() + 3) + "::bigint "
        + "FROM input i LEFT JOIN closed c ON " + joined(keys, "c", "i", " AND ")
        + " CROSS JOIN LATERAL (SELECT max(t.version_no) AS last_no, max(t.superseded_at) AS last_end,"
        + " bool_or(t.superseded_at IS NULL) AS has_current FROM " + table + " t WHERE " + joined(keys, "t", "i", " AND ")
        + ") v WHERE v.has_current IS NOT TRUE RETURNING version_no";
  }

  /**
   * Closes the current rows that share a scope value with the input keys but whose key the input
   * does not name, logging each value column with new = null. $1..$k the keys' text[], $k+1 the
   * close's knownAt (null: now()), $k+2 the ingest_files id. Returns the closed keys as text.
   */
  String closeMissing(List<String> scope) {
    int k = keys.size();
    List<Column<R>> scoped = keys.stream().filter(c -> scope.contains(c.name())).toList();
    if (scoped.size() != scope.size()) {
      throw new IllegalArgumentException(table + ": scope " + scope + " is not among the key columns");
    }
    StringBuilder returning = new StringBuilder();
    StringBuilder logged = new StringBuilder();
    for (int j = 0; j < values.size(); j++) {
      returning.append(", t.").append(values.get(j).name()).append("::text AS p_").append(j);
      logged.append(j == 0 ? "" : ", ").append("('").append(field.apply(values.get(j).name())).append("', c.p_").append(j).append(")");
    }
    String log = ", logged AS (INSERT INTO dataset_revisions (tbl, key, field, previous, new, known_at, version_no, file_id) "
        + "SELECT '" + table + "', " + keyJson("c") + ", d.field, d.previous, NULL, c.superseded_at, c.version_no, $" + (k + 2)
        + "::bigint FROM closed c CROSS JOIN LATERAL (VALUES " + logged + ") AS d(field, previous))";
    return "WITH input AS (SELECT " + UnnestArrays.unnested(keys, 1, List.of()) + "), closed AS ("
        + "UPDATE " + table + " t SET superseded_at = greatest(t.known_at + interval '1 microsecond', "
        + "least(coalesce($" + (k + 1) + "::timestamptz, now()), now())) "
        + "WHERE t.superseded_at IS NULL AND (" + list(scoped, "t") + ") IN (SELECT " + list(scoped, "i") + " FROM input i)"
        + " AND NOT EXISTS (SELECT 1 FROM input i WHERE " + joined(keys, "i", "t", " AND ") + ")"
        + " RETURNING " + list(keys, "t") + ", t.version_no, t.superseded_at" + returning + ")" + log
        + " SELECT " + keys.stream().map(c -> "c." + c.name() + "::text").collect(Collectors.joining(", "))
        + " FROM closed c";
  }
}
