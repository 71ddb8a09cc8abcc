package dev.openmarkets.crypto.stream;

import java.time.Instant;

/**
 * Connection health of a stream client, for /stats and logs. Every method has a no-op default
 * so callers implement what they show. Called on the client's event loop; must not block.
 */
public interface StreamStatusListener {
  StreamStatusListener NONE = new StreamStatusListener() {
  };

  /** The WebSocket opened (subscription follows). */
  default void onConnected(String exchange, Instant at) {
  }

  /** The WebSocket closed or was dropped as idle; a reconnect is scheduled. */
  default void onDisconnected(String exchange, Instant at, String reason) {
  }

  /** A connect, subscribe, REST or parse failure; the client keeps running. */
  default void onError(String exchange, Throwable error) {
  }

  /** Any frame arrived (data, ack or pong): the last-message time. */
  default void onMessage(String exchange, Instant at) {
  }

  /** A REST gap fill after a reconnect finished; delivered counts only new events. */
  default void onGapFill(String exchange, Instant from, Instant to, int delivered) {
  }

  /** An event was left out (e.g. no contract value for its symbol); reported once per reason. */
  default void onSkipped(String exchange, String reason) {
  }
}
