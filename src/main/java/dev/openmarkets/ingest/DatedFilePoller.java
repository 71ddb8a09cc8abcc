package dev.openmarkets.ingest;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.ProbeRequests;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.ingest.poll.UpstreamClients;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Function;
import java.util.logging.Logger;

/**
 * Polls one upstream that publishes one file per date (FINRA, SEC, the threshold lists): works out
 * which files are due after the newest one loaded, fetches them in date order, and loads each
 * through {@link FileLoader}. Absent files (403/404) are skipped; a rejected file stops the poll so
 * the bookmark never passes it. The next run is scheduled when this one ends (never overlapping),
 * backing off exponentially after failures while the last good data keeps serving.
 */
public final class DatedFilePoller extends Poller {
  private static final Logger LOG = Logger.getLogger(DatedFilePoller.class.getName());

  private final UpstreamConfig config;
  private final FileKind<?> kind;
  private final Schedules.Schedule schedule;
  private final Function<Due, String> fileName;
  private final Clock clock;
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
    return History.plain(config, (from, to) -> Schedules.between(schedule, from, to).stream()
        .map(d -> new Snapshot(config.baseUrl() + d.fill(config.pathTemplate()), fileName.apply(d), kind))
        .toList());
  }

  @Override
  protected Future<Void> stopping() {
    client.close();
    return Future.succeededFuture();
  }

  /** One pass over the due files. */
  @Override
  protected Future<PollOutcome> pollOnce() {
    return newestLoaded(config.name()).compose(newest -> {
      List<Due> due = schedule.due(newest, LocalDate.now(clock), config.backfillDays());
      return fetchFrom(due, 0, PollOutcome.NOTHING);
    });
  }

  private Future<PollOutcome> fetchFrom(List<Due> due, int i, PollOutcome acc) {
    if (i >= due.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    Due d = due.get(i);
    String url = config.baseUrl() + d.fill(config.pathTemplate());
    return client.getAbs(url)
        .timeout(config.timeoutSeconds() * 1000L)
        .send()
        .compose(resp -> handle(d, url, resp, acc))
        .recover(err -> Future.succeededFuture(acc.failed("fetching " + url + " failed: " + err.getMessage(), 0)))
        .compose(next -> !next.ok() ? Future.succeededFuture(next) : fetchFrom(due, i + 1, next));
  }

  private Future<PollOutcome> handle(Due d, String url, HttpResponse<Buffer> resp, PollOutcome acc) {
    int code = resp.statusCode();
    if (code == 403 || code == 404) {
      return Future.succeededFuture(acc);
    }
    if (code != 200) {
      return Future.succeededFuture(acc.failed("HTTP " + code + " from " + url, 0));
    }
    byte[] bytes = resp.body() == null ? new byte[0] : resp.body().getBytes();
    String name = fileName.apply(d);
    return loader.load(kind, new UpstreamFile(name, bytes)).map(outcome -> {
      if (!outcome.loaded()) {
        LOG.warning(() -> config.name() + " rejected " + name + ": " + outcome.reason());
        return acc.failed(name + " rejected: " + outcome.reason(), 0);
      }
      LOG.info(() -> config.name() + " loaded " + name + ": " + outcome.describe());
      return acc.plusFile(outcome.counts().inserted() + outcome.counts().updated());
    });
  }

  /** The last week's files, newest first, with this upstream's User-Agent for doctor's advice. */
  @Override
  public ProbeRequests probeRequests(java.time.Instant now) {
    ProbeRequests r = super.probeRequests(now);
    return r == null ? null : new ProbeRequests(r.newestFirst(), r.client(), config.userAgent(), true);
  }

}
