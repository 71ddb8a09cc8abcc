package dev.openmarkets.sec.edgar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The sliding window on a hand-driven clock: ten grants, then a wait until the oldest leaves. */
class EdgarRateLimiterTest {
  private final AtomicLong now = new AtomicLong(5_000_000_000L);
  private final EdgarRateLimiter limiter = new EdgarRateLimiter(10, Duration.ofMillis(1000), now::get);

  private void advanceMillis(long ms) {
    now.addAndGet(ms * 1_000_000);
  }

  @Test
  void tenAtOnceThenTheEleventhWaitsForTheOldest() {
    for (int i = 0; i < 10; i++) {
      assertEquals(0, limiter.tryAcquire(), "grant " + i);
    }
    assertEquals(1_000_000_000L, limiter.tryAcquire());
    advanceMillis(999);
    assertEquals(1_000_000L, limiter.tryAcquire());
    advanceMillis(1);
    for (int i = 0; i < 10; i++) {
      assertEquals(0, limiter.tryAcquire(), "a second after the first ten, ten more: grant " + i);
    }
    assertEquals(1_000_000_000L, limiter.tryAcquire());
  }

  @Test
  void noBurstAcrossASecondBoundary() {
    for (int i = 0; i < 10; i++) {
      advanceMillis(90);
      assertEquals(0, limiter.tryAcquire());
    }
    // a fixed per-second bucket would refill here; the window still holds ten grants of the last 900 ms
    advanceMillis(150);
    assertEquals(40_000_000L, limiter.tryAcquire());
    advanceMillis(40);
    assertEquals(0, limiter.tryAcquire());
  }

  @Test
  void theSecWindowHasAMargin() {
    assertEquals(10, EdgarRateLimiter.SEC_PERMITS);
    assertEquals(Duration.ofMillis(1050), EdgarRateLimiter.SEC_WINDOW);
  }
}
