package dev.openmarkets.analytics.predictions;

import dev.openmarkets.analytics.FileNames;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.UpstreamClients;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.sqlclient.Pool;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.logging.Logger;

/**
 * Polls Polymarket Gamma's keyset-paged events (/events/keyset, the replacement of offset paging
 * sunset on 2026-05-01, after which deep offsets answer 422): the first page is pathTemplate with
 * {limit}, each next one adds after_cursor = the previous answer's next_cursor; the answer is
 * {"events": [...], "next_cursor": "..."} and the last page has no next_cursor (absent, null or
 * empty). Each page is loaded as it arrives, under the 15-minute slot of the poll (a retried poll
 * rewrites the same snapshot), at most maxPages pages a poll. A cursor that comes back unchanged
 * (the keyset bug of Polymarket/agents#227) ends the poll with a warning instead of a loop. A
 * non-200 answer or a rejected page fails the poll; pages loaded before it stay.
 */
public final class GammaKeysetPoller extends Poller {
  private static final Logger LOG = Logger.getLogger(GammaKeysetPoller.class.getName());

  private final UpstreamConfig config;
  private final Clock clock;
  private final int maxPages;
  private final int pageSize;
  private final FileKind<PredictionMarket> kind;
  private WebClient client;
  private FileLoader loader;

  public GammaKeysetPoller(UpstreamConfig config, Pool pool, Clock clock, int maxPages, int pageSize,
      FileKind<PredictionMarket> kind) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.clock = clock;
    this.maxPages = maxPages;
    this.pageSize = pageSize;
    this.kind = kind;
  }

  @Override
  protected Future<Void> starting() {
    client = UpstreamClients.create(vertx, config);
    loader = new FileLoader(vertx);
    return Future.succeededFuture();
  }

  @Override
  protected Future<Void> stopping() {
    client.close();
    return Future.succeededFuture();
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
    return client.getAbs(url)
        .timeout(config.timeoutSeconds() * 1000L)
        .send()
        .compose(resp -> loaded(url, fileName, resp, acc))
        .recover(err -> Future.succeededFuture(new Step(acc.failed("fetching " + url + " failed: " + describe(err), 0),
            null)))
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

  private Future<Step> loaded(String url, String fileName, HttpResponse<Buffer> resp, PollOutcome acc) {
    if (resp.statusCode() != 200) {
      return Future.succeededFuture(new Step(acc.failed("HTTP " + resp.statusCode() + " from " + url,
          retryAfterMillis(resp.getHeader("Retry-After"))), null));
    }
    byte[] body = resp.body() == null ? new byte[0] : resp.body().getBytes();
    return loader.load(kind, new UpstreamFile(fileName, body)).compose(outcome -> {
      PollOutcome counted = counted(outcome, acc);
      return counted.ok()
          ? vertx.executeBlocking(() -> GammaParser.nextCursor(body), false).map(c -> new Step(counted, c))
          : Future.succeededFuture(new Step(counted, null));
    });
  }

  private PollOutcome counted(FileOutcome outcome, PollOutcome acc) {
    if (!outcome.loaded()) {
      LOG.warning(() -> name() + " rejected " + outcome.fileName() + ": " + outcome.reason());
      return acc.failed(outcome.fileName() + " rejected: " + outcome.reason(), 0);
    }
    return acc.plusFile(outcome);
  }

  private static long retryAfterMillis(String header) {
    if (header == null) {
      return 0;
    }
    try {
      return Math.max(0, Long.parseLong(header.trim())) * 1000;
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** One page's outcome added to the poll's, and the cursor of the page after it (null on the last). */
  private record Step(PollOutcome outcome, String nextCursor) {
  }
}
