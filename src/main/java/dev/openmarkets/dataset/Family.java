package dev.openmarkets.dataset;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.ingest.FileKind;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.util.List;

/**
 * A dataset family: its datasets, the upstream file kinds `import` and the pollers read, and the
 * poller verticles to deploy. One class per family wires these; the composition root lists them all.
 */
public interface Family {
  String name();

  /** Called once with the configuration before anything else, in every mode (serve, import, tests). */
  default void configure(AppConfig config) {
  }

  List<Dataset> datasets();

  /** File kinds per dataset name, for `import DATASET FILE...` and --demo. */
  List<FileKind<?>> fileKinds();

  /** Poller verticles for enabled upstreams. */
  List<Deployable> pollers(AppConfig config, Pool pool);

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
