package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.PollBackoff;
import dev.openmarkets.ingest.PollStatusStore;
import dev.openmarkets.ingest.Redaction;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Function;
import java.util.logging.Logger;

/**
 * The one skeleton of every poller: it runs only on the node that holds the poller's lease
 * ({@link Leadership}), one poll at a time with the next one set when this one ends (at once when
 * work is left, else after the interval), exponential back-off after a failure (never before the
 * upstream's Retry-After), every outcome recorded in poll_status for /stats, and a graceful stop
 * that lets the poll in hand finish and then gives the lease up. A source only says what one poll
 * fetches, parses and writes ({@link #pollOnce()}).
 */
public abstract class Poller extends VerticleBase {
  private static final Logger LOG = Logger.getLogger(Poller.class.getName());
  private static final long STOP_WAIT_MILLIS = 30_000;

  private final String name;
  private final long intervalMillis;
  protected final Pool pool;
  private PollBackoff backoff;
  private PollStatusStore status;
  private Leadership leadership;
  private long timer = -1;
  private Future<?> inFlight = Future.succeededFuture();
  private volatile boolean stopped;
  private List<String> feeds = List.of();
  private String noHistory = "its upstream serves the current state only; `serve` keeps what each poll reads";
  private Function<Vertx, Fetch> opensFetch;
  private Fetch fetch;

  protected Poller(String name, long intervalMillis, Pool pool) {
    this.name = name;
    this.intervalMillis = intervalMillis;
    this.pool = pool;
  }

  /** The name in poll_status, poller_leases and /stats (the upstream's configuration name). */
  public String name() {
    return name;
  }

  /**
   * The API datasets this poller's outcome stands for in /stats and on the landing page (a dataset
   * fed by several pollers shows them all).
   */
  public List<String> feeds() {
    return feeds;
  }

  /** Declares the datasets this poller feeds (see {@link #feeds()}); returns this for chaining. */
  public Poller feeding(String... datasets) {
    this.feeds = List.of(datasets);
    return this;
  }

  /** What `backfill` fetches through this poller's code for a date range, or null when its upstream keeps no history. */
  public History history(String dataset) {
    return null;
  }

  /** Why {@link #history} is null, for `backfill`'s message. */
  public String noHistoryReason() {
    return noHistory;
  }

  /** Says why this poller has no date-range history (see {@link #noHistoryReason()}); returns this for chaining. */
  public Poller noHistoryBecause(String why) {
    this.noHistory = why;
    return this;
  }

  /**
   * The documents `doctor` fetches to check this upstream (see {@link ProbeRequests}), or null when
   * it has none to offer (streams, computed data). By default the last week of its history.
   */
  public ProbeRequests probeRequests(java.time.Instant now) {
    List<String> fed = feeds();
    if (fed.isEmpty()) {
      return null;
    }
    History h = history(fed.get(0));
    if (h == null) {
      return null;
    }
    LocalDate today = now.atZone(ZoneOffset.UTC).toLocalDate();
    List<Snapshot> requests = new java.util.ArrayList<>(h.requests(today.minusDays(7), today));
    java.util.Collections.reverse(requests);
    return new ProbeRequests(requests, h::client, null, true);
  }

  /** Declares that this poller fetches through the step open builds when it starts; it is closed on stop. */
  protected void fetchesWith(Function<Vertx, Fetch> open) {
    this.opensFetch = open;
  }

  /** The fetch step opened on start (see {@link #fetchesWith}). */
  protected Fetch fetch() {
    return fetch;
  }

  @Override
  public final Future<?> start() {
    status = new PollStatusStore(pool);
    leadership = Leadership.of(vertx);
    if (opensFetch != null) {
      fetch = opensFetch.apply(vertx);
    }
    return starting().onSuccess(v -> schedule(1));
  }

  /** Opens clients; runs once on deployment, on every node, leader or not. */
  protected Future<Void> starting() {
    return Future.succeededFuture();
  }

  /** Closes clients; runs after the last poll has ended. */
  protected Future<Void> stopping() {
    return Future.succeededFuture();
  }

