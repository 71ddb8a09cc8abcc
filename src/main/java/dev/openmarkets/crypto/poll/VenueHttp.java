package dev.openmarkets.crypto.poll;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.fetch.UpstreamClients;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import java.util.Map;

/**
 * JSON over HTTP from one venue's REST API, with the upstream's User-Agent and timeout. A status
 * other than 200, a timeout or a body that is not JSON fails the future with a message naming
 * the URL; parsing runs on a worker so a large answer never holds the event loop.
 */
public final class VenueHttp {
  private final Vertx vertx;
  private final UpstreamConfig config;
  private final WebClient client;

  public VenueHttp(Vertx vertx, UpstreamConfig config) {
    this.vertx = vertx;
    this.config = config;
    this.client = UpstreamClients.create(vertx, config);
  }

  public Future<JsonNode> get(String path, Map<String, String> query) {
    HttpRequest<Buffer> req = client.getAbs(config.baseUrl() + path).timeout(config.timeoutSeconds() * 1000L);
    query.forEach(req::addQueryParam);
    return req.send().compose(resp -> json(path, resp));
  }

  public Future<JsonNode> post(String path, String jsonBody) {
    return client.postAbs(config.baseUrl() + path)
        .timeout(config.timeoutSeconds() * 1000L)
        .putHeader("Content-Type", "application/json")
        .sendBuffer(Buffer.buffer(jsonBody))
        .compose(resp -> json(path, resp));
  }

  private Future<JsonNode> json(String path, HttpResponse<Buffer> resp) {
    if (resp.statusCode() != 200) {
      return Future.failedFuture(new VenuePayloadException("HTTP " + resp.statusCode() + " from " + config.name() + " " + path));
    }
    byte[] body = resp.body() == null ? new byte[0] : resp.body().getBytes();
    return vertx.executeBlocking(() -> {
      try {
        return VenueJson.read(body);
      } catch (VenuePayloadException e) {
        throw new VenuePayloadException(config.name() + " " + path + ": " + e.getMessage());
      }
    }, false);
  }

  public void close() {
    client.close();
  }
}
