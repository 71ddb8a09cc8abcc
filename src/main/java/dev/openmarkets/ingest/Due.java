package dev.openmarkets.ingest;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/**
 * One upstream file a poller expects: the date it stands for and, for half-month files, the half
 * ("a" for days 1-15, "b" for the rest). Fills the tokens of a path template.
 */
public record Due(LocalDate date, String half) {
  private static final DateTimeFormatter COMPACT = DateTimeFormatter.BASIC_ISO_DATE;

  public static Due day(LocalDate d) {
    return new Due(d, "");
  }

  public String fill(String template) {
    return template
        .replace("{yyyyMMdd}", COMPACT.format(date))
        .replace("{yyyy-MM-dd}", date.toString())
        .replace("{yyyyMM}", COMPACT.format(date).substring(0, 6))
        .replace("{half}", half);
  }
}
