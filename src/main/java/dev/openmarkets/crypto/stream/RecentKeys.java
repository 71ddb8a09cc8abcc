package dev.openmarkets.crypto.stream;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The event keys seen most recently, bounded: the oldest key is forgotten once capacity is
 * reached. Enough to drop the overlap between a WebSocket stream and its REST gap fill; the
 * database upsert on eventKey catches anything older. Not thread-safe; used on one event loop.
 */
public final class RecentKeys {
  private final Map<String, Boolean> keys;

  public RecentKeys(int capacity) {
    if (capacity <= 0) {
      throw new IllegalArgumentException("capacity must be positive");
    }
    this.keys = new LinkedHashMap<>(Math.min(capacity, 1 << 16), 0.75f, false) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
        return size() > capacity;
      }
    };
  }

  /** True when the key is new (and is now remembered), false for a duplicate. */
  public boolean add(String key) {
    return keys.putIfAbsent(key, Boolean.TRUE) == null;
  }

  public int size() {
    return keys.size();
  }
}
