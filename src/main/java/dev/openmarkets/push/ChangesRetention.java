package dev.openmarkets.push;

import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps dataset_changes to its last 7 days: every node deletes the older rows once an hour (the
 * delete is the same whoever runs it, so the fleet needs no lease for it). A client resuming from
 * an older position gets the newest changes with `event: truncated` first.
 */
final class ChangesRetention {
  private static final Logger LOG = Logger.getLogger(ChangesRetention.class.getName());
  private static final String DELETE = "DELETE FROM dataset_changes WHERE updated_at < now() - interval '7 days'";
  private static final long EVERY_MILLIS = 3_600_000L;

  private final Pool pool;
  private Vertx vertx;
  private long timer = -1;

  ChangesRetention(Pool pool) {
    this.pool = pool;
  }

  void start(Vertx vertx) {
    this.vertx = vertx;
    timer = vertx.setPeriodic(60_000L, EVERY_MILLIS, t -> pool.query(DELETE).execute()
        .onFailure(e -> LOG.log(Level.WARNING, "dataset_changes retention failed (retried in an hour)", e)));
  }

  void stop() {
    if (timer != -1) {
      vertx.cancelTimer(timer);
      timer = -1;
    }
  }
}
