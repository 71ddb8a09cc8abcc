package dev.openmarkets.http;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DatasetState;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Operational endpoints, none rate limited: /health, /ready, /stats, /metrics, /changelog,
 * /docs, /docs/{dataset} and /openapi.json. Pages that depend only on declarations are built once.
 */
public final class OpsRoutes {
  public static final String API_VERSION = "2026-09-15";

  private final Pool pool;
  private final DatasetState state;
  private final Metrics metrics;
  private final ResponseCache cache;
  private final List<Dataset> datasets;
  private final Map<String, String> docPages = new LinkedHashMap<>();
  private final String docsIndex;
  private final String openApi;

  public OpsRoutes(Pool pool, DatasetState state, Metrics metrics, ResponseCache cache, List<Dataset> datasets,
      AccessControl access, String baseUrl) {
    this(pool, state, metrics, cache, datasets, access, baseUrl, new JsonObject());
  }

  /** extraPaths: OpenAPI path items of endpoints that are not datasets (the tools area). */
  public OpsRoutes(Pool pool, DatasetState state, Metrics metrics, ResponseCache cache, List<Dataset> datasets,
      AccessControl access, String baseUrl, JsonObject extraPaths) {
    this.pool = pool;
    this.state = state;
    this.metrics = metrics;
    this.cache = cache;
    this.datasets = datasets;
    for (Dataset ds : datasets) {
      docPages.put(ds.name(), DocsPages.page(ds, access.limitsOf(ds.name())));
    }
    this.docsIndex = DocsPages.index(datasets, API_VERSION);
    this.openApi = OpenApi.of(datasets, API_VERSION, baseUrl, extraPaths).encodePrettily();
  }

  public void mount(Router router) {
    router.get("/health").handler(ctx -> json(ctx, new JsonObject().put("status", "ok")));
    router.get("/ready").handler(this::ready);
    router.get("/stats").handler(this::stats);
    router.get("/metrics").handler(this::prometheus);
    router.get("/changelog").handler(ctx -> json(ctx, changelog()));
    router.get("/openapi.json").handler(ctx -> ctx.response()
        .putHeader("Content-Type", "application/json; charset=utf-8").end(openApi));
    router.get("/docs").handler(ctx -> html(ctx, docsIndex));
    router.get("/docs/:dataset").handler(ctx -> {
      String page = docPages.get(ctx.pathParam("dataset"));
      if (page == null) {
        ctx.fail(ApiError.notFound("No dataset named '" + ctx.pathParam("dataset") + "'."));
      } else {
        html(ctx, page);
      }
    });
  }

  private void ready(RoutingContext ctx) {
    pool.query("SELECT 1").execute()
        .onSuccess(r -> json(ctx, new JsonObject().put("status", "ready")))
        .onFailure(err -> ctx.fail(ApiError.unavailable("The database cannot be reached.")));
  }

  private void stats(RoutingContext ctx) {
    List<Future<JsonObject>> perDataset = new ArrayList<>();
    for (Dataset ds : datasets) {
      perDataset.add(datasetStats(ds));
    }
    Future<JsonArray> pollers = pool.query("""
            SELECT poller, iso_utc(last_run_at) AS last_run_at, iso_utc(last_ok_at) AS last_ok_at, last_outcome,
                   last_error, iso_utc(last_error_at) AS last_error_at, consecutive_failures, files_loaded,
                   rows_written, iso_utc(next_run_at) AS next_run_at
            FROM poll_status ORDER BY poller""").execute().map(rows -> {
              JsonArray out = new JsonArray();
              for (Row r : rows) {
                out.add(r.toJson());
              }
              return out;
            });
    Future<JsonArray> rejected = pool.query("""
            SELECT source, dataset, name, reason, iso_utc(at) AS at FROM ingest_files
            WHERE status = 'rejected' ORDER BY id DESC LIMIT 20""").execute().map(rows -> {
              JsonArray out = new JsonArray();
              for (Row r : rows) {
                out.add(r.toJson());
              }
              return out;
            });
    Future.all(Future.all(perDataset), pollers, rejected).onSuccess(all -> {
      JsonObject ds = new JsonObject();
      perDataset.forEach(f -> ds.put(f.result().getString("dataset"), f.result()));
      json(ctx, new JsonObject()
          .put("apiVersion", API_VERSION)
          .put("datasets", ds)
          .put("pollers", pollers.result())
          .put("recentRejectedFiles", rejected.result())
          .put("requests", requests())
          .put("cache", cache == null ? new JsonObject().put("enabled", false) : new JsonObject()
              .put("enabled", true).put("entries", cache.entries()).put("bytes", cache.weightedSize())));
    }).onFailure(ctx::fail);
  }

