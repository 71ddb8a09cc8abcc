package dev.openmarkets;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.alerts.Alerts;
import dev.openmarkets.access.ApiKeyStore;
import dev.openmarkets.access.ClientAddress;
import dev.openmarkets.access.RateLimiter;
import dev.openmarkets.answer.Answers;
import dev.openmarkets.answer.AsOfFloor;
import dev.openmarkets.answer.LoopAddresses;
import dev.openmarkets.answer.ResponseCache;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.db.LoopPools;
import dev.openmarkets.db.ReadReplicas;
import dev.openmarkets.http.AccessLog;
import dev.openmarkets.http.ApiVerticle;
import dev.openmarkets.http.BenchRoutes;
import dev.openmarkets.http.CsvExport;
import dev.openmarkets.http.DatasetRoutes;
import dev.openmarkets.http.ErrorRenderer;
import dev.openmarkets.http.LandingPage;
import dev.openmarkets.http.OpsRoutes;
import dev.openmarkets.http.mirror.MirrorRoutes;
import dev.openmarkets.http.openapi.OpsPaths;
import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.ingest.poll.PollerGauges;
import dev.openmarkets.mcp.McpConfig;
import dev.openmarkets.mcp.McpEndpoint;
import dev.openmarkets.mcp.ProtocolVersions;
import dev.openmarkets.observe.Metrics;
import dev.openmarkets.push.StreamMeters;
import dev.openmarkets.push.StreamSettings;
import dev.openmarkets.push.StreamTools;
import dev.openmarkets.push.Streams;
import dev.openmarkets.push.StreamsOpenApi;
import dev.openmarkets.tools.Tools;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.sqlclient.Pool;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The interfaces of `serve` wired over the one answer path: dataset routes and CSV, the ops
 * routes (stats, docs, OpenAPI), live streams, the tools area and MCP, served by one ApiVerticle
 * per HTTP instance. Started after the families; stopped first, streams before the servers.
 */
final class HttpEdge {
  /** Vert.x's "any free port, the same for every server listening on it". */
  private static final int SHARED_RANDOM_PORT = -1;

  /** What the edge reads, built by the composition root. */
  record Parts(AppConfig config, Vertx vertx, Pool pool, LoopPools readPools, ReadReplicas replicas,
      DatasetState state, ResponseCache cache, Metrics metrics, RateLimiter limiter, LoopAddresses loops,
      List<Dataset> datasets, Map<String, List<String>> pollFeeds, int instances, Alerts alerts) {
  }

  private final Parts p;
  private final List<ApiVerticle> apis = new CopyOnWriteArrayList<>();
  private volatile Streams streams;
  private Tools tools;
  private String deployment;
  private int port;

  HttpEdge(Parts parts) {
    this.p = parts;
    // port 0: a random port the OS picks at bind time, shared by every HTTP verticle (Vert.x binds
    // servers on the same negative port to one random port). Picking a free port first and binding
    // it later raced with other sockets of the machine: CI once lost it to one (BindException).
    this.port = p.config().port() == 0 ? SHARED_RANDOM_PORT : p.config().port();
  }

