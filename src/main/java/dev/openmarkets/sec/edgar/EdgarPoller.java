package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.PollBackoff;
import dev.openmarkets.ingest.PollStatusStore;
import dev.openmarkets.ingest.UpstreamFile;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.logging.Logger;

/**
 * The schedule shared by the EDGAR pollers: one poll at a time, the next one set when this one
 * ends (at once when work is left, else after the interval), exponential back-off after a
 * failure or a throttling answer (longer still when EDGAR sends Retry-After), and every outcome
 * recorded in poll_status for /stats. Subclasses only say what one poll fetches.
 */
abstract class EdgarPoller extends VerticleBase {
  private static final Logger LOG = Logger.getLogger(EdgarPoller.class.getName());

  protected final UpstreamConfig config;
  protected final Pool pool;
  private final EdgarRateLimiter limiter;
  protected EdgarClient client;
  protected FileLoader loader;
  private PollStatusStore status;
  private PollBackoff backoff;
  private volatile boolean stopped;

  EdgarPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter) {
    this.config = config;
    this.pool = pool;
    this.limiter = limiter;
  }

  @Override
  public Future<?> start() {
    client = new EdgarClient(vertx, config, limiter);
    loader = new FileLoader(vertx);
    status = new PollStatusStore(pool);
    vertx.setTimer(1, id -> pollAndReschedule());
    return Future.succeededFuture();
  }

  @Override
  public Future<?> stop() {
    stopped = true;
    client.close();
    return Future.succeededFuture();
  }

  /** One pass; a failed future counts as an error outcome. */
  abstract Future<PollOutcome> pollOnce();

  private void pollAndReschedule() {
    if (stopped) {
      return;
    }
    pollOnce().recover(err -> stoppedBy(err, PollOutcome.NOTHING))
        .onComplete(ar -> {
          PollOutcome r = ar.result();
          long delay = nextDelayMillis(r);
          OffsetDateTime next = OffsetDateTime.now(ZoneOffset.UTC).plusNanos(delay * 1_000_000);
          Future<Void> recorded = r.error() == null
              ? status.success(config.name(), r.summary(), r.files(), r.rows(), next)
              : status.failure(config.name(), r.error(), backoff.failures(), r.files(), r.rows(), next);
          if (r.error() != null) {
            LOG.warning(() -> config.name() + ": " + r.error() + "; next try in " + delay + " ms");
          }
          recorded.onComplete(x -> {
            if (!stopped) {
              vertx.setTimer(Math.max(1, delay), id -> pollAndReschedule());
            }
          });
        });
  }

  /** Exponential from min(interval, 30 s), capped at eight intervals; never before Retry-After. */
  long nextDelayMillis(PollOutcome r) {
    if (backoff == null) {
      backoff = new PollBackoff(config.intervalSeconds() * 1000L);
    }
    long delay = backoff.next(r.error() == null);
    return r.error() == null ? (r.more() ? 1 : delay) : Math.max(delay, r.retryAfterMillis());
  }

  /** Offers one fetched file to the normal import path: parse on a worker, one transaction. */
  Future<FileOutcome> offer(FileKind<?> kind, String name, byte[] bytes) {
    return loader.load(kind, new UpstreamFile(name, bytes));
  }

  /** The outcome with a loaded file's rows added; a rejected file is logged and adds nothing. */
  PollOutcome counted(FileOutcome outcome, PollOutcome acc) {
    if (!outcome.loaded()) {
      LOG.warning(() -> config.name() + " rejected " + outcome.fileName() + ": " + outcome.reason());
      return acc;
    }
    LOG.fine(() -> config.name() + " loaded " + outcome.fileName() + ": " + outcome.describe());
    return acc.plusFile(outcome.counts().inserted() + outcome.counts().updated());
  }

  /** A failed step as the poll's error outcome, keeping what the poll had done before it. */
  static Future<PollOutcome> stoppedBy(Throwable err, PollOutcome acc) {
    long retryAfter = err instanceof EdgarThrottled t ? t.retryAfterMillis() : 0;
    String why = err.getMessage() != null ? err.getMessage() : err.getClass().getSimpleName();
    return Future.succeededFuture(acc.failed(why, retryAfter));
  }
}
