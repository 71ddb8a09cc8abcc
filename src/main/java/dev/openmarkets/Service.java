package dev.openmarkets;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.access.ApiKeyStore;
import dev.openmarkets.access.ClientAddress;
import dev.openmarkets.access.LimiterMode;
import dev.openmarkets.access.LocalRateLimiter;
import dev.openmarkets.access.RateLimiter;
import dev.openmarkets.access.RedisRateLimiter;
import dev.openmarkets.answer.Answers;
import dev.openmarkets.answer.DatasetAnswer;
import dev.openmarkets.answer.DatasetQuery;
import dev.openmarkets.answer.Envelope;
import dev.openmarkets.answer.FamilyVerticle;
import dev.openmarkets.answer.LoopAddresses;
import dev.openmarkets.answer.ResponseCache;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DatasetMeta;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.db.LoopPools;
import dev.openmarkets.db.ReadReplicas;
import dev.openmarkets.http.AccessLog;
import dev.openmarkets.http.ApiVerticle;
import dev.openmarkets.http.BenchRoutes;
import dev.openmarkets.http.CsvExport;
import dev.openmarkets.http.DatasetRoutes;
import dev.openmarkets.http.ErrorRenderer;
import dev.openmarkets.http.LandingPage;
import dev.openmarkets.http.NetworkTransport;
import dev.openmarkets.http.OpsRoutes;
import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.ingest.IngestCodecs;
import dev.openmarkets.ingest.IngestWriterVerticle;
import dev.openmarkets.ingest.PollStatusStore;
import dev.openmarkets.ingest.poll.ContactRequirement;
import dev.openmarkets.ingest.poll.Leadership;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.PollerGauges;
import dev.openmarkets.mcp.McpConfig;
import dev.openmarkets.mcp.McpEndpoint;
import dev.openmarkets.observe.EventLoopLagProbe;
import dev.openmarkets.observe.MeteredVertx;
import dev.openmarkets.observe.Metrics;
import dev.openmarkets.push.StreamMeters;
import dev.openmarkets.push.StreamSettings;
import dev.openmarkets.push.Streams;
import dev.openmarkets.tools.Tools;
import dev.openmarkets.util.LocalCodec;
import io.vertx.core.Deployable;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.ThreadingModel;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.transport.Transport;
import io.vertx.pgclient.pubsub.PgSubscriber;
import io.vertx.sqlclient.Pool;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * The composition root of `serve`: database, pool, writer, demo data, family verticles, change
 * listener, HTTP edge, then pollers, each step a Future in one chain. Tests start it the same way.
 */
public final class Service implements AutoCloseable {
  private static final Logger LOG = Logger.getLogger(Service.class.getName());

  private final AppConfig config;
  private final Database db;
  private final Vertx vertx;
  private final Pool pool;
  private final LoopAddresses loops = new LoopAddresses();
  private final LoopPools readPools;
  private final ReadReplicas replicas;
  private final DatasetState state = new DatasetState();
  private final Metrics metrics;
  private final List<Family> families;
  private final ResponseCache cache;
  private final RateLimiter limiter;
  private final Leadership leadership;
  private final Map<String, Dataset> datasetsByName = new java.util.HashMap<>();
  private final Map<String, Long> invalidatedUpTo = new java.util.concurrent.ConcurrentHashMap<>();
  private PgSubscriber subscriber;
  private Streams streams;
  private Tools tools;
  private String httpDeployment;
  private final List<String> pollerDeployments = new java.util.concurrent.CopyOnWriteArrayList<>();
  /** Vert.x's "any free port, the same for every server listening on it" (see start). */
  private static final int SHARED_RANDOM_PORT = -1;
  private int port;
  private Transport transport;
  private final List<ApiVerticle> apis = new java.util.concurrent.CopyOnWriteArrayList<>();

  private Service(AppConfig config, Database db, Vertx vertx, Metrics metrics, List<Family> families,
      RateLimiter limiter) {
    this.config = config;
    this.db = db;
    this.vertx = vertx;
    this.metrics = metrics;
    this.families = families;
    families.forEach(f -> f.configure(config));
    Catalog.datasets(families).forEach(d -> datasetsByName.put(d.name(), d));
    this.pool = db.pool(vertx, config.dbPoolSize());
    // the read path's dbPoolSize connections, split over the loops of the HTTP verticles (LoopPools)
    int perLoop = Math.max(1, (config.dbPoolSize() + httpInstances() - 1) / httpInstances());
    this.readPools = new LoopPools(httpInstances(), () -> db.pool(vertx, perLoop), pool);
    this.replicas = new ReadReplicas(vertx, pool, config.dbReadUrls().stream().map(DbUrl::parse).toList(),
        u -> Database.pool(vertx, u, config.dbPoolSize()), config.dbReadMaxLagMillis());
    this.cache = config.cacheEnabled() ? new ResponseCache(config.cacheMaxBytes(), metrics) : null;
    this.limiter = limiter != null ? limiter : limiterFor(config, vertx);
    this.leadership = Leadership.leased(pool, config.fleetLeaseSeconds() * 1000L).install(vertx);
    metrics.limiterMode(() -> LimiterMode.of(this.limiter), LimiterMode.ALL);
    replicas.replicas().forEach(r -> metrics.readReplica(r.name(), r::state, r::lagMillis));
  }

