package dev.openmarkets.tools;

import dev.openmarkets.access.AccessControl;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.lang.management.ManagementFactory;
import java.util.logging.Logger;

/**
 * The tools area, assembled once by the composition root: configuration, the guard proxy, yt-dlp
 * (located on start; without it the endpoints answer 503), the job store and the routes.
 */
public final class Tools {
  private static final Logger LOG = Logger.getLogger(Tools.class.getName());
  private static final long SWEEP_EVERY_MS = 10 * 60 * 1000L;

  private final Vertx vertx;
  private final ToolsConfig cfg;
  private final Pool pool;
  private final AccessControl access;
  private GuardProxy proxy;
  private YtDlp ytDlp;
  private long sweeper = -1;
  private ToolsRoutes routes;

  public Tools(Vertx vertx, JsonObject rawConfig, Pool pool, AccessControl access) {
    this.vertx = vertx;
    this.cfg = ToolsConfig.from(rawConfig);
    this.pool = pool;
    this.access = access;
  }

  public boolean enabled() {
    return cfg.enabled() && !cfg.platforms().isEmpty();
  }

  public Future<Void> start() {
    AllowList allow = new AllowList(cfg.allowHosts());
    CheckedResolver resolver = new CheckedResolver(vertx, allow);
    proxy = new GuardProxy(vertx, resolver, allow);
    JobStore store = new JobStore(pool, ManagementFactory.getRuntimeMXBean().getName());
    return vertx.executeBlocking(() -> YtDlp.locate(cfg.ytDlpPath()), false)
        .compose(program -> proxy.start().map(program))
        .map(program -> {
          if (program == null) {
            LOG.warning("tools: yt-dlp not found ('" + cfg.ytDlpPath() + "'); the download endpoints answer 503");
          }
          ytDlp = program == null ? null : new YtDlp(vertx, program, cfg.maxOutputBytes());
          routes = new ToolsRoutes(cfg, access, allow, resolver, store, new Extractor(cfg, proxy, ytDlp, store));
          // each POST sweeps too; this removes expired jobs when no POST comes (idempotent on every node)
          sweeper = vertx.setPeriodic(SWEEP_EVERY_MS, id -> store.sweep()
              .onFailure(err -> LOG.warning("tools: sweeping expired jobs failed: " + err)));
          return null;
        });
  }

  public ToolsRoutes routes() {
    return routes;
  }

  /** The OpenAPI paths of the tools area. */
  public JsonObject openApiPaths() {
    return ToolsOpenApi.paths(cfg);
  }

  /** Kills extractions still running, then closes the guard proxy. */
  public Future<Void> close() {
    vertx.cancelTimer(sweeper);
    if (ytDlp != null) {
      ytDlp.killAll();
    }
    return proxy == null ? Future.succeededFuture() : proxy.close();
  }
}
