package dev.openmarkets;

import dev.openmarkets.access.RateLimiter;
import dev.openmarkets.access.RedisRateLimiter;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.db.Database;
import dev.openmarkets.ingest.poll.ContactRequirement;
import java.util.ArrayList;
import java.util.List;

/** The settings an operator checks first, said once at start-up: limiter, proxies, database, the pollers this node may run. */
final class StartupLine {
  private StartupLine() {
  }

  static String of(AppConfig config, RateLimiter limiter, Database db, String network) {
    String limiterMode = limiter instanceof RedisRateLimiter
        ? "shared through Redis (" + config.redisUrl().replaceAll("//[^@/]*@", "//***@") + ")" : "per instance";
    String database = db.embedded() ? "embedded PostgreSQL at " + db.url().host() + ":" + db.url().port()
        : "PostgreSQL " + db.url().host() + ":" + db.url().port() + "/" + db.url().database();
    List<String> enabled = new ArrayList<>();
    List<String> stopped = new ArrayList<>();
    if (config.pollers() && !config.demo()) {
      config.upstreams().values().stream().filter(u -> u.enabled()).map(u -> u.name()).sorted()
          .forEach(n -> (ContactRequirement.unmet(config.upstreams().get(n)) == null ? enabled : stopped).add(n));
    }
    return "network " + network
        + "; rate limits " + limiterMode + "; trusted proxies " + config.rateLimit().trustedProxies()
        + "; database " + database + "; pollers " + (enabled.isEmpty() ? "off" : "enabled for " + enabled
        + " (one node of the fleet runs each, lease " + config.fleetLeaseSeconds() + " s)")
        + (stopped.isEmpty() ? "" : "; pollers STOPPED until their User-Agent has a real contact e-mail (set "
            + "upstreams.NAME.userAgent; the SEC, BLS and CFTC refuse agents without one): " + stopped);
  }
}