  /** In-process limits, or limits shared by all instances through Redis when redisUrl is set. */
  private static RateLimiter limiterFor(AppConfig config, Vertx vertx) {
    LocalRateLimiter local = new LocalRateLimiter(config.rateLimit().maxBuckets());
    if (config.redisUrl() == null) {
      return local;
    }
    String prefix = config.raw().getJsonObject("rateLimit", new io.vertx.core.json.JsonObject())
        .getString("redisKeyPrefix", "openmarkets:rl:");
    return new RedisRateLimiter(vertx, config.redisUrl(), prefix, local);
  }

  /** Starts everything; blocks the calling thread (never an event loop) until serving. */
  public static Service start(AppConfig config) throws Exception {
    return start(config, Database.start(config), null);
  }

  public static Service start(AppConfig config, Database db, RateLimiter limiter) throws Exception {
    return start(config, db, limiter, Families.all());
  }

  /** With these dataset families instead of the product's (tests that declare datasets of their own). */
  public static Service start(AppConfig config, Database db, RateLimiter limiter, List<Family> families)
      throws Exception {
    Metrics metrics = new Metrics();
    Transport transport = NetworkTransport.choose(config.network());
    Vertx vertx = MeteredVertx.create(metrics, new VertxOptions(), transport);
    registerCodecs(vertx.eventBus());
    Service s = new Service(config, db, vertx, metrics, families, limiter);
    s.transport = transport;
    // port 0: a random port the OS picks at bind time, shared by every HTTP verticle (Vert.x binds
    // servers on the same negative port to one random port). Picking a free port first and binding
    // it later raced with other sockets of the machine: CI once lost it to one (BindException).
    s.port = config.port() == 0 ? SHARED_RANDOM_PORT : config.port();
    s.boot().toCompletionStage().toCompletableFuture().get();
    return s;
  }

  public static void registerCodecs(EventBus bus) {
    bus.registerDefaultCodec(DatasetQuery.class, new LocalCodec<>(DatasetQuery.class));
    bus.registerDefaultCodec(DatasetAnswer.class, new LocalCodec<>(DatasetAnswer.class));
    IngestCodecs.register(bus);
  }

  private Future<Void> boot() {
    long t0 = System.nanoTime();
    return state.loadAll(pool)
        .compose(v -> vertx.deployVerticle(new IngestWriterVerticle(pool, state)))
        .compose(v -> listenForChanges())
        .compose(v -> config.demo() ? DemoData.load(vertx, families) : Future.succeededFuture())
        .compose(v -> state.loadAll(pool))
        .compose(v -> replicas.start())
        .compose(v -> deployFamilies())
        .compose(v -> EventLoopLagProbe.deploy(vertx, metrics))
        .compose(v -> deployHttp())
        .compose(v -> config.pollers() && !config.demo() ? deployPollers() : Future.succeededFuture())
        // a SAMPLE liquidation every 2 s, so that the live stream moves on the demo
        .compose(v -> config.demo() ? vertx.deployVerticle(new dev.openmarkets.crypto.demo.DemoLiquidations(pool, 2_000))
            .<Void>mapEmpty() : Future.<Void>succeededFuture())
        .onSuccess(v -> LOG.info(() -> "openmarkets serving on http://" + config.host() + ":" + port
            + (config.demo() ? " with bundled SAMPLE data" : "") + " (started in "
            + (System.nanoTime() - t0) / 1_000_000 + " ms after the database); " + effectiveSettings()))
        .onFailure(err -> LOG.severe("start-up failed: " + err));
  }

