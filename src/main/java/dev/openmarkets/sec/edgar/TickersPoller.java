package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.PollOutcome;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;

/** Fetches company_tickers.json (baseUrl + pathTemplate) once per interval: the CIK to ticker map. */
public final class TickersPoller extends EdgarPoller {
  public TickersPoller(UpstreamConfig config, Pool pool) {
    super(config, pool);
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    String url = config.baseUrl() + config.pathTemplate();
    // the map must exist: its absence is a failure that shows
    return document(url, EdgarKinds.TICKERS, "company_tickers.json").map(o -> o.missing()
        ? PollOutcome.NOTHING.failed("HTTP " + o.status() + " from " + url, 0)
        : counted(o, PollOutcome.NOTHING, true));
  }
}
