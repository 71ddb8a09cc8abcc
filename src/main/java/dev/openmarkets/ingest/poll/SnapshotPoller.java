package dev.openmarkets.ingest.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.BotWall;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.logging.Logger;

/**
 * A poller for sources that publish one or more JSON or CSV documents per poll (Deribit,
 * Hyperliquid, Polymarket, TreasuryDirect, FRED, ...): the source names the documents due at
 * this instant, each is fetched with the upstream's User-Agent and deadline, parsed on a worker
 * by its FileKind and written by the ingest writer in one transaction per document. A non-200
 * answer or a rejected document ends the poll with an error (so it backs off and shows in
 * /stats); documents loaded before it stay loaded. A 404 for a document declared
 * {@link Snapshot#ifPublished} is "not published yet": a warning in the outcome, not a failure.
 */
public class SnapshotPoller extends Poller {
  private static final Logger LOG = Logger.getLogger(SnapshotPoller.class.getName());

  private final UpstreamConfig config;
  private final BiFunction<UpstreamConfig, Instant, List<Snapshot>> documents;
  private final Clock clock;
  private WebClient client;
  private FileLoader loader;
  private BiFunction<UpstreamConfig, Integer, List<Snapshot>> yearDocuments;
  private long minIntervalMillis;

  /** documents: the documents due in a poll at the given instant, URLs built from the config's baseUrl. */
  public SnapshotPoller(UpstreamConfig config, Pool pool, Clock clock,
      BiFunction<UpstreamConfig, Instant, List<Snapshot>> documents) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
    this.documents = documents;
    this.clock = clock;
  }

  /**
   * Declares that the upstream keeps documents per year (CFTC's yearly zips, the Treasury's
   * yearly curve CSV): a backfill asks yearDocuments for each year of the range.
   */
  public SnapshotPoller historyByYear(BiFunction<UpstreamConfig, Integer, List<Snapshot>> yearDocuments) {
    this.yearDocuments = yearDocuments;
    return this;
  }

  /**
   * historyByYear for a documents function that names the year of its instant's documents and
   * keeps no state between calls: asked for one instant in the middle of each year.
   */
  public SnapshotPoller historyByYear() {
    return historyByYear((cfg, year) -> documents.apply(cfg,
        LocalDate.of(year, 7, 1).with(TemporalAdjusters.nextOrSame(DayOfWeek.FRIDAY)).atTime(20, 0)
            .toInstant(ZoneOffset.UTC)));
  }

  /**
   * Spaces this poller's requests to one host by at least minIntervalMillis, shared with every
   * poller of the host ({@link HostSpacing}); 0 (the default) sends them back to back.
   */
  public SnapshotPoller spacedBy(long minIntervalMillis) {
    this.minIntervalMillis = minIntervalMillis;
    return this;
  }

  @Override
  public History history(String dataset) {
    if (yearDocuments == null) {
      return null;
    }
    return History.plain(config, (from, to) -> {
      Map<String, Snapshot> out = new LinkedHashMap<>();
      for (int y = from.getYear(); y <= to.getYear(); y++) {
        yearDocuments.apply(config, y).forEach(doc -> out.putIfAbsent(doc.fileName(), doc));
      }
      return List.copyOf(out.values());
    });
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
    return fetchFrom(documents.apply(config, clock.instant()), 0, PollOutcome.NOTHING);
  }

  private Future<PollOutcome> fetchFrom(List<Snapshot> due, int i, PollOutcome acc) {
    if (i >= due.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    Snapshot doc = due.get(i);
    return send(doc)
        .compose(resp -> load(doc, resp, acc))
        .recover(err -> Future.succeededFuture(acc.failed("fetching " + doc.url() + " failed: " + describe(err), 0)))
        .compose(next -> next.ok() ? fetchFrom(due, i + 1, next) : Future.succeededFuture(next));
  }

  private Future<HttpResponse<Buffer>> send(Snapshot doc) {
    if (minIntervalMillis > 0) {
      HostSpacing spacing = HostSpacing.of(vertx);
      return spacing.reserve(vertx, doc.url(), minIntervalMillis)
          .compose(v -> sendNow(doc))
          .onComplete(ar -> spacing.answered(doc.url(), minIntervalMillis));
    }
    return sendNow(doc);
  }

  private Future<HttpResponse<Buffer>> sendNow(Snapshot doc) {
    if (doc.postBody() == null) {
      return client.getAbs(doc.url())
          .timeout(config.timeoutSeconds() * 1000L)
          .send();
    }
    return client.postAbs(doc.url())
        .timeout(config.timeoutSeconds() * 1000L)
        .putHeader("Content-Type", "application/json")
        .sendBuffer(Buffer.buffer(doc.postBody()));
  }

  private Future<PollOutcome> load(Snapshot doc, HttpResponse<Buffer> resp, PollOutcome acc) {
    if (resp.statusCode() == 404 && doc.mayBeUnpublished()) {
      return Future.succeededFuture(acc.warned(doc.fileName() + ": not published yet (HTTP 404 from " + doc.url() + ")"));
    }
    if (resp.statusCode() == 429 || resp.statusCode() == 503) {
      long retryAfter = retryAfterMillis(resp.getHeader("Retry-After"));
      HostSpacing.of(vertx).holdOff(doc.url(), Math.max(retryAfter, minIntervalMillis));
      return Future.succeededFuture(acc.failed("throttled: HTTP " + resp.statusCode() + " from " + doc.url()
          + (retryAfter > 0 ? " (Retry-After " + retryAfter / 1000 + " s)" : ""), retryAfter));
    }
    if (resp.statusCode() != 200) {
      return Future.succeededFuture(acc.failed("HTTP " + resp.statusCode() + " from " + doc.url(),
          retryAfterMillis(resp.getHeader("Retry-After"))));
    }
    byte[] bytes = resp.body() == null ? new byte[0] : resp.body().getBytes();
    // a bot challenge or error page answered with 200 is a refusal, never a document to parse
    String wall = pageExpected(doc.fileName()) ? null : BotWall.refusal(doc.url(), resp.getHeader("Content-Type"), bytes);
    if (wall != null) {
      LOG.warning(() -> name() + " refused: " + wall);
      return Future.succeededFuture(acc.refused(wall));
    }
    return loader.load(doc.kind(), new UpstreamFile(doc.fileName(), bytes)).map(outcome -> counted(outcome, acc));
  }

  private PollOutcome counted(FileOutcome outcome, PollOutcome acc) {
    if (!outcome.loaded()) {
      LOG.warning(() -> name() + " rejected " + outcome.fileName() + ": " + outcome.reason());
      return acc.failed(outcome.fileName() + " rejected: " + outcome.reason(), 0);
    }
    return acc.plusFile(outcome);
  }

  /** Documents that are pages (calendars read from HTML) are read by their parsers, not refused by shape. */
  static boolean pageExpected(String fileName) {
    String name = fileName.toLowerCase(java.util.Locale.ROOT);
    return name.endsWith(".htm") || name.endsWith(".html");
  }

  public static long retryAfterMillis(String header) {
    if (header == null) {
      return 0;
    }
    try {
      return Math.max(0, Long.parseLong(header.trim())) * 1000;
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** The documents a poll would fetch now, sent as the poller sends them. */
  @Override
  public ProbeRequests probeRequests(Instant now) {
    return new ProbeRequests(documents.apply(config, now), v -> HistoryFetch.plain(v, config), config.userAgent(),
        false);
  }

}
