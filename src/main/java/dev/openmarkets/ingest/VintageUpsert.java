package dev.openmarkets.ingest;

import dev.openmarkets.ingest.UnnestUpsert.Column;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Writes vintage files: upstream answers that carry every version of their keys at once, each with
 * the time the upstream states for it (ALFRED's realtime_start, a company fact's filed date;
 * docs/point-in-time.md §1.3 rule 3). Only the (key, known_at) pairs the table does not hold are
 * inserted; the versions of the touched keys are re-chained (superseded_at = the next version's
 * known_at, version_no = its rank by known_at), and each added version after a key's first is
 * logged in dataset_revisions against the version before it. Loading the same vintages twice
 * inserts nothing and changes nothing. The stated time is taken as it is (it is history the
 * upstream states, not a moment we learned something) unless it is later than when we store the
 * version: then the version is known from when it was stored (an answer without asOf shows it at
 * once, so asOf that moment must too), and the same version stated again later is held.
 *
 * <p>Unlike {@link VersionedUpsert} nothing is closed because a newer file differs: a vintage
 * file's versions are all true at their own times. Counts: inserted = keys new to the table,
 * updated = the other versions added, unchanged = the input's versions already held.
 *
 * <p>The table has {@link VersionedUpsert}'s shape: (key, known_at) primary key, unique current
 * row per key WHERE superseded_at IS NULL.
 */
public final class VintageUpsert<R> implements ContextWriter<R> {
  private final List<String> keyColumns;
  private final List<Column<R>> columns;
  private final VintageSql<R> sql;
  private final List<Column<R>> keys;
  private final String rechainSql;
  private final String insertSql;

  private VintageUpsert(String table, List<String> keyColumns, List<Column<R>> columns, Map<String, String> fields) {
    this.keyColumns = new ArrayList<>(keyColumns);
    this.keyColumns.add("known_at");
    this.columns = columns;
    this.sql = new VintageSql<>(table, keyColumns, columns, fields);
    this.keys = columns.stream().filter(c -> keyColumns.contains(c.name())).toList();
    this.rechainSql = sql.rechain();
    this.insertSql = sql.insert();
  }

  /**
   * knownAt: the version's stated time (Instant, OffsetDateTime or ZonedDateTime; never null: a
   * row without one does not belong in a vintage file). fields: revision field names of the
   * columns whose API name is not their camelCase.
   */
  public static <R> VintageUpsert<R> of(String table, List<String> keyColumns, List<Column<R>> columns,
      Function<R, ?> knownAt, Map<String, String> fields) {
    KnownAt<R> stated = KnownAt.stated(knownAt);
    List<Column<R>> all = new ArrayList<>(columns);
    all.add(new Column<>("known_at", "timestamptz", r -> {
      String t = stated.text(r);
      if (t == null) {
        throw new IllegalArgumentException("a vintage row states its time: " + r);
      }
      return t;
    }));
    return new VintageUpsert<>(table, keyColumns, all, fields);
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<R> rows) {
    return write(conn, rows, WriteContext.NONE);
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<R> rows, WriteContext ctx) {
    return UnnestArrays.chunked(UnnestArrays.dedupe(rows, columns, keyColumns), chunk -> writeChunk(conn, chunk, ctx));
  }

  /** Re-chain first, then insert: see {@link VintageSql#rechain} for why in this order. */
  private Future<WriteCounts> writeChunk(SqlConnection conn, List<R> chunk, WriteContext ctx) {
    Tuple args = UnnestArrays.addColumns(Tuple.tuple(), columns, chunk);
    Tuple withFile = UnnestArrays.addColumns(Tuple.tuple(), columns, chunk).addLong(ctx.fileId());
    return conn.preparedQuery(rechainSql).execute(args)
        .compose(rechained -> conn.preparedQuery(insertSql).execute(withFile))
        .map(rs -> {
          Row r = rs.iterator().next();
          int newKeys = (int) (long) r.getLong(0);
          int added = (int) (long) r.getLong(1);
          return new WriteCounts(chunk.size(), newKeys, added - newKeys, chunk.size() - added, 0);
        });
  }

  /**
   * Deletes become closes: the current versions of the scope column's values (the companies of a
   * file) that named (the file's latest state) does not name are closed, each at its stated end
   * (ends: a row of the key with the time of the first vintage without it) or else now(), and
   * logged with new = null. Returns how many were closed.
   */
  public Future<Integer> closeMissing(SqlConnection conn, String scope, List<R> named, List<R> ends,
      Function<R, ?> endAt, WriteContext ctx) {
    if (named.isEmpty() && ends.isEmpty()) {
      return Future.succeededFuture(0);
    }
    KnownAt<R> at = KnownAt.stated(endAt);
    Tuple args = UnnestArrays.addColumns(Tuple.tuple(), keys, named);
    UnnestArrays.addColumns(args, keys, ends);
    args.addArrayOfString(ends.stream().map(at::text).toArray(String[]::new)).addLong(ctx.fileId());
    return conn.preparedQuery(sql.closeMissing(scope)).execute(args)
        .map(rs -> (int) (long) rs.iterator().next().getLong(0));
  }
}
