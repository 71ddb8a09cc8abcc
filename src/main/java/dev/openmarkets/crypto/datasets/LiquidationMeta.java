package dev.openmarkets.crypto.datasets;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DatasetMeta;
import io.vertx.core.json.JsonObject;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The `meta` object of the liquidation endpoints. The notice states the rate limits this process
 * actually enforces for the dataset (general limits, or its rateLimit.perDataset override), so
 * the API never quotes a figure it does not apply (decisions.md).
 */
public final class LiquidationMeta implements DatasetMeta {
  static final String SOURCE = "OKX, Gate and HTX public liquidation streams";
  static final String SOURCE_ATTRIBUTION = "Liquidation events published by OKX, Gate.io and HTX, collected and "
      + "aggregated by openmarkets.";

  private final Map<String, Map<String, Object>> byDataset = new LinkedHashMap<>();

  public LiquidationMeta(AppConfig config) {
    for (String ds : new String[] {"liquidations", "liquidations-recent", "liquidations-history"}) {
      // in a fixed order: Map.of iterates in an order salted per JVM, so two nodes rendered the
      // same answer with different bytes, and different ETags behind one balancer
      Map<String, Object> meta = new LinkedHashMap<>();
      meta.put("source", SOURCE);
      meta.put("sourceAttribution", SOURCE_ATTRIBUTION);
      meta.put("notice", notice(config.rateLimit(), ds));
      byDataset.put(ds, Collections.unmodifiableMap(meta));
    }
  }

  @Override
  public Map<String, Object> meta(Dataset dataset) {
    return byDataset.get(dataset.name());
  }

  static String notice(AppConfig.RateLimitConfig rl, String dataset) {
    JsonObject o = rl.perDataset().getJsonObject(dataset);
    int keyless = o == null ? rl.keylessPerMinute() : o.getInteger("keylessPerMinute", rl.keylessPerMinute());
    int keyed = o == null ? rl.keyedPerMinute() : o.getInteger("keyedPerMinute", rl.keyedPerMinute());
    return "Rate limit: " + keyless + " requests per minute without a key, " + keyed + " per minute with a free "
        + "API key (x-api-key header). Poll /recent at most once a minute, with minUsd; use /history for "
        + "hourly totals. Please credit the exchanges and openmarkets with a link when republishing.";
  }
}
