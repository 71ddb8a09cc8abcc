package dev.openmarkets.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.resilience4j.ratelimiter.RateLimiterConfig;
import io.github.resilience4j.ratelimiter.internal.AtomicRateLimiter;
import io.vertx.core.Future;
import java.time.Duration;

/**
 * Per-bucket resilience4j limiters (limitForPeriod requests per one-minute cycle, the whole
 * allowance available at once, so the burst equals the per-minute figure). Buckets live in a
 * bounded cache and are evicted after two idle minutes, so memory stays flat under any number of
 * client addresses. Lock-free and shared by every HTTP event loop.
 */
public final class LocalRateLimiter implements RateLimiter {
  private static final Duration PERIOD = Duration.ofMinutes(1);

  /** created approximates the limiter's own cycle origin (it reads System.nanoTime at construction). */
  private record Bucket(AtomicRateLimiter limiter, long created) {
  }

  private final Cache<String, Bucket> buckets;
  private final int maxBuckets;

  public LocalRateLimiter(int maxBuckets) {
    this.maxBuckets = maxBuckets;
    this.buckets = Caffeine.newBuilder()
        // upkeep (expiry, eviction) inline on the calling event loop, a little at a time, instead of
        // waking a ForkJoinPool thread that competes with the loops for the cores (bench/RESULTS.md)
        .executor(Runnable::run)
        .maximumSize(maxBuckets)
        .expireAfterAccess(Duration.ofMinutes(2))
        .build();
  }

  @Override
  public Future<Decision> acquire(String bucket, int perMinute) {
    return Future.succeededFuture(acquireNow(bucket, perMinute));
  }

  @Override
  public Decision acquireNowOrNull(String bucket, int perMinute) {
    return acquireNow(bucket, perMinute);
  }

  public Decision acquireNow(String bucket, int perMinute) {
    Bucket b = buckets.get(bucket + "/" + perMinute, k -> new Bucket(new AtomicRateLimiter(k,
        RateLimiterConfig.custom()
            .limitForPeriod(perMinute)
            .limitRefreshPeriod(PERIOD)
            .timeoutDuration(Duration.ZERO)
            .build()), System.nanoTime()));
    boolean ok = b.limiter().acquirePermission();
    AtomicRateLimiter.AtomicRateLimiterMetrics m = b.limiter().getDetailedMetrics();
    int remaining = Math.max(0, m.getAvailablePermissions());
    long toRefill = PERIOD.toNanos() - Math.floorMod(System.nanoTime() - b.created(), PERIOD.toNanos());
    long waitNanos = ok ? toRefill : Math.max(m.getNanosToWait(), toRefill);
    return new Decision(ok, perMinute, remaining, Math.max(1, (waitNanos + 999_999_999L) / 1_000_000_000L));
  }

  /** The most buckets kept at once (configuration rateLimit.maxBuckets). */
  public int maxBuckets() {
    return maxBuckets;
  }

  public long size() {
    buckets.cleanUp();
    return buckets.estimatedSize();
  }
}
