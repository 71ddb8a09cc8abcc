package dev.openmarkets.sec.edgar;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * EDGAR's form index files as the families that load them recognise them: any .idx name is an
 * index, and a daily one (form, master or company .YYYYMMDD.idx) is dated by its name, which is
 * the bookmark its poller resumes after. Quarterly full indexes carry no date.
 */
public final class IndexFileNames {
  private static final Pattern INDEX_NAME = Pattern.compile("(?i).*\\.idx");
  private static final Pattern INDEX_DATE = Pattern.compile("(?i)(?:form|master|company)\\.(\\d{8})\\.idx$");

  private IndexFileNames() {
  }

  public static boolean isIndex(String fileName) {
    return INDEX_NAME.matcher(fileName).matches();
  }

  /** The name a poll gives the daily form index of DAY (form.YYYYMMDD.idx): what dateOf reads back. */
  public static String dailyForm(LocalDate day) {
    return "form." + DateTimeFormatter.BASIC_ISO_DATE.format(day) + ".idx";
  }

  /** The day of a daily index, or null for any other name. */
  public static LocalDate dateOf(String fileName) {
    Matcher m = INDEX_DATE.matcher(fileName);
    return m.find() ? LocalDate.parse(m.group(1), DateTimeFormatter.BASIC_ISO_DATE) : null;
  }
}
