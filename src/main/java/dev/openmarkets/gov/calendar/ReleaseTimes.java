package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.RejectedFileException;
import java.time.LocalTime;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Release times as the agencies print them: "8:30 AM", "08:30 AM", "10:00 a.m.", "2:00 p.m.". */
final class ReleaseTimes {
  private static final Pattern CLOCK = Pattern.compile("(\\d{1,2}):(\\d{2})\\s*([ap])\\.?\\s*m\\.?",
      Pattern.CASE_INSENSITIVE);

  private ReleaseTimes() {
  }

  static LocalTime parse(String s, int line) throws RejectedFileException {
    Matcher m = CLOCK.matcher(s.trim());
    if (!m.matches()) {
      throw RejectedFileException.atLine(line, "release time '" + s + "' does not read");
    }
    int hour = Integer.parseInt(m.group(1));
    int minute = Integer.parseInt(m.group(2));
    if (hour < 1 || hour > 12 || minute > 59) {
      throw RejectedFileException.atLine(line, "release time '" + s + "' does not read");
    }
    boolean pm = m.group(3).toLowerCase(Locale.ROOT).equals("p");
    return LocalTime.of(hour % 12 + (pm ? 12 : 0), minute);
  }
}
