package dev.openmarkets.ingest.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.BotWall;
import dev.openmarkets.ingest.Due;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import dev.openmarkets.ingest.fetch.FetchPolicy;
import dev.openmarkets.ingest.fetch.FetchRequest;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.logging.Logger;

/**
 * Polls one upstream that publishes one file per date (FINRA, SEC, the threshold lists): works out
 * which files are due after the newest one loaded, fetches them in date order through the fetch
 * step (ingest/fetch: its outcome table is in docs/ingest.md) and loads each, its parser's notes
 * becoming warnings on /stats. A 403/404 is skipped: named "not published yet" while its date is
 * less than {@link #PROVISIONAL_BUSINESS_DAYS} business days old, absent (a holiday) after. An
 * HTML page where the file was expected ({@link BotWall}) is recorded as refused, and like a
 * rejected file stops the poll so the bookmark never passes it. An upstream that answers a date
 * not published yet with a placeholder (NYSE: 200, the header and a timestamp) declares it with
 * {@link #provisionalWhen}: the placeholder is never loaded, and the recent dates still missing
 * are asked again each poll. The next run is scheduled when this one ends (never overlapping),
 * backing off exponentially after failures while the last good data keeps serving.
 */
public final class DatedFilePoller extends Poller {
  /** A missing or placeholder file younger than this many business days may still come. */
  public static final int PROVISIONAL_BUSINESS_DAYS = 3;
  private static final Logger LOG = Logger.getLogger(DatedFilePoller.class.getName());

  private final UpstreamConfig config;
  private final FileKind<?> kind;
  private final Schedules.Schedule schedule;
  private final Function<Due, String> fileName;
  private final Clock clock;
  private Predicate<byte[]> placeholder;
  private LinkPage linkPage;