  Future<Void> start() {
    AppConfig config = p.config();
    AccessControl access = new AccessControl(p.limiter(), new ApiKeyStore(p.pool()),
        new ClientAddress(config.rateLimit().trustedProxies()), config.rateLimit(), p.metrics());
    // CSV exports read the primary, never a replica: an export's ETag is the version with no replay
    // check, and its long cursor on a replica could be cancelled by a recovery conflict
    Answers answers = new Answers(p.state(), p.cache(), p.metrics(), p.loops());
    DatasetRoutes routes = new DatasetRoutes(answers, new CsvExport(p.pool(), p.state(), p.metrics(),
        new AsOfFloor(p.config().clock(), p.state())), access, p.metrics());
    Streams live = new Streams(p.pool(), StreamSettings.from(config.raw()), access,
        new StreamMeters(p.metrics().registry()), p.datasets(), config.demo());
    Tools t = new Tools(p.vertx(), config.raw(), p.pool(), access);
    tools = t.enabled() ? t : null;
    Consumer<Router> alertRoutes = p.alerts().routes(access);
    Consumer<Router> postRoutes = tools == null ? alertRoutes : router -> {
      tools.routes().mount(router);
      alertRoutes.accept(router);
    };
    BenchRoutes bench = config.raw().getBoolean("benchRoutes", false) ? new BenchRoutes(p.readPools()) : null;
    ApiVerticle.Deps deps = new ApiVerticle.Deps(config.host(), port, p.datasets(), routes, ops(access, answers),
        access, new ErrorRenderer(config.publicBaseUrl()), p.metrics(), bench, accessLog(),
        postRoutes, mcpRoutes(access, answers, live), live::mount,
        new MirrorRoutes(p.vertx(), config.mirrorDir(), config.mirrorBytesPerMinute(),
            new ClientAddress(config.rateLimit().trustedProxies()))::mount);
    return (bench == null ? Future.<Void>succeededFuture() : bench.listen(p.vertx()))
        .compose(v -> live.start(p.vertx()))
        .onSuccess(v -> streams = live)
        .compose(v -> tools == null ? Future.<Void>succeededFuture() : tools.start())
        .compose(v -> p.vertx().deployVerticle(() -> {
          ApiVerticle api = new ApiVerticle(deps);
          apis.add(api);
          return api;
        }, new DeploymentOptions().setInstances(p.instances())))
        .map(id -> {
          deployment = id;
          port = apis.get(0).actualPort();
          return null;
        });
  }

  private OpsRoutes ops(AccessControl access, Answers answers) {
    AppConfig config = p.config();
    OpsRoutes ops = new OpsRoutes(p.pool(), p.state(), p.metrics(), answers, p.datasets(), access,
        config.publicBaseUrl(), new PollerGauges(p.pool(), p.vertx(), p.metrics()), openApiExtras(),
        new LandingPage.Terms(config.license(), config.attribution(), config.demo()));
    ops.pollFeeds(p.pollFeeds());
    ops.alerts(p.alerts()::stats);
    if (p.replicas().any()) {
      ops.readReplicas(p.replicas()::describe);
    }
    return ops;
  }

  private AccessLog accessLog() {
    return new AccessLog(new ClientAddress(p.config().rateLimit().trustedProxies()),
        p.config().raw().getBoolean("accessLog", true));
  }

  /** The OpenAPI paths of the endpoints that are on besides the datasets: the tools area, the streams and /mcp. */
  private JsonObject openApiExtras() {
    JsonObject paths = tools == null ? new JsonObject() : tools.openApiPaths();
    paths.mergeIn(StreamsOpenApi.paths(p.datasets()));
    paths.mergeIn(p.alerts().openApiPaths());
    if (McpConfig.from(p.config().raw()).enabled()) {
      paths.put(McpEndpoint.PATH, OpsPaths.mcp(ProtocolVersions.SUPPORTED));
    }
    return paths;
  }

  /** The MCP endpoint over the same answer path as the dataset routes; null when configuration mcp.enabled is false. */
  private Consumer<Router> mcpRoutes(AccessControl access, Answers answers, Streams live) {
    McpConfig mcp = McpConfig.from(p.config().raw());
    if (!mcp.enabled()) {
      return null;
    }
    McpEndpoint endpoint = new McpEndpoint(p.vertx(), mcp, p.config(), p.datasets(), access, answers,
        p.metrics().registry(), OpsRoutes.API_VERSION).withEventTools(StreamTools.of(live, mcp.maxRows()));
    return endpoint::mount;
  }

  /** The live streams, once started (null before). */
  Streams streams() {
    return streams;
  }

  int port() {
    return port;
  }

  /** Open streams end first (their clients reconnect elsewhere; they would hold the HTTP stop up), then the servers, then tools. */
  void close() throws Exception {
    if (streams != null) {
      streams.closeAll().timeout(5, TimeUnit.SECONDS).toCompletionStage().toCompletableFuture()
          .exceptionally(e -> null).get();
    }
    if (deployment != null) {
      p.vertx().undeploy(deployment).toCompletionStage().toCompletableFuture().get();
    }
    if (tools != null) {
      tools.close().toCompletionStage().toCompletableFuture().exceptionally(e -> null).get();
    }
  }
}
