package dev.openmarkets.config;

import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Layers configuration: bundled defaults, then conf/openmarkets.json (or --conf FILE), then
 * OPENMARKETS_* environment variables, then command-line options. Later wins.
 *
 * <p>Environment names map to keys by camel-casing after the prefix (OPENMARKETS_DB_URL -> dbUrl);
 * a double underscore descends into an object (OPENMARKETS_RATE_LIMIT__KEYLESS_PER_MINUTE). A key
 * of the file or the environment that defaults.json does not have stops start-up ({@link KnownKeys}).
 */
public final class ConfigLoader {
  private static final String PREFIX = "OPENMARKETS_";
  /** Read when present; unlike a file named by --conf or OPENMARKETS_CONF it may be absent. */
  public static final Path DEFAULT_FILE = Path.of("conf/openmarkets.json");

  private ConfigLoader() {
  }

  /**
   * The configuration file: --conf FILE, else OPENMARKETS_CONF, else {@link #DEFAULT_FILE}. A file
   * asked for by name that is missing, not a file or unreadable stops start-up with its path: a
   * mistyped path must not start the service on the defaults, dropping every setting made.
   */
  public static Path confFile(Path fromCommandLine, Map<String, String> env) {
    String fromEnv = env.get("OPENMARKETS_CONF");
    if (fromCommandLine == null && (fromEnv == null || fromEnv.isBlank())) {
      return DEFAULT_FILE;
    }
    Path named = fromCommandLine != null ? fromCommandLine : Path.of(fromEnv);
    String where = "configuration file " + named + (named.isAbsolute() ? "" : " (" + named.toAbsolutePath() + ")")
        + ", named by " + (fromCommandLine != null ? "--conf" : "OPENMARKETS_CONF") + ",";
    if (!Files.exists(named)) {
      throw new ConfigException(where + " does not exist");
    }
    if (!Files.isRegularFile(named)) {
      throw new ConfigException(where + " is not a file");
    }
    if (!Files.isReadable(named)) {
      throw new ConfigException(where + " cannot be read by this user");
    }
    return named;
  }

  public static AppConfig load(Path confFile, Map<String, String> env, JsonObject cliOverrides) {
    JsonObject merged = defaults();
    JsonObject known = merged.copy();
    if (confFile != null && Files.isRegularFile(confFile)) {
      JsonObject file = readJson(confFile);
      KnownKeys.check(file, known, confFile.toString());
      merged.mergeIn(file, true);
    }
    JsonObject fromEnv = fromEnv(env);
    KnownKeys.check(fromEnv, known, "the OPENMARKETS_* environment variables");
    merged.mergeIn(fromEnv, true);
    merged.mergeIn(cliOverrides, true);
    return AppConfig.from(merged);
  }

  public static JsonObject defaults() {
    try (InputStream in = ConfigLoader.class.getResourceAsStream("/defaults.json")) {
      return new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException | NullPointerException e) {
      throw new ConfigException("bundled defaults.json is missing from the jar");
    }
  }

  static JsonObject readJson(Path file) {
    try {
      return new JsonObject(Files.readString(file));
    } catch (IOException e) {
      throw new ConfigException("cannot read " + file + ": " + e.getMessage());
    } catch (DecodeException e) {
      throw new ConfigException(file + " is not valid JSON: " + e.getMessage());
    }
  }

  static JsonObject fromEnv(Map<String, String> env) {
    JsonObject out = new JsonObject();
    env.forEach((name, value) -> {
      if (!name.startsWith(PREFIX) || name.equals("OPENMARKETS_CONF")) {
        return;
      }
      String[] path = name.substring(PREFIX.length()).split("__");
      JsonObject node = out;
      for (int i = 0; i < path.length - 1; i++) {
        // upstream names are kebab-case: OPENMARKETS_UPSTREAMS__SEC_FAILS_TO_DELIVER__BASE_URL
        String key = i > 0 && camel(path[i - 1]).equals("upstreams")
            ? path[i].toLowerCase().replace('_', '-') : camel(path[i]);
        JsonObject child = node.getJsonObject(key);
        if (child == null) {
          child = new JsonObject();
          node.put(key, child);
        }
        node = child;
      }
      node.put(camel(path[path.length - 1]), typed(value));
    });
    return out;
  }

  private static Object typed(String value) {
    if (value.equals("true") || value.equals("false")) {
      return Boolean.parseBoolean(value);
    }
    if (value.matches("-?\\d{1,18}")) {
      return Long.parseLong(value);
    }
    return value;
  }

  /** UPPER_SNAKE to lowerCamel; lower-case names with hyphens (upstream names) pass through. */
  static String camel(String snake) {
    if (!snake.equals(snake.toUpperCase())) {
      return snake;
    }
    StringBuilder sb = new StringBuilder();
    boolean up = false;
    for (char c : snake.toLowerCase().toCharArray()) {
      if (c == '_') {
        up = true;
      } else {
        sb.append(up ? Character.toUpperCase(c) : c);
        up = false;
      }
    }
    return sb.toString();
  }
}
