package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the Census Bureau's economic indicator calendar, list view
 * (www.census.gov/economic-indicators/calendar-listview.html): table rows of indicator title,
 * release date ("November 17, 2026"), release time ("8:30 AM", Eastern) and, where the row has it,
 * the reference period ("October 2026"). Without a period cell the period is the month before
 * the release, as for every monthly indicator of this calendar. A row gives one calendar row per
 * configured event whose title starts the indicator's, id census-{key}-{yyyy-MM}; other
 * indicators are skipped. A page with no configured indicator, or a configured row whose date or
 * time does not read, is rejected. Written from the documented page; no real capture is in the
 * fixtures.
 */
public final class CensusCalendarParser implements FileParser<CalendarRow> {
  private static final Pattern ROW = Pattern.compile("<tr[^>]*>(.*?)</tr>", Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
  private static final Pattern CELL = Pattern.compile("<t([dh])[^>]*>(.*?)</t\\1>",
      Pattern.DOTALL | Pattern.CASE_INSENSITIVE);

  private final List<CalendarEventSpec> events;

  public CensusCalendarParser(List<CalendarEventSpec> events) {
    this.events = events;
  }

  @Override
  public List<CalendarRow> parse(UpstreamFile file) throws RejectedFileException {
    String html = new String(file.bytes(), StandardCharsets.UTF_8);
    List<CalendarRow> rows = new ArrayList<>();
    Matcher r = ROW.matcher(html);
    int tableRows = 0;
    int line = 1;
    int scanned = 0;
    while (r.find()) {
      tableRows++;
      line += newlines(html, scanned, r.start());
      scanned = r.start();
      List<String> cells = new ArrayList<>();
      Matcher c = CELL.matcher(r.group(1));
      while (c.find()) {
        cells.add(text(c.group(2)));
      }
      if (cells.size() < 3) {
        continue;
      }
      List<CalendarEventSpec> specs = CalendarEventSpec.titled(events, cells.get(0));
      if (specs.isEmpty()) {
        continue; // the header row, and indicators no event is configured for
      }
      LocalDate date = BlsScheduleParser.releaseDate(cells.get(1), line);
      LocalTime time = ReleaseTimes.parse(cells.get(2), line);
      ReleasePeriods period = cells.size() > 3 ? ReleasePeriods.of(cells.get(3)) : null;
      if (period == null) {
        period = ReleasePeriods.month(YearMonth.from(date).minusMonths(1));
      }
      for (CalendarEventSpec e : specs) {
        rows.add(new CalendarRow("census-" + e.key() + "-" + period.idPart(), "census", e.name(), e.importance(),
            date.atTime(time).atZone(BlsScheduleParser.EASTERN).toInstant(), period.label(), period.date(),
            e.seriesId(), e.seriesId() == null ? null : e.transform(), e.unit()));
      }
    }
    if (rows.isEmpty()) {
      throw new RejectedFileException("none of the " + tableRows + " table rows of " + file.name()
          + " is a configured Census indicator");
    }
    return rows;
  }

  private static String text(String html) {
    return html.replaceAll("<[^>]+>", " ")
        .replace("&nbsp;", " ")
        .replace("&amp;", "&")
        .replace("&#39;", "'")
        .replace("&#039;", "'")
        .replace("&rsquo;", "'")
        .replaceAll("\\s+", " ")
        .trim();
  }

  private static int newlines(String s, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      if (s.charAt(i) == '\n') {
        n++;
      }
    }
    return n;
  }
}
