package dev.openmarkets.ingest.poll;

import dev.openmarkets.observe.Metrics;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Per-poller gauges read from poll_status, so every node of a fleet reports every poller the
 * same way whichever node runs it: seconds since the last success, consecutive failures, files
 * and rows loaded, and whether this node holds the poller's lease. Refreshed before each scrape,
 * within a deadline; when the database does not answer the last values stay (the age still grows).
 */
public final class PollerGauges {
  private static final long DEADLINE_MILLIS = 1_000;

  /** One poller's row; written by the refresh, read by the scrape thread. */
  private static final class Status {
    volatile double lastOkEpochSeconds = Double.NaN;
    volatile double consecutiveFailures;
    volatile double files;
    volatile double rows;
  }

  private final Pool pool;
  private final Vertx vertx;
  private final MeterRegistry registry;
  private final Map<String, Status> pollers = new ConcurrentHashMap<>();

  public PollerGauges(Pool pool, Vertx vertx, Metrics metrics) {
    this.pool = pool;
    this.vertx = vertx;
    this.registry = metrics.registry();
  }

  /** Reads poll_status; completes (never fails) within the deadline. */
  public Future<Void> refresh() {
    return pool.query("""
            SELECT poller, extract(epoch FROM last_ok_at)::float8, consecutive_failures, files_loaded::int8, rows_written
            FROM poll_status""").execute()
        .timeout(DEADLINE_MILLIS, TimeUnit.MILLISECONDS)
        .map(rows -> {
          for (Row r : rows) {
            Status s = pollers.computeIfAbsent(r.getString(0), this::register);
            Double ok = r.getDouble(1);
            s.lastOkEpochSeconds = ok == null ? Double.NaN : ok;
            s.consecutiveFailures = r.getInteger(2) == null ? 0 : r.getInteger(2);
            s.files = r.getLong(3) == null ? 0 : r.getLong(3);
            s.rows = r.getLong(4) == null ? 0 : r.getLong(4);
          }
          return (Void) null;
        })
        .otherwiseEmpty();
  }

  private Status register(String poller) {
    Status s = new Status();
    Gauge.builder("openmarkets.poller.last.success.age", s,
            x -> Double.isNaN(x.lastOkEpochSeconds) ? Double.NaN
                : System.currentTimeMillis() / 1000.0 - x.lastOkEpochSeconds)
        .description("Seconds since the poller's last successful poll, on any node (NaN: never)")
        .baseUnit("seconds").tag("poller", poller).register(registry);
    Gauge.builder("openmarkets.poller.consecutive.failures", s, x -> x.consecutiveFailures)
        .description("Failed polls in a row since the poller's last success").tag("poller", poller).register(registry);
    FunctionCounter.builder("openmarkets.poller.files", s, x -> x.files)
        .description("Files loaded by the poller, all nodes").tag("poller", poller).register(registry);
    FunctionCounter.builder("openmarkets.poller.rows", s, x -> x.rows)
        .description("Rows written by the poller, all nodes").tag("poller", poller).register(registry);
    Gauge.builder("openmarkets.poller.leader", () -> Leadership.of(vertx).holds(poller) ? 1 : 0)
        .description("1 when this node holds the poller's lease and runs it").tag("poller", poller).register(registry);
    return s;
  }
}
