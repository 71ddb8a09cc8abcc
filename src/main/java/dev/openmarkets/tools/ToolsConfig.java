package dev.openmarkets.tools;

import dev.openmarkets.config.ConfigException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The "tools" configuration, validated at start-up: platforms and their hosts, the allow-list that
 * bypasses the host and public-address rules, the slots (per key, and per node), the time limit
 * of one extraction, how long jobs are kept, and where yt-dlp is.
 */
public record ToolsConfig(
    boolean enabled,
    Map<String, Set<String>> platforms,
    Set<String> allowHosts,
    int perKeyConcurrency,
    int maxConcurrent,
    int timeLimitSeconds,
    int retentionHours,
    int maxBodyBytes,
    long maxOutputBytes,
    String ytDlpPath) {

  public static ToolsConfig from(JsonObject raw) {
    JsonObject t = raw.getJsonObject("tools", new JsonObject());
    Map<String, Set<String>> platforms = new LinkedHashMap<>();
    JsonObject p = t.getJsonObject("platforms", new JsonObject());
    for (String name : p.fieldNames()) {
      if (!name.matches("[a-z0-9]+")) {
        throw new ConfigException("tools.platforms: name '" + name + "' must be lower-case letters and digits");
      }
      JsonArray hosts = p.getJsonObject(name, new JsonObject()).getJsonArray("hosts", new JsonArray());
      if (hosts.isEmpty()) {
        throw new ConfigException("tools.platforms." + name + ".hosts must list at least one host");
      }
      platforms.put(name, hostSet(hosts));
    }
    String path = t.getString("ytDlpPath", "yt-dlp");
    if (path == null || path.isBlank()) {
      throw new ConfigException("tools.ytDlpPath must be a program name or path");
    }
    return new ToolsConfig(
        t.getBoolean("enabled", true),
        Map.copyOf(platforms),
        hostSet(t.getJsonArray("allowHosts", new JsonArray())),
        positive(t, "perKeyConcurrency", 5),
        positive(t, "maxConcurrent", 8),
        positive(t, "timeLimitSeconds", 60),
        positive(t, "retentionHours", 24),
        positive(t, "maxBodyBytes", 16 * 1024),
        positive(t, "maxOutputBytes", 32 << 20),
        path);
  }

  /** Platform names, sorted (route and OpenAPI order). */
  public List<String> platformNames() {
    return platforms.keySet().stream().sorted().toList();
  }

  /** Host names as written in a URL: lower case, no trailing dot, IPv6 without brackets. */
  static String canonicalHost(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    if (h.startsWith("[") && h.endsWith("]")) {
      h = h.substring(1, h.length() - 1);
    }
    return h.endsWith(".") ? h.substring(0, h.length() - 1) : h;
  }

  private static Set<String> hostSet(JsonArray hosts) {
    return hosts.stream().map(Object::toString).map(ToolsConfig::canonicalHost).collect(Collectors.toUnmodifiableSet());
  }

  private static int positive(JsonObject t, String key, int dflt) {
    Object v = t.getValue(key, dflt);
    if (!(v instanceof Number n) || n.intValue() <= 0) {
      throw new ConfigException("tools." + key + " must be a positive whole number, got '" + v + "'");
    }
    return n.intValue();
  }
}
