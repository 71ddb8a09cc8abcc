package dev.openmarkets.answer;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.db.DbErrors;
import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.Message;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The one answer path of every interface (the HTTP dataset routes, MCP tools, the docs pages'
 * examples): validated parameters are answered from the response cache or, on a miss, by the
 * dataset's family verticle within {@link #MISS_DEADLINE_MILLIS}; a database that does not answer
 * becomes a 503 answer, never a hung request.
 */
public final class Answers {
  /** How long a cache miss may take, database included. */
  public static final long MISS_DEADLINE_MILLIS = 10_000;
  private static final long MILLIS_PER_DAY = 86_400_000L;
  /** The deadline of the hop to a family verticle: a database that hangs gives a 503, not a hung request. */
  private static final DeliveryOptions HOP = new DeliveryOptions().setSendTimeout(MISS_DEADLINE_MILLIS);

  private final DatasetState state;
  private final ResponseCache cache;
  private final Metrics metrics;
  private final LoopAddresses loops;

  /** cache: null when the response cache is off. */
  public Answers(DatasetState state, ResponseCache cache, Metrics metrics, LoopAddresses loops) {
    this.state = state;
    this.cache = cache;
    this.metrics = metrics;
    this.loops = loops;
  }

  /** The response cache, null when it is off. */
  public ResponseCache cache() {
    return cache;
  }

  /** The JSON answer of validated parameters. tier: "keyless" or "key", part of the cache key. */
  public Future<DatasetAnswer> answer(Vertx vertx, Dataset ds, Params params, String tier) {
    if (cache == null) {
      return ask(vertx, ds, params);
    }
    long now = System.currentTimeMillis();
    // the UTC day as LocalDate.now(UTC).toEpochDay() gives it, without its clock and objects
    ResponseCache.Key key = new ResponseCache.Key(ds.name(), state.servedVersion(ds.stateName(), ds.lagMillis(), now),
        tier, params.key(), Math.floorDiv(now, MILLIS_PER_DAY), ds.maxAgeSeconds());
    // cached answers carry their gzip form, compressed once here rather than per response
    return cache.get(key, () -> ask(vertx, ds, params)
        .map(a -> a.error() == null ? a.withGzip(AcceptEncoding.gzip(a.body())) : a), vertx.getOrCreateContext());
  }

  /**
   * The keyless JSON body for raw path values and query parameters (the docs pages' examples), or
   * null when the declaration refuses them (a required parameter is missing) or there is no answer.
   */
  public Future<String> bodyOrNull(Vertx vertx, Dataset ds, Map<String, String> pathValues, MultiMap query) {
    Params params;
    try {
      params = ParamParser.parse(ds, query, pathValues, false);
    } catch (RuntimeException refused) {
      return Future.succeededFuture(null);
    }
    return answer(vertx, ds, params, "keyless")
        .map(a -> a.error() == null ? a.body().toString(StandardCharsets.UTF_8) : null)
        .otherwise(err -> null);
  }

  private Future<DatasetAnswer> ask(Vertx vertx, Dataset ds, Params params) {
    metrics.datasetQueries.increment();
    return vertx.eventBus()
        .<DatasetAnswer>request(loops.route(ds.family()), new DatasetQuery(ds, params), HOP)
        .map(Message::body)
        .recover(err -> DbErrors.unavailable(err)
            ? Future.succeededFuture(DatasetAnswer.failed(ApiError.unavailable("The database did not answer in time; try again shortly.")))
            : Future.failedFuture(err));
  }
}
