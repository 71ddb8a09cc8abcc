package dev.openmarkets.gov.upstream;

import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The date our government pollers write into a file name (announced-2026-11-23.json), read back
 * as the file's date (ingest_files.file_date); a name without one has none.
 */
public final class FileDates {
  private static final Pattern DASHED = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})");

  private FileDates() {
  }

  /** The first yyyy-MM-dd in the name, or null when there is none or it is no real date. */
  public static LocalDate inName(String fileName) {
    Matcher m = DASHED.matcher(fileName);
    try {
      return m.find() ? LocalDate.parse(m.group(1)) : null;
    } catch (RuntimeException e) {
      return null;
    }
  }
}
