package dev.openmarkets.access;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.internal.ContextInternal;
import io.vertx.redis.client.Response;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The admissions one event-loop turn asks of the shared store, grouped by bucket: each bucket's
 * requests are counted by one INCRBY of their number in one script call for the whole turn, and
 * the count the store answers is handed back out in arrival order (the first of n requests got
 * count c - n + 1). The store sees the same total as one INCR per request, so the limits are
 * exactly those of counting one by one.
 */
final class TurnBatch {
  /** One bucket's requests of this turn, in arrival order. */
  record Bucket(String key, String name, int perMinute, List<Waiter> waiters) {
  }

  /**
   * One request's wait, with the context it asked from (a request's own duplicated context; null
   * off Vert.x): its decision is handed over in that context, so the request's handling goes on
   * in its own context, not in that of the turn's first request.
   */
  record Waiter(ContextInternal context, Promise<RateLimiter.Decision> promise) {
    /** Completes the wait unless already answered; inline when on the context's thread. */
    void answer(RateLimiter.Decision d) {
      if (context == null) {
        promise.tryComplete(d);
      } else if (context.inThread()) {
        context.dispatch(d, promise::tryComplete);
      } else {
        context.runOnContext(v -> promise.tryComplete(d));
      }
    }
  }

  private final Map<String, Bucket> buckets = new LinkedHashMap<>();

  /** Adds one request on bucket name (counted under key) made in context; its decision when the turn is answered. */
  Future<RateLimiter.Decision> add(String key, String name, int perMinute, ContextInternal context) {
    Promise<RateLimiter.Decision> p = Promise.promise();
    buckets.computeIfAbsent(key, k -> new Bucket(k, name, perMinute, new ArrayList<>(2))).waiters().add(new Waiter(context, p));
    return p.future();
  }

  Collection<Bucket> buckets() {
    return buckets.values();
  }

  /** The script's arguments after its name: number of keys, the keys, the window, each key's count. */
  List<String> scriptArgs(long windowMillis) {
    List<String> args = new ArrayList<>(2 + 2 * buckets.size());
    args.add(Integer.toString(buckets.size()));
    args.addAll(buckets.keySet());
    args.add(Long.toString(windowMillis));
    for (Bucket b : buckets.values()) {
      args.add(Integer.toString(b.waiters().size()));
    }
    return args;
  }

  /**
   * Hands out the decisions of the script's answer ({count, ms left} per key, in order), and
   * tells denied of every bucket now over its limit, until sentNanos plus the time left.
   */
  void resolve(Response reply, long sentNanos, DenyCache denied) {
    int i = 0;
    for (Bucket b : buckets.values()) {
      long count = reply.get(2 * i).toLong();
      long ttlMs = Math.max(0, reply.get(2 * i + 1).toLong());
      i++;
      long resetSeconds = Math.max(1, (ttlMs + 999) / 1000);
      long first = count - b.waiters().size() + 1;
      for (int j = 0; j < b.waiters().size(); j++) {
        long c = first + j;
        b.waiters().get(j).answer(new RateLimiter.Decision(c <= b.perMinute(), b.perMinute(),
            (int) Math.max(0, b.perMinute() - c), resetSeconds));
      }
      if (count >= b.perMinute()) {
        denied.deny(b.key(), sentNanos + ttlMs * 1_000_000L);
      }
    }
  }
}
