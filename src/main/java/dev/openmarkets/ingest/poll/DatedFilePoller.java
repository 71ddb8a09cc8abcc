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
  private BiFunction<String, byte[], Map<String, String>> linkReader;

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
    this.linkReader = reader;
    return this;
  }

  /** The links of the index page and the newest date they cover. */
  private record Index(Map<String, String> links, LocalDate newest) {
  }

  /** The index page could not be read: its outcome (refused for a page that links no file, else as fetched). */
  private static final class Unreadable extends RuntimeException {
    final FetchOutcome outcome;

    Unreadable(FetchOutcome outcome) {
      super(outcome.reason(), null, false, false);
      this.outcome = outcome;
    }
  }

  private String indexUrl() {
    return config.baseUrl() + config.pathTemplate();
  }

  /** Fetches and reads the index page (a failed future with the reason when it cannot be read). */
  private Future<Index> readIndex(Vertx vx, Fetch web) {
    String url = indexUrl();
    return web.answer(FetchRequest.page(url)).compose(o -> {
      if (!o.loaded()) {
        // a missing index page is a failure: the files' URLs cannot be known without it
        return Future.failedFuture(new Unreadable(FetchOutcome.of(o.kind() == FetchOutcome.Kind.THROTTLED
            ? o.kind() : o.missing() ? FetchOutcome.Kind.FAILED : o.kind(), url, o.status(),
            o.status() > 0 ? "HTTP " + o.status() + " from the index page " + url : o.reason())));
      }
      byte[] page = o.body();
      return vx.executeBlocking(() -> {
        Map<String, String> links = linkReader.apply(url, page);
        if (links.isEmpty()) {
          throw new Unreadable(FetchOutcome.of(FetchOutcome.Kind.REFUSED, url, o.status(), "the index page " + url
              + " links no file (moved, or a refusal page" + (BotWall.isHtml(page) ? "" : ", not even HTML") + ")"));
        }
        LocalDate newest = links.keySet().stream().map(kind.fileDate()).filter(java.util.Objects::nonNull)
            .max(LocalDate::compareTo).orElse(null);
        return new Index(links, newest);
      }, false);
    });
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
    History plain = History.plain(config, (from, to) -> Schedules.between(schedule, from, to).stream()
        .map(d -> new Snapshot(linkReader != null ? indexUrl() + "#" + fileName.apply(d)
            : config.baseUrl() + d.fill(config.pathTemplate()), fileName.apply(d), kind))
        .toList());
    return new History() {
      @Override
      public String upstream() {
        return plain.upstream();
      }

      @Override
      public List<Snapshot> requests(LocalDate from, LocalDate to) {
        return plain.requests(from, to);
      }

      @Override
      public HistoryFetch client(Vertx vertx) {
        // a placeholder or a 403/404 is absent here: backfill asks a recent date again itself
        return linkReader != null ? linked(vertx)
            : HistoryFetch.over(newFetch(vertx), r -> r.request().placeholder(placeholder));
      }
    };
  }

  /**
   * Backfill's client of an upstream whose files are linked from an index page: the page is read
   * once, a file it does not link is absent (asked again next run while recent), a linked file
   * is fetched, and its 403/404 is a failure, never absent.
   */
  private HistoryFetch linked(Vertx vertx) {
    Fetch web = newFetch(vertx);
    return new HistoryFetch() {
      private Future<Index> index;

      @Override
      public Future<Answer> get(Snapshot request) {
        if (index == null) {
          index = readIndex(vertx, web);
        }
        return index.compose(ix -> {
          String url = ix.links().get(request.fileName());
          if (url == null) {
            return Future.succeededFuture(new Answer(FetchOutcome.of(FetchOutcome.Kind.ABSENT, request.url(), 404,
                "not on the index page")));
          }
          return web.answer(FetchRequest.get(url)).map(o -> new Answer(o.missing()
              ? FetchOutcome.of(FetchOutcome.Kind.FAILED, url, o.status(), linkedMissing(o, url)) : o));
        }).recover(err -> Future.succeededFuture(new Answer(unreadable(err))));
      }

      @Override
      public void close() {
        web.close();
      }
    };
  }

  /** Why the index page gave no links, as an outcome (a page or parser failure included). */
  private FetchOutcome unreadable(Throwable err) {
    return err instanceof Unreadable u ? u.outcome : FetchOutcome.of(FetchOutcome.Kind.FAILED, indexUrl(), 0,
        "the index page " + indexUrl() + " could not be read: "
            + (err.getMessage() != null ? err.getMessage() : "an unexpected error"));
  }

  private String linkedMissing(FetchOutcome o, String url) {
    return "HTTP " + o.status() + " from " + url + ", linked from " + indexUrl();
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
    Future<Index> index = linkReader == null ? Future.succeededFuture() : readIndex(vertx, fetch());
    return index.compose(ix -> newestLoaded(config.name())
        .compose(newest -> {
          List<Due> due = schedule.due(newest, today, config.backfillDays());
          return placeholder == null ? Future.succeededFuture(due) : withRecentGaps(due, today);
        })
        .compose(due -> fetchFrom(due, today, ix, 0, PollOutcome.NOTHING)))
        .recover(err -> err instanceof Unreadable u ? Future.succeededFuture(PollOutcome.NOTHING.plus(u.outcome, indexUrl()))
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

  private Future<PollOutcome> fetchFrom(List<Due> due, LocalDate today, Index ix, int i, PollOutcome acc) {
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
      return acc.failed(linkedMissing(o, url), 0);
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
