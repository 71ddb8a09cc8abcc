package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.RejectedFileException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The VEVENTs of an iCalendar feed (RFC 5545) as far as a release schedule needs them: SUMMARY
 * (text escapes undone) and DTSTART, after unfolding continuation lines. DTSTART may be UTC
 * (…Z), local with a TZID (an unknown TZID, such as a Windows zone name, is read as US Eastern,
 * where every agency here publishes), floating (Eastern too), or a date alone (VALUE=DATE: the
 * agencies' usual 8:30 am Eastern). An event without SUMMARY or DTSTART, or whose DTSTART does not
 * read, is skipped and named in the feed's skipped list, never the whole feed.
 */
final class IcsEvents {
  private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss");
  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuuMMdd");
  static final LocalTime DATE_ONLY_TIME = LocalTime.of(8, 30);

  /** One event: its summary, start and the line its BEGIN:VEVENT is on. */
  record Event(String summary, Instant start, int line) {
  }

  /** The events read and, for each event skipped, why (with its line). */
  record Feed(List<Event> events, List<String> skipped) {
  }

  private IcsEvents() {
  }

  static Feed read(String text) throws RejectedFileException {
    if (text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    String[] raw = text.split("\r?\n", -1);
    List<String> lines = new ArrayList<>();
    List<Integer> numbers = new ArrayList<>();
    for (int i = 0; i < raw.length; i++) {
      String l = raw[i];
      if ((l.startsWith(" ") || l.startsWith("\t")) && !lines.isEmpty()) {
        lines.set(lines.size() - 1, lines.get(lines.size() - 1) + l.substring(1));
      } else {
        lines.add(l);
        numbers.add(i + 1);
      }
    }
    if (lines.stream().noneMatch(l -> l.trim().equalsIgnoreCase("BEGIN:VCALENDAR"))) {
      throw RejectedFileException.atLine(1, "not an iCalendar feed (no BEGIN:VCALENDAR)");
    }
    List<Event> out = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    Map<String, String[]> props = null;
    int begin = 0;
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i).trim();
      if (l.equalsIgnoreCase("BEGIN:VEVENT")) {
        props = new HashMap<>();
        begin = numbers.get(i);
      } else if (l.equalsIgnoreCase("END:VEVENT") && props != null) {
        String[] summary = props.get("SUMMARY");
        String[] start = props.get("DTSTART");
        if (summary == null || start == null) {
          skipped.add("line " + begin + ": an event without SUMMARY or DTSTART");
        } else {
          try {
            out.add(new Event(unescape(summary[1]).trim(), start(start[0], start[1], begin), begin));
          } catch (RejectedFileException e) {
            skipped.add(e.getMessage());
          }
        }
        props = null;
      } else if (props != null) {
        int colon = l.indexOf(':');
        if (colon > 0) {
          String left = l.substring(0, colon);
          int semi = left.indexOf(';');
          String name = (semi < 0 ? left : left.substring(0, semi)).toUpperCase(Locale.ROOT);
          props.putIfAbsent(name, new String[] {semi < 0 ? "" : left.substring(semi + 1), l.substring(colon + 1)});
        }
      }
    }
    return new Feed(out, skipped);
  }

  /** DTSTART's value read with its parameters (TZID=..., VALUE=DATE). */
  static Instant start(String params, String value, int line) throws RejectedFileException {
    String v = value.trim();
    String tzid = null;
    for (String p : params.split(";")) {
      if (p.toUpperCase(Locale.ROOT).startsWith("TZID=")) {
        tzid = p.substring(5).replace("\"", "");
      }
    }
    try {
      if (v.length() == 8) {
        return LocalDate.parse(v, DATE).atTime(DATE_ONLY_TIME).atZone(zone(tzid)).toInstant();
      }
      if (v.endsWith("Z")) {
        return LocalDateTime.parse(v.substring(0, v.length() - 1), LOCAL).toInstant(ZoneOffset.UTC);
      }
      return LocalDateTime.parse(v, LOCAL).atZone(zone(tzid)).toInstant();
    } catch (DateTimeParseException e) {
      throw RejectedFileException.atLine(line, "DTSTART '" + value + "' does not read");
    }
  }

  private static ZoneId zone(String tzid) {
    if (tzid == null) {
      return BlsScheduleParser.EASTERN;
    }
    try {
      return ZoneId.of(tzid);
    } catch (DateTimeException e) {
      return BlsScheduleParser.EASTERN;
    }
  }

  static String unescape(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\' && i + 1 < s.length()) {
        char n = s.charAt(++i);
        sb.append(n == 'n' || n == 'N' ? ' ' : n);
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
