package dev.openmarkets.cli;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.db.Database;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.IngestCodecs;
import dev.openmarkets.ingest.IngestWriterVerticle;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * `import DATASET FILE_OR_DIR...`: loads upstream files from disk with the pollers' parsers and
 * writer, one transaction per file, printing a line per file and a summary. Exit 1 when any file
 * was rejected, 2 on a usage error.
 */
public final class ImportCommand {
  private ImportCommand() {
  }

  public static int run(AppConfig config, List<Family> families, List<String> args, PrintStream out) throws Exception {
    return run(config, families, args, out, System.err);
  }

  /** err: where the progress goes (a bar on a terminal, a line at most every 10 s otherwise). */
  public static int run(AppConfig config, List<Family> families, List<String> args, PrintStream out, PrintStream err)
      throws Exception {
    families.forEach(f -> f.configure(config));
    if (args.size() < 2) {
      throw new CommandLine.UsageException("import needs DATASET and at least one FILE_OR_DIR");
    }
    String dataset = args.get(0);
    if (!Catalog.importableDatasets(families).contains(dataset)) {
      throw new CommandLine.UsageException("unknown dataset '" + dataset + "'; importable: "
          + String.join(", ", Catalog.importableDatasets(families)));
    }
    List<Path> files = expand(args.subList(1, args.size()));
    try (Database db = Database.start(config)) {
      Vertx vertx = Vertx.vertx();
      try {
        IngestCodecs.register(vertx.eventBus());
        Pool pool = db.pool(vertx, 2);
        join(vertx.deployVerticle(new IngestWriterVerticle(pool, null)));
        return importAll(FileLoader.forImport(vertx), families, dataset, files, out,
            Progress.onStderr(err, "import " + dataset, 10_000));
      } finally {
        join(vertx.close());
      }
    }
  }

  private static int importAll(FileLoader loader, List<Family> families, String dataset, List<Path> files,
      PrintStream out, Progress progress) throws IOException {
    WriteCounts total = WriteCounts.NONE;
    progress.addTotal(files.size());
    List<FileOutcome> rejected = new ArrayList<>();
    int i = 0;
    for (Path file : files) {
      i++;
      String name = file.getFileName().toString();
      Optional<FileKind<?>> kind = Catalog.kindFor(families, dataset, name);
      FileOutcome outcome = kind.isEmpty()
          ? FileOutcome.rejected(name, "no " + dataset + " file kind matches this file name")
          : join(loader.load(kind.get(), new UpstreamFile(name, Files.readAllBytes(file))));
      progress.above(out, String.format("[%d/%d] %s: %s", i, files.size(), file, outcome.describe()));
      progress.step(name, outcome.loaded() ? "loaded" : "REJECTED");
      if (outcome.loaded()) {
        total = total.plus(outcome.counts());
      } else {
        rejected.add(outcome);
      }
    }
    progress.finish();
    out.printf("summary: %d file(s), %d loaded, %d rejected; rows %d inserted, %d updated, %d unchanged, %d deleted%n",
        files.size(), files.size() - rejected.size(), rejected.size(), total.inserted(), total.updated(),
        total.unchanged(), total.deleted());
    for (FileOutcome r : rejected) {
      out.printf("rejected: %s: %s%n", r.fileName(), r.reason());
    }
    return rejected.isEmpty() ? 0 : 1;
  }

  static List<Path> expand(List<String> args) throws IOException {
    List<Path> out = new ArrayList<>();
    for (String a : args) {
      Path p = Path.of(a);
      if (Files.isDirectory(p)) {
        try (Stream<Path> walk = Files.walk(p)) {
          walk.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().startsWith("."))
              .sorted().forEach(out::add);
        }
      } else if (Files.isRegularFile(p)) {
        out.add(p);
      } else {
        throw new CommandLine.UsageException("no such file or directory: " + a);
      }
    }
    return out;
  }

  static <T> T join(io.vertx.core.Future<T> f) {
    try {
      return f.toCompletionStage().toCompletableFuture().get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }
}
