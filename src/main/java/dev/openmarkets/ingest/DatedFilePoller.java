package dev.openmarkets.ingest;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.HistoryFetch;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.ProbeRequests;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.ingest.poll.UpstreamClients;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
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
 * which files are due after the newest one loaded, fetches them in date order, and loads each
 * through {@link FileLoader}. A 403/404 is skipped: named "not published yet" while its date is
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
  private WebClient client;
  private FileLoader loader;

  public DatedFilePoller(UpstreamConfig config, FileKind<?> kind, Schedules.Schedule schedule,
      Function<Due, String> fileName, Pool pool, Clock clock) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.kind = kind;
    this.schedule = schedule;
    this.fileName = fileName;
    this.clock = clock;
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

  /** An answer that is not data (a page where a file or links were expected). */
  private static final class Refused extends RuntimeException {
    Refused(String why) {
      super(why, null, false, false);
    }
  }

  private String indexUrl() {
    return config.baseUrl() + config.pathTemplate();
  }

  /** Fetches and reads the index page (a failed future with the reason when it cannot be read). */
  private Future<Index> readIndex(Vertx vx, WebClient web) {
    String url = indexUrl();
    return web.getAbs(url).timeout(config.timeoutSeconds() * 1000L).send().compose(resp -> {
      if (resp.statusCode() != 200) {
        return Future.failedFuture("HTTP " + resp.statusCode() + " from the index page " + url);
      }
      byte[] page = resp.body() == null ? new byte[0] : resp.body().getBytes();
      return vx.executeBlocking(() -> {
        Map<String, String> links = linkReader.apply(url, page);
        if (links.isEmpty()) {
          throw new Refused("the index page " + url + " links no file (moved, or a refusal page"
              + (BotWall.isHtml(page) ? "" : ", not even HTML") + ")");
        }
        LocalDate newest = links.keySet().stream().map(kind.fileDate()).filter(java.util.Objects::nonNull)
            .max(LocalDate::compareTo).orElse(null);
        return new Index(links, newest);
      }, false);
    });
  }

  @Override
  protected Future<Void> starting() {
    client = UpstreamClients.create(vertx, config);
    loader = new FileLoader(vertx);
    return Future.succeededFuture();
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
        return linkReader != null ? linked(vertx) : screened(plain.client(vertx));
      }
    };
  }

  /**
   * Backfill's client of an upstream whose files are linked from an index page: the page is read
   * once, a file it does not link is absent (asked again next run while recent), a linked file
   * is fetched, and its 403/404 is a failure, never absent.
   */
  private HistoryFetch linked(Vertx vertx) {
    WebClient web = UpstreamClients.create(vertx, config);
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
            return Future.succeededFuture(new Answer(404, new byte[0], true, 0));
          }
          return web.getAbs(url).timeout(config.timeoutSeconds() * 1000L).send().map(resp -> {
            byte[] body = resp.body() == null ? new byte[0] : resp.body().getBytes();
            return new Answer(resp.statusCode(), body, false,
                SnapshotPoller.retryAfterMillis(resp.getHeader("Retry-After")),
                resp.statusCode() == 200 ? BotWall.refusal(url, resp.getHeader("Content-Type"), body) : null);
          });
        });
      }

      @Override
      public void close() {
        web.close();
      }
    };
  }

  /** Backfill's client with this poller's reading of a 200: a page is refused, a placeholder absent. */
  private HistoryFetch screened(HistoryFetch plain) {
    return new HistoryFetch() {
      @Override
      public Future<Answer> get(Snapshot request) {
        return plain.get(request).map(a -> {
          if (a.status() != 200 || a.absent()) {
            return a;
          }
          String wall = BotWall.refusal(request.url(), null, a.body());
          if (wall != null) {
            return new Answer(a.status(), a.body(), false, a.retryAfterMillis(), wall);
          }
          return placeholder != null && placeholder.test(a.body())
              ? new Answer(a.status(), a.body(), true, a.retryAfterMillis())
              : a;
        });
      }

      @Override
      public void close() {
        plain.close();
      }
    };
  }

  @Override
  protected Future<Void> stopping() {
    client.close();
    return Future.succeededFuture();
  }

  /** One pass over the due files (and, for a provisional upstream, the recent ones still missing). */
  @Override
  protected Future<PollOutcome> pollOnce() {
    LocalDate today = LocalDate.now(clock);
    Future<Index> index = linkReader == null ? Future.succeededFuture() : readIndex(vertx, client);
    return index.compose(ix -> newestLoaded(config.name())
        .compose(newest -> {
          List<Due> due = schedule.due(newest, today, config.backfillDays());
          return placeholder == null ? Future.succeededFuture(due) : withRecentGaps(due, today);
        })
        .compose(due -> fetchFrom(due, today, ix, 0, PollOutcome.NOTHING)))
        .recover(err -> err instanceof Refused ? Future.succeededFuture(PollOutcome.NOTHING.refused(err.getMessage()))
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
    boolean recent = businessDaysBetween(d.date(), today) < PROVISIONAL_BUSINESS_DAYS;
    return client.getAbs(url)
        .timeout(config.timeoutSeconds() * 1000L)
        .send()
        .compose(resp -> handle(d, url, recent, ix != null, resp, acc))
        .recover(err -> Future.succeededFuture(acc.failed("fetching " + url + " failed: " + err.getMessage(), 0)))
        .compose(next -> !next.ok() ? Future.succeededFuture(next) : fetchFrom(due, today, ix, i + 1, next));
  }

  private Future<PollOutcome> handle(Due d, String url, boolean recent, boolean linked, HttpResponse<Buffer> resp,
      PollOutcome acc) {
    int code = resp.statusCode();
    String name = fileName.apply(d);
    if (linked && (code == 403 || code == 404)) {
      return Future.succeededFuture(acc.failed("HTTP " + code + " from " + url + ", linked from " + indexUrl(), 0));
    }
    if (code == 403 || code == 404) {
      // not published yet while recent; after that the date has no file (a holiday)
      return Future.succeededFuture(recent ? acc.notPublishedYet(name + " (HTTP " + code + ")") : acc);
    }
    if (code != 200) {
      return Future.succeededFuture(acc.failed("HTTP " + code + " from " + url, 0));
    }
    byte[] bytes = resp.body() == null ? new byte[0] : resp.body().getBytes();
    return vertx.executeBlocking(() -> screen(url, resp.getHeader("Content-Type"), bytes), false).compose(seen -> {
      if (seen != null && seen.refusal) {
        LOG.warning(() -> config.name() + " refused " + name + ": " + seen.reason);
        return Future.succeededFuture(acc.refused(seen.reason));
      }
      if (seen != null) {
        // a placeholder is never the date's list; once old, the date has none
        return Future.succeededFuture(recent ? acc.notPublishedYet(name + " (placeholder)") : acc);
      }
      return loader.load(kind, new UpstreamFile(name, bytes)).map(outcome -> {
        if (!outcome.loaded()) {
          LOG.warning(() -> config.name() + " rejected " + name + ": " + outcome.reason());
          return acc.failed(name + " rejected: " + outcome.reason(), 0);
        }
        LOG.info(() -> config.name() + " loaded " + name + ": " + outcome.describe());
        return acc.plusFile(outcome.counts().inserted() + outcome.counts().updated());
      });
    });
  }

  /** The last week's files, newest first, with this upstream's User-Agent for doctor's advice. */
  @Override
  public ProbeRequests probeRequests(java.time.Instant now) {
    ProbeRequests r = super.probeRequests(now);
    return r == null ? null : new ProbeRequests(r.newestFirst(), r.client(), config.userAgent(), true);
  }

  /** What a 200 body is when it is not the file: a page (refusal) or a placeholder; null for a file. */
  private record Screen(boolean refusal, String reason) {
  }

  private Screen screen(String url, String contentType, byte[] bytes) {
    String wall = BotWall.refusal(url, contentType, bytes);
    if (wall != null) {
      return new Screen(true, wall);
    }
    return placeholder != null && placeholder.test(bytes) ? new Screen(false, "placeholder") : null;
  }
}
