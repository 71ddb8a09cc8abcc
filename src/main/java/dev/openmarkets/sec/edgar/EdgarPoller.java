package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.HistoryFetch;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.util.logging.Logger;

/**
 * What the EDGAR pollers share on top of {@link Poller}: the rate-limited EDGAR client (one
 * limiter for every EDGAR poller of the process), the ingest path for fetched documents, and
 * EDGAR's throttling answers turned into a Retry-After for the back-off. Subclasses only say what
 * one poll fetches.
 */
public abstract class EdgarPoller extends Poller {
  private static final Logger LOG = Logger.getLogger(EdgarPoller.class.getName());

  protected final UpstreamConfig config;
  private final EdgarRateLimiter limiter;
  protected EdgarClient client;
  protected FileLoader loader;

  protected EdgarPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.limiter = limiter;
  }

  @Override
  protected Future<Void> starting() {
    client = new EdgarClient(vertx, config, limiter);
    loader = new FileLoader(vertx);
    return Future.succeededFuture();
  }

  @Override
  protected Future<Void> stopping() {
    client.close();
    return Future.succeededFuture();
  }

  /** A backfill through EDGAR: this poller's upstream, the shared limiter (so no extra pacing), EDGAR's answers. */
  protected abstract class EdgarHistory implements History {
    @Override
    public String upstream() {
      return config.name();
    }

    @Override
    public boolean paced() {
      return false;
    }

    @Override
    public HistoryFetch client(Vertx vertx) {
      EdgarClient edgar = new EdgarClient(vertx, config, limiter);
      return new HistoryFetch() {
        @Override
        public Future<Answer> get(dev.openmarkets.ingest.poll.Snapshot r) {
          return edgar.get(r.url())
              .map(resp -> new Answer(resp.statusCode(), resp.body() == null ? new byte[0] : resp.body().getBytes(),
                  EdgarClient.absent(resp), 0))
              .recover(err -> err instanceof EdgarThrottled t
                  ? Future.succeededFuture(new Answer(429, new byte[0], false, t.retryAfterMillis()))
                  : Future.failedFuture(err));
        }

        @Override
        public void close() {
          edgar.close();
        }
      };
    }
  }

  @Override
  protected PollOutcome failed(Throwable err) {
    return stoppedBy(err, PollOutcome.NOTHING).result();
  }

  /** Offers one fetched file to the normal import path: parse on a worker, one transaction. */
  protected Future<FileOutcome> offer(FileKind<?> kind, String name, byte[] bytes) {
    return loader.load(kind, new UpstreamFile(name, bytes));
  }

  /** The outcome with a loaded file's rows added; a rejected file is logged and adds nothing. */
  protected PollOutcome counted(FileOutcome outcome, PollOutcome acc) {
    if (!outcome.loaded()) {
      LOG.warning(() -> config.name() + " rejected " + outcome.fileName() + ": " + outcome.reason());
      return acc;
    }
    LOG.fine(() -> config.name() + " loaded " + outcome.fileName() + ": " + outcome.describe());
    return acc.plusFile(outcome.counts().inserted() + outcome.counts().updated());
  }

  /** A failed step as the poll's error outcome, keeping what the poll had done before it. */
  protected static Future<PollOutcome> stoppedBy(Throwable err, PollOutcome acc) {
    long retryAfter = err instanceof EdgarThrottled t ? t.retryAfterMillis() : 0;
    return Future.succeededFuture(acc.failed(describe(err), retryAfter));
  }
}
