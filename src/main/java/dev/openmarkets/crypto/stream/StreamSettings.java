package dev.openmarkets.crypto.stream;

import java.time.Duration;

/**
 * Tuning of a stream client. Reconnects wait reconnectBase x 2^attempt, capped at reconnectMax,
 * minus up to `jitter` of that (0.2 = up to 20% shorter) so many clients do not reconnect in
 * step; the attempt count resets when a message arrives on a connection that has stayed open for
 * min(reconnectMax, 30 s), so a venue that accepts and drops at once is not hammered. The connection is
 * dropped when nothing arrives for idleTimeout. After a reconnect the REST gap fill starts
 * gapOverlap before the last event seen, never more than maxGap back, reads at most
 * maxGapPages pages per symbol and window, and is retried gapRetries times.
 */
public record StreamSettings(
    Duration reconnectBase,
    Duration reconnectMax,
    double jitter,
    Duration pingInterval,
    Duration idleTimeout,
    Duration gapOverlap,
    Duration maxGap,
    int maxGapPages,
    int gapRetries,
    int dedupeCapacity,
    Duration connectTimeout,
    Duration restTimeout) {

  public static StreamSettings defaults() {
    return new StreamSettings(Duration.ofSeconds(1), Duration.ofSeconds(60), 0.2,
        Duration.ofSeconds(20), Duration.ofSeconds(60), Duration.ofSeconds(5), Duration.ofHours(2),
        20, 3, 10_000, Duration.ofSeconds(10), Duration.ofSeconds(10));
  }

  public StreamSettings withBackoff(Duration base, Duration max, double jitterFraction) {
    return new StreamSettings(base, max, jitterFraction, pingInterval, idleTimeout, gapOverlap,
        maxGap, maxGapPages, gapRetries, dedupeCapacity, connectTimeout, restTimeout);
  }

  public StreamSettings withKeepAlive(Duration ping, Duration idle) {
    return new StreamSettings(reconnectBase, reconnectMax, jitter, ping, idle, gapOverlap, maxGap,
        maxGapPages, gapRetries, dedupeCapacity, connectTimeout, restTimeout);
  }

  public StreamSettings withGap(Duration overlap, Duration max, int pages) {
    return new StreamSettings(reconnectBase, reconnectMax, jitter, pingInterval, idleTimeout,
        overlap, max, pages, gapRetries, dedupeCapacity, connectTimeout, restTimeout);
  }

  public StreamSettings withDedupeCapacity(int capacity) {
    return new StreamSettings(reconnectBase, reconnectMax, jitter, pingInterval, idleTimeout,
        gapOverlap, maxGap, maxGapPages, gapRetries, capacity, connectTimeout, restTimeout);
  }
}
