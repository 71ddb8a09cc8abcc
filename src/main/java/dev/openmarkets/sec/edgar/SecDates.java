package dev.openmarkets.sec.edgar;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates as EDGAR writes them, which differs per form: ISO in ownership documents (sometimes with
 * a zone suffix such as 2005-03-01-05:00), MM/DD/YYYY in 144 and 13D/G, MM-DD-YYYY in the 13F
 * cover, YYYYMMDD in the indexes. The year's position tells them apart without guessing.
 */
public final class SecDates {
  private static final Pattern ISO = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})(?:[T+\\-Z].*)?");
  private static final Pattern US = Pattern.compile("(\\d{1,2})[/-](\\d{1,2})[/-](\\d{4})");
  private static final Pattern COMPACT = Pattern.compile("(\\d{4})(\\d{2})(\\d{2})");

  private SecDates() {
  }

  /** The date, or null when the text does not hold one of the known shapes. */
  public static LocalDate parseOrNull(String text) {
    if (text == null) {
      return null;
    }
    String s = text.strip();
    try {
      Matcher m = ISO.matcher(s);
      if (m.matches()) {
        return LocalDate.of(num(m, 1), num(m, 2), num(m, 3));
      }
      m = US.matcher(s);
      if (m.matches()) {
        return LocalDate.of(num(m, 3), num(m, 1), num(m, 2));
      }
      m = COMPACT.matcher(s);
      if (m.matches()) {
        return LocalDate.of(num(m, 1), num(m, 2), num(m, 3));
      }
    } catch (DateTimeException e) {
      return null;
    }
    return null;
  }

  private static int num(Matcher m, int group) {
    return Integer.parseInt(m.group(group));
  }
}
