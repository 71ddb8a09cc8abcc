package dev.openmarkets.dataset;

import io.vertx.sqlclient.Tuple;

/** A prepared statement and its arguments: the only way a request reaches the database. */
public record SqlPlan(String sql, Tuple args) {
}
