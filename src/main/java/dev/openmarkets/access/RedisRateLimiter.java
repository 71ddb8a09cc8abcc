package dev.openmarkets.access;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.RedisAPI;
import io.vertx.redis.client.RedisOptions;
import io.vertx.redis.client.Response;
import java.util.List;
import java.util.logging.Logger;

/**
 * Rate limits shared by every instance through Redis: one counter per bucket per one-minute
 * window, opened by the bucket's first request (the same shape as the in-process limiter). The
 * increment, expiry and remaining time happen in one Lua script, so one round trip decides a
 * request atomically. If Redis cannot be reached the in-process limiter decides instead, so an
 * outage of the store degrades the limits to per instance rather than taking the API down.
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
  private volatile long lastWarning;
  private volatile boolean degraded;

  public RedisRateLimiter(Vertx vertx, String redisUrl, String keyPrefix, LocalRateLimiter fallback) {
    this.redis = RedisAPI.api(Redis.createClient(vertx, new RedisOptions()
        .setConnectionString(redisUrl)
        .setMaxPoolSize(16)
        .setMaxPoolWaiting(1024)));
    this.prefix = keyPrefix;
    this.fallback = fallback;
  }

  @Override
  public Future<Decision> acquire(String bucket, int perMinute) {
    return redis.eval(List.of(SCRIPT, "1", prefix + bucket + "/" + perMinute, Long.toString(WINDOW_MS)))
        .map(r -> {
          degraded = false;
          return decide(r, perMinute);
        })
        .recover(err -> {
          degraded = true;
          long now = System.currentTimeMillis();
          if (now - lastWarning > 60_000) {
            lastWarning = now;
            LOG.warning("Redis rate limiter unreachable, limiting per instance meanwhile: " + err.getMessage());
          }
          return fallback.acquire(bucket, perMinute);
        });
  }

  /** True while the last decision had to fall back to the in-process limiter. */
  public boolean degraded() {
    return degraded;
  }

  private static Decision decide(Response r, int perMinute) {
    long count = r.get(0).toLong();
    long ttlMs = Math.max(1, r.get(1).toLong());
    long resetSeconds = Math.max(1, (ttlMs + 999) / 1000);
    return new Decision(count <= perMinute, perMinute, (int) Math.max(0, perMinute - count), resetSeconds);
  }
}
