package dev.openmarkets.observe;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

/**
 * The text log line, "2026-11-24T03:49:58 INFO openmarkets.access - message", exactly as
 * {@link java.util.logging.SimpleFormatter} writes it with {@link #FORMAT}, without
 * java.util.Formatter: a server writes one access-log line per request, and parsing the format
 * and formatting the date field by field on each one took more CPU than writing it.
 */
public final class TextLogFormatter extends Formatter {
  /** The SimpleFormatter format every command logs with (Main sets it). */
  public static final String FORMAT = "%1$tFT%1$tT %4$s %3$s - %5$s%6$s%n";

  private final ZoneId zone;
  /** The text of the last second formatted: records come many to a second. */
  private volatile Stamp last = new Stamp(Long.MIN_VALUE, "");

  private record Stamp(long second, String text) {
  }

  public TextLogFormatter() {
    this(ZoneId.systemDefault());
  }

  TextLogFormatter(ZoneId zone) {
    this.zone = zone;
  }

  @Override
  public String format(LogRecord r) {
    StringBuilder b = new StringBuilder(192)
        .append(stamp(r.getInstant())).append(' ')
        .append(r.getLevel().getLocalizedName()).append(' ')
        .append(r.getLoggerName()).append(" - ")
        .append(formatMessage(r));
    if (r.getThrown() != null) {
      StringWriter sw = new StringWriter();
      PrintWriter pw = new PrintWriter(sw);
      pw.println();
      r.getThrown().printStackTrace(pw);
      pw.close();
      b.append(sw);
    }
    return b.append(System.lineSeparator()).toString();
  }

  private String stamp(Instant t) {
    long second = t.getEpochSecond();
    Stamp s = last;
    if (s.second() != second) {
      LocalDateTime d = LocalDateTime.ofInstant(Instant.ofEpochSecond(second), zone);
      s = new Stamp(second, String.format("%1$tFT%1$tT", d));
      last = s;
    }
    return s.text();
  }
}
