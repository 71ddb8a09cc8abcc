package dev.openmarkets.dataset;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Upstream;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * A dataset family: its datasets, the upstream file kinds `import` and the pollers read, and the
 * upstreams it polls with the datasets each feeds. One class per family declares these; the
 * composition root lists them all, and the framework builds the pollers of the enabled upstreams.
 */
public interface Family {
  String name();

  /** Called once with the configuration before anything else, in every mode (serve, import, tests). */
  default void configure(AppConfig config) {
  }

  List<Dataset> datasets();

  /** File kinds per dataset name, for `import DATASET FILE...` and --demo. */
  List<FileKind<?>> fileKinds();

  /** The upstreams this family polls, in deployment order, each with the datasets it feeds and the poller it makes. */
  default List<Upstream> upstreams(AppConfig config) {
    return List.of();
  }

  /** Poller verticles for the enabled upstreams, built from {@link #upstreams}. */
  default List<Deployable> pollers(AppConfig config, Pool pool) {
    return Upstream.deployables(upstreams(config), config, pool, Clock.systemUTC());
  }

  /** Per poll_status name of an enabled upstream, the datasets it feeds, from {@link #upstreams} (nothing built). */
  default Map<String, List<String>> feeds(AppConfig config) {
    return Upstream.feeds(upstreams(config), config);
  }

  /** Bundled sample files for --demo: classpath resource paths, each with its file kind. */
  default List<DemoFile> demoFiles() {
    return List.of();
  }

  /**
   * What --demo runs besides loading the sample files (a family whose data moves live shows it
   * moving: crypto's sample liquidations through its batching writer); none by default.
   */
  default List<Deployable> demoDeployables(AppConfig config, Pool pool) {
    return List.of();
  }

  /** Optional `meta` object for this family's envelopes. */
  default DatasetMeta meta(AppConfig config) {
    return null;
  }

  record DemoFile(String dataset, String resource) {
  }
}
