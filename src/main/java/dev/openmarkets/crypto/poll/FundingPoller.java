package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.store.MarketWriter;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;

/**
 * Polls one funding venue every intervalSeconds (60 by default). Settled funding and hourly
 * history are read on the first run (a longer backfill) and then every historyEvery. Scheduling,
 * back-off, /stats status and fleet leadership come from {@link Poller}; a failure (5xx, timeout,
 * garbage, or a write error) keeps the stored data serving.
 */
public final class FundingPoller extends Poller {
  private final UpstreamConfig config;
  private final FundingSource source;
  private final long historyEveryMillis;
  private VenueHttp http;
  private long lastHistoryAt = -1;

  public FundingPoller(UpstreamConfig config, FundingSource source, Pool pool, long historyEveryMillis) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.source = source;
    this.historyEveryMillis = historyEveryMillis;
  }

  @Override
  protected Future<Void> starting() {
    http = new VenueHttp(vertx, config);
    return Future.succeededFuture();
  }

  @Override
  protected Future<Void> stopping() {
    http.close();
    return Future.succeededFuture();
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    long now = System.currentTimeMillis();
    boolean first = lastHistoryAt < 0;
    boolean withHistory = first || now - lastHistoryAt >= historyEveryMillis;
    return source.poll(http, withHistory, first)
        .compose(data -> MarketWriter.send(vertx, data).map(data))
        .map(d -> {
          if (withHistory) {
            lastHistoryAt = now;
          }
          return PollOutcome.NOTHING.plus(0, d.size()).describedAs(d.snapshots().size() + " contracts, "
              + d.settlements().size() + " settlements, "
              + (d.openInterestHistory().size() + d.openInterestSamples().size()) + " open-interest points");
        });
  }
}
