package dev.openmarkets.mcp;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * Configuration "mcp": whether /mcp is mounted, the browser origins allowed to call it (requests
 * without an Origin header always are), the row count at which a tool result is cut, and the
 * largest request body read.
 */
public record McpConfig(boolean enabled, List<String> allowedOrigins, int maxRows, int maxBodyBytes) {

  public static McpConfig from(JsonObject raw) {
    JsonObject o = raw.getJsonObject("mcp", new JsonObject());
    JsonArray origins = o.getJsonArray("allowedOrigins", new JsonArray());
    return new McpConfig(o.getBoolean("enabled", true),
        origins.stream().map(Object::toString).toList(),
        Math.max(1, o.getInteger("maxRows", 200)),
        Math.max(1024, o.getInteger("maxBodyBytes", 65536)));
  }

  /** Any origin is allowed when the list holds "*"; otherwise exact, case-insensitive matches. */
  public boolean originAllowed(String origin) {
    if (origin == null) {
      return true;
    }
    for (String a : allowedOrigins) {
      if (a.equals("*") || a.equalsIgnoreCase(origin)) {
        return true;
      }
    }
    return false;
  }
}
