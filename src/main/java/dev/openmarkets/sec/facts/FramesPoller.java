package dev.openmarkets.sec.facts;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.sec.edgar.EdgarClient;
import dev.openmarkets.sec.edgar.EdgarPoller;
import dev.openmarkets.sec.edgar.EdgarRateLimiter;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Fetches the XBRL frames of share repurchases (baseUrl + pathTemplate with {year}, e.g.
 * /api/xbrl/frames/us-gaap/PaymentsForRepurchaseOfCommonStock/USD/CY{year}.json) for the last two
 * calendar years: one request names every company that reported repurchases for the year, and
 * they join the watch list, so the company facts poller fetches them for the buybacks ranking.
 */
final class FramesPoller extends EdgarPoller {
  FramesPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter) {
    super(config, pool, limiter);
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    int year = LocalDate.now(ZoneOffset.UTC).getYear();
    return frame(year - 1, PollOutcome.NOTHING).compose(acc -> acc.error() != null ? Future.succeededFuture(acc)
        : frame(year - 2, acc));
  }

  private Future<PollOutcome> frame(int year, PollOutcome acc) {
    String path = config.pathTemplate().replace("{year}", Integer.toString(year));
    String url = config.baseUrl() + path;
    int at = path.indexOf("/frames/");
    // us-gaap/PaymentsForRepurchaseOfCommonStock/USD/CY2024.json -> us-gaap-Payments...-USD-CY2024.json
    String name = at < 0 ? "frames-CY" + year + ".json" : path.substring(at + "/frames/".length()).replace('/', '-');
    return client.get(url).compose(resp -> {
      if (EdgarClient.absent(resp)) {
        return Future.succeededFuture(acc);
      }
      if (resp.statusCode() != 200) {
        return Future.succeededFuture(acc.failed("HTTP " + resp.statusCode() + " from " + url, 0));
      }
      return offer(FactsKinds.FRAMES, name, resp.body().getBytes()).map(o -> o.loaded() ? counted(o, acc)
          : acc.failed(name + " rejected: " + o.reason(), 0));
    }).recover(err -> stoppedBy(err, acc));
  }
}
