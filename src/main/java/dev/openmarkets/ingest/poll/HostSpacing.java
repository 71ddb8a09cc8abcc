package dev.openmarkets.ingest.poll;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.shareddata.Shareable;
import java.net.URI;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A minimum interval between requests to one upstream host, for every poller of this Vert.x
 * instance: GDELT sheds load with 429 for requests closer than about 5 s. Each request reserves
 * the next free slot of its host (now, or the previous slot plus the interval) and waits for it on
 * a timer, never blocking; when its answer is in, the host's next slot is at least the interval
 * after that (a request that left late must not bring the next one closer); an upstream's
 * Retry-After pushes the host's next slot back.
 */
public final class HostSpacing implements Shareable {
  private static final String MAP = "openmarkets.hostSpacing";

  private final Map<String, Long> nextFree = new ConcurrentHashMap<>();

  /** The spacing shared on this Vert.x instance. */
  public static HostSpacing of(Vertx vertx) {
    return (HostSpacing) vertx.sharedData().getLocalMap(MAP).computeIfAbsent("spacing", k -> new HostSpacing());
  }

  /** Completes when a request to url's host may go, at least minIntervalMillis after the host's previous one. */
  public Future<Void> reserve(Vertx vertx, String url, long minIntervalMillis) {
    long now = System.currentTimeMillis();
    long[] slot = new long[1];
    nextFree.compute(host(url), (h, next) -> {
      slot[0] = next == null ? now : Math.max(now, next);
      return slot[0] + minIntervalMillis;
    });
    long wait = slot[0] - now;
    if (wait <= 0) {
      return Future.succeededFuture();
    }
    Promise<Void> go = Promise.promise();
    vertx.setTimer(wait, id -> go.complete());
    return go.future();
  }

  /** A request to url's host has been answered (or failed): the next waits at least minIntervalMillis from now. */
  public void answered(String url, long minIntervalMillis) {
    holdOff(url, minIntervalMillis);
  }

  /** No request to url's host before retryAfterMillis from now (the upstream's Retry-After). */
  public void holdOff(String url, long retryAfterMillis) {
    long until = System.currentTimeMillis() + retryAfterMillis;
    nextFree.merge(host(url), until, Math::max);
  }

  static String host(String url) {
    try {
      URI u = URI.create(url);
      return u.getHost() + ":" + u.getPort();
    } catch (IllegalArgumentException e) {
      return url;
    }
  }
}
