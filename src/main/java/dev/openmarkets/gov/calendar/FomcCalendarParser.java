package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the Federal Reserve's FOMC calendar page (monetarypolicy/fomccalendars.htm): per year
 * panel ("2026 FOMC Meetings") the div.fomc-meeting entries with their month ("January",
 * "Apr/May" with days "30-1") and days ("27-28", "17-18*" with a Summary of Economic Projections). Each meeting is
 * one row, id fed-fomc-{last day}, scheduled at 2:00 pm Eastern on its last day (the statement),
 * its period date the day after (when a new target takes effect, where its actual is read).
 * Notation votes and entries without days are skipped.
 */
public final class FomcCalendarParser implements FileParser<CalendarRow> {
  private static final Pattern YEAR = Pattern.compile("(\\d{4}) FOMC Meetings");
  private static final Pattern MEETING = Pattern.compile(
      "fomc-meeting__month[^>]*>(.*?)</div>.*?fomc-meeting__date[^>]*>(.*?)</div>", Pattern.DOTALL);
  private static final Pattern DAYS = Pattern.compile("(\\d{1,2})(?:\\s*-\\s*(\\d{1,2}))?");
  private static final LocalTime STATEMENT = LocalTime.of(14, 0);

  private final CalendarEventSpec event;

  public FomcCalendarParser(CalendarEventSpec event) {
    this.event = event;
  }

  @Override
  public List<CalendarRow> parse(UpstreamFile file) throws RejectedFileException {
    String html = new String(file.bytes(), StandardCharsets.UTF_8);
    Matcher y = YEAR.matcher(html);
    List<int[]> panels = new ArrayList<>();
    while (y.find()) {
      panels.add(new int[] {y.start(), Integer.parseInt(y.group(1))});
    }
    if (panels.isEmpty()) {
      throw new RejectedFileException("no 'YYYY FOMC Meetings' panel in " + file.name());
    }
    List<CalendarRow> rows = new ArrayList<>();
    for (int i = 0; i < panels.size(); i++) {
      int end = i + 1 < panels.size() ? panels.get(i + 1)[0] : html.length();
      int year = panels.get(i)[1];
      Matcher m = MEETING.matcher(html.substring(panels.get(i)[0], end));
      while (m.find()) {
        String month = text(m.group(1));
        String days = text(m.group(2));
        if (days.toLowerCase(Locale.ROOT).contains("notation")) {
          continue;
        }
        Matcher d = DAYS.matcher(days);
        if (!d.find()) {
          continue;
        }
        int firstDay = Integer.parseInt(d.group(1));
        int lastDay = Integer.parseInt(d.group(2) != null ? d.group(2) : d.group(1));
        String[] months = month.split("/");
        // "Apr/May" with "30-1" ends in May; without the wrap the meeting is in the first month
        Month last = month(months[lastDay < firstDay ? months.length - 1 : 0], file.name());
        LocalDate date = LocalDate.of(year, last, lastDay);
        boolean sep = days.contains("*");
        String label = month + " " + d.group() + ", " + year + (sep ? " (with projections)" : "");
        rows.add(new CalendarRow("fed-fomc-" + date, "fed", event.name(), event.importance(),
            date.atTime(STATEMENT).atZone(BlsScheduleParser.EASTERN).toInstant(), label, date.plusDays(1), event.seriesId(),
            event.seriesId() == null ? null : event.transform(), event.unit()));
      }
    }
    if (rows.isEmpty()) {
      throw new RejectedFileException("no FOMC meeting with dates in " + file.name());
    }
    return rows;
  }

  private static String text(String html) {
    return html.replaceAll("<[^>]+>", " ").replace("&nbsp;", " ").replaceAll("\\s+", " ").trim();
  }

  private static Month month(String s, String file) throws RejectedFileException {
    String m = s.trim().toLowerCase(Locale.ROOT);
    for (Month mo : Month.values()) {
      String full = mo.getDisplayName(TextStyle.FULL, Locale.ENGLISH).toLowerCase(Locale.ROOT);
      if (m.length() >= 3 && full.startsWith(m.substring(0, 3))) {
        return mo;
      }
    }
    throw new RejectedFileException("FOMC month '" + s + "' does not read in " + file);
  }
}
