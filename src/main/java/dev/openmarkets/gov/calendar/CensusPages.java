package dev.openmarkets.gov.calendar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The Census calendar pages a poll reads. Late in the year the unsuffixed list view has shown next
 * year's schedule in place of this year's, so the year pages are read instead (baseUrl +
 * pathTemplate with {yyyy}, calendar-listview-{yyyy}.html): this year's always, next year's from
 * September 1 (US Eastern), when a 404 means the Bureau has not published it yet. A configuration
 * without pathTemplate reads baseUrl alone, as before.
 */
public final class CensusPages {
  static final int NEXT_YEAR_FROM_MONTH = 9;

  private CensusPages() {
  }

  public static List<Snapshot> due(UpstreamConfig config, Instant now, FileKind<CalendarRow> kind) {
    if (config.pathTemplate() == null || config.pathTemplate().isBlank()) {
      return List.of(new Snapshot(config.baseUrl(), "census-calendar-listview.html", kind));
    }
    LocalDate today = now.atZone(BlsScheduleParser.EASTERN).toLocalDate();
    List<Snapshot> out = new ArrayList<>();
    out.add(new Snapshot(url(config, today.getYear()), name(today.getYear()), kind));
    if (today.getMonthValue() >= NEXT_YEAR_FROM_MONTH) {
      out.add(Snapshot.ifPublished(url(config, today.getYear() + 1), name(today.getYear() + 1), kind));
    }
    return out;
  }

  private static String url(UpstreamConfig config, int year) {
    return config.baseUrl() + config.pathTemplate().replace("{yyyy}", Integer.toString(year));
  }

  private static String name(int year) {
    return "census-calendar-listview-" + year + ".html";
  }
}
