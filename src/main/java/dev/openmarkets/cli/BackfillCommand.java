package dev.openmarkets.cli;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.db.Database;
import dev.openmarkets.ingest.IngestCodecs;
import dev.openmarkets.ingest.IngestWriterVerticle;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.PollerGroup;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.io.PrintStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * `backfill DATASET --from DATE [--to DATE]`: fetches a dataset's history from its upstreams
 * through the code of the pollers that feed it ({@link Poller#history}), politely, into the
 * database `serve` uses, one transaction per file, resumable ({@link BackfillRun}).
 */
public final class BackfillCommand {
  private BackfillCommand() {
  }

  public static int run(AppConfig config, List<Family> families, List<String> args, LocalDate from, LocalDate to,
      PrintStream out, PrintStream err) throws Exception {
    families.forEach(f -> f.configure(config));
    List<String> names = Catalog.datasets(families).stream().map(Dataset::name).toList();
    if (args.size() != 1) {
      throw new CommandLine.UsageException("backfill needs one DATASET (" + String.join(", ", names) + ")");
    }
    String dataset = args.get(0);
    if (!names.contains(dataset)) {
      throw new CommandLine.UsageException("unknown dataset '" + dataset + "'; datasets: " + String.join(", ", names));
    }
    if (from == null) {
      throw new CommandLine.UsageException("backfill needs --from YYYY-MM-DD");
    }
    if (config.demo()) {
      throw new CommandLine.UsageException("backfill fetches real data: --demo is the sample database");
    }
    LocalDate today = LocalDate.now(config.clock());
    // nothing is published for days to come
    LocalDate until = to == null || to.isAfter(today) ? today : to;
    if (from.isAfter(until)) {
      throw new CommandLine.UsageException("--from " + from + " is after --to " + until);
    }
    try (Database db = Database.start(config)) {
      Vertx vertx = Vertx.vertx();
      try {
        IngestCodecs.register(vertx.eventBus());
        Pool pool = db.pool(vertx, 2);
        List<Poller> feeding = new ArrayList<>();
        for (Family f : families) {
          PollerGroup.pollers(f.pollers(config, pool)).stream().filter(p -> p.feeds().contains(dataset))
              .forEach(feeding::add);
        }
        if (feeding.isEmpty()) {
          err.println(dataset + ": no enabled upstream feeds it (see \"upstreams\" in the configuration); nothing to backfill");
          return 1;
        }
        List<History> histories = new ArrayList<>();
        feeding.forEach(p -> {
          History h = p.history(dataset);
          if (h != null) {
            histories.add(h);
          }
        });
        if (histories.isEmpty()) {
          err.println(dataset + ": no history to fetch by date range:");
          feeding.forEach(p -> err.println("  " + p.name() + ": " + p.noHistoryReason()));
          return 1;
        }
        ImportCommand.join(vertx.deployVerticle(new IngestWriterVerticle(pool, null)));
        JsonObject settings = config.raw().getJsonObject("backfill", new JsonObject());
        return new BackfillRun(vertx, pool, BackfillRun.Settings.from(settings), today, out,
            Progress.onStderr(err, "backfill " + dataset, 0)).run(histories, from, until);
      } finally {
        ImportCommand.join(vertx.close());
      }
    }
  }
}
