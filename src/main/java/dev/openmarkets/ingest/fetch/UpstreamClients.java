package dev.openmarkets.ingest.fetch;

import dev.openmarkets.config.UpstreamConfig;
import io.vertx.core.Vertx;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;

/**
 * The HTTP client of one upstream, the same for every poller: its User-Agent (the SEC asks for a
 * name and e-mail), its connect and idle deadlines, compressed answers accepted, redirects followed.
 * Every request carries its own deadline ({@code timeout(timeoutSeconds)}); the connection's idle
 * timeout is twice that, so a stalled answer fails as the request's timeout and not, when both
 * timers fire in the same tick, as "Connection was closed" (seen once in CI).
 */
public final class UpstreamClients {
  private UpstreamClients() {
  }

  public static WebClient create(Vertx vertx, UpstreamConfig config) {
    return WebClient.create(vertx, new WebClientOptions()
        .setUserAgent(config.userAgent())
        .setConnectTimeout(config.timeoutSeconds() * 1000)
        .setIdleTimeout(2 * config.timeoutSeconds())
        .setDecompressionSupported(true)
        .setFollowRedirects(true));
  }
}
