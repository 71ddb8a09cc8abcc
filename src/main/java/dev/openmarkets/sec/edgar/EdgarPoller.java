package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import dev.openmarkets.ingest.fetch.FetchPolicy;
import dev.openmarkets.ingest.fetch.FetchRequest;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.HistoryFetch;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * What the EDGAR pollers share on top of {@link Poller}: the fetch step with EDGAR's reading of
 * its answers and its fair-access limit, and the outcome of a document added to the poll's.
 * Every EDGAR poller, backfill and doctor of the process goes through the one queue of the SEC's
 * host (see HostSpacing), so together they keep under ten requests a second.
 */
public abstract class EdgarPoller extends Poller {
  private static final Logger LOG = Logger.getLogger(EdgarPoller.class.getName());
  /**
   * The SEC's fair-access limit is ten requests a second; one at a time and this long after each
   * answer keeps under it with a margin, so that jitter between our clock and the server's never
   * shows eleven.
   */
  public static final long MIN_INTERVAL_MILLIS = 105;
  // www.sec.gov answers a file that does not exist (an index of a holiday, a quarter not yet
  // begun) with an S3 XML error, sometimes under 403; its rate and tool refusals are other 403s
  private static final FetchPolicy POLICY =
      new FetchPolicy(Pattern.compile("<Code>\\s*(NoSuchKey|AccessDenied)\\s*</Code>"));

  protected final UpstreamConfig config;

  protected EdgarPoller(UpstreamConfig config, Pool pool) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    fetchesWith(vx -> fetchStep(vx, config));
  }

  /** The fetch step of an EDGAR upstream. */
  static Fetch fetchStep(Vertx vertx, UpstreamConfig config) {
    return Fetch.of(vertx, config, MIN_INTERVAL_MILLIS, POLICY, Clock.systemUTC());
  }

  /** A backfill through EDGAR: this poller's upstream and EDGAR's fetch step (its spacing, so no extra pacing). */
  protected abstract class EdgarHistory implements History {
    @Override
    public String upstream() {
      return config.name();
    }

    @Override
    public boolean paced() {
      return false;
    }

    @Override
    public HistoryFetch client(Vertx vertx) {
      return HistoryFetch.over(fetchStep(vertx, config), r -> request(r.url()));
    }
  }

  /**
   * The request of an EDGAR document. A full .txt submission holds the HTML of its documents, so
   * it is not screened for a page; EDGAR's refusals come as 403 and are read by the policy.
   */
  static FetchRequest request(String url) {
    return url.endsWith(".txt") ? FetchRequest.page(url) : FetchRequest.get(url);
  }

  /** url's answer, its body unparsed (for documents a poller reads itself). */
  protected Future<FetchOutcome> answer(String url) {
    return fetch().answer(request(url));
  }

  /** url fetched and loaded as name with kind: parse on a worker, one transaction. */
  protected Future<FetchOutcome> document(String url, FileKind<?> kind, String name) {
    return fetch().load(request(url), kind, name);
  }

  /**
   * A document's outcome added to the poll's: loaded counts (its parser's notes become warnings);
   * missing adds nothing; a rejected file ends the poll when rejectedStops (an index the bookmark
   * must not pass), else it is recorded as rejected (see /stats) and the queue moves on;
   * throttling ends the poll with EDGAR's Retry-After; anything else ends it with the reason.
   */
  protected PollOutcome counted(FetchOutcome o, PollOutcome acc, boolean rejectedStops) {
    if (o.missing()) {
      return acc;
    }
    if (o.kind() == FetchOutcome.Kind.THROTTLED) {
      return acc.failed(o.reason() + " (throttled by EDGAR; backing off)", o.retryAfterMillis());
    }
    if (o.file() != null && !o.loaded() && !rejectedStops) {
      LOG.warning(() -> config.name() + ": " + o.reason());
      return acc;
    }
    if (o.loaded()) {
      LOG.fine(() -> config.name() + " loaded " + o.file().fileName() + ": " + o.file().describe());
    }
    return acc.plus(o, o.url());
  }
}
