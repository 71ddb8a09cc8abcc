package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.poll.PollOutcome;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.sec.store.SecKinds;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;

/** Fetches company_tickers.json (baseUrl + pathTemplate) once per interval: the CIK to ticker map. */
final class TickersPoller extends EdgarPoller {
  TickersPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter) {
    super(config, pool, limiter);
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    String url = config.baseUrl() + config.pathTemplate();
    return client.get(url).compose(resp -> {
      if (resp.statusCode() != 200) {
        return Future.succeededFuture(PollOutcome.NOTHING.failed("HTTP " + resp.statusCode() + " from " + url, 0));
      }
      return offer(SecKinds.TICKERS, "company_tickers.json", resp.body().getBytes()).map(o -> o.loaded()
          ? counted(o, PollOutcome.NOTHING)
          : PollOutcome.NOTHING.failed("company_tickers.json rejected: " + o.reason(), 0));
    });
  }
}
