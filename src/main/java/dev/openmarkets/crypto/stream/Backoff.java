package dev.openmarkets.crypto.stream;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * Exponential reconnect delays: base, 2 x base, 4 x base... capped at max, each shortened by a
 * random fraction of at most `jitter`. Not thread-safe; used on one event loop.
 */
public final class Backoff {
  private final long baseMillis;
  private final long maxMillis;
  private final double jitter;
  private final DoubleSupplier random;
  private int attempts;

  public Backoff(Duration base, Duration max, double jitter) {
    this(base, max, jitter, () -> ThreadLocalRandom.current().nextDouble());
  }

  Backoff(Duration base, Duration max, double jitter, DoubleSupplier random) {
    if (base.isNegative() || base.isZero() || max.compareTo(base) < 0) {
      throw new IllegalArgumentException("need 0 < base <= max");
    }
    if (jitter < 0 || jitter >= 1) {
      throw new IllegalArgumentException("jitter must be in [0, 1)");
    }
    this.baseMillis = base.toMillis();
    this.maxMillis = max.toMillis();
    this.jitter = jitter;
    this.random = random;
  }

  public Duration next() {
    int shift = Math.min(attempts, 30);
    long delay = baseMillis > (maxMillis >> shift) ? maxMillis : Math.min(maxMillis, baseMillis << shift);
    attempts++;
    long shortened = delay - (long) (delay * jitter * random.getAsDouble());
    return Duration.ofMillis(Math.max(1, shortened));
  }

  public void reset() {
    attempts = 0;
  }

  public int attempts() {
    return attempts;
  }
}
