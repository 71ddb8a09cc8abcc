package dev.openmarkets.alerts;

import dev.openmarkets.answer.ParamParser;
import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.render.RowObjects;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An alert's query: a dataset and its parameters, parsed by the dataset's own ParamParser (the
 * same 400 as its GET), run with the dataset's own planner on a connection the caller holds (the
 * writer's transaction, or the one that makes the alert), each row rendered as the object the
 * dataset's JSON answer holds (RowObjects) and known by the SHA-256 of those bytes: a row that
 * changes in any field shown is a new version.
 */
record WatchedQuery(Dataset dataset, JsonObject rawParams, Params params) {

  /** One row of the answer: its JSON object and the hash that identifies this version of it. */
  record Found(byte[] json, byte[] hash) {
  }

  /** Throws ApiError 400 as the dataset's GET would for these parameters. */
  static WatchedQuery of(Dataset ds, JsonObject raw) {
    if (ds.objectShape() != null) {
      throw ApiError.badRequest("Dataset '" + ds.name() + "' answers one object, not a list of rows: alerts watch "
          + "list-shaped datasets.");
    }
    MultiMap query = MultiMap.caseInsensitiveMultiMap();
    Map<String, String> path = new HashMap<>();
    for (Map.Entry<String, Object> e : raw) {
      Object v = e.getValue();
      if (v instanceof JsonObject || v instanceof io.vertx.core.json.JsonArray) {
        throw ApiError.badRequest("Parameter '" + e.getKey() + "' must be a single value, as in the query string.");
      }
      if (v != null) {
        query.add(e.getKey(), v.toString());
        path.put(e.getKey(), v.toString());
      }
    }
    Params params = ParamParser.parse(ds, query, path, false);
    if (params.asOf() != null) {
      // an alert watches what becomes known from now on; a fixed moment would never change
      throw ApiError.badRequest("asOf does not apply to an alert: it fires on rows that become known from now on.");
    }
    return new WatchedQuery(ds, raw, params);
  }

  /** The rows the query returns now, in the answer's order. */
  Future<List<Found>> run(SqlConnection conn) {
    SqlPlan plan = dataset.plan(params);
    RowObjects objects = new RowObjects(plan.fieldsOf(dataset));
    return conn.preparedQuery(plan.sql()).execute(plan.args()).map(rows -> {
      List<Found> out = new ArrayList<>(rows.size());
      for (Row r : rows) {
        byte[] json = objects.render(r);
        out.add(new Found(json, sha256(json)));
      }
      return out;
    });
  }

  static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
