package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads BEA's release schedule as its iCalendar subscription feed
 * (www.bea.gov/news/schedule/ics/online-calendar-subscription.ics): one VEVENT per release, its
 * SUMMARY the release title with the reference period ("GDP (Advance Estimate), 3rd Quarter 2026",
 * "Personal Income and Outlays, October 2026") and DTSTART the release time. A release gives one
 * row per configured event whose title starts its summary, id bea-{key}-{2026-q3 | 2026-10};
 * releases no event is configured for (regional accounts, articles) are skipped. A feed without
 * any configured release, or a configured release without a period, is rejected: BEA changed
 * the format. Written from the documented format; no real capture is in the fixtures.
 */
public final class BeaScheduleParser implements FileParser<CalendarRow> {
  private final List<CalendarEventSpec> events;

  public BeaScheduleParser(List<CalendarEventSpec> events) {
    this.events = events;
  }

  @Override
  public List<CalendarRow> parse(UpstreamFile file) throws RejectedFileException {
    List<IcsEvents.Event> feed = IcsEvents.read(new String(file.bytes(), StandardCharsets.UTF_8));
    List<CalendarRow> rows = new ArrayList<>();
    for (IcsEvents.Event ev : feed) {
      List<CalendarEventSpec> specs = CalendarEventSpec.titled(events, ev.summary());
      if (specs.isEmpty()) {
        continue;
      }
      ReleasePeriods period = ReleasePeriods.of(ev.summary());
      if (period == null) {
        throw RejectedFileException.atLine(ev.line(), "no reference period in '" + ev.summary() + "'");
      }
      for (CalendarEventSpec e : specs) {
        rows.add(new CalendarRow("bea-" + e.key() + "-" + period.idPart(), "bea", e.name(), e.importance(),
            ev.start(), period.label(), period.date(), e.seriesId(), e.seriesId() == null ? null : e.transform(),
            e.unit()));
      }
    }
    if (rows.isEmpty()) {
      throw new RejectedFileException("none of the " + feed.size() + " events of " + file.name()
          + " is a configured BEA release");
    }
    return rows;
  }
}
