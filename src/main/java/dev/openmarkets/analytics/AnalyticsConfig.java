package dev.openmarkets.analytics;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigException;
import io.vertx.core.json.JsonObject;

/**
 * The analytics family's own settings, under "analytics" in the configuration: how many Gamma
 * pages a Polymarket poll reads. The ETF funds and the sentiment assets have their own records.
 */
public record AnalyticsConfig(int polymarketPages, int polymarketPageSize) {
  public static final AnalyticsConfig DEFAULTS = new AnalyticsConfig(5, 100);

  public static AnalyticsConfig from(AppConfig config) {
    JsonObject a = analytics(config);
    int pages = a.getInteger("polymarketPages", DEFAULTS.polymarketPages());
    int size = a.getInteger("polymarketPageSize", DEFAULTS.polymarketPageSize());
    if (pages < 1 || size < 1 || size > 500) {
      throw new ConfigException("analytics.polymarketPages must be at least 1 and polymarketPageSize 1..500");
    }
    return new AnalyticsConfig(pages, size);
  }

  static JsonObject analytics(AppConfig config) {
    return config.raw().getJsonObject("analytics", new JsonObject());
  }
}
