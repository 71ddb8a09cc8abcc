package dev.openmarkets.answer;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;

/**
 * Tells an unknown path value (404) from a known one with no rows, by the dataset's notFound SQL:
 * with asOf, its asOf form, whether the value was known at that moment (what the check answered
 * then), when the dataset declares one.
 */
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
    if (atMoment(ds, params)) {
      SqlPlan plan = PointInTime.bind(new SqlPlan(nf.asOfSql(), Tuple.of(value)), params);
      return db.preparedQuery(plan.sql()).execute(plan.args()).compose(rows -> rows.size() > 0
          ? Future.succeededFuture()
          : Future.failedFuture(ApiError.notFound("Unknown " + nf.what() + " '" + value + "' as of "
              + params.asOf().toInstant() + ".")));
    }
    return db.preparedQuery(nf.sql()).execute(Tuple.of(value)).compose(rows -> rows.size() > 0
        ? Future.succeededFuture()
        : Future.failedFuture(ApiError.notFound("Unknown " + nf.what() + " '" + value + "'.")));
  }

  /**
   * Whether the check must run even when the plan found rows: asked with asOf, a dataset's rows
   * may come from a value it came to know later (an SEC ticker's first stored version stands in
   * for the years before the ticker map, sec/edgar/TickerMapSql), while the check then said 404.
   */
  public static boolean atMoment(Dataset ds, Params params) {
    return params.asOf() != null && ds.notFound() != null && ds.notFound().asOfSql() != null;
  }
}
