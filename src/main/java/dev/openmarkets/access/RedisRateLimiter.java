package dev.openmarkets.access;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.RedisAPI;
import io.vertx.redis.client.RedisOptions;
import io.vertx.redis.client.Response;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

/**
 * Rate limits shared by every instance through Redis: one counter per bucket per one-minute
 * window, opened by the bucket's first request (the same shape as the in-process limiter). The
 * increment, expiry and remaining time happen in one Lua script, so one round trip decides a
 * request atomically. Redis has 250 ms to answer; if it cannot (down, or hanging), the in-process
 * limiter decides instead and keeps deciding alone for a few seconds before Redis is tried again,
 * so an outage of the store degrades the limits to per instance rather than slowing or taking the
 * API down, and is logged once when it starts and once when it ends.
 */
public final class RedisRateLimiter implements RateLimiter {
  private static final Logger LOG = Logger.getLogger(RedisRateLimiter.class.getName());
  private static final long WINDOW_MS = 60_000;
  private static final String SCRIPT = """
      local c = redis.call('INCR', KEYS[1])
      if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
      local ttl = redis.call('PTTL', KEYS[1])
      if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
      return {c, ttl}""";

  private final RedisAPI redis;
  private final String prefix;
  private final LocalRateLimiter fallback;
  private final long deadlineMillis;
  private final long retryMillis;
  /** While System.nanoTime() is before this, Redis is considered down and the local limiter decides. */
  private volatile long downUntil = Long.MIN_VALUE;
  private volatile boolean down;

  public RedisRateLimiter(Vertx vertx, String redisUrl, String keyPrefix, LocalRateLimiter fallback) {
    this(vertx, redisUrl, keyPrefix, fallback, 250, 5_000);
  }

  /**
   * deadlineMillis: the longest a request waits for Redis before the local limiter decides;
   * retryMillis: how long the local limiter decides alone after a failure before Redis is tried again.
   */
  public RedisRateLimiter(Vertx vertx, String redisUrl, String keyPrefix, LocalRateLimiter fallback,
      long deadlineMillis, long retryMillis) {
    this.redis = RedisAPI.api(Redis.createClient(vertx, new RedisOptions()
        .setConnectionString(redisUrl)
        .setMaxPoolSize(16)
        .setMaxPoolWaiting(1024)));
    this.prefix = keyPrefix;
    this.fallback = fallback;
    this.deadlineMillis = deadlineMillis;
    this.retryMillis = retryMillis;
  }

  /** True during a Redis outage, while the local limiter decides alone. */
  public boolean degraded() {
    return down;
  }

  @Override
  public Future<Decision> acquire(String bucket, int perMinute) {
    if (down && System.nanoTime() < downUntil) {
      return fallback.acquire(bucket, perMinute);
    }
    return redis.eval(List.of(SCRIPT, "1", prefix + bucket + "/" + perMinute, Long.toString(WINDOW_MS)))
        .timeout(deadlineMillis, TimeUnit.MILLISECONDS)
        .map(r -> {
          if (down) {
            down = false;
            LOG.info("Redis rate limiter reachable again: limits are shared by every instance");
          }
          return decide(r, perMinute);
        })
        .recover(err -> {
          downUntil = System.nanoTime() + retryMillis * 1_000_000L;
          if (!down) {
            down = true;
            LOG.warning("Redis rate limiter unreachable (" + err.getMessage() + "): limiting per instance until it"
                + " answers again (retried every " + retryMillis / 1000 + " s)");
          }
          return fallback.acquire(bucket, perMinute);
        });
  }

  private static Decision decide(Response r, int perMinute) {
    long count = r.get(0).toLong();
    long ttlMs = Math.max(1, r.get(1).toLong());
    long resetSeconds = Math.max(1, (ttlMs + 999) / 1000);
    return new Decision(count <= perMinute, perMinute, (int) Math.max(0, perMinute - count), resetSeconds);
  }
}
