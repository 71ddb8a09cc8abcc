package dev.openmarkets.observe;

import io.micrometer.core.instrument.Gauge;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Event-loop lag: one instance per event loop (instances are spread over the loops in turn)
 * sets a timer every second and reports how late it fired, the time a handler waits behind
 * other work on that loop. Gauge openmarkets_event_loop_lag_seconds{loop}.
 */
public final class EventLoopLagProbe extends VerticleBase {
  static final long PERIOD_MILLIS = 1_000;

  private final Metrics metrics;
  private final AtomicLong lagNanos = new AtomicLong();
  private long expected;

  private EventLoopLagProbe(Metrics metrics) {
    this.metrics = metrics;
  }

  /** Deploys one probe per event loop of the default pool size. */
  public static Future<Void> deploy(Vertx vertx, Metrics metrics) {
    return vertx.deployVerticle(() -> new EventLoopLagProbe(metrics),
        new DeploymentOptions().setInstances(VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE)).mapEmpty();
  }

  @Override
  public Future<?> start() {
    context.runOnContext(v -> {
      Gauge.builder("openmarkets.event.loop.lag", lagNanos, n -> n.get() / 1e9)
          .description("How late the last one-second timer fired on this event loop")
          .baseUnit("seconds")
          .tag("loop", Thread.currentThread().getName())
          .register(metrics.registry());
      arm();
    });
    return Future.succeededFuture();
  }

  private void arm() {
    expected = System.nanoTime() + PERIOD_MILLIS * 1_000_000;
    vertx.setTimer(PERIOD_MILLIS, id -> {
      lagNanos.set(Math.max(0, System.nanoTime() - expected));
      arm();
    });
  }
}
