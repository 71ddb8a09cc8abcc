package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.store.MarketWriterVerticle;
import dev.openmarkets.crypto.store.VenueData;
import dev.openmarkets.ingest.PollBackoff;
import dev.openmarkets.ingest.PollStatusStore;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.sqlclient.Pool;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.logging.Logger;

/**
 * Polls one funding venue every intervalSeconds (60 by default), the next run scheduled when the
 * current one has been written (never overlapping). Settled funding and hourly history are read
 * on the first run (a longer backfill) and then every historyEvery. A failure (5xx, timeout,
 * garbage, or a write error) is recorded in poll_status, shown by /stats, and the next attempt
 * waits min(interval, 30 s) doubled per consecutive failure, up to 8 intervals; the data already
 * stored keeps being served.
 */
public final class FundingPoller extends VerticleBase {
  private static final Logger LOG = Logger.getLogger(FundingPoller.class.getName());
  private static final DeliveryOptions WRITE = new DeliveryOptions().setSendTimeout(120_000);

  private final UpstreamConfig config;
  private final FundingSource source;
  private final Pool pool;
  private final long historyEveryMillis;
  private VenueHttp http;
  private PollStatusStore status;
  private PollBackoff backoff;
  private long lastHistoryAt = -1;
  private volatile boolean stopped;

  public FundingPoller(UpstreamConfig config, FundingSource source, Pool pool, long historyEveryMillis) {
    this.config = config;
    this.source = source;
    this.pool = pool;
    this.historyEveryMillis = historyEveryMillis;
  }

  @Override
  public Future<?> start() {
    http = new VenueHttp(vertx, config);
    status = new PollStatusStore(pool);
    vertx.setTimer(1, id -> pollAndReschedule());
    return Future.succeededFuture();
  }

  @Override
  public Future<?> stop() {
    stopped = true;
    http.close();
    return Future.succeededFuture();
  }

  private void pollAndReschedule() {
    if (stopped) {
      return;
    }
    long now = System.currentTimeMillis();
    boolean first = lastHistoryAt < 0;
    boolean withHistory = first || now - lastHistoryAt >= historyEveryMillis;
    source.poll(http, withHistory, first)
        .compose(data -> vertx.eventBus().request(MarketWriterVerticle.ADDRESS, data, WRITE).map(data))
        .onComplete(ar -> {
          long delay = nextDelayMillis(ar.succeeded());
          OffsetDateTime next = OffsetDateTime.now(ZoneOffset.UTC).plusNanos(delay * 1_000_000);
          Future<Void> recorded;
          if (ar.succeeded()) {
            VenueData d = ar.result();
            if (withHistory) {
              lastHistoryAt = now;
            }
            recorded = status.success(config.name(), d.snapshots().size() + " contracts, " + d.settlements().size()
                + " settlements, " + (d.openInterestHistory().size() + d.openInterestSamples().size())
                + " open-interest points", 0, d.size(), next);
          } else {
            LOG.warning(() -> config.name() + " poll failed (" + backoff.failures() + " in a row): " + ar.cause().getMessage());
            recorded = status.failure(config.name(), String.valueOf(ar.cause().getMessage()), backoff.failures(), 0, 0, next);
          }
          recorded.onComplete(x -> {
            if (!stopped) {
              vertx.setTimer(delay, id -> pollAndReschedule());
            }
          });
        });
  }

  long nextDelayMillis(boolean ok) {
    if (backoff == null) {
      backoff = new PollBackoff(config.intervalSeconds() * 1000L);
    }
    return backoff.next(ok);
  }
}
