package dev.openmarkets.alerts;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.ingest.CommitHook;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Deployable;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.sqlclient.Pool;
import java.util.List;
import java.util.function.Consumer;
import java.util.logging.Logger;

/**
 * Alerts (docs/alerts.md), as the composition root sees them: the /api/alerts routes, the hook
 * that finds new rows inside the writer's transaction and writes the outbox, the verticle that
 * delivers the outbox once per fleet, and their OpenAPI paths.
 */
public final class Alerts {
  private final AlertsConfig config;
  private final Vertx vertx;
  private final Pool pool;
  private final AppConfig app;
  private final DatasetIndex index;
  private final SecretBox box;
  private final Metrics metrics;
  private final Backlog backlog;

  private static final Logger LOG = Logger.getLogger(Alerts.class.getName());

  private Alerts(AlertsConfig config, SecretBox box, Vertx vertx, Pool pool, AppConfig app, List<Dataset> datasets,
      Metrics metrics) {
    this.config = config;
    this.vertx = vertx;
    this.pool = pool;
    this.app = app;
    this.index = new DatasetIndex(datasets);
    this.box = box;
    this.metrics = metrics;
    this.backlog = new Backlog(pool, app.clock());
    if (config.enabled()) {
      backlog.register(metrics.registry());
    }
  }

  /**
   * Reads "alerts" of the configuration; with alerts.enabled false, routes and delivery are off.
   * A node that can neither read nor make its secretKeyFile (a read-only data directory) serves
   * everything else, with alerts off and a warning saying why.
   */
  public static Alerts create(Vertx vertx, Pool pool, AppConfig app, List<Dataset> datasets, Metrics metrics) {
    AlertsConfig config = AlertsConfig.from(app.raw(), app.dataDir());
    SecretBox box = null;
    if (config.enabled()) {
      try {
        box = SecretBox.fromFile(config.secretKeyFile());
      } catch (RuntimeException e) {
        LOG.warning("alerts are off on this node: " + e.getMessage() + (e.getCause() == null ? "" : " (" + e.getCause() + ")"));
        config = config.off();
      }
    }
    return new Alerts(config, box, vertx, pool, app, datasets, metrics);
  }

  public boolean enabled() {
    return config.enabled();
  }

  /** Mounts /api/alerts (nothing when alerts are off). */
  public Consumer<Router> routes(AccessControl access) {
    if (!config.enabled()) {
      return router -> { };
    }
    AlertRoutes routes = new AlertRoutes(new Subscriptions(vertx, pool, box, index, config, app.clock()),
        new DeliveryLog(pool, app.clock()), access);
    return routes::mount;
  }

  /** The writer's hook: new rows of watched queries become outbox rows in the same transaction. */
  public CommitHook commitHook() {
    return config.enabled() ? new Detector(index, config, app.clock(), metrics) : CommitHook.NONE;
  }

  /** The delivery verticle (one per node; only the lease holder sends). */
  public Deployable deliverer() {
    return new Deliverer(pool, box, config, app.clock(), metrics, backlog);
  }

  /** What /stats shows under "alerts": the outbox's pending, delivered and failed events, the oldest pending age. */
  public JsonObject stats() {
    return config.enabled() ? backlog.toJson().put("enabled", true) : new JsonObject().put("enabled", false);
  }

  /** The OpenAPI path items of /api/alerts. */
  public JsonObject openApiPaths() {
    return config.enabled() ? AlertsOpenApi.paths() : new JsonObject();
  }
}
