package dev.openmarkets.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RowValuesTest {
  @Test
  void timestampsAreWhatIsoInstantWritesAtMillisecondPrecision() {
    assertEquals("2026-11-20T21:00:00Z", RowValues.formatInstant(Instant.parse("2026-11-20T21:00:00Z")));
    assertEquals("2026-11-20T21:00:49.871Z", RowValues.formatInstant(Instant.parse("2026-11-20T21:00:49.871999Z")));
    assertEquals("2026-01-02T03:04:05.006Z",
        RowValues.formatInstant(OffsetDateTime.of(2026, 1, 2, 5, 4, 5, 6_500_000, ZoneOffset.ofHours(2))));
    assertEquals("1969-12-31T23:59:59.999Z", RowValues.formatInstant(Instant.ofEpochMilli(-1)));
    assertEquals("+10000-01-01T00:00:00Z", RowValues.formatInstant(Instant.parse("+10000-01-01T00:00:00Z")));
    Random r = new Random(7);
    for (int k = 0; k < 100_000; k++) {
      Instant i = Instant.ofEpochSecond(r.nextLong() % 253_402_300_799L, r.nextInt(1_000_000_000));
      assertEquals(DateTimeFormatter.ISO_INSTANT.format(i.truncatedTo(ChronoUnit.MILLIS)), RowValues.formatInstant(i),
          i.toString());
    }
  }

  @Test
  void timestampsAreWrittenIntoTheBodyAsFormatInstantWritesThem() {
    Random r = new Random(11);
    for (int k = 0; k < 20_000; k++) {
      Instant i = Instant.ofEpochSecond(r.nextLong() % 253_402_300_799L, r.nextInt(1_000_000_000));
      String iso = DateTimeFormatter.ISO_INSTANT.format(i.truncatedTo(ChronoUnit.MILLIS));
      // the pg client's timestamptz is an OffsetDateTime in UTC, read field by field
      assertEquals(iso, RowValues.formatInstant(i.atOffset(ZoneOffset.UTC)), i.toString());
      for (Temporal t : List.of(i, i.atOffset(ZoneOffset.UTC), i.atOffset(ZoneOffset.ofHours(-5)))) {
        BodyOutput out = new BodyOutput(1);
        out.write('[');
        out.timestamp(t);
        assertEquals("[\"" + iso + "\"", out.body().toString(StandardCharsets.US_ASCII), t.toString());
      }
    }
  }

  @Test
  void datesAreEncodedOnceAndReadTheSame() {
    LocalDate d = LocalDate.of(2026, 11, 20);
    assertEquals("\"2026-11-20\"", new String(DateStrings.of(d), StandardCharsets.US_ASCII));
    assertSame(DateStrings.of(d), DateStrings.of(LocalDate.of(2026, 11, 20)));
    assertEquals("\"2300-01-01\"", new String(DateStrings.of(LocalDate.of(2300, 1, 1)), StandardCharsets.US_ASCII));
    assertEquals("\"1899-12-31\"", new String(DateStrings.of(LocalDate.of(1899, 12, 31)), StandardCharsets.US_ASCII));
  }
}