  private Future<JsonObject> datasetStats(Dataset ds) {
    DatasetState.State st = state.get(ds.name());
    JsonObject base = new JsonObject().put("dataset", ds.name()).put("path", ds.path())
        .put("rows", st.rowCount()).put("version", st.version())
        .put("updatedAt", st.updatedAt() == null ? null : st.updatedAt().toString());
    if (ds.coverage() == null) {
      return Future.succeededFuture(base);
    }
    // table and column come from the declaration, never from a request
    String sql = "SELECT min(" + ds.coverage().dateColumn() + ")::text, max(" + ds.coverage().dateColumn()
        + ")::text FROM " + ds.coverage().table();
    return pool.query(sql).execute().map(rows -> {
      Row r = rows.iterator().next();
      return base.put("coverageStart", r.getString(0)).put("newestRecord", r.getString(1));
    });
  }

  private JsonObject requests() {
    return new JsonObject()
        .put("served", metrics.served.sum())
        .put("notModified", metrics.notModified.sum())
        .put("refusedRateLimited", metrics.rateLimited.sum())
        .put("refusedInvalidKey", metrics.invalidKey.sum())
        .put("clientErrors", metrics.clientErrors.sum())
        .put("serverErrors", metrics.serverErrors.sum())
        .put("csvExports", metrics.csvExports.sum())
        .put("cacheHits", metrics.cacheHits.sum())
        .put("cacheMisses", metrics.cacheMisses.sum())
        .put("datasetQueries", metrics.datasetQueries.sum());
  }

  private void prometheus(RoutingContext ctx) {
    StringBuilder sb = new StringBuilder();
    requests().forEach(e -> sb.append("# TYPE openmarkets_").append(snake(e.getKey())).append("_total counter\n")
        .append("openmarkets_").append(snake(e.getKey())).append("_total ").append(e.getValue()).append('\n'));
    for (Dataset ds : datasets) {
      DatasetState.State st = state.get(ds.name());
      sb.append("openmarkets_dataset_rows{dataset=\"").append(ds.name()).append("\"} ").append(st.rowCount()).append('\n');
      sb.append("openmarkets_dataset_version{dataset=\"").append(ds.name()).append("\"} ").append(st.version()).append('\n');
    }
    ctx.response().putHeader("Content-Type", "text/plain; version=0.0.4").end(sb.toString());
  }

  private static String snake(String camel) {
    return camel.replaceAll("([A-Z])", "_$1").toLowerCase();
  }

  static JsonArray changelog() {
    return new JsonArray()
        .add(new JsonObject().put("version", API_VERSION).put("date", "2026-09-15")
            .put("changes", new JsonArray().add("Interface version of the specification this service implements.")))
        .add(new JsonObject().put("version", API_VERSION).put("date", "2026-11-23")
            .put("changes", new JsonArray()
                .add("openmarkets: short-sale family (short-interest, short-volume, fails-to-deliver, threshold-list) with CSV.")
                .add("openmarkets: crypto family (symbols, funding-rates, open-interest, liquidations, liquidations/recent, "
                    + "liquidations/history) with CSV.")
                .add("openmarkets: SEC insiders and ownership (insiders, insiders/{ticker}, insiders/clusters, planned-sales, "
                    + "large-holders, funds, funds/{slug}) with CSV.")));
  }

  private static void json(RoutingContext ctx, Object body) {
    String text = body instanceof JsonObject o ? o.encode() : ((JsonArray) body).encode();
    ctx.response().putHeader("Content-Type", "application/json; charset=utf-8")
        .putHeader("Cache-Control", "no-store").end(text);
  }

  private static void html(RoutingContext ctx, String page) {
    ctx.response().putHeader("Content-Type", "text/html; charset=utf-8").end(page);
  }

}
