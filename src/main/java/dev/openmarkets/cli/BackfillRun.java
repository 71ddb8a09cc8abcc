package dev.openmarkets.cli;

import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.HistoryFetch;
import dev.openmarkets.ingest.poll.Snapshot;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.io.PrintStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One backfill: for each history in order (an index before the documents it lists), the requests
 * not answered before, sent one at a time on the command's thread (never on an event loop),
 * spaced by minIntervalMillis unless the upstream's client keeps its own limit, each answer loaded
 * through the import path (one transaction per file) and then recorded. A request that fails is
 * tried again after retryDelayMillis, doubled each time and never before the upstream's
 * Retry-After; one that still fails is left for the next run. A file absent upstream is recorded
 * as such (a holiday is not asked again) unless it is dated in the last {@link #RECENT_DAYS}. Exit 0 when everything was fetched,
 * 1 when something failed or was rejected.
 */
final class BackfillRun {
  /** An absent file dated within this many days is not recorded as absent: upstreams publish late. */
  static final int RECENT_DAYS = 3;

  /** The "backfill" settings of the configuration. */
  record Settings(long minIntervalMillis, int retries, long retryDelayMillis) {
    static Settings from(JsonObject o) {
      return new Settings(o.getLong("minIntervalMillis", 1000L), o.getInteger("retries", 3),
          o.getLong("retryDelayMillis", 5000L));
    }
  }

  private final Vertx vertx;
  private final Pool pool;
  private final Settings settings;
  private final PrintStream out;
  private final Progress progress;
  private final BackfillProgress store;
  private final FileLoader loader;
  private final List<String> problems = new ArrayList<>();
  private final LocalDate today;
  private int loaded;
  private int failed;
  private boolean throttled;
  private int absent;
  private int skipped;
  private long rows;
  private long lastSentNanos = Long.MIN_VALUE;
  private long retryAfter;

  /** today: the day a recent absent file is asked again up to (see RECENT_DAYS). */
  BackfillRun(Vertx vertx, Pool pool, Settings settings, LocalDate today, PrintStream out, Progress progress) {
    this.vertx = vertx;
    this.pool = pool;
    this.settings = settings;
    this.out = out;
    this.progress = progress;
    this.store = new BackfillProgress(pool);
    this.loader = FileLoader.forImport(vertx);
    this.today = today;
  }

  int run(List<History> histories, LocalDate from, LocalDate to) throws InterruptedException {
    for (History h : histories) {
      if (throttled) {
        break;
      }
      HistoryFetch client = h.client(vertx);
      try {
        fetchAll(h, client, h.requests(from, to));
        fetchAll(h, client, ImportCommand.join(h.followUps(pool, from, to)));
      } finally {
        client.close();
      }
    }
    progress.finish();
    out.printf("backfill %s..%s: %d request(s) sent, %d file(s) loaded (%d rows changed), %d absent upstream, "
        + "%d already fetched before, %d failed or rejected%n", from, to, progress.done(), loaded, rows, absent, skipped,
        problems.size());
    problems.forEach(p -> out.println("not loaded: " + p));
    if (throttled) {
      out.println("stopped: the upstream kept refusing for its rate (HTTP 429); run the same command again later");
    } else if (failed > 0) {
      out.println("run the same command again to fetch only what is missing");
    }
    return problems.isEmpty() ? 0 : 1;
  }

  private void fetchAll(History h, HistoryFetch client, List<Snapshot> requests) throws InterruptedException {
    if (requests.isEmpty()) {
      return;
    }
    Set<String> done = ImportCommand.join(store.done(h.upstream(), requests));
    List<Snapshot> todo = requests.stream().filter(r -> !done.contains(r.fileName())).toList();
    skipped += requests.size() - todo.size();
    if (requests.size() > todo.size()) {
      progress.note(h.upstream() + ": " + (requests.size() - todo.size()) + " of " + requests.size()
          + " request(s) answered before, skipped");
    }
    progress.addTotal(todo.size());
    for (Snapshot r : todo) {
      if (throttled) {
        return;
      }
      progress.step(r.fileName(), fetchOne(h, client, r));
    }
  }

  /** Fetches, loads and records one request; returns what happened, for the progress line. */
  private String fetchOne(History h, HistoryFetch client, Snapshot r) throws InterruptedException {
    String why = null;
    for (int attempt = 0; attempt <= settings.retries(); attempt++) {
      if (attempt > 0) {
        Thread.sleep(Math.max(settings.retryDelayMillis() << (attempt - 1), retryAfter));
      }
      retryAfter = 0;
      pace(h);
      FetchOutcome a;
      try {
        a = ImportCommand.join(client.get(r)).outcome();
      } catch (IllegalStateException e) {
        why = "failed: " + (e.getCause() != null ? e.getCause() : e);
        continue;
      }
      if (a.missing()) {
        absent++;
        LocalDate date = r.kind().fileDate().apply(r.fileName());
        if (date != null && date.isAfter(today.minusDays(RECENT_DAYS))) {
          // a file of the last days may only be late: the next run asks again
          return "absent upstream (HTTP " + a.status() + "), not published yet? asked again next run";
        }
        ImportCommand.join(store.record(h.upstream(), r.fileName(), "absent"));
        return "absent upstream (HTTP " + a.status() + ")";
      }
      if (a.kind() == FetchOutcome.Kind.REFUSED) {
        why = "refused: " + a.reason();
        continue;
      }
      if (!a.loaded()) {
        retryAfter = a.retryAfterMillis();
        why = a.status() > 0 ? "failed: HTTP " + a.status() : "failed: " + a.reason();
        continue;
      }
      FileOutcome o = ImportCommand.join(loader.load(r.kind(), new UpstreamFile(r.fileName(), a.body())));
      ImportCommand.join(store.record(h.upstream(), r.fileName(), o.loaded() ? "loaded" : "rejected"));
      if (!o.loaded()) {
        problems.add(r.fileName() + ": rejected: " + o.reason());
        return "REJECTED: " + o.reason();
      }
      loaded++;
      rows += o.counts().inserted() + o.counts().updated();
      return o.describe();
    }
    failed++;
    // a refusal for the rate concerns every request to come, not this file: stop asking
    throttled = why != null && why.endsWith("HTTP 429");
    problems.add(r.fileName() + ": " + why + " (" + r.url() + ")");
    progress.note(h.upstream() + ": " + r.fileName() + " " + why + " after " + (settings.retries() + 1) + " tries");
    return why;
  }

  /** Keeps minIntervalMillis between two requests of a paced upstream. */
  private void pace(History h) throws InterruptedException {
    if (!h.paced()) {
      return;
    }
    long now = System.nanoTime();
    if (lastSentNanos != Long.MIN_VALUE) {
      long waitNanos = lastSentNanos + settings.minIntervalMillis() * 1_000_000L - now;
      if (waitNanos > 0) {
        Thread.sleep(waitNanos / 1_000_000L, (int) (waitNanos % 1_000_000L));
        now = System.nanoTime();
      }
    }
    lastSentNanos = now;
  }
}
