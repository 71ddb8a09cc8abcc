package dev.openmarkets.ingest.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import dev.openmarkets.ingest.fetch.FetchPolicy;
import dev.openmarkets.ingest.fetch.FetchRequest;
import dev.openmarkets.ingest.fetch.HostSpacing;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * A poller for sources that publish one or more JSON or CSV documents per poll (Deribit,
 * Hyperliquid, Polymarket, TreasuryDirect, FRED, ...): the source names the documents due at
 * this instant, each goes through the fetch step ({@link Fetch}: the upstream's User-Agent,
 * deadline and host spacing) and is loaded in one transaction per document. Anything but loaded
 * ends the poll (so it backs off and shows in /stats); documents loaded before it stay loaded.
 * A 404 for a document declared {@link Snapshot#ifPublished} is "not published yet": a warning
 * in the outcome, not a failure.
 */
public class SnapshotPoller extends Poller {
  private final UpstreamConfig config;
  private final BiFunction<UpstreamConfig, Instant, List<Snapshot>> documents;
  private final Clock clock;
  private BiFunction<UpstreamConfig, Integer, List<Snapshot>> yearDocuments;
  private long minIntervalMillis;

  /** documents: the documents due in a poll at the given instant, URLs built from the config's baseUrl. */
  public SnapshotPoller(UpstreamConfig config, Pool pool, Clock clock,
      BiFunction<UpstreamConfig, Instant, List<Snapshot>> documents) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.documents = documents;
    this.clock = clock;
    fetchesWith(vx -> Fetch.of(vx, config, minIntervalMillis, FetchPolicy.PLAIN, Clock.systemUTC()));
  }

  /**
   * Declares that the upstream keeps documents per year (CFTC's yearly zips, the Treasury's
   * yearly curve CSV): a backfill asks yearDocuments for each year of the range.
   */
  public SnapshotPoller historyByYear(BiFunction<UpstreamConfig, Integer, List<Snapshot>> yearDocuments) {
    this.yearDocuments = yearDocuments;
    return this;
  }

  /**
   * historyByYear for a documents function that names the year of its instant's documents and
   * keeps no state between calls: asked for one instant in the middle of each year.
   */
  public SnapshotPoller historyByYear() {
    return historyByYear((cfg, year) -> documents.apply(cfg,
        LocalDate.of(year, 7, 1).with(TemporalAdjusters.nextOrSame(DayOfWeek.FRIDAY)).atTime(20, 0)
            .toInstant(ZoneOffset.UTC)));
  }

  /**
   * Spaces this poller's requests to one host by at least minIntervalMillis, shared with every
   * poller of the host ({@link HostSpacing}); 0 (the default) sends them back to back.
   */
  public SnapshotPoller spacedBy(long minIntervalMillis) {
    this.minIntervalMillis = minIntervalMillis;
    return this;
  }

  @Override
  public History history(String dataset) {
    if (yearDocuments == null) {
      return null;
    }
    return History.plain(config, (from, to) -> {
      Map<String, Snapshot> out = new LinkedHashMap<>();
      for (int y = from.getYear(); y <= to.getYear(); y++) {
        yearDocuments.apply(config, y).forEach(doc -> out.putIfAbsent(doc.fileName(), doc));
      }
      return List.copyOf(out.values());
    });
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return fetchFrom(documents.apply(config, clock.instant()), 0, PollOutcome.NOTHING);
  }

  private Future<PollOutcome> fetchFrom(List<Snapshot> due, int i, PollOutcome acc) {
    if (i >= due.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    Snapshot doc = due.get(i);
    return fetch().load(doc.request(), doc.kind(), doc.fileName())
        .map(o -> counted(doc, o, acc))
        .compose(next -> next.ok() ? fetchFrom(due, i + 1, next) : Future.succeededFuture(next));
  }

  /**
   * A document's outcome added to the poll's: a snapshot should exist, so absent is a failure;
   * a page declared {@link Snapshot#ifPublished} not out yet is a warning.
   */
  private PollOutcome counted(Snapshot doc, FetchOutcome o, PollOutcome acc) {
    if (o.kind() == FetchOutcome.Kind.NOT_PUBLISHED_YET) {
      return acc.warned(doc.fileName() + ": not published yet (" + o.reason() + " from " + doc.url() + ")");
    }
    if (o.kind() == FetchOutcome.Kind.ABSENT) {
      return acc.failed(o.reason() + (o.reason().startsWith("HTTP ") ? " from " : " answer from ") + doc.url(), 0);
    }
    // a refusal or failure ends the poll with its reason, which Poller logs once
    return acc.plus(o, doc.fileName());
  }

  /** Documents that are pages (calendars read from HTML) are read by their parsers, not refused by shape. */
  static boolean pageExpected(String fileName) {
    return FetchRequest.pageName(fileName);
  }

  /** The documents a poll would fetch now, sent as the poller sends them. */
  @Override
  public ProbeRequests probeRequests(Instant now) {
    return new ProbeRequests(documents.apply(config, now), v -> HistoryFetch.plain(v, config, minIntervalMillis),
        config.userAgent(), false);
  }

}
