package dev.openmarkets.crypto.store;

import dev.openmarkets.ingest.VersionBumps;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.logging.Logger;

/**
 * Deletes liquidation events older than the retention (90 days) at start and then every hour, on
 * one node of the fleet (a {@link Poller} named "liquidation-retention"). Hourly totals are never
 * deleted.
 */
public final class LiquidationRetention extends Poller {
  private static final Logger LOG = Logger.getLogger(LiquidationRetention.class.getName());
  private static final int SLICE = 20_000;

  private final Duration keep;

  public LiquidationRetention(Pool pool, Duration keep, Duration every) {
    super("liquidation-retention", every.toMillis(), pool);
    this.keep = keep;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return LiquidationStore.deleteEventsBefore(pool, Instant.now().minus(keep), SLICE).map(n -> {
      if (n > 0) {
        VersionBumps.publishLocally(vertx, List.of("liquidations-recent"));
        LOG.info(() -> "retention deleted " + n + " liquidation events older than " + keep.toDays() + " days");
      }
      return PollOutcome.NOTHING.describedAs(n + " events older than " + keep.toDays() + " days deleted");
    });
  }
}
