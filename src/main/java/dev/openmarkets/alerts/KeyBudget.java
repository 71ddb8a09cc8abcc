package dev.openmarkets.alerts;

import java.time.Clock;
import java.util.HashMap;
import java.util.Map;

/**
 * The per-key cap on deliveries a minute. Only the lease holder delivers, so the count kept here
 * is the fleet's; an event over the cap waits for the next minute (it stays first in its URL's line).
 */
final class KeyBudget {
  private final int perMinute;
  private final Clock clock;
  private final Map<String, long[]> used = new HashMap<>();

  KeyBudget(int perMinute, Clock clock) {
    this.perMinute = perMinute;
    this.clock = clock;
  }

  /** One delivery for the key now, or false when its minute is spent. Event-loop only. */
  boolean take(String keyPrefix) {
    long minute = clock.millis() / 60_000;
    if (used.size() > 10_000) {
      used.values().removeIf(u -> u[0] != minute);
    }
    long[] u = used.computeIfAbsent(keyPrefix, k -> new long[] {minute, 0});
    if (u[0] != minute) {
      u[0] = minute;
      u[1] = 0;
    }
    if (u[1] >= perMinute) {
      return false;
    }
    u[1]++;
    return true;
  }
}
