package dev.openmarkets.sec.filings.shared;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * EDGAR's clock: acceptance times in headers and index pages are US Eastern wall-clock time with
 * no zone, EST or EDT by the date (America/New_York rules, daylight saving included).
 */
public final class Eastern {
  public static final ZoneId ZONE = ZoneId.of("America/New_York");
  private static final DateTimeFormatter COMPACT = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final DateTimeFormatter SPACED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  private Eastern() {
  }

  /** "20250415163025" or "2026-06-25 07:59:33" (Eastern) as an instant; null when neither. */
  public static Instant parse(String text) {
    if (text == null) {
      return null;
    }
    String s = text.strip();
    try {
      LocalDateTime t = s.length() == 14 ? LocalDateTime.parse(s, COMPACT) : LocalDateTime.parse(s, SPACED);
      return t.atZone(ZONE).toInstant();
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  /** filedAt: the acceptance time when known, else the date filed at midnight UTC. */
  public static Instant filedAt(Instant acceptedAt, LocalDate dateFiled) {
    return acceptedAt != null ? acceptedAt : dateFiled.atStartOfDay().toInstant(ZoneOffset.UTC);
  }
}
