package dev.openmarkets.sec.facts;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.sec.edgar.DailyIndexPoller;
import io.vertx.sqlclient.Pool;
import java.time.Clock;

/**
 * Reads each weekday's daily form index after the newest one it loaded (backfillDays back on a
 * first run) for 10-K, 10-Q and 8-K filers: they join the watch list, and the company facts
 * poller fetches their facts again.
 */
final class FactsIndexPoller extends DailyIndexPoller {
  FactsIndexPoller(UpstreamConfig config, Pool pool, Clock clock) {
    super(config, pool, FactsKinds.DAILY_INDEX, clock);
  }
}
