package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.VersionBumps;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The hourly recomputation of every asset's sentiment from stored data (news tone, funding
 * history, COT index, Fear & Greed): the current hour and the two before it, so inputs that
 * arrived late reach the history; unchanged hours are left alone. Fetches nothing; runs under
 * the poller skeleton for its schedule, back-off, status and fleet lease.
 */
public final class SentimentPoller extends Poller {
  static final int HOURS_BACK = 2;

  private final SentimentAssets assets;
  private final Clock clock;

  public SentimentPoller(UpstreamConfig config, Pool pool, Clock clock, SentimentAssets assets) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.assets = assets;
    this.clock = clock;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    Instant to = clock.instant().truncatedTo(ChronoUnit.HOURS);
    Instant from = to.minus(Duration.ofHours(HOURS_BACK));
    return pool.withTransaction(conn -> SentimentCompute.hours(conn, assets.all(), from, to)
            .compose(changed -> changed == 0 ? Future.succeededFuture(new Computed(changed, java.util.List.of()))
                : VersionBumps.bump(conn, SentimentCompute.READERS).map(b -> new Computed(changed, b))))
        .map(c -> {
          VersionBumps.announce(vertx, null, c.bumped());
          return PollOutcome.NOTHING.plus(0, c.changed())
              .describedAs(assets.all().size() + " assets, " + c.changed() + " hourly rows changed");
        });
  }

  private record Computed(int changed, java.util.List<VersionBumps.Bumped> bumped) {
  }
}
