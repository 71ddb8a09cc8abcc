package dev.openmarkets.config;

import io.vertx.core.json.JsonObject;
import java.util.Set;

/**
 * Refuses configuration keys the service does not know: every key of the configuration file and
 * of the OPENMARKETS_* environment must exist in the bundled defaults.json (which lists every
 * setting), so a misspelt key stops start-up with its name and the nearest known key instead of
 * being silently ignored. Lists (tracked symbols, funds) and maps keyed by dataset name are free.
 */
final class KnownKeys {
  /** Objects whose keys are names chosen by the user, not settings. */
  private static final Set<String> OPEN_MAPS = Set.of("rateLimit.perDataset");

  private KnownKeys() {
  }

  static void check(JsonObject given, JsonObject known, String source) {
    walk(given, known, "", source);
  }

  private static void walk(JsonObject given, JsonObject known, String prefix, String source) {
    for (String key : given.fieldNames()) {
      String path = prefix + key;
      if (!known.containsKey(key)) {
        throw new ConfigException("unknown configuration key '" + path + "' in " + source + "; did you mean '"
            + prefix + nearest(key, known.fieldNames()) + "'?");
      }
      if (OPEN_MAPS.contains(path)) {
        continue;
      }
      if (given.getValue(key) instanceof JsonObject g && known.getValue(key) instanceof JsonObject k) {
        walk(g, k, path + ".", source);
      }
    }
  }

  static String nearest(String key, Set<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String c : candidates) {
      int d = distance(key.toLowerCase(), c.toLowerCase());
      if (d < bestDistance || d == bestDistance && c.compareTo(best) < 0) {
        best = c;
        bestDistance = d;
      }
    }
    return best;
  }

  /** Levenshtein distance. */
  private static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