  /** What an operator checks first: the limiter, trusted proxies, the database and the pollers this node may run. */
  private String effectiveSettings() {
    String limiterMode = limiter instanceof RedisRateLimiter ? "shared through Redis (" + config.redisUrl().replaceAll("//[^@/]*@", "//***@") + ")"
        : "per instance";
    String database = db.embedded() ? "embedded PostgreSQL at " + db.url().host() + ":" + db.url().port()
        : "PostgreSQL " + db.url().host() + ":" + db.url().port() + "/" + db.url().database();
    List<String> enabled = new ArrayList<>();
    List<String> stopped = new ArrayList<>();
    if (config.pollers() && !config.demo()) {
      config.upstreams().values().stream().filter(u -> u.enabled()).map(u -> u.name()).sorted()
          .forEach(n -> (ContactRequirement.unmet(config.upstreams().get(n)) == null ? enabled : stopped).add(n));
    }
    return "network " + transport.name()
        + "; rate limits " + limiterMode + "; trusted proxies " + config.rateLimit().trustedProxies()
        + "; database " + database + "; pollers " + (enabled.isEmpty() ? "off" : "enabled for " + enabled
        + " (one node of the fleet runs each, lease " + config.fleetLeaseSeconds() + " s)")
        + (stopped.isEmpty() ? "" : "; pollers STOPPED until their User-Agent has a real contact e-mail (set "
            + "upstreams.NAME.userAgent; the SEC, BLS and CFTC refuse agents without one): " + stopped);
  }

  private Future<Void> deployFamilies() {
    // one instance per event loop: a family's misses (query, decode, render) are spread over the
    // loops instead of queueing on one, and each is answered on the loop of the HTTP verticle
    // that received it (LoopAddresses; bench/RESULTS.md, issue 15)
    int instances = config.familyInstances() > 0 ? config.familyInstances() : VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE;
    List<Future<String>> deployed = new ArrayList<>();
    for (Family f : families) {
      Envelope envelope = new Envelope(config);
      DatasetMeta meta = f.meta(config);
      deployed.add(vertx.deployVerticle(() -> new FamilyVerticle(f.name(), readPools, replicas, state, envelope, meta, loops),
          new DeploymentOptions().setInstances(instances)));
    }
    return Future.all(deployed).mapEmpty();
  }

  /** Local commits arrive on the event bus; other processes' (import, other instances) by NOTIFY. */
  private Future<Void> listenForChanges() {
    vertx.eventBus().<String>consumer(DatasetState.CHANGED, msg -> onChanged(msg.body()));
    subscriber = PgSubscriber.subscriber(vertx, db.url().connectOptions())
        .reconnectPolicy(retries -> retries < 1000 ? 1000L : -1L);
    subscriber.channel("dataset_changed").handler(this::onChanged);
    return subscriber.connect();
  }

  private void onChanged(String dataset) {
    if (streams != null) {
      streams.changed(dataset);
    }
    state.refresh(pool, dataset).onSuccess(s -> {
      if (cache == null) {
        return;
      }
      // answers are keyed by the served version: drop what is older than it, scanning the cache
      // only when it moved (a lagging dataset's commits mostly leave it where it was)
      Dataset ds = datasetsByName.get(dataset);
      long served = ds == null ? state.version(dataset) : state.servedVersion(dataset, ds.lagMillis(), System.currentTimeMillis());
      Long before = invalidatedUpTo.put(dataset, served);
      if (before == null || before != served) {
        cache.invalidateBefore(dataset, served);
      }
    });
  }

  private Future<Void> deployHttp() {
    List<Dataset> datasets = Catalog.datasets(families);
    ErrorRenderer errors = new ErrorRenderer(config.publicBaseUrl());
    AccessControl access = new AccessControl(limiter, new ApiKeyStore(pool),
        new ClientAddress(config.rateLimit().trustedProxies()), config.rateLimit(), metrics);
    // CSV exports read the primary, never a replica: an export's ETag is the version with no replay
    // check, and its long cursor on a replica could be cancelled by a recovery conflict
    Answers answers = new Answers(state, cache, metrics, loops);
    DatasetRoutes routes = new DatasetRoutes(answers, new CsvExport(pool, state, metrics), access, metrics);
    Streams live = new Streams(pool, StreamSettings.from(config.raw()), access, new StreamMeters(metrics.registry()),
        datasets, config.demo());
    Tools t = new Tools(vertx, config.raw(), pool, access);
    tools = t.enabled() ? t : null;
    OpsRoutes ops = new OpsRoutes(pool, state, metrics, answers, datasets, access, config.publicBaseUrl(),
        new PollerGauges(pool, vertx, metrics), openApiExtras(datasets),
        new LandingPage.Terms(config.license(), config.attribution(), config.demo()));
    ops.pollFeeds(Catalog.pollersByDataset(families, config));
    if (replicas.any()) {
      ops.readReplicas(replicas::describe);
    }
    BenchRoutes bench = config.raw().getBoolean("benchRoutes", false) ? new BenchRoutes(readPools) : null;
    AccessLog accessLog = new AccessLog(new ClientAddress(config.rateLimit().trustedProxies()),
        config.raw().getBoolean("accessLog", true));
    ApiVerticle.Deps deps = new ApiVerticle.Deps(config.host(), port, datasets, routes, ops, access, errors, metrics, bench,
        accessLog, tools == null ? null : router -> tools.routes().mount(router), mcpRoutes(datasets, access, answers, live),
        live::mount);
    int instances = httpInstances();
    return (bench == null ? Future.<Void>succeededFuture() : bench.listen(vertx))
        .compose(v -> live.start(vertx))
        .onSuccess(v -> streams = live)
        .compose(v -> tools == null ? Future.<Void>succeededFuture() : tools.start())
        .compose(v -> vertx.deployVerticle(() -> {
          ApiVerticle api = new ApiVerticle(deps);
          apis.add(api);
          return api;
        }, new DeploymentOptions().setInstances(instances)))
        .map(id -> {
          httpDeployment = id;
          port = apis.get(0).actualPort();
          return null;
        });
  }

