package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Idempotent upsert of parsed rows into a dataset's table, inside the caller's transaction. */
public interface TableWriter<R> {
  Future<WriteCounts> write(SqlConnection conn, List<R> rows);

  /**
   * Other datasets reading the tables this writer changed, with the rows each gained; the writer
   * verticle bumps them in the same transaction as the file's own dataset.
   */
  default Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of();
  }

  /**
   * The write knowing its load ({@link WriteContext}: the ingest_files id its versions and
   * revisions name as their source). Writers that keep no versions ignore it.
   */
  default Future<WriteCounts> write(SqlConnection conn, List<R> rows, WriteContext ctx) {
    return write(conn, rows);
  }

  /**
   * The write with the datasets it changed, for the writer verticle to bump: by default the file's
   * dataset (the rows it gained) and {@link #alsoChanged}, or none when no row changed. A writer
   * whose tables serve different datasets (one venue poll writes funding and open interest) says
   * itself which of them this write changed.
   */
  default Future<Written> writeFor(String dataset, SqlConnection conn, List<R> rows) {
    return write(conn, rows).map(counts -> written(dataset, counts));
  }

  /**
   * What the writer verticle calls: {@link #writeFor(String, SqlConnection, List)}, which knows no
   * load, unless the writer needs it ({@link ContextWriter}).
   */
  default Future<Written> writeFor(String dataset, SqlConnection conn, List<R> rows, WriteContext ctx) {
    return writeFor(dataset, conn, rows);
  }

  /** The datasets a write of these counts changed, as {@link #writeFor} says by default. */
  default Written written(String dataset, WriteCounts counts) {
    if (!counts.changedAnything()) {
      return new Written(counts, Map.of());
    }
    Map<String, Long> changed = new LinkedHashMap<>(alsoChanged(counts));
    changed.put(dataset, (long) counts.inserted() - counts.deleted());
    return new Written(counts, changed);
  }

  /**
   * The writer, declaring as also changed sameRows (datasets whose rows are the table's rows: their
   * counts move too) and derived (other datasets reading its table: a new version, no rows).
   */
  static <R> TableWriter<R> alsoChanging(TableWriter<R> writer, List<String> sameRows, List<String> derived) {
    return new ContextWriter<>() {
      @Override
      public Future<WriteCounts> write(SqlConnection conn, List<R> rows, WriteContext ctx) {
        return writer.write(conn, rows, ctx);
      }

      @Override
      public Future<Written> writeFor(String dataset, SqlConnection conn, List<R> rows, WriteContext ctx) {
        return writer.writeFor(dataset, conn, rows, ctx)
            .map(w -> written(dataset, w.counts()).withRevisedKeys(w.revisedKeys()));
      }

      @Override
      public long revised(WriteCounts counts) {
        // an overwrite is no revision: only a writer that keeps versions revises
        return writer instanceof ContextWriter<R> versioned ? versioned.revised(counts) : 0;
      }

      @Override
      public Map<String, Long> alsoChanged(WriteCounts counts) {
        Map<String, Long> out = new LinkedHashMap<>();
        derived.forEach(d -> out.put(d, 0L));
        sameRows.forEach(d -> out.put(d, (long) counts.inserted() - counts.deleted()));
        return out;
      }
    };
  }
}
