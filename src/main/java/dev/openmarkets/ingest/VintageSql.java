package dev.openmarkets.ingest;

import dev.openmarkets.ingest.UnnestUpsert.Column;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The two statements of {@link VintageUpsert} for one table. Parameters: $1..$n the columns'
 * text[] in declaration order (the last column is known_at); insert adds $n+1, the ingest_files id.
 * Both see the union of the versions held for the input's keys and the input's versions not held
 * ("merged"), numbered and chained by known_at. A stated time later than the transaction's now()
 * (a filing dated today is stated known at the end of today in New York) is taken as now(): an
 * answer given now shows the version, so asOf now must too (issue 37's replay).
 */
final class VintageSql<R> {
  private final String table;
  private final List<Column<R>> columns;
  private final List<Column<R>> keys;
  private final List<Column<R>> values;
  private final Map<String, String> fields;

  /** columns: keys and values, then known_at last. */
  VintageSql(String table, List<String> keyColumns, List<Column<R>> columns, Map<String, String> fields) {
    this.table = table;
    this.columns = columns;
    this.keys = columns.stream().filter(c -> keyColumns.contains(c.name())).toList();
    this.values = columns.stream().filter(c -> !keyColumns.contains(c.name()) && !c.name().equals("known_at")).toList();
    this.fields = fields;
    if (values.isEmpty() || keys.size() != keyColumns.size()) {
      throw new IllegalArgumentException(table + ": a vintage table needs its key columns and at least one value column");
    }
  }

  private String field(String column) {
    return fields.getOrDefault(column, VersionedSql.camel(column));
  }

  private String list(List<Column<R>> cols, String alias) {
    return cols.stream().map(c -> alias + "." + c.name()).collect(Collectors.joining(", "));
  }

  private String joined(String a, String b) {
    return keys.stream().map(c -> a + "." + c.name() + " = " + b + "." + c.name()).collect(Collectors.joining(" AND "));
  }

  /**
   * input, then merged: every version of the input's keys, held (held = true, with the row's
   * superseded_at) or new, with its successor's known_at (next_at), its number (no) and, when
   * withValues, the values of the version before it (p_0..).
   */
  private String merged(boolean withValues) {
    String vals = withValues ? ", " + list(values, "t") : "";
    String ivals = withValues ? ", " + list(values, "i") : "";
    StringBuilder lags = new StringBuilder();
    if (withValues) {
      for (int j = 0; j < values.size(); j++) {
        lags.append(", lag(a.").append(values.get(j).name()).append(") OVER w AS p_").append(j);
      }
    }
    String keyList = keys.stream().map(Column::name).collect(Collectors.joining(", "));
    List<Column<R>> stated = columns.stream().filter(c -> !c.name().equals("known_at")).toList();
    // a stated time after now (the end of a day not over yet) is known from now: never later than stored
    return "WITH input AS (SELECT " + list(stated, "s") + ", least(s.known_at, date_trunc('milliseconds', now()))"
        + " AS known_at FROM (SELECT " + UnnestArrays.unnested(columns, 1, List.of()) + ") s), "
        + "merged AS (SELECT a.*, lead(a.known_at) OVER w AS next_at, row_number() OVER w AS no,"
        + " bool_or(a.held) OVER (PARTITION BY " + keyList + ") AS key_held" + lags
        + " FROM (SELECT " + list(keys, "t") + vals + ", t.known_at, t.superseded_at, true AS held FROM " + table
        + " t WHERE (" + list(keys, "t") + ") IN (SELECT " + list(keys, "i") + " FROM input i)"
        + " UNION ALL SELECT " + list(keys, "i") + ivals + ", i.known_at, NULL::timestamptz, false FROM input i"
        + " WHERE NOT EXISTS (SELECT 1 FROM " + table + " t WHERE " + joined("t", "i") + " AND " + held() + ")) a"
        + " WINDOW w AS (PARTITION BY " + keyList + " ORDER BY a.known_at))";
  }

  /**
   * Whether held version t is input version i: the same known_at, or t was stored before its
   * stated time came (known_at = stored_at, see merged) and i is that version stated again: the
   * same values, stated after t was stored, and no other version of the key between them.
   */
  private String held() {
    return "(t.known_at = i.known_at OR (t.known_at = date_trunc('milliseconds', t.stored_at)"
        + " AND t.known_at < i.known_at AND (" + list(values, "t") + ") IS NOT DISTINCT FROM (" + list(values, "i") + ")"
        + " AND NOT EXISTS (SELECT 1 FROM " + table + " t2 WHERE " + joined("t2", "t")
        + " AND t2.known_at > t.known_at AND t2.known_at <= i.known_at)))";
  }

  /**
   * Step 1: the held versions renumbered and re-chained around the new ones. A held version only
   * ever gains a successor here (never loses one), so no second current row appears mid-statement:
   * the partial unique index on current rows is checked row by row. The last held version keeps
   * its own superseded_at (null, or a close).
   */
  String rechain() {
    return merged(false) + " UPDATE " + table + " t SET superseded_at = coalesce(m.next_at, m.superseded_at),"
        + " version_no = m.no FROM merged m WHERE m.held AND " + joined("t", "m") + " AND t.known_at = m.known_at"
        + " AND (t.superseded_at, t.version_no) IS DISTINCT FROM (coalesce(m.next_at, m.superseded_at), m.no)";
  }

  /**
   * Step 2: the new versions inserted, each ending where the next begins (the last: current), one
   * revision per value that differs from the version before it, for every version after a first.
   * Returns one row: new keys, versions inserted.
   */
  String insert() {
    int file = columns.size() + 1;
    StringBuilder diffs = new StringBuilder();
    for (int j = 0; j < values.size(); j++) {
      String v = values.get(j).name();
      diffs.append(j == 0 ? "" : ", ").append("('").append(field(v)).append("', m.").append(v)
          .append(" IS DISTINCT FROM m.p_").append(j).append(", m.p_").append(j).append("::text, m.").append(v)
          .append("::text)");
    }
    String keyJson = "jsonb_build_object(" + keys.stream().map(c -> "'" + field(c.name()) + "', m." + c.name())
        .collect(Collectors.joining(", ")) + ")";
    return merged(true) + ", inserted AS (INSERT INTO " + table + " (" + UnnestArrays.names(columns)
        + ", superseded_at, version_no, file_id) SELECT " + list(columns, "m") + ", m.next_at, m.no, $" + file
        + "::bigint FROM merged m WHERE NOT m.held ON CONFLICT (" + UnnestArrays.names(keys) + ", known_at) DO NOTHING"
        + " RETURNING " + UnnestArrays.names(keys) + ", known_at), "
        + "written AS (SELECT m.* FROM merged m JOIN inserted x ON " + joined("m", "x") + " AND m.known_at = x.known_at), "
        + "logged AS (INSERT INTO dataset_revisions (tbl, key, field, previous, new, known_at, version_no, file_id) "
        + "SELECT '" + table + "', " + keyJson + ", d.field, d.previous, d.new, m.known_at, m.no, $" + file
        + "::bigint FROM written m CROSS JOIN LATERAL (VALUES " + diffs + ") AS d(field, changed, previous, new)"
        + " WHERE m.no > 1 AND d.changed) "
        + "SELECT count(*) FILTER (WHERE m.no = 1 AND NOT m.key_held), count(*) FROM written m";
  }

  /**
   * Closes the current versions of the scope (the companies of a file) whose key the file's latest
   * state no longer names: at the time the file states for the key (the first vintage without it),
   * else now(), each value logged with new = null. $1..$k the named keys' text[], $k+1..$2k the
   * stated keys' text[] and $2k+1 their times, $2k+2 the ingest_files id. Returns one count.
   */
  String closeMissing(String scope) {
    int k = keys.size();
    StringBuilder returning = new StringBuilder();
    StringBuilder logged = new StringBuilder();
    for (int j = 0; j < values.size(); j++) {
      returning.append(", t.").append(values.get(j).name()).append("::text AS p_").append(j);
      logged.append(j == 0 ? "" : ", ").append("('").append(field(values.get(j).name())).append("', c.p_").append(j)
          .append(")");
    }
    String keyJson = "jsonb_build_object(" + keys.stream().map(c -> "'" + field(c.name()) + "', c." + c.name())
        .collect(Collectors.joining(", ")) + ")";
    return "WITH named AS (SELECT " + UnnestArrays.unnested(keys, 1, List.of()) + "), "
        + "ends AS (SELECT u.at::timestamptz AS at, " + UnnestArrays.unnested(keys, k + 1, List.of("at")) + "), "
        + "closed AS (UPDATE " + table + " t SET superseded_at = greatest(t.known_at + interval '1 millisecond', "
        + "coalesce((SELECT least(e.at, date_trunc('milliseconds', now())) FROM ends e WHERE " + joined("e", "t")
        + "), now())) "
        + "WHERE t.superseded_at IS NULL AND t." + scope + " IN (SELECT n." + scope + " FROM named n UNION SELECT e."
        + scope + " FROM ends e) AND NOT EXISTS (SELECT 1 FROM named n WHERE " + joined("n", "t") + ")"
        + " RETURNING " + list(keys, "t") + ", t.version_no, t.superseded_at" + returning + "), "
        + "logged AS (INSERT INTO dataset_revisions (tbl, key, field, previous, new, known_at, version_no, file_id) "
        + "SELECT '" + table + "', " + keyJson + ", d.field, d.previous, NULL, c.superseded_at, c.version_no, $"
        + (2 * k + 2) + "::bigint FROM closed c CROSS JOIN LATERAL (VALUES " + logged + ") AS d(field, previous)) "
        + "SELECT count(*) FROM closed";
  }
}
