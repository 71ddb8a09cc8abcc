package dev.openmarkets.http;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.answer.AcceptEncoding;
import dev.openmarkets.answer.Answers;
import dev.openmarkets.answer.DatasetAnswer;
import dev.openmarkets.answer.ETags;
import dev.openmarkets.answer.ParamParser;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Mounts every declared dataset at its spec path (JSON) and path + "/csv". JSON answers come
 * from the answer path ({@link Answers}: the response cache or the dataset's family verticle); CSV streams from a
 * database cursor (see {@link CsvExport}). Nothing here knows any particular dataset.
 */
public final class DatasetRoutes {
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

  private final Answers answers;
  private final CsvExport csv;
  private final AccessControl access;
  private final Metrics metrics;

  public DatasetRoutes(Answers answers, CsvExport csv, AccessControl access, Metrics metrics) {
    this.answers = answers;
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
    answers.answer(ctx.vertx(), ds, params, ctx.get(AccessControl.TIER, "keyless"))
        .onSuccess(a -> respond(ctx, a)).onFailure(ctx::fail);
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
