package dev.openmarkets.ingest;

import dev.openmarkets.ingest.UnnestUpsert.Column;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes rows as versions instead of overwriting them (docs/point-in-time.md §1.2): a key whose
 * values changed has its current version closed (superseded_at) and a new one inserted, known from
 * the {@link KnownAt} of the row, with one dataset_revisions row per changed value, all in the
 * caller's transaction. Two statements per chunk, in this order: PostgreSQL runs sibling
 * data-modifying CTEs in no set order and checks the partial unique index on current rows row by
 * row, so an INSERT beside the UPDATE could meet the old current row. Rows equal to the current
 * version write nothing, so re-importing a file changes nothing. Counts keep UnnestUpsert's
 * meaning: inserted = new keys, updated = revisions, unchanged = the rest, deleted = closes.
 *
 * <p>The table holds the columns plus known_at, superseded_at, version_no and file_id (and, in the
 * first converted tables, stored_at DEFAULT now()), keyed by (key, known_at) with a unique index on
 * the key WHERE superseded_at IS NULL, or, compactly (V44's short_volume), by one unique constraint
 * on (key, superseded_at) NULLS NOT DISTINCT. A revision's field is the column in camelCase unless
 * {@link #withFields} maps it.
 */
public final class VersionedUpsert<R> implements ContextWriter<R> {
  private final String table;
  private final List<String> keyColumns;
  private final List<Column<R>> columns;
  private final KnownAt<R> knownAt;
  private final Map<String, String> fields;
  private final Set<String> carried;
  private final VersionedSql<R> sql;
  private final String closeSql;
  private final String insertSql;

  private VersionedUpsert(String table, List<String> keyColumns, List<Column<R>> columns, KnownAt<R> knownAt,
      Map<String, String> fields, Set<String> carried) {
    this.table = table;
    this.keyColumns = keyColumns;
    this.columns = columns;
    this.knownAt = knownAt;
    this.fields = fields;
    this.carried = carried;
    this.sql = new VersionedSql<>(table, keyColumns, columns, fields, carried);
    this.closeSql = sql.close();
    this.insertSql = sql.insert();
  }

  public static <R> VersionedUpsert<R> of(String table, List<String> keyColumns, List<Column<R>> columns,
      KnownAt<R> knownAt) {
    return new VersionedUpsert<>(table, keyColumns, columns, knownAt, Map.of(), Set.of());
  }

  /** The same writer with revision field names for the columns whose API name is not their camelCase. */
  public VersionedUpsert<R> withFields(Map<String, String> columnToField) {
    return new VersionedUpsert<>(table, keyColumns, columns, knownAt, columnToField, carried);
  }

  /**
   * The same writer with columns that ride along: written into each new version as first seen, never
   * compared, so a change in them alone writes nothing and is no revision. For observations whose
   * series the caller keeps by their own time in another table (a market's volume in its snapshots).
   */
  public VersionedUpsert<R> withCarried(Set<String> carriedColumns) {
    return new VersionedUpsert<>(table, keyColumns, columns, knownAt, fields, carriedColumns);
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<R> rows, WriteContext ctx) {
    return keyed(conn, rows, ctx).map(Keyed::counts);
  }

  /** The write, with the keys it revised for the changes stream. */
  @Override
  public Future<Written> writeFor(String dataset, SqlConnection conn, List<R> rows, WriteContext ctx) {
    return keyed(conn, rows, ctx).map(k -> written(dataset, k.counts()).withRevisedKeys(k.keys()));
  }

  /** Counts and the compact keys of the versions replaced, at most VersionBumps.MAX_KEYS. */
  private record Keyed(WriteCounts counts, List<String> keys) {
    static final Keyed NONE = new Keyed(WriteCounts.NONE, List.of());

    Keyed plus(Keyed o) {
      List<String> all = new ArrayList<>(keys);
      all.addAll(o.keys.subList(0, Math.min(o.keys.size(), Math.max(0, VersionBumps.MAX_KEYS - keys.size()))));
      return new Keyed(counts.plus(o.counts), all);
    }
  }

  private Future<Keyed> keyed(SqlConnection conn, List<R> rows, WriteContext ctx) {
    return UnnestArrays.chunked(UnnestArrays.dedupe(rows, columns, keyColumns), Keyed.NONE, Keyed::plus,
        chunk -> writeChunk(conn, chunk, ctx));
  }

  private Future<Keyed> writeChunk(SqlConnection conn, List<R> chunk, WriteContext ctx) {
    Tuple args = UnnestArrays.addColumns(Tuple.tuple(), columns, chunk);
    String[] upstream = new String[chunk.size()];
    for (int i = 0; i < upstream.length; i++) {
      upstream[i] = knownAt.text(chunk.get(i));
    }
    args.addArrayOfString(upstream).addBoolean(knownAt.isStated()).addLong(ctx.fileId());
    return conn.preparedQuery(closeSql).execute(args).compose(closed -> {
      Tuple withClosed = Tuple.tuple();
      for (int i = 0; i < args.size(); i++) {
        withClosed.addValue(args.getValue(i));
      }
      for (String[] column : columnsOf(closed, sql.keys().size() + 1)) {
        withClosed.addArrayOfString(column);
      }
      int n = chunk.size();
      int revised = closed.size();
      return conn.preparedQuery(insertSql).execute(withClosed).map(inserted -> new Keyed(
          new WriteCounts(n, inserted.rowCount() - revised, revised, n - inserted.rowCount(), 0), compact(closed)));
    });
  }

  /** The keys of closed rows as the changes stream names them: their values joined by '|'. */
  private List<String> compact(RowSet<Row> closed) {
    int width = sql.keys().size();
    List<String> out = new ArrayList<>(closed.size());
    for (Row r : closed) {
      StringBuilder k = new StringBuilder();
      for (int c = 0; c < width; c++) {
        k.append(c == 0 ? "" : "|").append(r.getString(c));
      }
      out.add(k.toString());
    }
    return out;
  }

  /** Step 1's rows, column by column: the text[] parameters step 2 joins back on. */
  private static List<String[]> columnsOf(RowSet<Row> rs, int width) {
    List<String[]> out = new ArrayList<>(width);
    for (int c = 0; c < width; c++) {
      out.add(new String[rs.size()]);
    }
    int i = 0;
    for (Row r : rs) {
      for (int c = 0; c < width; c++) {
        out.get(c)[i] = r.getString(c);
      }
      i++;
    }
    return out;
  }

  /**
   * Deletes become closes: the current rows sharing a value of the scope columns with some row
   * (one market's list on one date) whose key no row names are closed at `at` (null: now(), when we
   * learned it), each value logged as a revision with new = null. Returns how many were closed.
   */
  public Future<Integer> closeMissing(SqlConnection conn, List<String> scope, List<R> rows, Instant at,
      WriteContext ctx) {
    return closeMissingKeys(conn, scope, rows, at, ctx).map(List::size);
  }

  /** {@link #closeMissing}, returning the keys it closed in compact form (values in key order joined by '|'). */
  public Future<List<String>> closeMissingKeys(SqlConnection conn, List<String> scope, List<R> rows, Instant at,
      WriteContext ctx) {
    if (rows.isEmpty()) {
      return Future.succeededFuture(List.of());
    }
    Tuple args = UnnestArrays.addColumns(Tuple.tuple(), sql.keys(), rows);
    args.addValue(at == null ? null : at.atOffset(ZoneOffset.UTC)).addLong(ctx.fileId());
    return conn.preparedQuery(sql.closeMissing(scope)).execute(args)
        .map(this::compact);
  }
}
