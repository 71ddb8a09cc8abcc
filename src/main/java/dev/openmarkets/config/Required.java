package dev.openmarkets.config;

import io.vertx.core.json.JsonObject;

/** Start-up validation of configuration values: a wrong setting stops the service with its name. */
final class Required {
  private Required() {
  }

  static String text(JsonObject json, String key, String where) {
    Object v = json.getValue(key);
    if (!(v instanceof String s) || s.isBlank()) {
      throw new ConfigException(where + "." + key + " must be a non-empty string");
    }
    return s;
  }

  static int positive(JsonObject json, String key, int dflt, String where) {
    Object v = json.getValue(key, dflt);
    int n;
    try {
      n = v instanceof Number num ? num.intValue() : Integer.parseInt(v.toString().trim());
    } catch (NumberFormatException e) {
      throw new ConfigException(where + "." + key + " must be a whole number, got '" + v + "'");
    }
    if (n <= 0) {
      throw new ConfigException(where + "." + key + " must be positive, got " + n);
    }
    return n;
  }
}
