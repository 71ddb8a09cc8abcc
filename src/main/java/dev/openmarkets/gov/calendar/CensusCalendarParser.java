package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.ParsedRows;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;

/**
 * Reads the Census Bureau's economic indicator calendar, list view
 * (www.census.gov/economic-indicators/calendar-listview-{yyyy}.html) with jsoup: table rows of
 * indicator title, release date ("December 16, 2026"), release time ("8:30 AM", Eastern) and the
 * period covered ("November 2026"); the page's hidden cells (class "hiden") are not read. Without
 * a period cell the period is the month before the release, as for every monthly indicator of
 * this calendar. A row gives one calendar row per configured event whose title starts the
 * indicator's, id census-{key}-{yyyy-MM}; other indicators are not read. A row whose date cell
 * reads "Suspended" (a release the Bureau called off), or whose date or time does not read, is
 * skipped and counted in the file's notes; a page with no readable configured indicator is
 * rejected. Checked against the real 2026 page in live-2026/census.
 */
public final class CensusCalendarParser implements FileParser<CalendarRow> {
  private static final int NAMED = 3;

  private final List<CalendarEventSpec> events;

  public CensusCalendarParser(List<CalendarEventSpec> events) {
    this.events = events;
  }

  @Override
  public List<CalendarRow> parse(UpstreamFile file) throws RejectedFileException {
    Parser parser = Parser.htmlParser().setTrackPosition(true);
    Document doc = Jsoup.parse(new String(file.bytes(), StandardCharsets.UTF_8), "", parser);
    List<CalendarRow> rows = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    List<Element> tableRows = doc.select("tr");
    for (Element tr : tableRows) {
      List<String> cells = tr.children().stream()
          .filter(c -> (c.tagName().equals("td") || c.tagName().equals("th")) && !c.hasClass("hiden"))
          .map(Element::text)
          .toList();
      if (cells.size() < 3) {
        continue;
      }
      List<CalendarEventSpec> specs = CalendarEventSpec.titled(events, cells.get(0));
      if (specs.isEmpty()) {
        continue; // the header row, and indicators no event is configured for
      }
      int line = tr.sourceRange().start().lineNumber();
      if (cells.get(1).toLowerCase(Locale.ROOT).contains("suspended")) {
        continue; // a release called off: no date to schedule, and nothing wrong with the page
      }
      LocalDate date;
      LocalTime time;
      try {
        date = BlsScheduleParser.releaseDate(cells.get(1), line);
        time = ReleaseTimes.parse(cells.get(2), line);
      } catch (RejectedFileException e) {
        skipped.add(e.getMessage());
        continue;
      }
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
      throw new RejectedFileException("none of the " + tableRows.size() + " table rows of " + file.name()
          + " is a configured Census indicator with a release date" + (skipped.isEmpty() ? "" : " (" + skipped.get(0) + ")"));
    }
    List<String> notes = new ArrayList<>();
    if (!skipped.isEmpty()) {
      notes.add(skipped.size() + " row(s) skipped: " + String.join("; ", skipped.subList(0, Math.min(NAMED, skipped.size())))
          + (skipped.size() > NAMED ? "; ..." : ""));
    }
    return ParsedRows.of(rows, notes);
  }
}
