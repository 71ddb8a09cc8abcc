package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigException;
import dev.openmarkets.util.CotSlugs;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The assets scored for sentiment: the built-in 17, plus or replacing (by slug) those under
 * "analytics.sentimentAssets" in the configuration, in a stable order (the order of /sentiment).
 * datasets.md names 15 and the spec's catalogue says 17; natural-gas and usdcad are our choice of
 * the other two (each has a CFTC market pinned in CotSlugs, so all its layers but crowd exist).
 */
public final class SentimentAssets {
  public static final List<String> CLASSES = List.of("crypto", "indices", "commodities", "fx", "rates");

  private static final List<SentimentAsset> BUILT_IN = List.of(
      new SentimentAsset("btc", "Bitcoin", "crypto", "bitcoin", "btc", "bitcoin", false, true),
      new SentimentAsset("eth", "Ethereum", "crypto", "ethereum", "eth", "ether", false, false),
      new SentimentAsset("sol", "Solana", "crypto", "solana crypto", "sol", null, false, false),
      new SentimentAsset("xrp", "XRP", "crypto", "XRP ripple", "xrp", null, false, false),
      new SentimentAsset("doge", "Dogecoin", "crypto", "dogecoin", "doge", null, false, false),
      new SentimentAsset("sp500", "S&P 500", "indices", "\"S&P 500\"", null, "sp500", false, false),
      new SentimentAsset("nasdaq100", "Nasdaq 100", "indices", "\"Nasdaq 100\"", null, "nasdaq", false, false),
      new SentimentAsset("gold", "Gold", "commodities", "\"gold price\"", null, "gold", false, false),
      new SentimentAsset("silver", "Silver", "commodities", "\"silver price\"", null, "silver", false, false),
      new SentimentAsset("crude-oil", "Crude oil", "commodities", "\"crude oil\"", null, "crude-oil", false, false),
      new SentimentAsset("natural-gas", "Natural gas", "commodities", "\"natural gas\"", null, "natural-gas", false,
          false),
      new SentimentAsset("eurusd", "EUR/USD", "fx", "euro dollar exchange rate", null, "euro-fx", false, false),
      new SentimentAsset("gbpusd", "GBP/USD", "fx", "sterling dollar exchange rate", null, "british-pound", false, false),
      new SentimentAsset("usdjpy", "USD/JPY", "fx", "yen dollar exchange rate", null, "japanese-yen", true, false),
      new SentimentAsset("audusd", "AUD/USD", "fx", "\"australian dollar\"", null, "australian-dollar", false, false),
      // quoted against the Canadian dollar like USD/JPY against the yen: CAD futures longs are USD/CAD shorts
      new SentimentAsset("usdcad", "USD/CAD", "fx", "\"canadian dollar\"", null, "canadian-dollar", true, false),
      new SentimentAsset("10-year-note", "US 10-year note", "rates", "\"10-year Treasury\"", null, "10-year-note", false,
          false));

  public static final SentimentAssets DEFAULTS = new SentimentAssets(BUILT_IN);

  private final Map<String, SentimentAsset> bySlug = new LinkedHashMap<>();

  public SentimentAssets(List<SentimentAsset> assets) {
    assets.forEach(a -> bySlug.put(a.slug(), a));
  }

  public static SentimentAssets from(AppConfig config) {
    JsonArray extra = config.raw().getJsonObject("analytics", new JsonObject()).getJsonArray("sentimentAssets");
    if (extra == null) {
      return DEFAULTS;
    }
    List<SentimentAsset> all = new ArrayList<>(BUILT_IN);
    for (Object o : extra) {
      JsonObject j = (JsonObject) o;
      String slug = j.getString("slug");
      String cls = j.getString("assetClass");
      if (slug == null || !slug.matches("[a-z0-9-]{1,64}") || !CLASSES.contains(cls) || j.getString("query") == null) {
        throw new ConfigException("analytics.sentimentAssets entries need a slug, a query and an assetClass ("
            + String.join(", ", CLASSES) + "): " + j.encode());
      }
      all.removeIf(a -> a.slug().equals(slug));
      all.add(new SentimentAsset(slug, j.getString("name", slug), cls, j.getString("query"),
          j.getString("fundingSlug"), j.getString("cotMarket"), j.getBoolean("cotInverse", false),
          j.getBoolean("fearGreed", false)));
    }
    return new SentimentAssets(all);
  }

  public List<SentimentAsset> all() {
    return List.copyOf(bySlug.values());
  }

  public SentimentAsset get(String slug) {
    return bySlug.get(slug);
  }

  public boolean knows(Object slug) {
    return slug instanceof String s && bySlug.containsKey(s);
  }

  public String[] slugs() {
    return bySlug.keySet().toArray(new String[0]);
  }

  /** The COT slug of an asset's market, resolved from an alias; null when it has none. */
  static String cotSlug(SentimentAsset a) {
    return a.cotMarket() == null ? null : CotSlugs.resolve(a.cotMarket());
  }
}
