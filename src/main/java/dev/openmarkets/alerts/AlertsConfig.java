package dev.openmarkets.alerts;

import dev.openmarkets.config.ConfigException;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;

/**
 * The "alerts" configuration, validated at start-up. allowPrivateTargets lets loopback and private
 * receivers through (tests, private deployments), never link-local or metadata addresses;
 * deliver false makes a node that serves /api/alerts and writes the outbox but never sends (the
 * nodes that do share the one lease); secretKeyFile holds the key that encrypts the stored whsec_ secrets (made on first start when
 * absent, relative paths under dataDir); retryBaseMillis is the first retry's delay, doubled per
 * attempt up to maxRetryDelayMillis, until giveUpAfterMillis after the first attempt.
 */
public record AlertsConfig(
    boolean enabled,
    boolean allowPrivateTargets,
    boolean deliver,
    int maxAlertsPerKey,
    int perKeyDeliveriesPerMinute,
    Path secretKeyFile,
    long retryBaseMillis,
    long maxRetryDelayMillis,
    long giveUpAfterMillis,
    long pollMillis,
    int timeoutMillis,
    int maxBodyBytes,
    int maxConcurrentUrls) {

  public static AlertsConfig from(JsonObject raw, Path dataDir) {
    JsonObject a = raw.getJsonObject("alerts", new JsonObject());
    Path keyFile = Path.of(a.getString("secretKeyFile", "alerts-secret.key"));
    return new AlertsConfig(
        a.getBoolean("enabled", true),
        a.getBoolean("allowPrivateTargets", false),
        a.getBoolean("deliver", true),
        positive(a, "maxAlertsPerKey", 100),
        positive(a, "perKeyDeliveriesPerMinute", 600),
        keyFile.isAbsolute() ? keyFile : dataDir.resolve(keyFile),
        positive(a, "retryBaseMillis", 5_000),
        positive(a, "maxRetryDelayMillis", 12L * 3_600_000),
        positive(a, "giveUpAfterMillis", 72L * 3_600_000),
        positive(a, "pollMillis", 250),
        (int) positive(a, "timeoutMillis", 10_000),
        (int) positive(a, "maxBodyBytes", 256 * 1024),
        (int) positive(a, "maxConcurrentUrls", 32));
  }

  /** This configuration with alerts off. */
  AlertsConfig off() {
    return new AlertsConfig(false, allowPrivateTargets, deliver, maxAlertsPerKey, perKeyDeliveriesPerMinute,
        secretKeyFile, retryBaseMillis, maxRetryDelayMillis, giveUpAfterMillis, pollMillis, timeoutMillis, maxBodyBytes,
        maxConcurrentUrls);
  }

  private static int positive(JsonObject a, String key, int dflt) {
    return (int) positive(a, key, (long) dflt);
  }

  private static long positive(JsonObject a, String key, long dflt) {
    Number n = a.getNumber(key, dflt);
    if (n.longValue() <= 0) {
      throw new ConfigException("alerts." + key + " must be positive");
    }
    return n.longValue();
  }
}
