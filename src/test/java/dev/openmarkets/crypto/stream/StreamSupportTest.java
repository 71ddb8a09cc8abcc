package dev.openmarkets.crypto.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class StreamSupportTest {
  @Test
  void backoffDoublesUpToTheCapAndResets() {
    Backoff b = new Backoff(Duration.ofMillis(100), Duration.ofSeconds(1), 0, () -> 0.5);
    long[] delays = new long[6];
    for (int i = 0; i < delays.length; i++) {
      delays[i] = b.next().toMillis();
    }
    assertArrayEquals(new long[] {100, 200, 400, 800, 1000, 1000}, delays);
    b.reset();
    assertEquals(100, b.next().toMillis());
  }

  @Test
  void jitterOnlyShortensTheDelay() {
    Backoff b = new Backoff(Duration.ofMillis(1000), Duration.ofSeconds(10), 0.2, () -> 1.0);
    assertEquals(800, b.next().toMillis());
    Backoff many = new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(60), 0.2);
    for (int i = 0; i < 100; i++) {
      assertTrue(many.next().compareTo(Duration.ofSeconds(60)) <= 0);
    }
  }

  @Test
  void recentKeysForgetTheOldestBeyondCapacity() {
    RecentKeys keys = new RecentKeys(2);
    assertTrue(keys.add("a"));
    assertFalse(keys.add("a"));
    assertTrue(keys.add("b"));
    assertTrue(keys.add("c"));
    assertEquals(2, keys.size());
    assertTrue(keys.add("a"), "a was evicted");
  }

  @Test
  void gzipRoundTripAndBomb() {
    byte[] plain = "{\"op\":\"ping\",\"ts\":1}".getBytes(StandardCharsets.UTF_8);
    assertArrayEquals(plain, Gzip.gunzip(Gzip.gzip(plain), 1024));
    assertThrows(VenuePayloadException.class, () -> Gzip.gunzip(Gzip.gzip(new byte[10_000]), 1024));
    assertThrows(VenuePayloadException.class, () -> Gzip.gunzip(plain, 1024));
  }
}
