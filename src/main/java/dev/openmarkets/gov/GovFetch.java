package dev.openmarkets.gov;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.UpstreamClients;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

/**
 * The HTTP side of the government pollers: one client per poller with the upstream's User-Agent
 * and deadline, a document fetched (GET, or POST with a JSON body for USAspending) and handed to
 * the normal file path (parse on a worker, one transaction in the ingest writer). A non-200 answer
 * or a rejected document becomes a failed poll outcome, never an exception.
 */
public final class GovFetch {
  private final UpstreamConfig config;
  private final WebClient client;
  private final FileLoader loader;

  public GovFetch(Vertx vertx, UpstreamConfig config) {
    this.config = config;
    this.client = UpstreamClients.create(vertx, config);
    this.loader = new FileLoader(vertx);
  }

  public void close() {
    client.close();
  }

  /** GET url and load the body as fileName with kind; the outcome adds to acc. */
  public Future<PollOutcome> get(String url, String fileName, FileKind<?> kind, PollOutcome acc) {
    return fetch(HttpMethod.GET, url, null, fileName, kind, acc);
  }

  /** POST a JSON body to url and load the answer as fileName with kind. */
  public Future<PollOutcome> post(String url, String jsonBody, String fileName, FileKind<?> kind, PollOutcome acc) {
    return fetch(HttpMethod.POST, url, jsonBody, fileName, kind, acc);
  }

  /** The raw body of a GET (for documents a poller reads itself before loading), failing on non-200. */
  public Future<byte[]> bytes(HttpMethod method, String url, String jsonBody) {
    var req = client.requestAbs(method, url).timeout(config.timeoutSeconds() * 1000L);
    Future<HttpResponse<Buffer>> sent = jsonBody == null ? req.send()
        : req.putHeader("Content-Type", "application/json").sendBuffer(Buffer.buffer(jsonBody));
    return sent.compose(resp -> resp.statusCode() == 200
        ? Future.succeededFuture(resp.body() == null ? new byte[0] : resp.body().getBytes())
        : Future.failedFuture("HTTP " + resp.statusCode() + " from " + url));
  }

  /** Loads bytes already fetched as fileName with kind; the outcome adds to acc. */
  public Future<PollOutcome> load(byte[] bytes, String fileName, FileKind<?> kind, PollOutcome acc) {
    return loader.load(kind, new UpstreamFile(fileName, bytes)).map(outcome -> counted(outcome, acc));
  }

  private Future<PollOutcome> fetch(HttpMethod method, String url, String body, String fileName, FileKind<?> kind,
      PollOutcome acc) {
    return bytes(method, url, body)
        .compose(bytes -> loader.load(kind, new UpstreamFile(fileName, bytes)))
        .map(outcome -> counted(outcome, acc))
        .recover(err -> Future.succeededFuture(acc.failed("fetching " + url + " failed: " + Poller.describe(err), 0)));
  }

  private static PollOutcome counted(FileOutcome outcome, PollOutcome acc) {
    if (!outcome.loaded()) {
      return acc.failed(outcome.fileName() + " rejected: " + outcome.reason(), 0);
    }
    return acc.plusFile(outcome);
  }
}
