package dev.openmarkets.access;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.internal.ContextInternal;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.RedisAPI;
import io.vertx.redis.client.RedisOptions;
import io.vertx.redis.client.Response;
import io.vertx.redis.client.impl.types.ErrorType;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

/**
 * Rate limits shared by every instance through Redis: one counter per bucket per one-minute
 * window, opened by the bucket's first request (the same shape as the in-process limiter).
 * Exact across instances, and cheap:
 * <ul>
 *   <li>the requests of one event-loop turn are counted together (TurnBatch): one EVALSHA of one
 *       Lua script, sent when the turn ends, increments every bucket of the turn by its number of
 *       requests and answers each count and the time left, atomically; a request waits for no
 *       more than that one round trip;</li>
 *   <li>a bucket seen at or over its limit is refused here until its window ends (DenyCache),
 *       without asking Redis, since its count cannot fall before then.</li>
 * </ul>
 * Redis has 250 ms to answer; if it cannot (down, or hanging), the in-process limiter decides
 * instead and keeps deciding alone for a few seconds before Redis is tried again, so an outage of
 * the store degrades the limits to per instance rather than slowing or taking the API down, and
 * is logged once when it starts and once when it ends.
 */
public final class RedisRateLimiter implements RateLimiter {
  private static final Logger LOG = Logger.getLogger(RedisRateLimiter.class.getName());
  private static final long WINDOW_MS = 60_000;
  /** KEYS: the buckets' counters; ARGV[1]: the window (ms); ARGV[i + 1]: the requests to count on KEYS[i]. */
  private static final String SCRIPT = """
      local window = tonumber(ARGV[1])
      local out = {}
      for i, key in ipairs(KEYS) do
        local n = tonumber(ARGV[i + 1])
        local c = redis.call('INCRBY', key, n)
        local ttl = window
        if c == n then
          redis.call('PEXPIRE', key, window)
        else
          ttl = redis.call('PTTL', key)
          if ttl < 0 then redis.call('PEXPIRE', key, window); ttl = window end
        end
        out[2 * i - 1] = c
        out[2 * i] = ttl
      end
      return out""";
  private static final String SHA = sha1(SCRIPT);

  private final RedisAPI redis;
  private final String prefix;
  private final LocalRateLimiter fallback;
  private final DenyCache denied;
  private final long deadlineMillis;
  private final long retryMillis;
  private final long windowMillis;
  /** The turn being collected on this event-loop thread, sent when the turn ends. */
  private final ThreadLocal<TurnBatch> pending = new ThreadLocal<>();
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
    this(vertx, redisUrl, keyPrefix, fallback, deadlineMillis, retryMillis, WINDOW_MS);
  }

  /** windowMillis: the length of a bucket's window (a minute; shorter in tests of its end). */
  RedisRateLimiter(Vertx vertx, String redisUrl, String keyPrefix, LocalRateLimiter fallback,
      long deadlineMillis, long retryMillis, long windowMillis) {
    this.redis = RedisAPI.api(Redis.createClient(vertx, new RedisOptions()
        .setConnectionString(redisUrl)
        .setMaxPoolSize(16)
        .setMaxPoolWaiting(1024)));
    this.prefix = keyPrefix;
    this.fallback = fallback;
    this.denied = new DenyCache(fallback.maxBuckets());
    this.deadlineMillis = deadlineMillis;
    this.retryMillis = retryMillis;
    this.windowMillis = windowMillis;
    // the first requests need not spend their deadline on a connection and a NOSCRIPT: connect and
    // load the script now; if Redis is not there, the first request finds out and says so
    redis.script(List.of("LOAD", SCRIPT))
        .onFailure(err -> LOG.fine("Redis rate limiter: script not loaded at start (" + err.getMessage() + ")"));
  }

  /** True during a Redis outage, while the local limiter decides alone. */
  public boolean degraded() {
    return down;
  }

  @Override
  public Decision acquireNowOrNull(String bucket, int perMinute) {
    return decideHere(key(bucket, perMinute), bucket, perMinute);
  }

  @Override
  public Future<Decision> acquire(String bucket, int perMinute) {
    String key = key(bucket, perMinute);
    Decision now = decideHere(key, bucket, perMinute);
    return now != null ? Future.succeededFuture(now) : enqueue(key, bucket, perMinute);
  }

  private String key(String bucket, int perMinute) {
    return prefix + bucket + "/" + perMinute;
  }

  /** A refusal of a bucket known over its limit, or the local limiter's decision while Redis is down; else null. */
  private Decision decideHere(String key, String bucket, int perMinute) {
    Decision refused = denied.check(key, perMinute);
    if (refused != null) {
      return refused;
    }
    if (down && System.nanoTime() < downUntil) {
      return fallback.acquireNow(bucket, perMinute);
    }
    return null;
  }

  /**
   * Joins the turn being collected on this event loop (the first request of a turn schedules its
   * sending for when the turn's other events are handled); off an event loop, sends at once.
   */
  private Future<Decision> enqueue(String key, String bucket, int perMinute) {
    ContextInternal context = (ContextInternal) Vertx.currentContext();
    if (context == null || !context.isEventLoopContext()) {
      TurnBatch alone = new TurnBatch();
      Future<Decision> d = alone.add(key, bucket, perMinute, context);
      send(alone);
      return d;
    }
    TurnBatch turn = pending.get();
    if (turn == null) {
      TurnBatch next = new TurnBatch();
      pending.set(next);
      context.runOnContext(v -> {
        pending.remove();
        send(next);
      });
      turn = next;
    }
    return turn.add(key, bucket, perMinute, context);
  }

  private void send(TurnBatch turn) {
    long sent = System.nanoTime();
    List<String> args = turn.scriptArgs(windowMillis);
    count(args)
        .timeout(deadlineMillis, TimeUnit.MILLISECONDS)
        .map(reply -> {
          turn.resolve(reply, sent, denied);
          return reply;
        })
        .onComplete(ar -> {
          if (ar.succeeded()) {
            up();
          } else {
            down(ar.cause());
            // every request of the turn still gets an answer, from the local limiter
            for (TurnBatch.Bucket b : turn.buckets()) {
              b.waiters().forEach(w -> w.answer(fallback.acquireNow(b.name(), b.perMinute())));
            }
          }
        });
  }

  private void up() {
    if (down) {
      down = false;
      LOG.info("Redis rate limiter reachable again: limits are shared by every instance");
    }
  }

  private void down(Throwable err) {
    downUntil = System.nanoTime() + retryMillis * 1_000_000L;
    if (!down) {
      down = true;
      LOG.warning("Redis rate limiter unreachable (" + err.getMessage() + "): limiting per instance until it"
          + " answers again (retried every " + retryMillis / 1000 + " s)");
    }
  }

  /** The script by its digest; by its text when Redis does not hold it (first use, or after a restart). */
  private Future<Response> count(List<String> args) {
    List<String> bySha = new ArrayList<>(args.size() + 1);
    bySha.add(SHA);
    bySha.addAll(args);
    return redis.evalsha(bySha).recover(err -> {
      if (!(err instanceof ErrorType e && e.is("NOSCRIPT"))) {
        return Future.failedFuture(err);
      }
      List<String> byText = new ArrayList<>(bySha);
      byText.set(0, SCRIPT);
      return redis.eval(byText);
    });
  }

  private static String sha1(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
