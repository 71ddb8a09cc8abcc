package dev.openmarkets.ingest;

import dev.openmarkets.config.UpstreamConfig;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
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
public final class DatedFilePoller extends VerticleBase {
  private static final Logger LOG = Logger.getLogger(DatedFilePoller.class.getName());

  private final UpstreamConfig config;
  private final FileKind<?> kind;
  private final Schedules.Schedule schedule;
  private final Function<Due, String> fileName;
  private final Pool pool;
  private final Clock clock;
  private WebClient client;
  private FileLoader loader;
  private PollStatusStore status;
  private PollBackoff backoff;
  private volatile boolean stopped;

  public DatedFilePoller(UpstreamConfig config, FileKind<?> kind, Schedules.Schedule schedule,
      Function<Due, String> fileName, Pool pool, Clock clock) {
    this.config = config;
    this.kind = kind;
    this.schedule = schedule;
    this.fileName = fileName;
    this.pool = pool;
    this.clock = clock;
  }

  @Override
  public Future<?> start() {
    client = WebClient.create(vertx, new WebClientOptions()
        .setUserAgent(config.userAgent())
        .setConnectTimeout(config.timeoutSeconds() * 1000)
        .setIdleTimeout(config.timeoutSeconds())
        .setDecompressionSupported(true)
        .setFollowRedirects(true));
    loader = new FileLoader(vertx);
    status = new PollStatusStore(pool);
    vertx.setTimer(1, id -> pollAndReschedule());
    return Future.succeededFuture();
  }

  /** The upstream this poller reads (its configuration name, as in /stats). */
  public String source() {
    return config.name();
  }

  @Override
  public Future<?> stop() {
    stopped = true;
    client.close();
    return Future.succeededFuture();
  }

  private void pollAndReschedule() {
    if (stopped) {
      return;
    }
    pollOnce().onComplete(ar -> {
      long delay = nextDelayMillis(ar.succeeded() && ar.result().error() == null);
      PollResult r = ar.succeeded() ? ar.result() : new PollResult(0, 0, String.valueOf(ar.cause()));
      Future<Void> recorded = r.error() == null
          ? status.success(config.name(), r.summary(), r.files(), r.rows(), PollStatusStore.inMillis(delay))
          : status.failure(config.name(), r.error(), backoff.failures(), r.files(), r.rows(), PollStatusStore.inMillis(delay));
      recorded.onComplete(x -> {
        if (!stopped) {
          vertx.setTimer(delay, id -> pollAndReschedule());
        }
      });
    });
  }

  public long nextDelayMillis(boolean ok) {
    if (backoff == null) {
      backoff = new PollBackoff(config.intervalSeconds() * 1000L);
    }
    return backoff.next(ok);
  }

  /** What one poll did: files loaded, rows inserted or updated, and the error that ended it. */
  public record PollResult(int files, long rows, String error) {
    String summary() {
      return files == 0 ? "no new files" : files + " file(s), " + rows + " rows changed";
    }
  }

  /** One pass over the due files. Public for tests that drive a poll directly. */
  public Future<PollResult> pollOnce() {
    return newestLoaded().compose(newest -> {
      List<Due> due = schedule.due(newest, LocalDate.now(clock), config.backfillDays());
      return fetchFrom(due, 0, new PollResult(0, 0, null));
    });
  }

  private Future<LocalDate> newestLoaded() {
    return pool.preparedQuery("SELECT max(file_date) FROM ingest_files WHERE source = $1 AND status = 'loaded'")
        .execute(Tuple.of(config.name()))
        .map(rows -> rows.iterator().next().getLocalDate(0));
  }

  private Future<PollResult> fetchFrom(List<Due> due, int i, PollResult acc) {
    if (i >= due.size() || stopped) {
      return Future.succeededFuture(acc);
    }
    Due d = due.get(i);
    String url = config.baseUrl() + d.fill(config.pathTemplate());
    return client.getAbs(url)
        .timeout(config.timeoutSeconds() * 1000L)
        .send()
        .compose(resp -> handle(d, url, resp, acc))
        .recover(err -> Future.succeededFuture(
            new PollResult(acc.files(), acc.rows(), "fetching " + url + " failed: " + err.getMessage())))
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : fetchFrom(due, i + 1, next));
  }

  private Future<PollResult> handle(Due d, String url, HttpResponse<Buffer> resp, PollResult acc) {
    int code = resp.statusCode();
    if (code == 403 || code == 404) {
      return Future.succeededFuture(acc);
    }
    if (code != 200) {
      return Future.succeededFuture(new PollResult(acc.files(), acc.rows(), "HTTP " + code + " from " + url));
    }
    byte[] bytes = resp.body() == null ? new byte[0] : resp.body().getBytes();
    String name = fileName.apply(d);
    return loader.load(kind, new UpstreamFile(name, bytes)).map(outcome -> {
      if (!outcome.loaded()) {
        LOG.warning(() -> config.name() + " rejected " + name + ": " + outcome.reason());
        return new PollResult(acc.files(), acc.rows(), name + " rejected: " + outcome.reason());
      }
      LOG.info(() -> config.name() + " loaded " + name + ": " + outcome.describe());
      return new PollResult(acc.files() + 1, acc.rows() + outcome.counts().inserted() + outcome.counts().updated(), null);
    });
  }
}
