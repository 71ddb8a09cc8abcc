package dev.openmarkets.gov.calendar;

import java.time.LocalDate;
import java.time.Month;
import java.time.YearMonth;
import java.time.format.TextStyle;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The reference period in an agency's release title ("GDP (Advance Estimate), 3rd Quarter 2026",
 * "Personal Income and Outlays, October 2026", "Q3 2026"): its label as written, its first day
 * (where the actual is read) and the part of the stable id (2026-q3, 2026-10). The last period in
 * the title wins, so a title that names a revision year first still gives the release's period.
 * BEA's December and fourth-quarter releases add the year ("4th Quarter and Year 2025",
 * "December and Annual 2025"): the period is the quarter or month, labelled without the addition.
 */
public record ReleasePeriods(String label, LocalDate date, String idPart) {
  private static final String AND_YEAR_TEXT = "\\s+and\\s+(?:Year|Annual)";
  private static final Pattern AND_YEAR = Pattern.compile(AND_YEAR_TEXT, Pattern.CASE_INSENSITIVE);
  private static final Pattern QUARTER = Pattern.compile(
      "\\b(?:([1-4])(?:st|nd|rd|th)\\s+Quarter|Q([1-4]))" + "(?:" + AND_YEAR_TEXT + ")?" + "\\s+(\\d{4})\\b",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern MONTH = Pattern.compile("\\b(January|February|March|April|May|June|July|August|"
      + "September|October|November|December)" + "(?:" + AND_YEAR_TEXT + ")?" + "\\s+(\\d{4})\\b", Pattern.CASE_INSENSITIVE);

  /** The period in a title, or null when it names none. */
  public static ReleasePeriods of(String title) {
    ReleasePeriods found = null;
    int at = -1;
    Matcher q = QUARTER.matcher(title);
    while (q.find()) {
      int quarter = Integer.parseInt(q.group(1) != null ? q.group(1) : q.group(2));
      int year = Integer.parseInt(q.group(3));
      String label = AND_YEAR.matcher(q.group().trim()).replaceFirst("").replaceAll("\\s+", " ");
      found = new ReleasePeriods(label, LocalDate.of(year, 3 * quarter - 2, 1), year + "-q" + quarter);
      at = q.start();
    }
    Matcher m = MONTH.matcher(title);
    while (m.find()) {
      if (m.start() > at) {
        YearMonth ym = YearMonth.of(Integer.parseInt(m.group(2)), Month.valueOf(m.group(1).toUpperCase(Locale.ROOT)));
        found = month(ym);
        at = m.start();
      }
    }
    return found;
  }

  /** A calendar month as a period: "October 2026", 2026-10-01, 2026-10. */
  public static ReleasePeriods month(YearMonth ym) {
    return new ReleasePeriods(ym.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH) + " " + ym.getYear(),
        ym.atDay(1), ym.toString());
  }
}
