package dev.openmarkets.push;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.internal.ContextInternal;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Concurrent streams per client on this node: a keyless client address or a key may hold at
 * most its tier's number of streams open at once (all streams together). A slot is held until
 * the stream's socket is gone ({@link StreamSocket#gone}), not merely until the stream ended: a
 * stream the server cut still holds a socket, and up to megabytes in it, until the client takes
 * them or the reset comes.
 *
 * <p>Over the cap, an open waits up to {@link #WAIT_MILLIS} for a slot of its client to come free
 * before it is refused: a client that closes a stream and opens another at once otherwise races
 * its own close, which another event loop may see after the open (probed: 6 of 100 such
 * reopens were refused on two loops).
 */
final class StreamCaps {
  static final long WAIT_MILLIS = 1_000;

  private final Map<String, Slots> clients = new HashMap<>();

  /** A client's slots in use and the opens waiting for one, oldest first. */
  private static final class Slots {
    int open;
    final ArrayDeque<Promise<Boolean>> waiting = new ArrayDeque<>();
  }

  /**
   * Takes one of the client's slots: true at once while it holds fewer than max, else when one it
   * holds is given back within the wait (the slot passes straight to the oldest open waiting);
   * false when none is. Completes on context. No more opens wait than the client holds slots.
   */
  Future<Boolean> take(Context context, String client, int max) {
    Promise<Boolean> waiter;
    synchronized (this) {
      Slots s = clients.computeIfAbsent(client, k -> new Slots());
      if (s.open < max) {
        s.open++;
        return Future.succeededFuture(true);
      }
      if (s.waiting.size() >= max) {
        if (s.open == 0) {
          clients.remove(client); // max 0: nothing to keep
        }
        return Future.succeededFuture(false);
      }
      waiter = ((ContextInternal) context).promise();
      s.waiting.addLast(waiter);
    }
    context.owner().setTimer(WAIT_MILLIS, t -> giveUp(client, waiter));
    return waiter.future();
  }

  /** Gives a slot back: to the oldest open waiting for one, else to the pool. */
  void release(String client) {
    Promise<Boolean> next;
    synchronized (this) {
      Slots s = clients.get(client);
      if (s == null) {
        return;
      }
      next = s.waiting.pollFirst();
      if (next == null && --s.open == 0) {
        clients.remove(client);
      }
    }
    if (next != null) {
      next.complete(true);
    }
  }

  private void giveUp(String client, Promise<Boolean> waiter) {
    synchronized (this) {
      Slots s = clients.get(client);
      if (s == null || !s.waiting.remove(waiter)) {
        return;
      }
    }
    waiter.complete(false);
  }
}
