package dev.openmarkets.crypto.venue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.ingest.fetch.FetchRequest;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.StringJoiner;

/**
 * JSON from one venue's REST API through the one fetch step ({@link Fetch}): the host's queue
 * (one request at a time, the minimum interval, a Retry-After holding the host), the upstream's
 * User-Agent and deadline, and the answer named by the fetch policy. A data answer is parsed on a
 * worker, every digit kept ({@link VenueJson}); any other answer fails the future with a
 * {@link NotLoadedException} naming its outcome, which the poller shows on /stats.
 */
public final class VenueFetch {
  private final Vertx vertx;
  private final UpstreamConfig config;
  private final Fetch fetch;

  public VenueFetch(Vertx vertx, UpstreamConfig config) {
    this.vertx = vertx;
    this.config = config;
    this.fetch = Fetch.of(vertx, config);
  }

  /** GET baseUrl + path with the query parameters (in the map's order). */
  public Future<JsonNode> get(String path, Map<String, String> query) {
    return json(path, FetchRequest.get(config.baseUrl() + path + queryString(query)));
  }

  /** POST a JSON body to baseUrl + path (Hyperliquid's /info). */
  public Future<JsonNode> post(String path, String jsonBody) {
    return json(path, FetchRequest.post(config.baseUrl() + path, jsonBody));
  }

  public void close() {
    fetch.close();
  }

  private Future<JsonNode> json(String path, FetchRequest r) {
    return fetch.answer(r).compose(o -> {
      if (!o.loaded()) {
        return Future.failedFuture(new NotLoadedException(o));
      }
      return vertx.executeBlocking(() -> {
        try {
          return VenueJson.read(o.body());
        } catch (VenuePayloadException e) {
          throw new VenuePayloadException(config.name() + " " + path + ": " + e.getMessage());
        }
      }, false);
    });
  }

  /** "?a=1&b=2", encoded as the web client encodes query parameters (a space as %20); "" when none. */
  static String queryString(Map<String, String> query) {
    if (query.isEmpty()) {
      return "";
    }
    StringJoiner q = new StringJoiner("&", "?", "");
    query.forEach((k, v) -> q.add(encode(k) + "=" + encode(v)));
    return q.toString();
  }

  private static String encode(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
  }
}
