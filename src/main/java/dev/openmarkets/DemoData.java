package dev.openmarkets;

import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.UpstreamFile;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.io.InputStream;
import java.util.List;
import java.util.logging.Logger;

/**
 * --demo: loads the bundled sample files (synthetic, in the upstream formats) through the same
 * parser and writer path as `import`. The envelope's attribution marks the answers as sample data.
 */
final class DemoData {
  private static final Logger LOG = Logger.getLogger(DemoData.class.getName());

  private DemoData() {
  }

  static Future<Void> load(Vertx vertx, List<Family> families) {
    FileLoader loader = new FileLoader(vertx);
    Future<Void> chain = Future.succeededFuture();
    for (Family f : families) {
      for (Family.DemoFile df : f.demoFiles()) {
        chain = chain.compose(v -> loadOne(vertx, loader, families, df));
      }
    }
    return chain;
  }

  private static Future<Void> loadOne(Vertx vertx, FileLoader loader, List<Family> families, Family.DemoFile df) {
    String name = df.resource().substring(df.resource().lastIndexOf('/') + 1);
    FileKind<?> kind = Catalog.kindFor(families, df.dataset(), name)
        .orElseThrow(() -> new IllegalStateException("no file kind for demo file " + df.resource()));
    return vertx.executeBlocking(() -> {
      try (InputStream in = DemoData.class.getClassLoader().getResourceAsStream(df.resource())) {
        if (in == null) {
          throw new IllegalStateException("demo file missing from the jar: " + df.resource());
        }
        return new UpstreamFile(name, in.readAllBytes());
      }
    }).compose(file -> loader.load(kind, file)).map(outcome -> {
      if (!outcome.loaded()) {
        throw new IllegalStateException("bundled demo file " + df.resource() + " rejected: " + outcome.reason());
      }
      LOG.info(() -> "demo " + df.dataset() + " " + name + ": " + outcome.describe());
      return null;
    });
  }
}
