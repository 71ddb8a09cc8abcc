package dev.openmarkets.access;

import io.vertx.core.Future;

/**
 * Admits or refuses one request against a bucket (a client IP or a key) allowed perMinute
 * requests a minute. Handlers only see this interface: the in-process limiter serves one
 * instance; a shared-store one (Redis) keeps the limits across several.
 */
public interface RateLimiter {

  /** The verdict with what the RateLimit-* headers report. */
  record Decision(boolean allowed, int limit, int remaining, long resetSeconds) {
  }

  Future<Decision> acquire(String bucket, int perMinute);

  /**
   * The decision at once when this limiter can make it without waiting for anything (the
   * in-process one always; the shared one for a bucket it knows is over its limit, or while its
   * store is down), else null and the caller uses {@link #acquire}. Saves the futures on the path
   * every keyless request takes.
   */
  default Decision acquireNowOrNull(String bucket, int perMinute) {
    return null;
  }
}
