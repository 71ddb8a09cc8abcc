package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Month;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Reads the Federal Reserve's FOMC calendar page (monetarypolicy/fomccalendars.htm) with jsoup:
 * per year panel (div.panel headed "2026 FOMC Meetings") the div.fomc-meeting entries with their
 * month ("January", "Apr/May" with days "30-1") and days ("27-28", "17-18*" with a Summary of
 * Economic Projections). Each meeting is one row, id fed-fomc-{last day}, scheduled at 2:00 pm
 * Eastern on its last day (the statement), its period date the day after (when a new target
 * takes effect, where its actual is read). A meeting whose minutes are out ("(Released February
 * 18, 2026)" in its minutes cell) gives a second row, FOMC Minutes, id fed-fomc-minutes-{last
 * day}, at 2:00 pm Eastern on that date. Notation votes and entries without days are skipped.
 * Checked against the real page of 2026-09-29 in live-2026/fomc.
 */
public final class FomcCalendarParser implements FileParser<CalendarRow> {
  private static final Pattern YEAR = Pattern.compile("(\\d{4}) FOMC Meetings");
  private static final Pattern DAYS = Pattern.compile("(\\d{1,2})(?:\\s*-\\s*(\\d{1,2}))?");
  private static final Pattern RELEASED = Pattern.compile("\\(Released ([A-Za-z]+ \\d{1,2}, \\d{4})\\)");
  private static final DateTimeFormatter RELEASE_DATE = DateTimeFormatter.ofPattern("MMMM d, uuuu", Locale.ENGLISH);
  private static final LocalTime STATEMENT = LocalTime.of(14, 0);
  static final CalendarEventSpec MINUTES = new CalendarEventSpec(null, "fomc-minutes", "FOMC Minutes", "med", null,
      null, null);

  private final CalendarEventSpec event;

  public FomcCalendarParser(CalendarEventSpec event) {
    this.event = event;
  }

  @Override
  public List<CalendarRow> parse(UpstreamFile file) throws RejectedFileException {
    Document doc = Jsoup.parse(new String(file.bytes(), StandardCharsets.UTF_8));
    List<CalendarRow> rows = new ArrayList<>();
    int panels = 0;
    for (Element heading : doc.select("h4, h3, h5")) {
      Matcher y = YEAR.matcher(heading.text());
      Element panel = heading.closest("div.panel");
      if (!y.find() || panel == null) {
        continue;
      }
      panels++;
      int year = Integer.parseInt(y.group(1));
      for (Element meeting : panel.select("div.fomc-meeting")) {
        Element monthCell = meeting.selectFirst(".fomc-meeting__month");
        Element daysCell = meeting.selectFirst(".fomc-meeting__date");
        if (monthCell != null && daysCell != null) {
          read(year, monthCell.text(), daysCell.text(), meeting.selectFirst(".fomc-meeting__minutes"), file, rows);
        }
      }
    }
    if (panels == 0) {
      throw new RejectedFileException("no 'YYYY FOMC Meetings' panel in " + file.name());
    }
    if (rows.isEmpty()) {
      throw new RejectedFileException("no FOMC meeting with dates in " + file.name());
    }
    return rows;
  }

  private void read(int year, String month, String days, Element minutes, UpstreamFile file, List<CalendarRow> rows)
      throws RejectedFileException {
    if (days.toLowerCase(Locale.ROOT).contains("notation")) {
      return;
    }
    Matcher d = DAYS.matcher(days);
    if (!d.find()) {
      return;
    }
    int firstDay = Integer.parseInt(d.group(1));
    int lastDay = Integer.parseInt(d.group(2) != null ? d.group(2) : d.group(1));
    String[] months = month.split("/");
    // "Apr/May" with "30-1" ends in May; without the wrap the meeting is in the first month
    Month last = month(months[lastDay < firstDay ? months.length - 1 : 0], file.name());
    LocalDate date = LocalDate.of(year, last, lastDay);
    boolean sep = days.contains("*");
    String meeting = month + " " + d.group() + ", " + year;
    rows.add(new CalendarRow("fed-fomc-" + date, "fed", event.name(), event.importance(),
        date.atTime(STATEMENT).atZone(BlsScheduleParser.EASTERN).toInstant(),
        meeting + (sep ? " (with projections)" : ""), date.plusDays(1), event.seriesId(),
        event.seriesId() == null ? null : event.transform(), event.unit()));
    Matcher r = minutes == null ? null : RELEASED.matcher(minutes.text());
    if (r != null && r.find()) {
      try {
        LocalDate released = LocalDate.parse(r.group(1), RELEASE_DATE);
        rows.add(new CalendarRow("fed-fomc-minutes-" + date, "fed", MINUTES.name(), MINUTES.importance(),
            released.atTime(STATEMENT).atZone(BlsScheduleParser.EASTERN).toInstant(), meeting, date, null, null, null));
      } catch (DateTimeParseException e) {
        throw new RejectedFileException("FOMC minutes release '" + r.group(1) + "' does not read in " + file.name());
      }
    }
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
