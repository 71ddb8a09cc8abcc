package dev.openmarkets.alerts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The retry schedule docs/alerts.md and RetrySchedule document, with the default configuration. */
class AlertRetryScheduleTest {
  private final RetrySchedule schedule = RetrySchedule.of(AlertsConfig.from(new JsonObject(), Path.of("data")));

  @Test
  void fiveSecondsDoublingToTwelveHoursGivenUpAfterSeventyTwo() {
    assertEquals(Duration.ofSeconds(5), schedule.delayAfter(1));
    assertEquals(Duration.ofSeconds(10), schedule.delayAfter(2));
    assertEquals(Duration.ofSeconds(40), schedule.delayAfter(4));
    assertEquals(Duration.ofSeconds(40960), schedule.delayAfter(14));
    assertEquals(Duration.ofHours(12), schedule.delayAfter(15));
    assertEquals(Duration.ofHours(12), schedule.delayAfter(1_000));

    Instant first = Instant.parse("2026-11-20T00:00:00Z");
    Instant at = first;
    List<Instant> attempts = new ArrayList<>(List.of(first));
    for (int failures = 1; ; failures++) {
      Instant next = schedule.next(failures, first, at);
      if (next == null) {
        break;
      }
      attempts.add(next);
      at = next;
    }
    assertEquals(19, attempts.size(), "19 attempts in all");
    // a receiver back within a minute: the 4th attempt is 35 s after the first
    assertEquals(Duration.ofSeconds(35), Duration.between(first, attempts.get(3)));
    assertEquals(Duration.ofSeconds(81_915), Duration.between(first, attempts.get(14)), "22.75 h");
    assertEquals(Duration.ofSeconds(81_915 + 4 * 43_200), Duration.between(first, attempts.get(18)), "70.75 h");
    assertNull(schedule.next(19, first, attempts.get(18)), "the next would fall past 72 h: given up");
  }
}
