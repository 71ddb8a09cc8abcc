package dev.openmarkets.sec.edgar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** When an EDGAR filing (Form 4, 13F) became known: the header's acceptance, the index's, the end of the date filed in New York, or when stored. */
class FilingKnownAtTest {
  private static final Instant STORED = Instant.parse("2026-11-20T15:00:00.123456Z");

  @Test
  void theHeadersAcceptanceTimeWinsOverTheIndexes() {
    assertEquals(Instant.parse("2026-11-10T22:00:00Z"), FilingKnownAt.of(Instant.parse("2026-11-10T22:00:00Z"),
        Instant.parse("2026-11-10T17:00:00Z"), LocalDate.of(2026, 11, 10), STORED));
    assertEquals(Instant.parse("2026-11-10T17:00:00Z"), FilingKnownAt.of(null, Instant.parse("2026-11-10T17:00:00Z"),
        LocalDate.of(2026, 11, 10), STORED));
  }

  @Test
  void aDateFiledIsKnownAtTheEndOfThatDayInNewYorkNotAtMidnightUtc() {
    // November: EST, UTC-5
    assertEquals(Instant.parse("2026-11-11T04:59:59.999Z"), FilingKnownAt.of(null, null, LocalDate.of(2026, 11, 10), STORED));
    // July: EDT, UTC-4
    assertEquals(Instant.parse("2026-07-02T03:59:59.999Z"), FilingKnownAt.of(null, null, LocalDate.of(2026, 7, 1), STORED));
  }

  @Test
  void neverLaterThanStoredAndToTheMillisecond() {
    assertEquals(Instant.parse("2026-11-20T15:00:00.123Z"), FilingKnownAt.of(null, null, LocalDate.of(2026, 11, 20), STORED));
    assertEquals(Instant.parse("2026-11-20T15:00:00.123Z"), FilingKnownAt.of(null, null, null, STORED));
    assertEquals(Instant.parse("2026-11-20T15:00:00.123Z"),
        FilingKnownAt.of(Instant.parse("2026-11-21T15:00:00Z"), null, null, STORED));
  }
}
