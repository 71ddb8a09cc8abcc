package dev.openmarkets.derivs.whales;

import dev.openmarkets.config.ConfigException;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.util.List;

/**
 * Which leaderboard accounts are tracked ("derivs.whaleLeaderboard"): among the accounts worth at
 * least minAccountValueUsd now, the `top` with the largest PnL over `window` (Hyperliquid's
 * windows: day, week, month, allTime). The value floor leaves out accounts that made their PnL
 * and withdrew, which have nothing left to watch.
 */
public record LeaderboardCriterion(int top, String window, BigDecimal minAccountValueUsd) {
  public static final List<String> WINDOWS = List.of("day", "week", "month", "allTime");
  /** clearinghouseState weighs 2 of the 1,200 a minute Hyperliquid allows an IP; 500 leaves room. */
  public static final int MAX_TOP = 500;
  public static final LeaderboardCriterion DEFAULTS = new LeaderboardCriterion(50, "month", new BigDecimal("1000000"));

  public static LeaderboardCriterion from(JsonObject derivs) {
    JsonObject j = derivs.getJsonObject("whaleLeaderboard", new JsonObject());
    Object top = j.getValue("top", DEFAULTS.top());
    String window = j.getString("window", DEFAULTS.window());
    Object floor = j.getValue("minAccountValueUsd", DEFAULTS.minAccountValueUsd());
    int n = wholeNumber(top);
    if (n < 1 || n > MAX_TOP) {
      throw new ConfigException("derivs.whaleLeaderboard.top must be a whole number from 1 to " + MAX_TOP + ": " + top);
    }
    if (!WINDOWS.contains(window)) {
      throw new ConfigException("derivs.whaleLeaderboard.window must be one of " + String.join(", ", WINDOWS) + ": "
          + window);
    }
    BigDecimal min;
    try {
      min = new BigDecimal(String.valueOf(floor));
    } catch (NumberFormatException e) {
      throw new ConfigException("derivs.whaleLeaderboard.minAccountValueUsd is not a number: " + floor);
    }
    if (min.signum() < 0) {
      throw new ConfigException("derivs.whaleLeaderboard.minAccountValueUsd must not be negative: " + floor);
    }
    return new LeaderboardCriterion(n, window, min);
  }

  /** A number from the file, or the digits an OPENMARKETS_* variable gives as text; -1 otherwise. */
  private static int wholeNumber(Object v) {
    if (v instanceof Integer i) {
      return i;
    }
    return v instanceof String s && s.strip().matches("\\d{1,4}") ? Integer.parseInt(s.strip()) : -1;
  }
}