  public DatedFilePoller(UpstreamConfig config, FileKind<?> kind, Schedules.Schedule schedule,
      Function<Due, String> fileName, Pool pool, Clock clock) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.kind = kind;
    this.schedule = schedule;
    this.fileName = fileName;
    this.clock = clock;
    fetchesWith(this::newFetch);
  }

  /**
   * Declares the upstream's answer for a date it has not published yet (a 200 that placeholder
   * accepts): never loaded as the date's list, and asked again each poll while the date is
   * recent, even after later dates have loaded. Returns this for chaining.
   */
  public DatedFilePoller provisionalWhen(Predicate<byte[]> placeholder) {
    this.placeholder = placeholder;
    return this;
  }

  /**
   * Reads each file's URL from an index page (baseUrl + pathTemplate, no date tokens) instead of
   * building it: reader maps the page (its URL, its bytes) to file name -> absolute URL. A due file
   * the page does not link yet is not published yet (absent when the page links a later one); a
   * linked file that answers 403/404 is a failure that shows. Returns this for chaining.
   */
  public DatedFilePoller linkedFrom(BiFunction<String, byte[], Map<String, String>> reader) {
    this.linkPage = new LinkPage(config.baseUrl() + config.pathTemplate(), reader, kind);
    return this;
  }

  private Fetch newFetch(Vertx vx) {
    return Fetch.of(vx, config, 0, FetchPolicy.PLAIN, clock);
  }

  /** The upstream this poller reads (its configuration name, as in /stats). */
  public String source() {
    return config.name();
  }

  @Override
  public List<String> feeds() {
    return List.of(kind.dataset());
  }

  /** Every file the schedule expects from..to, with the URLs and names a poll would use. */
  @Override
  public History history(String dataset) {
    // a placeholder or a 403/404 is absent to backfill's client: backfill asks a recent date again itself
    return History.of(config, (from, to) -> Schedules.between(schedule, from, to).stream()
        .map(d -> new Snapshot(linkPage != null ? linkPage.url() + "#" + fileName.apply(d)
            : config.baseUrl() + d.fill(config.pathTemplate()), fileName.apply(d), kind))
        .toList(), vertx -> linkPage != null ? linkPage.client(vertx, newFetch(vertx))
            : HistoryFetch.over(newFetch(vertx), r -> r.request().placeholder(placeholder)));
  }

  /** The request of one dated file: not published yet until it is {@link #PROVISIONAL_BUSINESS_DAYS} old. */
  private FetchRequest request(String url, LocalDate date) {
    LocalDate settled = date;
    while (businessDaysBetween(date, settled) < PROVISIONAL_BUSINESS_DAYS) {
      settled = settled.plusDays(1);
    }
    return FetchRequest.get(url).publishedBy(settled.atStartOfDay(clock.getZone()).toInstant()).placeholder(placeholder);
  }

  /** One pass over the due files (and, for a provisional upstream, the recent ones still missing). */
  @Override
  protected Future<PollOutcome> pollOnce() {
    LocalDate today = LocalDate.now(clock);
    Future<LinkPage.Index> index = linkPage == null ? Future.succeededFuture() : linkPage.read(vertx, fetch());
    return index.compose(ix -> newestLoaded(config.name())
        .compose(newest -> {
          List<Due> due = schedule.due(newest, today, config.backfillDays());
          return placeholder == null ? Future.succeededFuture(due) : withRecentGaps(due, today);
        })
        .compose(due -> config.recheckDays() > 0 ? withRechecks(due, today) : Future.succeededFuture(due))
        .compose(due -> fetchFrom(due, today, ix, 0, PollOutcome.NOTHING)))
        .recover(err -> err instanceof LinkPage.Unreadable u
            ? Future.succeededFuture(PollOutcome.NOTHING.plus(u.outcome, linkPage.url()))
            : Future.failedFuture(err));
  }

  /** due plus the recent dates the schedule expects that have no loaded file, in date order. */
  private Future<List<Due>> withRecentGaps(List<Due> due, LocalDate today) {
    LocalDate from = today;
    while (businessDaysBetween(from.minusDays(1), today) < PROVISIONAL_BUSINESS_DAYS) {
      from = from.minusDays(1);
    }
    LocalDate since = from.isBefore(today.minusDays(config.backfillDays())) ? today.minusDays(config.backfillDays()) : from;
    return pool.preparedQuery("SELECT DISTINCT file_date FROM ingest_files WHERE source = $1 AND status = 'loaded' "
            + "AND file_date >= $2")
        .execute(Tuple.of(config.name(), since))
        .map(rows -> {
          Set<LocalDate> loaded = new HashSet<>();
          for (Row r : rows) {
            loaded.add(r.getLocalDate(0));
          }
          Set<Due> all = new LinkedHashSet<>(due);
          Schedules.between(schedule, since, today).stream().filter(d -> !loaded.contains(d.date())).forEach(all::add);
          return all.stream().sorted(Comparator.comparing(Due::date)).toList();
        });
  }

  /**
   * due plus the loaded files of the last recheckDays not fetched for a day: an upstream that
   * corrects a published file under the same name (FINRA's short interest and daily files) is read
   * again, and the versioned writers keep the correction as a new version. Identical bytes change
   * nothing and are recorded as a load of unchanged rows, which is what spaces the next recheck.
   */
  private Future<List<Due>> withRechecks(List<Due> due, LocalDate today) {
    LocalDate since = today.minusDays(config.recheckDays());
    return pool.preparedQuery("SELECT file_date FROM ingest_files WHERE source = $1 AND status = 'loaded' "
            + "AND file_date >= $2 GROUP BY file_date HAVING max(at) < now() - interval '1 day'")
        .execute(Tuple.of(config.name(), since))
        .map(rows -> {
          Set<LocalDate> stale = new HashSet<>();
          for (Row r : rows) {
            stale.add(r.getLocalDate(0));
          }
          Set<Due> all = new LinkedHashSet<>(due);
          Schedules.between(schedule, since, today).stream().filter(d -> stale.contains(d.date())).forEach(all::add);
          return all.stream().sorted(Comparator.comparing(Due::date)).toList();
        });
  }

  /** Weekdays after from up to and including to: 0 for today, 1 for the last business day before it. */
  static int businessDaysBetween(LocalDate from, LocalDate to) {
    int n = 0;
    for (LocalDate d = from.plusDays(1); !d.isAfter(to); d = d.plusDays(1)) {
      if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
        n++;
      }
    }
    return n;
  }

  private Future<PollOutcome> fetchFrom(List<Due> due, LocalDate today, LinkPage.Index ix, int i, PollOutcome acc) {
    if (i >= due.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    Due d = due.get(i);
    String name = fileName.apply(d);
    String url = ix == null ? config.baseUrl() + d.fill(config.pathTemplate()) : ix.links().get(name);
    if (url == null) {
      // not linked: not published yet, unless the page already links a later file (then there is none)
      boolean pending = ix.newest() == null || d.date().isAfter(ix.newest());
      return fetchFrom(due, today, ix, i + 1, pending ? acc.notPublishedYet(name + " (not on the index page yet)") : acc);
    }
    return fetch().load(request(url, d.date()), kind, name)
        .map(o -> counted(name, url, ix != null, o, acc))
        .compose(next -> !next.ok() ? Future.succeededFuture(next) : fetchFrom(due, today, ix, i + 1, next));
  }

  /** One file's outcome added to the poll's; a linked file that is missing is a failure that shows. */
  private PollOutcome counted(String name, String url, boolean linked, FetchOutcome o, PollOutcome acc) {
    if (linked && o.missing()) {
      return acc.failed(linkPage.linkedMissing(o, url), 0);
    }
    // a refusal ends the poll with its reason, which Poller logs once
    if (o.loaded()) {
      LOG.info(() -> config.name() + " loaded " + name + ": " + o.file().describe());
    }
    return acc.plus(o, name);
  }

  /** The last week's files, newest first, with this upstream's User-Agent for doctor's advice. */
  @Override
  public ProbeRequests probeRequests(java.time.Instant now) {
    ProbeRequests r = super.probeRequests(now);
    return r == null ? null : new ProbeRequests(r.newestFirst(), r.client(), config.userAgent(), true);
  }
}
