package dev.openmarkets.http;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DatasetAnswer;
import dev.openmarkets.dataset.DatasetQuery;
import dev.openmarkets.dataset.DatasetState;
import dev.openmarkets.dataset.ETags;
import dev.openmarkets.dataset.LoopAddresses;
import dev.openmarkets.dataset.ParamParser;
import dev.openmarkets.dataset.Params;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import dev.openmarkets.db.DbErrors;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.Message;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Mounts every declared dataset at its spec path (JSON) and path + "/csv". JSON answers come
 * from the response cache or, on a miss, from the dataset's family verticle; CSV streams from a
 * database cursor (see {@link CsvExport}). Nothing here knows any particular dataset.
 */
public final class DatasetRoutes {
  /** How long a cache miss may take, database included. */
  public static final long MISS_DEADLINE_MILLIS = 10_000;
  private static final long MILLIS_PER_DAY = 86_400_000L;
  /** The deadline of the hop to a family verticle: a database that hangs gives a 503, not a hung request. */
  private static final DeliveryOptions HOP = new DeliveryOptions().setSendTimeout(MISS_DEADLINE_MILLIS);
  private static final CharSequence ETAG = HttpHeaders.createOptimized("ETag");
  private static final CharSequence CACHE_CONTROL = HttpHeaders.createOptimized("Cache-Control");
  private static final CharSequence NO_CACHE = HttpHeaders.createOptimized("no-cache");
  private static final CharSequence CONTENT_TYPE = HttpHeaders.createOptimized("Content-Type");
  private static final CharSequence JSON_UTF8 = HttpHeaders.createOptimized("application/json; charset=utf-8");
  private static final CharSequence CONTENT_LENGTH = HttpHeaders.createOptimized("Content-Length");
  private static final CharSequence IF_NONE_MATCH = HttpHeaders.createOptimized("If-None-Match");
  private static final CharSequence ACCEPT_ENCODING = HttpHeaders.createOptimized("Accept-Encoding");
  // lower case, as the compressor has always written it
  private static final CharSequence CONTENT_ENCODING = HttpHeaders.createOptimized("content-encoding");
  private static final CharSequence GZIP = HttpHeaders.createOptimized("gzip");

  private final DatasetState state;
  private final ResponseCache cache;
  private final CsvExport csv;
  private final AccessControl access;
  private final Metrics metrics;
  private final LoopAddresses loops;

  public DatasetRoutes(DatasetState state, ResponseCache cache, CsvExport csv, AccessControl access, Metrics metrics,
      LoopAddresses loops) {
    this.loops = loops;
    this.state = state;
    this.cache = cache;
    this.csv = csv;
    this.access = access;
    this.metrics = metrics;
  }

  public void mount(Router router, Iterable<Dataset> datasets) {
    for (Dataset ds : datasets) {
      String path = ds.path().replaceAll("\\{(\\w+)}", ":$1");
      router.route(path).method(HttpMethod.GET).method(HttpMethod.HEAD)
          .handler(access.forDataset(ds.name()))
          .handler(ctx -> json(ctx, ds));
      router.route(path + "/csv").method(HttpMethod.GET).method(HttpMethod.HEAD)
          .handler(access.forDataset(ds.name()))
          .handler(ctx -> csv.export(ctx, ds, ParamParser.parse(ds, ctx.queryParams(), ctx.pathParams(), true)));
    }
  }

  private void json(RoutingContext ctx, Dataset ds) {
    Params params = ParamParser.parse(ds, ctx.queryParams(), ctx.pathParams(), false);
    answer(ctx.vertx(), ds, params, ctx.get(AccessControl.TIER, "keyless"))
        .onSuccess(a -> respond(ctx, a)).onFailure(ctx::fail);
  }

  /**
   * The JSON answer of validated parameters: from the response cache or, on a miss, from the
   * dataset's family verticle. The one answer path of every interface (HTTP here, MCP tools).
   * tier: "keyless" or "key", part of the cache key.
   */
  public Future<DatasetAnswer> answer(Vertx vertx, Dataset ds, Params params, String tier) {
    if (cache == null) {
      return ask(vertx, ds, params);
    }
    long now = System.currentTimeMillis();
    // the UTC day as LocalDate.now(UTC).toEpochDay() gives it, without its clock and objects
    ResponseCache.Key key = new ResponseCache.Key(ds.name(), state.servedVersion(ds.name(), ds.lagMillis(), now),
        tier, params.key(), Math.floorDiv(now, MILLIS_PER_DAY), ds.maxAgeSeconds());
    // cached answers carry their gzip form, compressed once here rather than per response
    return cache.get(key, () -> ask(vertx, ds, params)
        .map(a -> a.error() == null ? a.withGzip(AcceptEncoding.gzip(a.body())) : a), vertx.getOrCreateContext());
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

  private void respond(RoutingContext ctx, DatasetAnswer a) {
    if (a.error() != null) {
      ctx.fail(a.error());
      return;
    }
    HttpServerResponse resp = ctx.response();
    // added, not put: nothing before this handler sets them, and put first searches for (and
    // removes) an earlier value among a dozen headers, case-insensitively (1.6 % of a miss)
    resp.headers().add(ETAG, a.etag()).add(CACHE_CONTROL, NO_CACHE);
    if (ETags.matches(ctx.request().getHeader(IF_NONE_MATCH), a.etag())) {
      metrics.notModified.increment();
      resp.setStatusCode(304).end();
      return;
    }
    metrics.served.increment();
    resp.headers().add(CONTENT_TYPE, JSON_UTF8);
    if (ctx.request().method() == HttpMethod.HEAD) {
      resp.putHeader(CONTENT_LENGTH, Integer.toString(a.body().length())).end();
    } else if (a.gzip() != null && AcceptEncoding.wantsGzip(ctx.request().headers().getAll(ACCEPT_ENCODING))) {
      // a Content-Encoding already set makes the server's compressor pass the bytes through
      resp.putHeader(CONTENT_ENCODING, GZIP).end(a.gzip());
    } else {
      resp.end(a.body());
    }
  }
}
