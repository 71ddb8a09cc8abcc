package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.List;

/**
 * A writer that needs to know the load it writes for: one that keeps versions names the
 * ingest_files row on each version and revision it writes ({@link VersionedUpsert} and the writers
 * built on it). A lambda of the one write is such a writer. Its updates and closes are revisions:
 * the writer verticle counts them in the changes stream's `revised`.
 */
@FunctionalInterface
public interface ContextWriter<R> extends TableWriter<R> {
  @Override
  Future<WriteCounts> write(SqlConnection conn, List<R> rows, WriteContext ctx);

  @Override
  default Future<WriteCounts> write(SqlConnection conn, List<R> rows) {
    return write(conn, rows, WriteContext.NONE);
  }

  @Override
  default Future<Written> writeFor(String dataset, SqlConnection conn, List<R> rows, WriteContext ctx) {
    return write(conn, rows, ctx).map(counts -> written(dataset, counts));
  }

  @Override
  default Written written(String dataset, WriteCounts counts) {
    return TableWriter.super.written(dataset, counts).revising(revised(counts));
  }

  /** Values a write of these counts revised: versions replaced and versions closed. */
  default long revised(WriteCounts counts) {
    return (long) counts.updated() + counts.deleted();
  }
}
