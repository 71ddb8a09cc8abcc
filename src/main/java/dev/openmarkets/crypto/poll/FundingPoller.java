package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.store.MarketWriter;
import dev.openmarkets.crypto.venue.NotLoadedException;
import dev.openmarkets.crypto.venue.VenueFetch;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Instant;

/**
 * Polls one funding venue every intervalSeconds (60 by default). Settled funding and hourly
 * history are read on the first run (a longer backfill) and then every historyEvery. Requests go
 * through the fetch step ({@link VenueFetch}); an answer that is not data ends the poll with its
 * named outcome (refused, throttled with the venue's Retry-After, absent, failed). Scheduling,
 * back-off, /stats status and fleet leadership come from {@link Poller}; a failure (5xx, timeout,
 * garbage, or a write error) keeps the stored data serving.
 */
public final class FundingPoller extends Poller {
  private final UpstreamConfig config;
  private final FundingSource source;
  private final long historyEveryMillis;
  private final Clock clock;
  private VenueFetch venue;
  private long lastHistoryAt = -1;

  public FundingPoller(UpstreamConfig config, FundingSource source, Pool pool, long historyEveryMillis, Clock clock) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.source = source;
    this.historyEveryMillis = historyEveryMillis;
    this.clock = clock;
  }

  @Override
  protected Future<Void> starting() {
    venue = new VenueFetch(vertx, config);
    return Future.succeededFuture();
  }

  @Override
  protected Future<Void> stopping() {
    venue.close();
    return Future.succeededFuture();
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    Instant now = clock.instant();
    boolean first = lastHistoryAt < 0;
    boolean withHistory = first || now.toEpochMilli() - lastHistoryAt >= historyEveryMillis;
    return source.poll(venue, now, withHistory, first)
        .compose(data -> MarketWriter.send(vertx, data).map(data))
        .map(d -> {
          if (withHistory) {
            lastHistoryAt = now.toEpochMilli();
          }
          return PollOutcome.NOTHING.plus(0, d.size()).describedAs(d.snapshots().size() + " contracts, "
              + d.settlements().size() + " settlements, "
              + (d.openInterestHistory().size() + d.openInterestSamples().size()) + " open-interest points");
        });
  }

  @Override
  protected PollOutcome failed(Throwable err) {
    return NotLoadedException.pollOutcome(err);
  }
}
