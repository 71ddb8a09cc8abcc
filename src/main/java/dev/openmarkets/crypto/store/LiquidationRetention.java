package dev.openmarkets.crypto.store;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Duration;
import java.time.Instant;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Deletes liquidation events older than the retention (90 days) shortly after start and then
 * every hour, each run scheduled when the previous one ends. Hourly totals are never deleted.
 */
public final class LiquidationRetention extends VerticleBase {
  private static final Logger LOG = Logger.getLogger(LiquidationRetention.class.getName());
  private static final int SLICE = 20_000;

  private final Pool pool;
  private final Duration keep;
  private final Duration every;
  private volatile boolean stopped;

  public LiquidationRetention(Pool pool, Duration keep, Duration every) {
    this.pool = pool;
    this.keep = keep;
    this.every = every;
  }

  @Override
  public Future<?> start() {
    vertx.setTimer(60_000, id -> run());
    return Future.succeededFuture();
  }

  @Override
  public Future<?> stop() {
    stopped = true;
    return Future.succeededFuture();
  }

  private void run() {
    if (stopped) {
      return;
    }
    LiquidationStore.deleteEventsBefore(pool, Instant.now().minus(keep), SLICE)
        .onSuccess(n -> {
          if (n > 0) {
            DatasetBump.publishLocally(vertx, java.util.List.of("liquidations-recent"));
            LOG.info(() -> "retention deleted " + n + " liquidation events older than " + keep.toDays() + " days");
          }
        })
        .onFailure(err -> LOG.log(Level.WARNING, "liquidation retention failed", err))
        .onComplete(ar -> {
          if (!stopped) {
            vertx.setTimer(every.toMillis(), id -> run());
          }
        });
  }
}
