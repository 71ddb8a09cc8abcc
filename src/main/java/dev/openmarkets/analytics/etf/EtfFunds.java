package dev.openmarkets.analytics.etf;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigException;
import dev.openmarkets.config.ConfigLoader;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The spot BTC and ETH ETFs in configuration ("analytics.etfFunds" in defaults.json, replaced
 * whole by a configured list): ticker to issuer and coin, and for the funds whose holdings file is
 * polled, the issuer's upstream and the file's path under its baseUrl (or an absolute URL).
 */
public final class EtfFunds {
  /** The bundled list (defaults.json "analytics.etfFunds"), for code that runs without a configuration. */
  public static final EtfFunds DEFAULTS = from(ConfigLoader.defaults());

  private final Map<String, EtfFund> byTicker = new LinkedHashMap<>();

  public EtfFunds(List<EtfFund> funds) {
    funds.forEach(f -> byTicker.put(f.ticker(), f));
  }

  public static EtfFunds from(AppConfig config) {
    return from(config.raw());
  }

  static EtfFunds from(JsonObject raw) {
    JsonArray list = raw.getJsonObject("analytics", new JsonObject()).getJsonArray("etfFunds");
    if (list == null) {
      // a configuration built without the bundled defaults (some tests); DEFAULTS is null only while
      // it is read from defaults.json itself, which must then have the list
      if (DEFAULTS == null) {
        throw new ConfigException("analytics.etfFunds is missing from the bundled defaults.json");
      }
      return DEFAULTS;
    }
    return new EtfFunds(list.stream().map(o -> {
      JsonObject j = (JsonObject) o;
      String ticker = j.getString("ticker");
      String asset = j.getString("asset");
      if (ticker == null || asset == null || !List.of("btc", "eth").contains(asset)) {
        throw new ConfigException("analytics.etfFunds entries need a ticker and an asset (btc or eth): " + j.encode());
      }
      return new EtfFund(ticker.toUpperCase(Locale.ROOT), j.getString("issuer"), asset, j.getString("upstream"),
          j.getString("path"));
    }).toList());
  }

  public EtfFund get(String ticker) {
    return ticker == null ? null : byTicker.get(ticker.toUpperCase(Locale.ROOT));
  }

  public List<EtfFund> polledBy(String upstream) {
    return byTicker.values().stream().filter(f -> upstream.equals(f.upstream()) && f.path() != null).toList();
  }
}
