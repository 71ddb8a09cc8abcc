package dev.openmarkets.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneId;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.Test;

class TextLogFormatterTest {
  private static LogRecord record(Level level, String logger, String msg, Instant at, Object[] params, Throwable t) {
    LogRecord r = new LogRecord(level, msg);
    r.setLoggerName(logger);
    r.setInstant(at);
    r.setParameters(params);
    r.setThrown(t);
    return r;
  }

  @Test
  void writesWhatSimpleFormatterWritesWithTheFormat() {
    String before = System.getProperty("java.util.logging.SimpleFormatter.format");
    System.setProperty("java.util.logging.SimpleFormatter.format", TextLogFormatter.FORMAT);
    try {
      SimpleFormatter simple = new SimpleFormatter();
      TextLogFormatter text = new TextLogFormatter();
      Instant t0 = Instant.parse("2026-11-24T03:49:58.871Z");
      LogRecord[] records = {
          record(Level.INFO, "openmarkets.access", "0d87df47 127.0.0.1 \"GET /api/markets/short-volume\" 200 14298 14.5ms keyless",
              t0, new Object[] {"an AccessEntry"}, null),
          record(Level.INFO, "openmarkets.access", "same second, later", t0.plusMillis(100), null, null),
          record(Level.WARNING, "dev.openmarkets.Service", "poller {0} failed after {1} tries", t0.plusSeconds(1),
              new Object[] {"finra-short-volume", 3}, null),
          record(Level.SEVERE, null, "no logger name", t0.plusSeconds(86_400 * 40), null, new IllegalStateException("boom")),
          record(Level.FINE, "x", "a year on", t0.plusSeconds(86_400L * 365), null, null),
      };
      for (LogRecord r : records) {
        assertEquals(simple.format(r), text.format(r));
      }
    } finally {
      if (before == null) {
        System.clearProperty("java.util.logging.SimpleFormatter.format");
      } else {
        System.setProperty("java.util.logging.SimpleFormatter.format", before);
      }
    }
  }

  @Test
  void timeIsTheZonesWallClockToTheSecond() {
    TextLogFormatter text = new TextLogFormatter(ZoneId.of("America/New_York"));
    LogRecord r = record(Level.INFO, "l", "m", Instant.parse("2026-11-24T03:49:58.999Z"), null, null);
    assertEquals("2026-11-23T22:49:58 INFO l - m" + System.lineSeparator(), text.format(r));
  }
}
