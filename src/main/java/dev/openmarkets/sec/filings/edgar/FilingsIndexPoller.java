package dev.openmarkets.sec.filings.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.sec.edgar.DailyIndexPoller;
import io.vertx.sqlclient.Pool;
import java.time.Clock;

/**
 * Discovers this family's filings from the daily form indexes: registration forms become ipos
 * rows; 8-K, 424B2, FWP and Form D filings join sec_filing_queue for the documents poller.
 */
final class FilingsIndexPoller extends DailyIndexPoller {
  FilingsIndexPoller(UpstreamConfig config, Pool pool, Clock clock) {
    super(config, pool, FilingsIndex.KIND, clock);
  }

  /** The daily form indexes of every weekday from..to; the documents poller fetches what they queue. */
  @Override
  public History history(String dataset) {
    return dailyHistory();
  }
}
