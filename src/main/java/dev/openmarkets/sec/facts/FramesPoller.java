package dev.openmarkets.sec.facts;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.sec.edgar.EdgarPoller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.LocalDate;

/**
 * Fetches the XBRL frames of share repurchases (baseUrl + pathTemplate with {year}, e.g.
 * /api/xbrl/frames/us-gaap/PaymentsForRepurchaseOfCommonStock/USD/CY{year}.json) for the last two
 * calendar years: one request names every company that reported repurchases for the year, and
 * they join the watch list, so the company facts poller fetches them for the buybacks ranking.
 */
final class FramesPoller extends EdgarPoller {
  private final Clock clock;

  FramesPoller(UpstreamConfig config, Pool pool, Clock clock) {
    super(config, pool);
    this.clock = clock;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    int year = LocalDate.now(clock).getYear();
    return frame(year - 1, PollOutcome.NOTHING).compose(acc -> acc.error() != null ? Future.succeededFuture(acc)
        : frame(year - 2, acc));
  }

  private Future<PollOutcome> frame(int year, PollOutcome acc) {
    String path = config.pathTemplate().replace("{year}", Integer.toString(year));
    String url = config.baseUrl() + path;
    int at = path.indexOf("/frames/");
    // us-gaap/PaymentsForRepurchaseOfCommonStock/USD/CY2024.json -> us-gaap-Payments...-USD-CY2024.json
    String name = at < 0 ? "frames-CY" + year + ".json" : path.substring(at + "/frames/".length()).replace('/', '-');
    return document(url, FactsKinds.FRAMES, name).map(o -> counted(o, acc, true));
  }
}
