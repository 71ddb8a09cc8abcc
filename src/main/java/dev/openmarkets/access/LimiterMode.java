package dev.openmarkets.access;


/** The mode the rate limiter decides in, for the openmarkets_rate_limiter_mode gauge and the start line. */
public final class LimiterMode {
  public static final String[] ALL = {"local", "redis", "local_fallback"};

  private LimiterMode() {
  }

  public static String of(RateLimiter limiter) {
    if (limiter instanceof RedisRateLimiter redis) {
      return redis.degraded() ? "local_fallback" : "redis";
    }
    return "local";
  }
}
