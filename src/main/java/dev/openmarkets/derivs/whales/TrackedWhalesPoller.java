package dev.openmarkets.derivs.whales;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.Clock;

/**
 * The minute-by-minute whale poller: refreshes the tracked accounts (configured plus leaderboard
 * picks) from the database, then fetches the coin list and each account's clearinghouseState.
 */
public final class TrackedWhalesPoller extends SnapshotPoller {
  private final TrackedAccounts tracked;

  public TrackedWhalesPoller(UpstreamConfig cfg, Pool pool, Clock clock, TrackedAccounts tracked) {
    super(cfg, pool, clock, (c, now) -> HyperliquidDocuments.due(c, now, tracked.current()));
    this.tracked = tracked;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return tracked.refresh(pool).compose(accounts -> super.pollOnce());
  }
}
