package dev.openmarkets.http;

import dev.openmarkets.access.ApiKeyStore;
import dev.openmarkets.access.ClientAddress;
import dev.openmarkets.access.RateLimiter;
import dev.openmarkets.config.AppConfig;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.util.Optional;

/**
 * Keys and rate limits in front of every /api route: a present but unknown key is a 401; the
 * bucket is the key (120 a minute) or the client IP (30 a minute); every answer carries the
 * RateLimit-* headers; a refusal is a 429 with Retry-After. Datasets may have their own limits
 * (configuration rateLimit.perDataset), counted in buckets of their own.
 */
public final class AccessControl {
  /** Routing-context key holding "keyless" or "key", part of the response cache key. */
  public static final String TIER = "openmarkets.tier";
  /** Routing-context key holding the prefix of a valid key (absent when keyless): who made a request. */
  public static final String KEY_PREFIX = "openmarkets.keyPrefix";
  private static final CharSequence API_KEY = HttpHeaders.createOptimized("x-api-key");
  private static final CharSequence LIMIT = HttpHeaders.createOptimized("RateLimit-Limit");
  private static final CharSequence REMAINING = HttpHeaders.createOptimized("RateLimit-Remaining");
  private static final CharSequence RESET = HttpHeaders.createOptimized("RateLimit-Reset");

  private final RateLimiter limiter;
  private final ApiKeyStore keys;
  private final ClientAddress clientAddress;
  private final AppConfig.RateLimitConfig config;
  private final Metrics metrics;

  public AccessControl(RateLimiter limiter, ApiKeyStore keys, ClientAddress clientAddress,
      AppConfig.RateLimitConfig config, Metrics metrics) {
    this.limiter = limiter;
    this.keys = keys;
    this.clientAddress = clientAddress;
    this.config = config;
    this.metrics = metrics;
  }

  /** The handler for one dataset's routes (null: the general limits). */
  public Handler<RoutingContext> forDataset(String dataset) {
    JsonObject override = dataset == null ? null : config.perDataset().getJsonObject(dataset);
    int keyless = override == null ? config.keylessPerMinute() : override.getInteger("keylessPerMinute", config.keylessPerMinute());
    int keyed = override == null ? config.keyedPerMinute() : override.getInteger("keyedPerMinute", config.keyedPerMinute());
    String scope = override == null ? "" : "/" + dataset;
    return ctx -> check(ctx, keyless, keyed, scope);
  }

  /** The limits applied to a dataset, for docs and notices: [keyless, keyed]. */
  public int[] limitsOf(String dataset) {
    JsonObject o = config.perDataset().getJsonObject(dataset);
    return o == null ? new int[] {config.keylessPerMinute(), config.keyedPerMinute()}
        : new int[] {o.getInteger("keylessPerMinute", config.keylessPerMinute()),
            o.getInteger("keyedPerMinute", config.keyedPerMinute())};
  }

  private void check(RoutingContext ctx, int keyless, int keyed, String scope) {
    String key = ctx.request().getHeader(API_KEY);
    Future<Optional<String>> who = key == null ? Future.succeededFuture(Optional.empty())
        : keys.lookup(key.trim(), ctx.vertx().getOrCreateContext());
    who.compose(prefix -> {
      if (key != null && prefix.isEmpty()) {
        metrics.invalidKey.increment("key");
        return Future.failedFuture(ApiError.invalidKey());
      }
      boolean keyedTier = prefix.isPresent();
      ctx.put(TIER, keyedTier ? "key" : "keyless");
      if (keyedTier) {
        ctx.put(KEY_PREFIX, prefix.get());
      }
      String bucket = keyedTier ? "key:" + prefix.get() + scope : "ip:" + clientAddress.of(ctx.request()) + scope;
      int limit = keyedTier ? keyed : keyless;
      return limiter.acquire(bucket, limit).map(d -> {
        HttpServerResponse resp = ctx.response();
        resp.putHeader(LIMIT, Integer.toString(d.limit()))
            .putHeader(REMAINING, Integer.toString(d.remaining()))
            .putHeader(RESET, Long.toString(d.resetSeconds()));
        if (!d.allowed()) {
          metrics.rateLimited.increment(keyedTier ? "key" : "keyless");
          throw ApiError.rateLimited(keyedTier
              ? "Rate limit of " + limit + " requests a minute for this key reached; retry after "
                  + d.resetSeconds() + " s."
              : "Keyless rate limit of " + limit + " requests a minute per IP reached; retry after "
                  + d.resetSeconds() + " s, or send a free API key in the x-api-key header for "
                  + keyed + " a minute.", d.resetSeconds());
        }
        return d;
      });
    }).onSuccess(d -> ctx.next()).onFailure(ctx::fail);
  }
}
