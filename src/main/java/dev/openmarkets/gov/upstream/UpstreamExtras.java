package dev.openmarkets.gov.upstream;

import dev.openmarkets.config.AppConfig;
import io.vertx.core.json.JsonObject;

/**
 * An upstream's own object in the configuration (upstreams.NAME), for the settings UpstreamConfig
 * does not type: USAspending's tickerOverrides and maxPages, the calendar's events, the BLS key.
 */
public final class UpstreamExtras {
  private UpstreamExtras() {
  }

  /** upstreams.NAME, or an empty object when it is not configured. */
  public static JsonObject of(AppConfig config, String upstream) {
    JsonObject ups = config.raw().getJsonObject("upstreams", new JsonObject());
    return ups.getJsonObject(upstream, new JsonObject());
  }
}
