package dev.openmarkets.gov.calendar;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.gov.upstream.UpstreamExtras;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.ingest.poll.Upstream;
import java.time.Instant;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The calendar's upstreams, each a snapshot poller feeding the calendar, in this order: the BLS
 * schedule pages, the FOMC calendar, BEA's iCalendar feed, the Census list view and the BLS API series.
 */
public final class CalendarPollers {
  private CalendarPollers() {
  }

  public static List<Upstream> upstreams(AppConfig config, CalendarEvents events) {
    CalendarFileKinds kinds = new CalendarFileKinds(events);
    FileKind<CalendarRow> bls = kinds.blsSchedule();
    FileKind<CalendarRow> fomc = kinds.fomc();
    FileKind<CalendarRow> bea = kinds.bea();
    FileKind<CalendarRow> census = kinds.census();
    return List.of(
        snapshots("bls-schedule", (cfg, now) -> events.pages().stream()
            .map(page -> new Snapshot(cfg.baseUrl() + "/" + page + ".htm", "bls-schedule-" + page + ".htm", bls))
            .toList()),
        snapshots("fomc-calendar", (cfg, now) -> List.of(new Snapshot(cfg.baseUrl(), "fomccalendars.htm", fomc))),
        snapshots("bea-schedule", (cfg, now) -> List.of(new Snapshot(cfg.baseUrl(), "bea-schedule.ics", bea))),
        snapshots("census-calendar", (cfg, now) -> CensusPages.due(cfg, now, census)),
        snapshots("bls-api", blsApi(events, kinds.blsSeries(),
            UpstreamExtras.of(config, "bls-api").getString("registrationKey", ""))));
  }

  private static Upstream snapshots(String name, BiFunction<UpstreamConfig, Instant, List<Snapshot>> documents) {
    return Upstream.of(name, (cfg, pool, clock) -> new SnapshotPoller(cfg, pool, clock, documents)).feeding("calendar");
  }

  /** One answer per configured BLS series, with the registration key when one is configured. */
  private static BiFunction<UpstreamConfig, Instant, List<Snapshot>> blsApi(CalendarEvents events,
      FileKind<BlsSeriesParser.Observation> kind, String key) {
    return (cfg, now) -> events.blsSeries().stream()
        .map(id -> new Snapshot(cfg.baseUrl() + "/" + id + (key.isBlank() ? "" : "?registrationkey=" + key),
            "bls-series-" + id + ".json", kind))
        .toList();
  }
}
