package dev.openmarkets.gov.contracts;

import dev.openmarkets.util.Symbols;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The configured corrections of the parent-to-ticker match (upstreams.usaspending.tickerOverrides):
 * a key is "uei:<UEI>" (a parent's or recipient's) or a company name (compared by its name key),
 * the value a ticker, or null / "" to mark a name as not listed. Passed to every query as two
 * arrays, so a change takes effect at the next start without re-importing anything.
 */
public record TickerOverrides(String[] keys, String[] tickers) {
  public static final TickerOverrides NONE = new TickerOverrides(new String[0], new String[0]);

  public static TickerOverrides from(JsonObject json) {
    if (json == null || json.isEmpty()) {
      return NONE;
    }
    List<String> keys = new ArrayList<>();
    List<String> tickers = new ArrayList<>();
    for (String k : json.fieldNames()) {
      Object v = json.getValue(k);
      String t = v == null || v.toString().isBlank() ? null : Symbols.normalize(v.toString());
      keys.add(k);
      tickers.add(t);
    }
    return new TickerOverrides(keys.toArray(new String[0]), tickers.toArray(new String[0]));
  }
}
