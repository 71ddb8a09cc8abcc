package dev.openmarkets.gov.upstream;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import dev.openmarkets.ingest.fetch.FetchRequest;
import dev.openmarkets.ingest.poll.PollOutcome;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;

/**
 * The government pollers' use of the fetch step ({@link Fetch}): a document fetched (GET, or
 * POST with a JSON body for USAspending) and loaded, its outcome added to the poll's; or its body
 * alone, for documents a poller reads itself before loading.
 */
public final class GovFetch {
  private final Fetch fetch;

  public GovFetch(Vertx vertx, UpstreamConfig config) {
    this.fetch = Fetch.of(vertx, config);
  }

  public void close() {
    fetch.close();
  }

  /** GET url and load the body as fileName with kind; the outcome adds to acc. */
  public Future<PollOutcome> get(String url, String fileName, FileKind<?> kind, PollOutcome acc) {
    return fetch.load(FetchRequest.get(url), kind, fileName).map(o -> acc.plus(o, fileName));
  }

  /** POST a JSON body to url and load the answer as fileName with kind. */
  public Future<PollOutcome> post(String url, String jsonBody, String fileName, FileKind<?> kind, PollOutcome acc) {
    return fetch.load(FetchRequest.post(url, jsonBody), kind, fileName).map(o -> acc.plus(o, fileName));
  }

  /** The body of a data answer (a failed future with the reason for any other outcome). */
  public Future<byte[]> bytes(HttpMethod method, String url, String jsonBody) {
    FetchRequest r = method == HttpMethod.POST ? FetchRequest.post(url, jsonBody) : FetchRequest.get(url);
    return fetch.answer(r).compose(o -> o.loaded() ? Future.succeededFuture(o.body())
        : Future.failedFuture(o.missing() ? "HTTP " + o.status() + " from " + url : o.reason()));
  }

  /** Loads bytes already fetched as fileName with kind; the outcome adds to acc. */
  public Future<PollOutcome> load(byte[] bytes, String fileName, FileKind<?> kind, PollOutcome acc) {
    return fetch.loaded(new FetchOutcome(FetchOutcome.Kind.LOADED, null, 200, null, 0, bytes, null), kind, fileName)
        .map(o -> acc.plus(o, fileName));
  }
}
