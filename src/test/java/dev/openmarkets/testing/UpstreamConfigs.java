package dev.openmarkets.testing;

import dev.openmarkets.config.UpstreamConfig;

/**
 * An upstream's configuration for a test, by named steps instead of UpstreamConfig's eight
 * positional values. Unset steps take the defaults of conf/openmarkets.json's upstream entries
 * (enabled, every 3600 s, timeout 60 s, 30 backfill days, user agent openmarkets/0.1, no path).
 */
public final class UpstreamConfigs {
  private final String name;
  private boolean enabled = true;
  private String baseUrl;
  private int intervalSeconds = 3600;
  private int timeoutSeconds = 60;
  private int backfillDays = 30;
  private String userAgent = "openmarkets/0.1";
  private String pathTemplate = "";

  private UpstreamConfigs(String name) {
    this.name = name;
  }

  /** The upstream (and poll_status) name. */
  public static UpstreamConfigs named(String name) {
    return new UpstreamConfigs(name);
  }

  public UpstreamConfigs baseUrl(String url) {
    this.baseUrl = url;
    return this;
  }

  public UpstreamConfigs disabled() {
    this.enabled = false;
    return this;
  }

  public UpstreamConfigs intervalSeconds(int s) {
    this.intervalSeconds = s;
    return this;
  }

  public UpstreamConfigs timeoutSeconds(int s) {
    this.timeoutSeconds = s;
    return this;
  }

  public UpstreamConfigs backfillDays(int days) {
    this.backfillDays = days;
    return this;
  }

  public UpstreamConfigs userAgent(String ua) {
    this.userAgent = ua;
    return this;
  }

  public UpstreamConfigs path(String template) {
    this.pathTemplate = template;
    return this;
  }

  public UpstreamConfig build() {
    if (baseUrl == null) {
      throw new IllegalStateException("upstream " + name + " needs a baseUrl");
    }
    return new UpstreamConfig(name, enabled, baseUrl, intervalSeconds, timeoutSeconds, backfillDays, userAgent,
        pathTemplate);
  }
}
