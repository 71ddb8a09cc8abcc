package dev.openmarkets.ingest.poll;

import dev.openmarkets.config.UpstreamConfig;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

/** Sends the requests of a {@link History}: one answer per request, never a failed future for an HTTP status. */
public interface HistoryFetch {
  Future<Answer> get(Snapshot request);

  void close();

  /**
   * An upstream's answer: 200 with its body, absent (the file does not exist: a holiday, a date
   * before the upstream's first file), or any other status with the server's Retry-After; refusal
   * is the reason when a 200 carried a page instead of data (see ingest/BotWall), else null.
   */
  record Answer(int status, byte[] body, boolean absent, long retryAfterMillis, String refusal) {
    public Answer(int status, byte[] body, boolean absent, long retryAfterMillis) {
      this(status, body, absent, retryAfterMillis, null);
    }

    public boolean ok() {
      return status == 200 && !absent && refusal == null;
    }
  }

  /**
   * The plain client of {@link DatedFilePoller}-like and {@link SnapshotPoller} upstreams: the
   * upstream's User-Agent and deadline, GET or the request's POST body; 403 and 404 mean absent,
   * as the dated-file poller reads them.
   */
  static HistoryFetch plain(Vertx vertx, UpstreamConfig config) {
    WebClient client = UpstreamClients.create(vertx, config);
    return new HistoryFetch() {
      @Override
      public Future<Answer> get(Snapshot r) {
        Future<HttpResponse<Buffer>> sent = r.postBody() == null
            ? client.getAbs(r.url()).timeout(config.timeoutSeconds() * 1000L).send()
            : client.postAbs(r.url()).timeout(config.timeoutSeconds() * 1000L)
                .putHeader("Content-Type", "application/json").sendBuffer(Buffer.buffer(r.postBody()));
        return sent.map(resp -> new Answer(resp.statusCode(), resp.body() == null ? new byte[0] : resp.body().getBytes(),
            resp.statusCode() == 403 || resp.statusCode() == 404,
            SnapshotPoller.retryAfterMillis(resp.getHeader("Retry-After"))));
      }

      @Override
      public void close() {
        client.close();
      }
    };
  }
}
