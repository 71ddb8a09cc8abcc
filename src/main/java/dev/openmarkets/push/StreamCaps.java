package dev.openmarkets.push;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Concurrent streams per client on this node: a keyless client address or a key may hold at
 * most its tier's number of streams open at once (all streams together). A slot is held until
 * the stream's socket is gone ({@link StreamSocket#gone}), not merely until the stream ended: a
 * stream the server cut still holds a socket, and up to megabytes in it, until the client takes
 * them or the reset comes.
 */
final class StreamCaps {
  private final Map<String, Integer> open = new ConcurrentHashMap<>();

  /** Takes one of the client's slots; false when it holds `max` already. */
  boolean tryOpen(String client, int max) {
    boolean[] ok = {false};
    open.compute(client, (k, n) -> {
      int now = n == null ? 0 : n;
      ok[0] = now < max;
      return ok[0] ? now + 1 : n;
    });
    return ok[0];
  }

  void release(String client) {
    open.computeIfPresent(client, (k, n) -> n <= 1 ? null : n - 1);
  }
}
