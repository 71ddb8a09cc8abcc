package dev.openmarkets.ingest.fetch;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.fetch.FetchOutcome.Kind;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import java.time.Clock;

/**
 * The one fetch-and-load step of every poller, backfill and doctor: a request goes out through
 * its host's queue ({@link HostSpacing}: one at a time, the minimum interval, Retry-After), with
 * the upstream's User-Agent and deadline; the answer is named by {@link FetchPolicy}; a data
 * answer is screened on a worker and, by {@link #load}, parsed and written in one transaction.
 * Never a failed future: a connection error or a timeout is the outcome {@code failed}.
 */
public final class Fetch {
  private final Vertx vertx;
  private final UpstreamConfig config;
  private final WebClient client;
  private final FileLoader loader;
  private final long minIntervalMillis;
  private final FetchPolicy policy;
  private final Clock clock;

  private Fetch(Vertx vertx, UpstreamConfig config, long minIntervalMillis, FetchPolicy policy, Clock clock) {
    this.vertx = vertx;
    this.config = config;
    this.client = UpstreamClients.create(vertx, config);
    this.loader = new FileLoader(vertx);
    // the operator's setting (upstreams.NAME.minRequestIntervalMillis) wins over the poller's own
    this.minIntervalMillis = config.minRequestIntervalMillis() > 0 ? config.minRequestIntervalMillis() : minIntervalMillis;
    this.policy = policy;
    this.clock = clock;
  }

  /** The step of one upstream with the plain policy and no interval beyond one request at a time. */
  public static Fetch of(Vertx vertx, UpstreamConfig config) {
    return new Fetch(vertx, config, 0, FetchPolicy.PLAIN, Clock.systemUTC());
  }

  /**
   * This upstream's step with its requests spaced by at least minIntervalMillis (shared by its
   * host), or by the upstream's minRequestIntervalMillis setting when it has one.
   */
  public static Fetch of(Vertx vertx, UpstreamConfig config, long minIntervalMillis, FetchPolicy policy, Clock clock) {
    return new Fetch(vertx, config, minIntervalMillis, policy, clock);
  }

  /** Sends r and names the answer; a data answer (LOADED) carries its body, screened but not parsed. */
  public Future<FetchOutcome> answer(FetchRequest r) {
    HostSpacing hosts = HostSpacing.of(vertx);
    return hosts.send(vertx, r.url(), minIntervalMillis, () -> send(r).map(resp -> {
      byte[] body = resp.body() == null ? new byte[0] : resp.body().getBytes();
      FetchOutcome o = policy.read(r, resp.statusCode(), resp.getHeader("Retry-After"), body, clock.instant());
      if (o.kind() == Kind.THROTTLED) {
        // before the host is free again, so the next request already waits
        hosts.holdOff(r.url(), Math.max(o.retryAfterMillis(), minIntervalMillis));
      }
      return new Sent(o, resp.getHeader("Content-Type"));
    })).compose(sent -> sent.outcome().kind() != Kind.LOADED ? Future.succeededFuture(sent.outcome())
            : vertx.executeBlocking(() -> policy.screen(r, sent.outcome(), sent.contentType(), clock.instant()), false))
        .recover(err -> Future.succeededFuture(FetchOutcome.of(Kind.FAILED, r.url(), 0,
            "fetching " + r.url() + " failed: " + (err.getMessage() != null ? err.getMessage()
                : err.getClass().getSimpleName()))));
  }

  /** Sends r and loads a data answer as fileName with kind: LOADED with the file's outcome, or why not. */
  public Future<FetchOutcome> load(FetchRequest r, FileKind<?> kind, String fileName) {
    return answer(r).compose(o -> o.loaded() ? loaded(o, kind, fileName) : Future.succeededFuture(o));
  }

  /** Loads bytes already fetched (a document the poller read itself first). */
  public Future<FetchOutcome> loaded(FetchOutcome data, FileKind<?> kind, String fileName) {
    return loader.load(kind, new UpstreamFile(fileName, data.body())).map(data::afterLoad);
  }

  public void close() {
    client.close();
  }

  private record Sent(FetchOutcome outcome, String contentType) {
  }

  private Future<HttpResponse<Buffer>> send(FetchRequest r) {
    long deadline = config.timeoutSeconds() * 1000L;
    if (r.postBody() == null) {
      return client.getAbs(r.url()).timeout(deadline).send();
    }
    return client.postAbs(r.url()).timeout(deadline).putHeader("Content-Type", "application/json")
        .sendBuffer(Buffer.buffer(r.postBody()));
  }
}
