package dev.openmarkets.analytics.upstream;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The instants and dates our pollers write into file names, read back by parsers: a snapshot's
 * time is its file name's, so importing the same file again is the same snapshot.
 */
public final class FileNames {
  private static final Pattern STAMP = Pattern.compile("(\\d{8})T(\\d{4})(\\d{2})?Z");
  private static final DateTimeFormatter OUT = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmm'Z'").withZone(ZoneOffset.UTC);

  private FileNames() {
  }

  /** "20261123T2215Z" for an instant (minutes, UTC). */
  public static String stamp(Instant t) {
    return OUT.format(t.truncatedTo(ChronoUnit.MINUTES));
  }

  /** The instant a name carries (yyyyMMdd'T'HHmm[ss]'Z'), or null. */
  public static Instant instant(String fileName) {
    Matcher m = STAMP.matcher(fileName);
    if (!m.find()) {
      return null;
    }
    String d = m.group(1);
    String hm = m.group(2);
    String s = m.group(3) == null ? "00" : m.group(3);
    try {
      return Instant.parse(d.substring(0, 4) + "-" + d.substring(4, 6) + "-" + d.substring(6) + "T"
          + hm.substring(0, 2) + ":" + hm.substring(2) + ":" + s + "Z");
    } catch (RuntimeException e) {
      return null;
    }
  }

  public static LocalDate date(String fileName) {
    Instant t = instant(fileName);
    return t == null ? null : t.atZone(ZoneOffset.UTC).toLocalDate();
  }

  /** The start of the slot of the given minutes that holds t (15-minute snapshots). */
  public static Instant slot(Instant t, int minutes) {
    long s = minutes * 60L;
    return Instant.ofEpochSecond(Math.floorDiv(t.getEpochSecond(), s) * s);
  }
}
