package dev.openmarkets.access;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.http.HttpHeaders;
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
  /** Routing-context key holding the client address the limits were counted for (see ClientAddress). */
  public static final String CLIENT_IP = "openmarkets.clientIp";
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

  /** Who is asking and whether their bucket allows one more request: the tier, the key prefix and the decision. */
  public record Admission(boolean keyed, String keyPrefix, RateLimiter.Decision decision) {
    public String tier() {
      return keyed ? "key" : "keyless";
    }
  }

  /**
   * The check of one request outside a router (the MCP endpoint): key lookup and rate limit of
   * the dataset's bucket. Fails with the same ApiError as the HTTP routes (401, 429 with retry).
   * key: the presented key or null; clientIp: the caller's address (see ClientAddress).
   */
  public Future<Admission> admit(io.vertx.core.Context context, String key, String clientIp, String dataset) {
    JsonObject override = dataset == null ? null : config.perDataset().getJsonObject(dataset);
    int[] limits = limitsOf(dataset == null ? "" : dataset);
    String scope = override == null ? "" : "/" + dataset;
    return admit(context, key, clientIp, limits[0], limits[1], scope);
  }

  private Future<Admission> admit(io.vertx.core.Context context, String key, String clientIp, int keyless, int keyed,
      String scope) {
    Future<Optional<String>> who = key == null ? Future.succeededFuture(Optional.empty())
        : keys.lookup(key.trim(), context);
    return who.compose(prefix -> {
      if (key != null && prefix.isEmpty()) {
        metrics.invalidKey.increment("key");
        return Future.failedFuture(ApiError.invalidKey());
      }
      boolean keyedTier = prefix.isPresent();
      String bucket = keyedTier ? bucket("key:", prefix.get(), scope) : bucket("ip:", clientIp, scope);
      int limit = keyedTier ? keyed : keyless;
      return limiter.acquire(bucket, limit).map(d -> new Admission(keyedTier, prefix.orElse(null), d));
    });
  }

  /** A limiter bucket: a key's prefix or a client address, per dataset when it has limits of its own (scope). */
  private static String bucket(String kind, String who, String scope) {
    return kind + who + scope;
  }

  private void check(RoutingContext ctx, int keyless, int keyed, String scope) {
    String key = ctx.request().getHeader(API_KEY);
    String ip = clientAddress.of(ctx.request());
    ctx.put(CLIENT_IP, ip);
    if (key == null) {
      // keyless: no key to look up, so straight to the limiter, decided here and now when it can
      // (the in-process one; the shared one for a bucket it knows is over its limit)
      String bucket = bucket("ip:", ip, scope);
      RateLimiter.Decision now = limiter.acquireNowOrNull(bucket, keyless);
      if (now != null) {
        admitted(ctx, new Admission(false, null, now), keyless, keyed);
      } else {
        limiter.acquire(bucket, keyless).onComplete(d -> {
          if (d.succeeded()) {
            admitted(ctx, new Admission(false, null, d.result()), keyless, keyed);
          } else {
            ctx.fail(d.cause());
          }
        });
      }
      return;
    }
    admit(ctx.vertx().getOrCreateContext(), key, ip, keyless, keyed, scope)
        .onSuccess(a -> admitted(ctx, a, keyless, keyed)).onFailure(ctx::fail);
  }

  private void admitted(RoutingContext ctx, Admission a, int keyless, int keyed) {
    ctx.put(TIER, a.tier());
    if (a.keyed()) {
      ctx.put(KEY_PREFIX, a.keyPrefix());
    }
    RateLimiter.Decision d = a.decision();
    ctx.response().putHeader(LIMIT, Integer.toString(d.limit()))
        .putHeader(REMAINING, Integer.toString(d.remaining()))
        .putHeader(RESET, Long.toString(d.resetSeconds()));
    if (d.allowed()) {
      ctx.next();
    } else {
      ctx.fail(refusal(a, keyless, keyed));
    }
  }

  /** The 429 of a refused admission, saying when to retry. */
  public ApiError refusal(Admission a, int keyless, int keyed) {
    RateLimiter.Decision d = a.decision();
    metrics.rateLimited.increment(a.keyed() ? "key" : "keyless");
    return ApiError.rateLimited(a.keyed()
        ? "Rate limit of " + d.limit() + " requests a minute for this key reached; retry after "
            + d.resetSeconds() + " s."
        : "Keyless rate limit of " + d.limit() + " requests a minute per IP reached; retry after "
            + d.resetSeconds() + " s, or send a free API key in the x-api-key header for "
            + keyed + " a minute.", d.resetSeconds());
  }

  /** The client address of a request, as the rate limiter buckets it. */
  public String clientIp(io.vertx.core.http.HttpServerRequest request) {
    return clientAddress.of(request);
  }
}
