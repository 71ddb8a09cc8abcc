package dev.openmarkets.gov.calendar;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.gov.upstream.UpstreamExtras;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The calendar's snapshot pollers, one per enabled upstream, in this order: the BLS schedule
 * pages, the FOMC calendar, BEA's iCalendar feed, the Census list view and the BLS API series.
 */
public final class CalendarPollers {
  private CalendarPollers() {
  }

  public static List<Deployable> of(AppConfig config, Pool pool, Clock clock, CalendarEvents events) {
    CalendarFileKinds kinds = new CalendarFileKinds(events);
    List<Deployable> out = new ArrayList<>();
    UpstreamConfig bls = config.upstream("bls-schedule");
    if (bls.enabled()) {
      FileKind<CalendarRow> kind = kinds.blsSchedule();
      out.add(new SnapshotPoller(bls, pool, clock, (cfg, now) -> events.pages().stream()
          .map(page -> new Snapshot(cfg.baseUrl() + "/" + page + ".htm", "bls-schedule-" + page + ".htm", kind))
          .toList()).feeding("calendar"));
    }
    UpstreamConfig fomc = config.upstream("fomc-calendar");
    if (fomc.enabled()) {
      FileKind<CalendarRow> kind = kinds.fomc();
      out.add(new SnapshotPoller(fomc, pool, clock, (cfg, now) -> List.of(
          new Snapshot(cfg.baseUrl(), "fomccalendars.htm", kind))).feeding("calendar"));
    }
    UpstreamConfig bea = config.upstream("bea-schedule");
    if (bea.enabled()) {
      FileKind<CalendarRow> kind = kinds.bea();
      out.add(new SnapshotPoller(bea, pool, clock, (cfg, now) -> List.of(
          new Snapshot(cfg.baseUrl(), "bea-schedule.ics", kind))).feeding("calendar"));
    }
    UpstreamConfig census = config.upstream("census-calendar");
    if (census.enabled()) {
      FileKind<CalendarRow> kind = kinds.census();
      out.add(new SnapshotPoller(census, pool, clock, (cfg, now) -> CensusPages.due(cfg, now, kind))
          .feeding("calendar"));
    }
    UpstreamConfig api = config.upstream("bls-api");
    if (api.enabled()) {
      out.add(blsApiPoller(api, pool, clock, events, kinds.blsSeries(),
          UpstreamExtras.of(config, "bls-api").getString("registrationKey", "")));
    }
    return out;
  }

  /** One answer per configured BLS series, with the registration key when one is configured. */
  private static Deployable blsApiPoller(UpstreamConfig api, Pool pool, Clock clock, CalendarEvents events,
      FileKind<BlsSeriesParser.Observation> kind, String key) {
    return new SnapshotPoller(api, pool, clock, (cfg, now) -> events.blsSeries().stream()
        .map(id -> new Snapshot(cfg.baseUrl() + "/" + id + (key.isBlank() ? "" : "?registrationkey=" + key),
            "bls-series-" + id + ".json", kind))
        .toList()).feeding("calendar");
  }
}
