package dev.openmarkets.alerts;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;

/**
 * The outbox in four numbers, for /stats ("alerts") and /metrics (openmarkets.alerts.outbox by
 * state, openmarkets.alerts.oldest.pending): pending, delivered, failed (given up), and the age of
 * the oldest undelivered event. Counted every REFRESH_MILLIS by every node (the outbox is the
 * fleet's), so neither page waits on the database.
 */
final class Backlog {
  static final long REFRESH_MILLIS = 5_000;

  private final Pool pool;
  private final Clock clock;
  private volatile long pending;
  private volatile long delivered;
  private volatile long failed;
  private volatile double oldestPendingSeconds;
  private volatile String countedAt;

  Backlog(Pool pool, Clock clock) {
    this.pool = pool;
    this.clock = clock;
  }

  void register(MeterRegistry registry) {
    Gauge.builder("openmarkets.alerts.outbox", this, b -> b.pending).tag("state", "pending")
        .description("Alert events by state: pending (not yet delivered), delivered, failed (given up after 72 h)")
        .register(registry);
    Gauge.builder("openmarkets.alerts.outbox", this, b -> b.delivered).tag("state", "delivered").register(registry);
    Gauge.builder("openmarkets.alerts.outbox", this, b -> b.failed).tag("state", "failed").register(registry);
    Gauge.builder("openmarkets.alerts.oldest.pending", this, b -> b.oldestPendingSeconds).baseUnit("seconds")
        .description("Age of the oldest undelivered alert event (0 when none)").register(registry);
  }

  Future<Void> refresh() {
    return pool.preparedQuery(AlertSql.BACKLOG)
        .execute(Tuple.of(OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC)))
        .timeout(Subscriptions.DEADLINE_SECONDS, TimeUnit.SECONDS)
        .map(rows -> {
          Row r = rows.iterator().next();
          pending = r.getLong("pending");
          delivered = r.getLong("delivered");
          failed = r.getLong("failed");
          Number oldest = r.getNumeric("oldest_pending_seconds");
          oldestPendingSeconds = oldest == null ? 0 : Math.max(0, oldest.doubleValue());
          countedAt = clock.instant().toString();
          return null;
        });
  }

  JsonObject toJson() {
    return new JsonObject().put("pending", pending).put("delivered", delivered).put("failed", failed)
        .put("oldestPendingSeconds", Math.round(oldestPendingSeconds)).put("countedAt", countedAt);
  }
}
