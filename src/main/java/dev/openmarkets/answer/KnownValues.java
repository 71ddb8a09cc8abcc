package dev.openmarkets.answer;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Params;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;

/** Tells an unknown path value (404) from a known one with no rows, by the dataset's notFound SQL. */
public final class KnownValues {
  private KnownValues() {
  }

  /** Succeeds when the dataset has no notFound rule or the path value names something known. */
  public static Future<Void> ensureKnown(SqlClient db, Dataset ds, Params params) {
    Dataset.NotFound nf = ds.notFound();
    if (nf == null) {
      return Future.succeededFuture();
    }
    Object value = params.get(nf.param());
    if (nf.known() != null) {
      return nf.known().test(value) ? Future.succeededFuture()
          : Future.failedFuture(ApiError.notFound("Unknown " + nf.what() + " '" + value + "'."));
    }
    return db.preparedQuery(nf.sql()).execute(Tuple.of(value)).compose(rows -> rows.size() > 0
        ? Future.succeededFuture()
        : Future.failedFuture(ApiError.notFound("Unknown " + nf.what() + " '" + value + "'.")));
  }
}
