package dev.openmarkets.http;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.answer.Answers;
import dev.openmarkets.answer.ResponseCache;
import dev.openmarkets.config.ApiVersion;
import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.http.docs.DocsExamples;
import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.ingest.poll.PollerGauges;
import dev.openmarkets.observe.Metrics;
import io.micrometer.core.instrument.Gauge;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
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
 * Operational endpoints, none rate limited: the landing page /, /health, /ready, /stats, /metrics,
 * /changelog, /docs, /docs/{dataset} and /openapi.json. Pages that depend only on declarations are built once.
 */
public final class OpsRoutes {
  public static final String API_VERSION = ApiVersion.CURRENT;

  private final Pool pool;
  private final DatasetState state;
  private final Metrics metrics;
  private final ResponseCache cache;
  private final List<Dataset> datasets;
  /** The datasets with data of their own (a revisions list follows its dataset): /stats, gauges, landing. */
  private final List<Dataset> ownData;
  private final Map<String, String> docPages = new LinkedHashMap<>();
  private final String docsIndex;
  private final String openApi;
  private final PollerGauges pollerGauges;
  private static final long LANDING_TTL_NANOS = 15_000_000_000L;
  private final LandingPage.Terms terms;
  private volatile Landing landing;
  private final Map<String, Dataset> byName = new LinkedHashMap<>();
  private final DocsExamples examples;
  private final int[] limits;
  private volatile Map<String, List<String>> pollersByDataset = Map.of();
  private final DatasetFreshness freshness;
  private volatile java.util.function.Supplier<JsonArray> replicas;
  private volatile java.util.function.Supplier<JsonObject> alerts;

  public OpsRoutes(Pool pool, DatasetState state, Metrics metrics, Answers answers, List<Dataset> datasets,
      AccessControl access, String baseUrl, PollerGauges pollerGauges, JsonObject extraPaths, LandingPage.Terms terms) {
    this.pool = pool;
    this.state = state;
    this.metrics = metrics;
    this.cache = answers.cache();
    this.datasets = datasets;
    this.ownData = datasets.stream().filter(ds -> ds.stateName().equals(ds.name())).toList();
    for (Dataset ds : datasets) {
      docPages.put(ds.name(), DocsPages.page(ds, access.limitsOf(ds.name())));
    }
    this.docsIndex = DocsPages.index(datasets, API_VERSION);
    this.openApi = OpenApi.of(datasets, API_VERSION, baseUrl, extraPaths).encodePrettily();
    this.pollerGauges = pollerGauges;
    this.terms = terms;
    datasets.forEach(ds -> byName.put(ds.name(), ds));
    this.examples = new DocsExamples(datasets, state, answers, baseUrl);
    this.limits = access.limitsOf("");
    this.freshness = new DatasetFreshness(pool, state, ownData, metrics.registry());
    registerGauges();
  }

  /** Which pollers feed each dataset (their declarations), for each dataset's last poll outcome. */
  /** /stats shows the alerts' outbox under "alerts" (a snapshot the alerts keep; no query here). */
  public OpsRoutes alerts(java.util.function.Supplier<JsonObject> outbox) {
    this.alerts = outbox;
    return this;
  }

  public OpsRoutes pollFeeds(Map<String, List<String>> byDataset) {
    this.pollersByDataset = Map.copyOf(byDataset);
    return this;
  }

