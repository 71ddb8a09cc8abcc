package dev.openmarkets.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;

/**
 * Buckets this instance has seen over their limit in the shared store, each until its window
 * ends: a counter only grows within its window, so a bucket over its limit stays refused until
 * then, and the instance can refuse it without asking the store. The end is the moment the
 * question was sent plus the time the store said was left, never later than the store's own end
 * (the store answered after the question left), so the cache never refuses a request the store
 * would admit. An entry evicted early (the cache is bounded) only means asking the store again.
 */
final class DenyCache {
  private final Cache<String, Long> until;

  DenyCache(int maxBuckets) {
    this.until = Caffeine.newBuilder()
        // upkeep inline on the calling event loop, as LocalRateLimiter's buckets
        .executor(Runnable::run)
        .maximumSize(maxBuckets)
        .expireAfter(new Expiry<String, Long>() {
          @Override
          public long expireAfterCreate(String key, Long end, long now) {
            return Math.max(0, end - now);
          }

          @Override
          public long expireAfterUpdate(String key, Long end, long now, long left) {
            return Math.max(0, end - now);
          }

          @Override
          public long expireAfterRead(String key, Long end, long now, long left) {
            return left;
          }
        })
        .build();
  }

  /** A refusal of one more request on key when it is known over its limit, else null. */
  RateLimiter.Decision check(String key, int perMinute) {
    Long end = until.getIfPresent(key);
    if (end == null) {
      return null;
    }
    long left = end - System.nanoTime();
    if (left <= 0) {
      return null;
    }
    return new RateLimiter.Decision(false, perMinute, 0, Math.max(1, (left + 999_999_999L) / 1_000_000_000L));
  }

  /** key is over its limit until endNanos (System.nanoTime). */
  void deny(String key, long endNanos) {
    if (endNanos - System.nanoTime() > 0) {
      until.put(key, endNanos);
    }
  }
}
