package dev.openmarkets.alerts;

import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.ingest.poll.Leadership;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Sends the outbox, on the one node of the fleet that holds the "alerts-delivery" lease (the
 * pollers' Leadership: another node takes over when the holder dies). Each receiver URL gets its
 * events one at a time, oldest first (the next one is picked only when the previous one is
 * delivered or given up); URLs are served side by side, up to maxConcurrentUrls. An event is
 * marked only after its attempt ends, so a node that dies mid-send loses nothing: the next holder
 * sends it again under the same webhook-id. A commit wakes the loop (DatasetState.CHANGED), else
 * it looks every pollMillis.
 */
final class Deliverer extends VerticleBase {
  static final String LEASE = "alerts-delivery";
  private static final Logger LOG = Logger.getLogger(Deliverer.class.getName());

  private final Pool pool;
  private final AlertsConfig config;
  private final Clock clock;
  private final Metrics metrics;
  private final RetrySchedule schedule;
  private final Attempt attempt;
  private final Map<String, Future<Void>> inFlight = new HashMap<>();
  private final KeyBudget budget;
  private final Backlog backlog;
  private Leadership leadership;
  private HttpClient client;
  private long timer = -1;
  private boolean looking;
  /** Whether the last read of the outbox failed: its warning is logged once per outage. */
  private boolean outboxFailing;
  private boolean again;
  private boolean stopping;

  Deliverer(Pool pool, SecretBox box, AlertsConfig config, Clock clock, Metrics metrics, Backlog backlog) {
    this.backlog = backlog;
    this.pool = pool;
    this.config = config;
    this.clock = clock;
    this.metrics = metrics;
    this.schedule = RetrySchedule.of(config);
    this.attempt = new Attempt(box, config, clock);
    this.budget = new KeyBudget(config.perKeyDeliveriesPerMinute(), clock);
  }

  @Override
  public Future<?> start() {
    leadership = Leadership.of(vertx);
    // redirects are not followed: a 3xx is a failed attempt, never a hop to another address
    client = vertx.createHttpClient(new HttpClientOptions()
        .setConnectTimeout(config.timeoutMillis())
        .setKeepAlive(true));
    attempt.client(vertx, client);
    vertx.eventBus().<String>localConsumer(DatasetState.CHANGED, m -> kick());
    // every node counts the outbox for its own /stats and /metrics; only the lease holder sends
    vertx.setPeriodic(1, Backlog.REFRESH_MILLIS, id -> backlog.refresh()
        .onFailure(err -> LOG.fine(() -> "alerts: backlog not counted: " + err)));
    if (config.deliver()) {
      schedule(0);
    }
    return Future.succeededFuture();
  }

  /** Stops looking, lets the attempts in hand end (each within its timeout), then gives the lease up. */
  @Override
  public Future<?> stop() {
    stopping = true;
    vertx.cancelTimer(timer);
    return Future.join(inFlight.values().stream().map(f -> (Future<?>) f).toList())
        .transform(ar -> leadership.release(LEASE))
        .transform(ar -> client.close());
  }

  private void schedule(long delayMillis) {
    if (stopping) {
      return;
    }
    vertx.cancelTimer(timer);
    timer = vertx.setTimer(Math.max(1, delayMillis), id -> look());
  }

  /** Something may be due now (a commit, an attempt that ended): look at once, or right after this look. */
  private void kick() {
    if (!config.deliver()) {
      return;
    }
    if (looking) {
      again = true;
    } else {
      schedule(0);
    }
  }

  private void look() {
    if (stopping) {
      return;
    }
    if (!leadership.holds(LEASE)) {
      leadership.acquire(LEASE).onComplete(ar -> schedule(ar.succeeded() && ar.result() ? 0 : leadership.renewMillis()));
      return;
    }
    int room = config.maxConcurrentUrls() - inFlight.size();
    if (room <= 0) {
      schedule(config.pollMillis());
      return;
    }
    looking = true;
    again = false;
    OffsetDateTime now = OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC);
    pool.preparedQuery(AlertSql.DUE_HEADS)
        .execute(Tuple.of(now, inFlight.keySet().toArray(new String[0]), room))
        .timeout(config.timeoutMillis(), TimeUnit.MILLISECONDS)
        .onSuccess(rows -> {
          if (outboxFailing) {
            outboxFailing = false;
            LOG.info("alerts: the outbox is readable again");
          }
          rows.forEach(this::start);
        })
        .onFailure(err -> {
          // once per outage, not every poll (a database away for minutes would flood the log)
          if (!outboxFailing) {
            outboxFailing = true;
            LOG.log(Level.WARNING, "alerts: cannot read the outbox; retrying quietly until it answers", err);
          }
        })
        .onComplete(ar -> {
          looking = false;
          schedule(again ? 0 : config.pollMillis());
        });
  }

  private void start(Row row) {
    Attempt.Event e = Attempt.Event.of(row);
    if (inFlight.containsKey(e.url()) || !budget.take(e.keyPrefix())) {
      return;
    }
    Future<Void> done = attempt.send(e).compose(outcome -> record(e, outcome))
        .onFailure(err -> LOG.log(Level.WARNING, "alerts: cannot record the attempt of " + e.webhookId(), err));
    inFlight.put(e.url(), done);
    done.onComplete(ar -> {
      inFlight.remove(e.url());
      kick();
    });
  }

  private Future<Void> record(Attempt.Event e, Attempt.Outcome o) {
    OffsetDateTime at = o.at().atOffset(ZoneOffset.UTC);
    if (o.delivered()) {
      metrics.registry().counter("openmarkets.alerts.attempts", "outcome", "delivered").increment();
      return pool.preparedQuery(AlertSql.DELIVERED).execute(Tuple.of(e.outboxId(), at, o.status(), o.latencyMillis()))
          .mapEmpty();
    }
    metrics.registry().counter("openmarkets.alerts.attempts", "outcome", "failed").increment();
    Instant firstTry = e.firstTry() == null ? o.at() : e.firstTry();
    Instant next = schedule.next(e.attempts() + 1, firstTry, o.at());
    String reason = next != null ? null : "deliveries to this url failed for " + (config.giveUpAfterMillis() / 3_600_000)
        + " h (" + (e.attempts() + 1) + " attempts); last: " + o.describe();
    return pool.preparedQuery(AlertSql.FAILED).execute(Tuple.from(new Object[] {e.outboxId(), at, o.status(), o.error(),
        next == null ? null : next.atOffset(ZoneOffset.UTC), o.latencyMillis(), reason})).mapEmpty();
  }
}
