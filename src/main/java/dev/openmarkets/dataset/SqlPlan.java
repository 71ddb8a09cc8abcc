package dev.openmarkets.dataset;

import io.vertx.sqlclient.Tuple;
import java.util.List;

/**
 * A prepared statement and its arguments: the only way a request reaches the database.
 *
 * @param fields the row fields of a view whose rows differ from the dataset's (an aggregate such
 *     as federal-contracts?by=ticker); null for the dataset's own fields
 */
public record SqlPlan(String sql, Tuple args, List<Field> fields) {
  public SqlPlan(String sql, Tuple args) {
    this(sql, args, null);
  }

  /** The fields of this plan's rows: its view's, else the dataset's. */
  public List<Field> fieldsOf(Dataset ds) {
    return fields != null ? fields : ds.fields();
  }
}