  private int httpInstances() {
    return config.httpInstances() > 0 ? config.httpInstances() : Math.max(1, Runtime.getRuntime().availableProcessors());
  }

  /** The OpenAPI paths of the endpoints that are on besides the datasets: the tools area and /mcp. */
  private io.vertx.core.json.JsonObject openApiExtras(List<Dataset> datasets) {
    io.vertx.core.json.JsonObject paths = tools == null ? new io.vertx.core.json.JsonObject() : tools.openApiPaths();
    paths.mergeIn(dev.openmarkets.push.StreamsOpenApi.paths(datasets));
    if (McpConfig.from(config.raw()).enabled()) {
      paths.put(McpEndpoint.PATH, dev.openmarkets.http.openapi.OpsPaths.mcp(dev.openmarkets.mcp.ProtocolVersions.SUPPORTED));
    }
    return paths;
  }

  /** The MCP endpoint over the same answer path as the dataset routes; null when configuration mcp.enabled is false. */
  private java.util.function.Consumer<io.vertx.ext.web.Router> mcpRoutes(List<Dataset> datasets, AccessControl access,
      Answers answers, Streams live) {
    McpConfig mcp = McpConfig.from(config.raw());
    if (!mcp.enabled()) {
      return null;
    }
    McpEndpoint endpoint = new McpEndpoint(vertx, mcp, config, datasets, access, answers, metrics.registry(),
        OpsRoutes.API_VERSION).withEventTools(dev.openmarkets.push.StreamTools.of(live, mcp.maxRows()));
    return endpoint::mount;
  }

  private Future<Void> deployPollers() {
    List<Future<?>> deployed = new ArrayList<>();
    PollStatusStore status = new PollStatusStore(pool);
    for (Family f : families) {
      for (Deployable p : f.pollers(config, pool)) {
        String held = p instanceof Poller poller && config.upstreams().containsKey(poller.name())
            ? ContactRequirement.unmet(config.upstreams().get(poller.name())) : null;
        if (held != null) {
          String name = ((Poller) p).name();
          LOG.warning(() -> name + " " + held);
          deployed.add(status.stopped(name, held));
          continue;
        }
        deployed.add(vertx.deployVerticle(p,
            new DeploymentOptions().setThreadingModel(ThreadingModel.EVENT_LOOP)).onSuccess(pollerDeployments::add));
      }
    }
    return Future.all(deployed).mapEmpty();
  }

  /** The network transport every socket runs on: io_uring, epoll or nio (configuration "network"). */
  public String network() {
    return transport.name();
  }

  public int port() {
    return port;
  }

  public Vertx vertx() {
    return vertx;
  }

  public Pool pool() {
    return pool;
  }

  public Metrics metrics() {
    return metrics;
  }

  public ResponseCache cache() {
    return cache;
  }

  public DatasetState state() {
    return state;
  }

  /** Graceful stop: HTTP servers stop accepting and finish in-flight requests, writers drain, then the pool. */
  @Override
  public void close() throws Exception {
    // the HTTP edge first, so in-flight requests finish while the pool is still open; then the
    // pollers and writers (which finish the batch in hand), then the pool and the database
    if (streams != null) {
      // open streams end first (their clients reconnect elsewhere); they would hold the HTTP stop up
      streams.closeAll().timeout(5, java.util.concurrent.TimeUnit.SECONDS).toCompletionStage().toCompletableFuture()
          .exceptionally(e -> null).get();
    }
    if (httpDeployment != null) {
      vertx.undeploy(httpDeployment).toCompletionStage().toCompletableFuture().get();
    }
    if (tools != null) {
      tools.close().toCompletionStage().toCompletableFuture().exceptionally(e -> null).get();
    }
    if (subscriber != null) {
      subscriber.close();
    }
    // pollers finish the poll in hand and give their leases up, so another node takes over at once
    for (String id : pollerDeployments) {
      vertx.undeploy(id).toCompletionStage().toCompletableFuture().exceptionally(e -> null).get();
    }
    leadership.close().toCompletionStage().toCompletableFuture().get();
    replicas.close();
    vertx.close().toCompletionStage().toCompletableFuture().get();
    db.close();
  }
}
