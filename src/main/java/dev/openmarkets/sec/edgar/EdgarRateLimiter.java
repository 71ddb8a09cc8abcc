package dev.openmarkets.sec.edgar;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The SEC's fair-access limit, at most 10 requests a second, for every EDGAR poller of the
 * process together: they all hold this one object. A sliding window over the times of the last
 * ten grants, so no window of any start holds more than ten (a fixed per-second bucket lets 20
 * through across a boundary). A request that finds the window full waits on a Vert.x timer on
 * its own context until the oldest grant leaves it; nothing blocks. Several processes against
 * EDGAR from one address would each have their own ten.
 */
public final class EdgarRateLimiter {
  public static final int SEC_PERMITS = 10;
  /** A second plus a margin, so that jitter between our clock and the server's never shows eleven. */
  public static final Duration SEC_WINDOW = Duration.ofMillis(1050);

  private final long[] grants;
  private final long windowNanos;
  private final LongSupplier nanoClock;
  private int next;
  private int used;

  private static final EdgarRateLimiter PROCESS = new EdgarRateLimiter();

  public EdgarRateLimiter() {
    this(SEC_PERMITS, SEC_WINDOW, System::nanoTime);
  }

  /** The one limiter every EDGAR poller of this process holds, whichever family deploys it. */
  public static EdgarRateLimiter process() {
    return PROCESS;
  }

  EdgarRateLimiter(int permits, Duration window, LongSupplier nanoClock) {
    this.grants = new long[permits];
    this.windowNanos = window.toNanos();
    this.nanoClock = nanoClock;
  }

  /** Grants now and returns 0, or returns the nanoseconds until a grant can be made. */
  synchronized long tryAcquire() {
    long now = nanoClock.getAsLong();
    if (used == grants.length) {
      long oldest = grants[next];
      long free = oldest + windowNanos - now;
      if (free > 0) {
        return free;
      }
    } else {
      used++;
    }
    grants[next] = now;
    next = (next + 1) % grants.length;
    return 0;
  }

  /** Completes when this request may go out (on the caller's context). */
  public Future<Void> acquire(Vertx vertx) {
    long wait = tryAcquire();
    if (wait == 0) {
      return Future.succeededFuture();
    }
    Promise<Void> ready = Promise.promise();
    vertx.setTimer(TimeUnit.NANOSECONDS.toMillis(wait) + 1, id -> acquire(vertx).onComplete(ready));
    return ready.future();
  }
}
