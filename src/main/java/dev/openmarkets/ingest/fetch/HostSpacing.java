package dev.openmarkets.ingest.fetch;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.shareddata.Shareable;
import java.net.URI;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The politeness of every request to one upstream host, for every poller, backfill and doctor of
 * this Vert.x instance: one request at a time, and the next one at least the minimum interval
 * after the previous answer (GDELT sheds load with 429 for requests closer than about 5 s; EDGAR
 * allows ten a second). A request waits for its turn in the host's queue and then on a timer,
 * never blocking; an upstream's Retry-After pushes the host's next turn back.
 */
public final class HostSpacing implements Shareable {
  private static final String MAP = "openmarkets.hostSpacing";

  private final Map<String, Lane> lanes = new ConcurrentHashMap<>();

  /** One host's queue: whether a request is out, those waiting, and when the next may go. */
  private static final class Lane {
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    private boolean busy;
    private long nextFree;

    void enter(Runnable turn) {
      synchronized (this) {
        if (busy) {
          waiting.add(turn);
          return;
        }
        busy = true;
      }
      turn.run();
    }

    void leave(long minIntervalMillis) {
      Runnable next;
      synchronized (this) {
        nextFree = Math.max(nextFree, System.currentTimeMillis() + minIntervalMillis);
        next = waiting.poll();
        busy = next != null;
      }
      if (next != null) {
        next.run();
      }
    }

    synchronized long nextFree() {
      return nextFree;
    }

    synchronized void holdOff(long until) {
      nextFree = Math.max(nextFree, until);
    }
  }

  /** The spacing shared on this Vert.x instance. */
  public static HostSpacing of(Vertx vertx) {
    return (HostSpacing) vertx.sharedData().getLocalMap(MAP).computeIfAbsent("spacing", k -> new HostSpacing());
  }

  /**
   * Sends request when url's host is free and at least minIntervalMillis after its previous
   * answer; the host is free again when request's future completes. Runs on the caller's context.
   */
  public <T> Future<T> send(Vertx vertx, String url, long minIntervalMillis, Supplier<Future<T>> request) {
    Context ctx = vertx.getOrCreateContext();
    Lane lane = lanes.computeIfAbsent(host(url), h -> new Lane());
    Promise<T> answered = Promise.promise();
    lane.enter(() -> ctx.runOnContext(v -> {
      long wait = lane.nextFree() - System.currentTimeMillis();
      if (wait > 0) {
        vertx.setTimer(wait, id -> go(lane, minIntervalMillis, request, answered));
      } else {
        go(lane, minIntervalMillis, request, answered);
      }
    }));
    return answered.future();
  }

  private static <T> void go(Lane lane, long minIntervalMillis, Supplier<Future<T>> request, Promise<T> answered) {
    Future<T> sent;
    try {
      sent = request.get();
    } catch (RuntimeException e) {
      sent = Future.failedFuture(e);
    }
    sent.onComplete(ar -> {
      lane.leave(minIntervalMillis);
      answered.handle(ar);
    });
  }

  /** No request to url's host before retryAfterMillis from now (the upstream's Retry-After). */
  public void holdOff(String url, long retryAfterMillis) {
    lanes.computeIfAbsent(host(url), h -> new Lane()).holdOff(System.currentTimeMillis() + retryAfterMillis);
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
