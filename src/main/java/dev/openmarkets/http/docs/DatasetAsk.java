package dev.openmarkets.http.docs;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DatasetAnswer;
import dev.openmarkets.dataset.DatasetQuery;
import dev.openmarkets.dataset.FamilyVerticle;
import dev.openmarkets.dataset.ParamParser;
import dev.openmarkets.dataset.Params;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Asks a dataset's family verticle for an answer, the same answer path as the endpoint (parse,
 * validate, cache, query, render), for the docs pages' examples.
 */
final class DatasetAsk {
  private static final DeliveryOptions HOP = new DeliveryOptions().setSendTimeout(10_000);

  private final Vertx vertx;

  DatasetAsk(Vertx vertx) {
    this.vertx = vertx;
  }

  /** The JSON body of the answer, or null when the query is refused (a 4xx) or cannot be answered. */
  Future<String> json(Dataset ds, Map<String, String> pathValues, MultiMap query) {
    Params params;
    try {
      params = ParamParser.parse(ds, query, pathValues, false);
    } catch (RuntimeException refused) {
      // the declaration refuses this query (a required parameter is missing): nothing to show
      return Future.succeededFuture(null);
    }
    return vertx.eventBus()
        .<DatasetAnswer>request(FamilyVerticle.address(ds.family()), new DatasetQuery(ds, params), HOP)
        .map(msg -> msg.body().error() == null ? msg.body().body().toString(StandardCharsets.UTF_8) : null)
        .otherwise(err -> null);
  }

  Future<String> json(Dataset ds, Map<String, String> pathValues) {
    return json(ds, pathValues, MultiMap.caseInsensitiveMultiMap());
  }
}
