package dev.openmarkets.config;

import io.vertx.core.json.JsonObject;

/**
 * Settings of one upstream poller: where it fetches, how often, and how patiently. pathTemplate
 * is appended to baseUrl with {yyyyMMdd}, {yyyy-MM-dd}, {yyyyMM} and {half} (a or b) filled in.
 * recheckDays: a dated-file upstream fetches its loaded files of that many recent days again, once
 * a day each, so that a file corrected under the same name (FINRA does) becomes a new version; 0: never.
 */
public record UpstreamConfig(String name, boolean enabled, String baseUrl, int intervalSeconds,
    int timeoutSeconds, int backfillDays, String userAgent, String pathTemplate, long minRequestIntervalMillis,
    int recheckDays) {

  public UpstreamConfig(String name, boolean enabled, String baseUrl, int intervalSeconds, int timeoutSeconds,
      int backfillDays, String userAgent, String pathTemplate, long minRequestIntervalMillis) {
    this(name, enabled, baseUrl, intervalSeconds, timeoutSeconds, backfillDays, userAgent, pathTemplate,
        minRequestIntervalMillis, 0);
  }

  /** An upstream whose requests need no spacing beyond the one its poller declares. */
  public UpstreamConfig(String name, boolean enabled, String baseUrl, int intervalSeconds, int timeoutSeconds,
      int backfillDays, String userAgent, String pathTemplate) {
    this(name, enabled, baseUrl, intervalSeconds, timeoutSeconds, backfillDays, userAgent, pathTemplate, 0);
  }

  static UpstreamConfig from(String name, JsonObject json) {
    return new UpstreamConfig(name,
        json.getBoolean("enabled", true),
        Required.text(json, "baseUrl", "upstreams." + name),
        Required.positive(json, "intervalSeconds", 3600, "upstreams." + name),
        Required.positive(json, "timeoutSeconds", 60, "upstreams." + name),
        json.getInteger("backfillDays", 30),
        json.getString("userAgent", "openmarkets/0.1"),
        json.getString("pathTemplate", ""),
        json.getLong("minRequestIntervalMillis", 0L),
        json.getInteger("recheckDays", 0));
  }
}
