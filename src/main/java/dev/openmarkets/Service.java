package dev.openmarkets;

import dev.openmarkets.access.LimiterMode;
import dev.openmarkets.access.LocalRateLimiter;
import dev.openmarkets.access.RateLimiter;
import dev.openmarkets.access.RedisRateLimiter;
import dev.openmarkets.alerts.Alerts;
import dev.openmarkets.answer.DatasetAnswer;
import dev.openmarkets.answer.DatasetQuery;
import dev.openmarkets.answer.AsOfFloor;
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
import dev.openmarkets.http.NetworkTransport;
import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.ingest.IngestCodecs;
import dev.openmarkets.ingest.IngestWriterVerticle;
import dev.openmarkets.ingest.PollStatusStore;
import dev.openmarkets.ingest.poll.ContactRequirement;
import dev.openmarkets.ingest.poll.Leadership;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.mirror.MinisignKey;
import dev.openmarkets.mirror.ScheduledPublish;
import dev.openmarkets.observe.EventLoopLagProbe;
import dev.openmarkets.observe.MeteredVertx;
import dev.openmarkets.observe.Metrics;
import dev.openmarkets.util.LocalCodec;
import io.vertx.core.Deployable;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.ThreadingModel;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.transport.Transport;
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
  private final ChangeFanOut changes;
  private final HttpEdge http;
  private final Alerts alerts;
  private final List<String> pollerDeployments = new java.util.concurrent.CopyOnWriteArrayList<>();
  /** mirror.keyFile, read before anything starts when scheduled publishing is on: an unreadable key stops start-up. */
  private final MinisignKey mirrorKey;
  private Transport transport;

  private Service(AppConfig config, Database db, Vertx vertx, Metrics metrics, List<Family> families,
      RateLimiter limiter) {
    this.config = config;
    this.db = db;
    this.vertx = vertx;
    this.metrics = metrics;
    this.families = families;
    this.mirrorKey = config.mirrorIntervalMinutes() > 0 ? ScheduledPublish.readKey(config.mirrorKeyFile()) : null;
    families.forEach(f -> f.configure(config));
    Catalog.served(families).forEach(d -> datasetsByName.put(d.name(), d));
    this.pool = db.pool(vertx, config.dbPoolSize());
    // the read path's dbPoolSize connections, split over the loops of the HTTP verticles (LoopPools)
    int perLoop = Math.max(1, (config.dbPoolSize() + httpInstances() - 1) / httpInstances());
    this.readPools = new LoopPools(httpInstances(), () -> db.pool(vertx, perLoop), pool);
    this.replicas = new ReadReplicas(vertx, pool, config.dbReadUrls().stream().map(DbUrl::parse).toList(),
        u -> Database.pool(vertx, u, config.dbPoolSize()), config.dbReadMaxLagMillis());
    this.cache = config.cacheEnabled() ? new ResponseCache(config.cacheMaxBytes(), metrics) : null;
    this.limiter = limiter != null ? limiter : limiterFor(config, vertx);
    this.leadership = Leadership.leased(pool, config.fleetLeaseSeconds() * 1000L).install(vertx);
    this.alerts = Alerts.create(vertx, pool, config, Catalog.datasets(families), metrics);
    this.http = new HttpEdge(new HttpEdge.Parts(config, vertx, pool, readPools, replicas, state, cache, metrics,
        this.limiter, loops, Catalog.served(families), Catalog.pollersByDataset(families, config), httpInstances(),
        alerts));
    this.changes = new ChangeFanOut(vertx, pool, state, cache, datasetsByName, http::streams);
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
        .compose(v -> vertx.deployVerticle(new IngestWriterVerticle(pool, state).withHook(alerts.commitHook())))
        .compose(v -> changes.listen(db))
        .compose(v -> config.demo() ? DemoData.load(vertx, families) : Future.succeededFuture())
        .compose(v -> state.loadAll(pool))
        .compose(v -> replicas.start())
        .compose(v -> deployFamilies())
        .compose(v -> EventLoopLagProbe.deploy(vertx, metrics))
        .compose(v -> http.start())
        .compose(v -> alerts.enabled() ? vertx.deployVerticle(alerts.deliverer()).onSuccess(pollerDeployments::add)
            .<Void>mapEmpty() : Future.<Void>succeededFuture())
        .compose(v -> config.pollers() && !config.demo() ? deployPollers() : Future.succeededFuture())
        .compose(v -> config.demo() ? deployDemo() : Future.<Void>succeededFuture())
        .compose(v -> config.mirrorIntervalMinutes() > 0 ? deployMirrorPublish() : Future.<Void>succeededFuture())
        .onSuccess(v -> LOG.info(() -> "openmarkets serving on http://" + config.host() + ":" + http.port()
            + (config.demo() ? " with bundled SAMPLE data" : "") + " (started in "
            + (System.nanoTime() - t0) / 1_000_000 + " ms after the database); "
            + StartupLine.of(config, limiter, db, transport.name())))
        .onFailure(err -> LOG.severe("start-up failed: " + err));
  }

  private Future<Void> deployFamilies() {
    // one instance per event loop: a family's misses (query, decode, render) are spread over the
    // loops instead of queueing on one, and each is answered on the loop of the HTTP verticle
    // that received it (LoopAddresses; bench/RESULTS.md, issue 15)
    int instances = config.familyInstances() > 0 ? config.familyInstances() : VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE;
    List<Future<String>> deployed = new ArrayList<>();
    AsOfFloor floor = new AsOfFloor(config.clock(), state);
    for (Family f : families) {
      Envelope envelope = new Envelope(config);
      DatasetMeta meta = f.meta(config);
      deployed.add(vertx.deployVerticle(() -> new FamilyVerticle(f.name(), readPools, replicas, state, envelope, meta, loops, floor),
          new DeploymentOptions().setInstances(instances)));
    }
    return Future.all(deployed).mapEmpty();
  }

  private int httpInstances() {
    return config.httpInstances() > 0 ? config.httpInstances() : Math.max(1, Runtime.getRuntime().availableProcessors());
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

  /**
   * Scheduled mirror publishing (mirror.intervalMinutes): deployed on every node, run by the one that
   * holds its lease, like a poller; with or without pollers, since it reads this node's database only.
   */
  private Future<Void> deployMirrorPublish() {
    long every = Math.max(1, Math.round(config.mirrorIntervalMinutes() * 60_000));
    return vertx.deployVerticle(new ScheduledPublish(pool, db.url(), mirrorKey, config.mirrorDir(),
            Catalog.datasets(families), every, config.clock()),
            new DeploymentOptions().setThreadingModel(ThreadingModel.EVENT_LOOP))
        .onSuccess(pollerDeployments::add)
        .onSuccess(id -> LOG.info(() -> "mirror: publishing " + config.mirrorDir() + " every "
            + config.mirrorIntervalMinutes() + " minute(s) when data changed, on the node holding the lease '"
            + ScheduledPublish.NAME + "'"))
        .mapEmpty();
  }

  /** The families' demo deployables (see Family#demoDeployables), on the event loop like the pollers. */
  private Future<Void> deployDemo() {
    List<Future<?>> deployed = new ArrayList<>();
    for (Family f : families) {
      for (Deployable d : f.demoDeployables(config, pool)) {
        deployed.add(vertx.deployVerticle(d, new DeploymentOptions().setThreadingModel(ThreadingModel.EVENT_LOOP))
            .onSuccess(pollerDeployments::add));
      }
    }
    return Future.all(deployed).mapEmpty();
  }

  /** The network transport every socket runs on: io_uring, epoll or nio (configuration "network"). */
  public String network() {
    return transport.name();
  }

  public int port() {
    return http.port();
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
    http.close();
    changes.close();
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