  /** One pass over the upstream. A failed future counts as an error outcome. */
  protected abstract Future<PollOutcome> pollOnce();

  /** The date of the newest file loaded from SOURCE (a dated poller's bookmark), or null before the first. */
  protected Future<LocalDate> newestLoaded(String source) {
    return pool.preparedQuery("SELECT max(file_date) FROM ingest_files WHERE source = $1 AND status = 'loaded'")
        .execute(Tuple.of(source))
        .map(rows -> rows.iterator().next().getLocalDate(0));
  }

  /** True once the verticle is stopping: a long poll checks it between steps. */
  protected boolean stopped() {
    return stopped;
  }

  @Override
  public final Future<?> stop() {
    stopped = true;
    if (timer >= 0) {
      vertx.cancelTimer(timer);
    }
    Promise<Void> drained = Promise.promise();
    long guard = vertx.setTimer(STOP_WAIT_MILLIS, id -> drained.tryComplete());
    inFlight.onComplete(ar -> {
      vertx.cancelTimer(guard);
      drained.tryComplete();
    });
    return drained.future()
        .compose(v -> stopping())
        .onComplete(x -> {
          if (fetch != null) {
            fetch.close();
          }
        })
        .compose(v -> leadership.release(name))
        .recover(err -> Future.succeededFuture());
  }

  private void schedule(long delayMillis) {
    if (!stopped) {
      timer = vertx.setTimer(Math.max(1, delayMillis), id -> tick());
    }
  }

  /** Polls when this node holds the lease; otherwise asks for it again after a renewal period. */
  private void tick() {
    if (stopped) {
      return;
    }
    if (leadership.holds(name)) {
      runPoll();
      return;
    }
    leadership.acquire(name).onComplete(ar -> {
      if (ar.succeeded() && ar.result()) {
        runPoll();
      } else {
        schedule(Math.min(intervalMillis, leadership.renewMillis()));
      }
    });
  }

  private void runPoll() {
    Future<PollOutcome> poll;
    try {
      poll = pollOnce();
    } catch (RuntimeException e) {
      poll = Future.failedFuture(e);
    }
    Future<Void> recorded = poll.recover(err -> Future.succeededFuture(failed(err)))
        .compose(this::record);
    inFlight = recorded;
  }

  /**
   * When the next poll runs after this outcome: at once when work is left; the interval after a
   * success; after failures exponentially from min(interval, 30 s), capped at eight intervals, and
   * never before the upstream's Retry-After.
   */
  public long nextDelayMillis(PollOutcome r) {
    if (backoff == null) {
      backoff = new PollBackoff(intervalMillis);
    }
    long delay = backoff.next(r.ok());
    return r.ok() ? (r.more() ? 1 : delay) : Math.max(delay, r.retryAfterMillis());
  }

  private Future<Void> record(PollOutcome r) {
    long delay = nextDelayMillis(r);
    Metrics.of(vertx).pollOutcome(name, r.outcome());
    if (!r.ok()) {
      LOG.warning(() -> name + ": " + Redaction.text(r.error()) + "; next try in " + delay + " ms");
    } else if (r.warnings() != null) {
      Metrics.of(vertx).pollWarning(name);
      LOG.warning(() -> name + ": " + Redaction.text(String.valueOf(r.warnings())));
    }
    OffsetDateTime next = OffsetDateTime.now(ZoneOffset.UTC).plusNanos(delay * 1_000_000);
    Future<Void> written = r.ok()
        ? status.success(name, r.summary(), r.files(), r.rows(), next)
        : status.failure(name, r.outcome(), r.error(), backoff.failures(), r.files(), r.rows(), next);
    return written.recover(err -> {
      LOG.fine(() -> name + ": could not record the poll outcome: " + err.getMessage());
      return Future.succeededFuture();
    }).onComplete(x -> schedule(delay));
  }

  /** The outcome of a poll that failed with err; sources whose upstream sends Retry-After override it. */
  protected PollOutcome failed(Throwable err) {
    return PollOutcome.failure(describe(err));
  }

  public static String describe(Throwable err) {
    return err.getMessage() != null ? err.getMessage() : err.getClass().getSimpleName();
  }
}
