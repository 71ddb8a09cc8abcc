package dev.openmarkets.analytics.predictions;

import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.ingest.fetch.FetchRequest;
import dev.openmarkets.ingest.poll.HistoryFetch;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.ProbeRequests;
import dev.openmarkets.ingest.poll.Snapshot;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.logging.Logger;

/**
 * Polls Polymarket Gamma's keyset-paged events (/events/keyset, the replacement of offset paging
 * sunset on 2026-05-01, after which deep offsets answer 422): the first page is pathTemplate with
 * {limit}, each next one adds after_cursor = the previous answer's next_cursor; the answer is
 * {"events": [...], "next_cursor": "..."} and the last page has no next_cursor (absent, null or
 * empty). Each page is loaded as it arrives, under the 15-minute slot of the poll (a retried poll
 * rewrites the same snapshot), at most maxPages pages a poll. A cursor that comes back unchanged
 * (the keyset bug of Polymarket/agents#227) ends the poll with a warning instead of a loop. Pages
 * go through the fetch step ({@link Fetch}: bot walls, Retry-After, the host's spacing); anything
 * but loaded ends the poll; pages loaded before it stay.
 */
public final class GammaKeysetPoller extends Poller {
  private static final Logger LOG = Logger.getLogger(GammaKeysetPoller.class.getName());

  private final UpstreamConfig config;
  private final Clock clock;
  private final int maxPages;
  private final int pageSize;
  private final FileKind<PredictionMarket> kind;

  public GammaKeysetPoller(UpstreamConfig config, Pool pool, Clock clock, int maxPages, int pageSize,
      FileKind<PredictionMarket> kind) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.clock = clock;
    this.maxPages = maxPages;
    this.pageSize = pageSize;
    this.kind = kind;
    fetchesWith(vx -> Fetch.of(vx, config));
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    String stamp = FileNames.stamp(FileNames.slot(clock.instant(), 15));
    return page(stamp, 0, null, PollOutcome.NOTHING);
  }

  /** The URL of a page: the template with {limit}, plus after_cursor from the second page on. */
  String url(String cursor) {
    String first = config.baseUrl() + config.pathTemplate().replace("{limit}", Integer.toString(pageSize));
    return cursor == null ? first
        : first + (first.contains("?") ? "&" : "?") + "after_cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8);
  }

  private Future<PollOutcome> page(String stamp, int n, String cursor, PollOutcome acc) {
    if (stopped()) {
      return Future.succeededFuture(acc);
    }
    String url = url(cursor);
    String fileName = "gamma-events-" + stamp + "-p" + n + ".json";
    return fetch().load(FetchRequest.get(url), kind, fileName)
        .compose(o -> {
          PollOutcome counted = acc.plus(o, fileName);
          if (!o.loaded()) {
            LOG.warning(() -> name() + ": " + o.reason());
            return Future.succeededFuture(new Step(counted, null));
          }
          return vertx.executeBlocking(() -> GammaParser.nextCursor(o.body()), false).map(c -> new Step(counted, c));
        })
        .compose(step -> next(stamp, n, cursor, step));
  }

  private Future<PollOutcome> next(String stamp, int n, String cursor, Step step) {
    PollOutcome acc = step.outcome();
    if (!acc.ok() || step.nextCursor() == null) {
      return Future.succeededFuture(acc);
    }
    if (step.nextCursor().equals(cursor)) {
      return Future.succeededFuture(acc.warned("next_cursor did not advance after page " + n + "; paging stopped"));
    }
    if (n + 1 >= maxPages) {
      return Future.succeededFuture(acc.describedAs(acc.files() + " page(s), " + acc.rows()
          + " rows changed; more pages left beyond the " + maxPages + " a poll reads (analytics.polymarketPages)"));
    }
    return page(stamp, n + 1, step.nextCursor(), acc);
  }

  /** doctor's check: the first page, fetched and parsed as a poll reads it. */
  @Override
  public ProbeRequests probeRequests(java.time.Instant now) {
    String stamp = FileNames.stamp(FileNames.slot(now, 15));
    return new ProbeRequests(List.of(new Snapshot(url(null), "gamma-events-" + stamp + "-p0.json", kind)),
        v -> HistoryFetch.plain(v, config), config.userAgent(), false);
  }

  /** One page's outcome added to the poll's, and the cursor of the page after it (null on the last). */
  private record Step(PollOutcome outcome, String nextCursor) {
  }
}
