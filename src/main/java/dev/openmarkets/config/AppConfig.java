package dev.openmarkets.config;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The typed, validated configuration of one process. Built once by {@link ConfigLoader} from
 * defaults, conf/openmarkets.json, environment variables and the command line, in that order.
 * The clock is the UTC system clock; tests hand another one in with {@link #withClock}.
 */
public record AppConfig(
    int port,
    String host,
    Path dataDir,
    String dbUrl,
    int dbPoolSize,
    int httpInstances,
    int familyInstances,
    boolean pollers,
    boolean demo,
    String publicHost,
    String publicBaseUrl,
    String license,
    String attribution,
    RateLimitConfig rateLimit,
    boolean cacheEnabled,
    long cacheMaxBytes,
    String redisUrl,
    Map<String, UpstreamConfig> upstreams,
    JsonObject raw,
    Clock clock) {

  /** Rate-limit settings; perDataset maps a dataset name to {keylessPerMinute, keyedPerMinute}. */
  public record RateLimitConfig(int keylessPerMinute, int keyedPerMinute,
      List<String> trustedProxies, int maxBuckets, JsonObject perDataset) {
  }

  public static AppConfig from(JsonObject json) {
    JsonObject rl = json.getJsonObject("rateLimit", new JsonObject());
    JsonArray proxies = rl.getJsonArray("trustedProxies", new JsonArray());
    RateLimitConfig rate = new RateLimitConfig(
        Required.positive(rl, "keylessPerMinute", 30, "rateLimit"),
        Required.positive(rl, "keyedPerMinute", 120, "rateLimit"),
        proxies.stream().map(Object::toString).toList(),
        Required.positive(rl, "maxBuckets", 100_000, "rateLimit"),
        rl.getJsonObject("perDataset", new JsonObject()));
    JsonObject cache = json.getJsonObject("cache", new JsonObject());
    Map<String, UpstreamConfig> ups = new LinkedHashMap<>();
    JsonObject upJson = json.getJsonObject("upstreams", new JsonObject());
    for (String name : upJson.fieldNames()) {
      ups.put(name, UpstreamConfig.from(name, upJson.getJsonObject(name)));
    }
    int port = json.getValue("port") instanceof String s ? parsePort(s) : json.getInteger("port", 8080);
    if (port < 0 || port > 65535) {
      throw new ConfigException("port must be 0..65535, got " + port);
    }
    // without a configured public address, links point at this process
    String base = json.getString("publicBaseUrl") == null || json.getString("publicBaseUrl").isBlank()
        ? "http://localhost:" + (port == 0 ? 8080 : port) : json.getString("publicBaseUrl");
    AppConfig config = new AppConfig(
        port,
        json.getString("host", "0.0.0.0"),
        Path.of(json.getString("dataDir", "./data")),
        blankToNull(json.getString("dbUrl")),
        Required.positive(json, "dbPoolSize", 8, "config"),
        json.getInteger("httpInstances", 0),
        json.getInteger("familyInstances", 0),
        json.getBoolean("pollers", true),
        json.getBoolean("demo", false),
        Required.text(json, "publicHost", "config"),
        base.endsWith("/") ? base.substring(0, base.length() - 1) : base,
        Required.text(json, "license", "config"),
        Required.text(json, "attribution", "config"),
        rate,
        cache.getBoolean("enabled", true),
        cache.getLong("maxBytes", 64L << 20),
        blankToNull(json.getString("redisUrl")),
        Map.copyOf(ups),
        json,
        Clock.systemUTC());
    checkMirror(config);
    return config;
  }

  /**
   * This configuration with another clock: every date a poller or a dataset window reads comes
   * from {@link #clock()}, so a test pins "today" (a weekday, a weekend, a holiday) here.
   */
  public AppConfig withClock(Clock other) {
    return new AppConfig(port, host, dataDir, dbUrl, dbPoolSize, httpInstances, familyInstances, pollers, demo,
        publicHost, publicBaseUrl, license, attribution, rateLimit, cacheEnabled, cacheMaxBytes, redisUrl, upstreams,
        raw, other);
  }

  public UpstreamConfig upstream(String name) {
    UpstreamConfig u = upstreams.get(name);
    if (u == null) {
      throw new ConfigException("no upstream named '" + name + "' in configuration");
    }
    return u;
  }

  /** How long a poller's lease lasts without renewal: the longest a dead node keeps a poller from the fleet. */
  public int fleetLeaseSeconds() {
    return Required.positive(raw.getJsonObject("fleet", new JsonObject()), "leaseSeconds", 15, "fleet");
  }

  /**
   * The read replicas' URLs (dbReadUrls): a list in the file, comma-separated in
   * OPENMARKETS_DB_READ_URLS, --db-read-url once per replica. Empty: every read on the primary.
   */
  public List<String> dbReadUrls() {
    Object v = raw.getValue("dbReadUrls");
    List<String> out = new java.util.ArrayList<>();
    if (v instanceof String s) {
      for (String part : s.split(",")) {
        if (!part.isBlank()) {
          out.add(part.trim());
        }
      }
    } else if (v instanceof JsonArray a) {
      for (Object o : a) {
        if (!(o instanceof String s) || s.isBlank()) {
          throw new ConfigException("dbReadUrls must list postgresql:// URLs, got " + o);
        }
        out.add(s.trim());
      }
    } else if (v != null) {
      throw new ConfigException("dbReadUrls must be a list of postgresql:// URLs, got " + v);
    }
    return List.copyOf(out);
  }

  /** How far (time) a read replica may trail the primary before reads leave it (dbReadMaxLagMillis). */
  public long dbReadMaxLagMillis() {
    return Required.positive(raw, "dbReadMaxLagMillis", 10_000, "config");
  }

  /** The sockets' transport: auto, io_uring, epoll or nio (NetworkTransport checks the value at start). */
  public String network() {
    return String.valueOf(raw.getValue("network", "auto")).trim();
  }

  /** Where `mirror publish` writes and `/mirror/` serves from (mirror.dir; default DATA_DIR/mirror). */
  public Path mirrorDir() {
    String dir = raw.getJsonObject("mirror", new JsonObject()).getString("dir");
    return dir == null || dir.isBlank() ? dataDir.resolve("mirror") : Path.of(dir);
  }

  /** How many bytes of /mirror/ files one client may read a minute (mirror.bytesPerMinute), apart from the API's limit. */
  public long mirrorBytesPerMinute() {
    Object v = raw.getJsonObject("mirror", new JsonObject()).getValue("bytesPerMinute", 1L << 30);
    long n;
    try {
      n = v instanceof Number num ? num.longValue() : Long.parseLong(String.valueOf(v).trim());
    } catch (NumberFormatException e) {
      n = 0;
    }
    if (n <= 0) {
      throw new ConfigException("mirror.bytesPerMinute must be a positive number of bytes, got " + v);
    }
    return n;
  }

  /**
   * How often a serving node publishes the mirror (mirror.intervalMinutes, fractions allowed; 0: never,
   * `mirror publish` by hand or cron). One node of a fleet does it, under the pollers' lease.
   */
  public double mirrorIntervalMinutes() {
    Object v = raw.getJsonObject("mirror", new JsonObject()).getValue("intervalMinutes", 0);
    double n;
    try {
      n = v == null ? 0 : v instanceof Number num ? num.doubleValue() : Double.parseDouble(String.valueOf(v).trim());
    } catch (NumberFormatException e) {
      n = -1;
    }
    if (!(n >= 0) || Double.isInfinite(n)) {
      throw new ConfigException("mirror.intervalMinutes must be a number of minutes, 0 for never, got " + v);
    }
    return n;
  }

  /** The minisign secret key scheduled publishing signs with (mirror.keyFile), or null when none is set. */
  public Path mirrorKeyFile() {
    String f = raw.getJsonObject("mirror", new JsonObject()).getString("keyFile");
    return f == null || f.isBlank() ? null : Path.of(f);
  }

  /** Scheduled publishing needs a key: an interval without one stops start-up with both names. */
  private static void checkMirror(AppConfig c) {
    if (c.mirrorIntervalMinutes() > 0 && c.mirrorKeyFile() == null) {
      throw new ConfigException("mirror.intervalMinutes is " + c.mirrorIntervalMinutes()
          + " but mirror.keyFile is not set: scheduled publishing signs every manifest; set mirror.keyFile to a secret key"
          + " made by `mirror keygen --out FILE` (or OPENMARKETS_MIRROR__KEY_FILE), or set mirror.intervalMinutes to 0");
    }
  }

  /** The docs link of a dataset, a page this service serves. */
  public String docsUrl(String dataset) {
    return publicBaseUrl + "/docs/" + dataset;
  }

  private static int parsePort(String s) {
    try {
      return Integer.parseInt(s.trim());
    } catch (NumberFormatException e) {
      throw new ConfigException("port must be a whole number, got '" + s + "'");
    }
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }
}