  public void mount(Router router) {
    router.route("/").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(this::landing);
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
        Dataset ds = byName.get(ctx.pathParam("dataset"));
        examples.section(ctx.vertx(), ds).onSuccess(ex -> html(ctx, page.replace(DocsPages.EXAMPLE_SLOT, ex))).onFailure(ctx::fail);
      }
    });
  }

  /**
   * The landing page, rendered from a /stats snapshot at most every {@link #LANDING_TTL_NANOS}
   * (the snapshot reads min/max of every dataset table: a public page must not do that per view).
   */
  private void landing(RoutingContext ctx) {
    Landing held = landing;
    if (held != null && System.nanoTime() - held.at() < LANDING_TTL_NANOS) {
      html(ctx, held.html());
      return;
    }
    snapshot().onSuccess(stats -> {
      Landing fresh = new Landing(System.nanoTime(), LandingPage.render(ownData, stats, terms, limits));
      landing = fresh;
      html(ctx, fresh.html());
    }).onFailure(ctx::fail);
  }

  private record Landing(long at, String html) {
  }

  /** /stats shows each read replica's state and lag (readReplicas; null without replicas). */
  public void readReplicas(java.util.function.Supplier<JsonArray> describe) {
    this.replicas = describe;
  }

  private void ready(RoutingContext ctx) {
    pool.query("SELECT 1").execute()
        .timeout(2, java.util.concurrent.TimeUnit.SECONDS)
        .onSuccess(r -> json(ctx, new JsonObject().put("status", "ready")))
        .onFailure(err -> ctx.fail(ApiError.unavailable("The database cannot be reached.")));
  }

  private void stats(RoutingContext ctx) {
    snapshot().onSuccess(body -> json(ctx, body)).onFailure(ctx::fail);
  }

  /** The state /stats answers and the landing page shows: per dataset, pollers, refusals, requests. */
  private Future<JsonObject> snapshot() {
    List<Future<JsonObject>> perDataset = new ArrayList<>();
    for (Dataset ds : ownData) {
      perDataset.add(datasetStats(ds));
    }
    Future<JsonArray> pollers = pool.query("""
            SELECT coalesce(s.poller, l.poller) AS poller, iso_utc(last_run_at) AS last_run_at,
                   iso_utc(last_ok_at) AS last_ok_at, last_outcome, last_error, iso_utc(last_error_at) AS last_error_at,
                   coalesce(consecutive_failures, 0) AS consecutive_failures, coalesce(files_loaded, 0) AS files_loaded,
                   coalesce(rows_written, 0) AS rows_written, iso_utc(next_run_at) AS next_run_at,
                   l.host AS holder_host, l.pid AS holder_pid, l.node AS holder_node,
                   iso_utc(l.acquired_at) AS held_since, iso_utc(l.expires_at) AS lease_expires_at
            FROM poll_status s
            FULL JOIN (SELECT * FROM poller_leases WHERE expires_at > now()) l ON l.poller = s.poller
            ORDER BY 1""").execute().map(rows -> {
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
    return Future.all(Future.all(perDataset), pollers, rejected).map(all -> {
      JsonObject ds = new JsonObject();
      perDataset.forEach(f -> ds.put(f.result().getString("dataset"), f.result()
          .put("lastPoll", PollOutcomes.of(pollersByDataset.get(f.result().getString("dataset")), pollers.result()))));
      JsonObject out = new JsonObject()
          .put("apiVersion", API_VERSION)
          .put("datasets", ds)
          .put("pollers", pollers.result())
          .put("recentRejectedFiles", rejected.result())
          .put("requests", requests())
          .put("cache", cache == null ? new JsonObject().put("enabled", false) : new JsonObject()
              .put("enabled", true).put("entries", cache.entries()).put("bytes", cache.weightedSize()));
      if (alerts != null) {
        out.put("alerts", alerts.get());
      }
      return replicas == null ? out : out.put("readReplicas", replicas.get());
    });
  }

  private Future<JsonObject> datasetStats(Dataset ds) {
    DatasetState.State st = state.get(ds.name());
    JsonObject base = new JsonObject().put("dataset", ds.name()).put("path", ds.path())
        .put("rows", st.rowCount()).put("version", st.version())
        .put("updatedAt", st.updatedAt() == null ? null : st.updatedAt().toString());
    if (ds.coverage() == null) {
      return Future.succeededFuture(base.put("freshness", freshness.assess(ds, null).toJson()));
    }
    // table and column come from the declaration, never from a request
    String sql = "SELECT min(" + ds.coverage().dateColumn() + ")::text, max(" + ds.coverage().dateColumn()
        + ")::text FROM " + ds.coverage().table();
    return pool.query(sql).execute().map(rows -> {
      Row r = rows.iterator().next();
      return base.put("coverageStart", r.getString(0)).put("newestRecord", r.getString(1))
          .put("freshness", freshness.assess(ds, r.getString(1)).toJson());
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

  /**
   * The Prometheus text exposition (or OpenMetrics when the scraper asks for it), rendered on a
   * worker after the poll_status gauges are refreshed.
   */
  private void prometheus(RoutingContext ctx) {
    String accept = ctx.request().getHeader("Accept");
    String type = accept != null && accept.contains("application/openmetrics-text")
        ? "application/openmetrics-text; version=1.0.0; charset=utf-8" : "text/plain; version=0.0.4; charset=utf-8";
    Future.join(pollerGauges.refresh(), freshness.refresh())
        .compose(v -> ctx.vertx().executeBlocking(() -> metrics.registry().scrape(type), false))
        .onSuccess(text -> ctx.response().putHeader("Content-Type", type).putHeader("Cache-Control", "no-store")
            .end(text))
        .onFailure(ctx::fail);
  }

  private void registerGauges() {
    var registry = metrics.registry();
    for (Dataset ds : ownData) {
      Gauge.builder("openmarkets.dataset.rows", state, s -> s.get(ds.name()).rowCount())
          .description("Rows the dataset holds (at the last version this node saw)")
          .tag("dataset", ds.name()).register(registry);
      Gauge.builder("openmarkets.dataset.version", state, s -> s.get(ds.name()).version())
          .description("Data version of the dataset, bumped by every commit that changed rows")
          .tag("dataset", ds.name()).register(registry);
    }
    if (cache != null) {
      Gauge.builder("openmarkets.cache.entries", cache, ResponseCache::entries)
          .description("Answers held by the response cache").register(registry);
      Gauge.builder("openmarkets.cache.size", cache, ResponseCache::weightedSize)
          .description("Bytes held by the response cache").baseUnit("bytes").register(registry);
    }
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
                    + "large-holders, funds, funds/{slug}) with CSV.")))
        // entries are history: a new one is added, an old one never rewritten (ChangelogTest names what is missing)
        .add(new JsonObject().put("version", API_VERSION).put("date", "2026-11-28")
            .put("changes", new JsonArray()
                .add("openmarkets: crypto per-symbol views (funding-rates/{slug}, open-interest/{slug}).")
                .add("openmarkets: macro (cot, cot/{slug}, fed-liquidity, macro, rates, rates/{code}) with CSV.")
                .add("openmarkets: SEC company facts (financials, buybacks, bitcoin-treasuries) and filings (events, earnings, "
                    + "earnings/{ticker}, structured-products, startup-funding, ipos) with CSV.")
                .add("openmarkets: derivatives (options/{currency}, whales, whales/{coin}).")
                .add("openmarkets: government (treasury-auctions, federal-contracts, federal-contracts/matches, calendar) "
                    + "with CSV.")
                .add("openmarkets: analytics (predictions, predictions/{slug}, etf-flows, sentiment, sentiment/{slug}, "
                    + "signals, signals/{slug}).")
                .add("openmarkets: live streams (liquidations/recent as a stream, changes) and MCP tools.")))
        .add(new JsonObject().put("version", API_VERSION).put("date", "2026-11-28")
            .put("changes", new JsonArray()
                .add("openmarkets: identifiers (SEC tickers and company names with the intervals they held; asOf "
                    + "answers which company a ticker meant at a moment).")
                .add("openmarkets: asOf on every dataset (point in time: the answer as the data known at that moment "
                    + "was; a 400 names the earliest moment a dataset can answer), knownAt on the rows of datasets with "
                    + "history, {dataset}/revisions, revised on the changes stream, vintage=first on revised series.")
                .add("openmarkets: alerts (POST /api/alerts: a dataset query or a rule across datasets delivered as "
                    + "Standard Webhooks).")))
        .add(new JsonObject().put("version", API_VERSION).put("date", "2026-11-28")
            .put("changes", new JsonArray()
                .add("openmarkets: point in time for every family: cot, cot-market, macro, rates, treasury-auctions, "
                    + "calendar, federal-contracts, bitcoin-treasuries, predictions, etf-flows, sentiment and signals keep "
                    + "versions (knownAt, {dataset}/revisions); funding-rates answers asOf from its kept snapshot "
                    + "versions (90 days); liquidations, open-interest, options and whales by event time; only symbols "
                    + "keeps its latest state alone.")
                .add("openmarkets: identifiers adds the trading symbol each Form 4 states (kind issuer_symbol); with "
                    + "asOf, SEC datasets resolve a ticker through the ticker map of that moment.")
                .add("openmarkets: a company-facts or ALFRED version filed today is known from when it was stored, no "
                    + "longer from the end of today; credentials in upstream URLs are hidden from /stats and logs.")
                .add("openmarkets: the mirror publishes on a schedule (mirror.intervalMinutes, one node per fleet) and "
                    + "/mirror/ is in the OpenAPI document.")))
        .add(new JsonObject().put("version", API_VERSION).put("date", "2026-11-28")
            .put("changes", new JsonArray()
                .add("openmarkets: predictions versions a market's description only; its prices, volumes and "
                    + "liquidity come from our snapshots by their own time, so predictions/revisions lists description "
                    + "changes, no longer every poll's volumes and prices.")
                .add("openmarkets: with asOf, unknown tickers, prediction markets and COT markets are 404 as of the "
                    + "moment asked (the message names it), not as of today.")));
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
