package dev.openmarkets.analytics.etf;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The spot BTC and ETH ETFs in configuration ("analytics.etfFunds", replacing the built-in list
 * when given): ticker to issuer and coin, and which ones have a holdings file to poll.
 */
public final class EtfFunds {
  private static final String ISHARES = "etf-ishares";
  private static final String ARK = "etf-ark";
  private static final String BITWISE = "etf-bitwise";

  public static final EtfFunds DEFAULTS = new EtfFunds(List.of(
      new EtfFund("IBIT", "BlackRock", "btc", ISHARES,
          "/us/products/333011/ishares-bitcoin-trust-etf/1467271812596.ajax?fileType=csv&fileName=IBIT_holdings&dataType=fund"),
      new EtfFund("FBTC", "Fidelity", "btc", null, null),
      new EtfFund("BITB", "Bitwise", "btc", BITWISE, "/holdings.csv"),
      new EtfFund("ARKB", "ARK 21Shares", "btc", ARK,
          "/wp-content/uploads/funds-etf-csv/ARK_21SHARES_BITCOIN_ETF_ARKB_HOLDINGS.csv"),
      new EtfFund("BTCO", "Invesco Galaxy", "btc", null, null),
      new EtfFund("EZBC", "Franklin Templeton", "btc", null, null),
      new EtfFund("BRRR", "CoinShares Valkyrie", "btc", null, null),
      new EtfFund("HODL", "VanEck", "btc", null, null),
      new EtfFund("BTCW", "WisdomTree", "btc", null, null),
      new EtfFund("GBTC", "Grayscale", "btc", null, null),
      new EtfFund("BTC", "Grayscale", "btc", null, null),
      new EtfFund("ETHA", "BlackRock", "eth", ISHARES,
          "/us/products/337614/ishares-ethereum-trust-etf/1467271812596.ajax?fileType=csv&fileName=ETHA_holdings&dataType=fund"),
      new EtfFund("FETH", "Fidelity", "eth", null, null),
      new EtfFund("ETHW", "Bitwise", "eth", BITWISE, "https://ethwetf.com/holdings.csv"),
      new EtfFund("TETH", "21Shares", "eth", null, null),
      new EtfFund("ETHV", "VanEck", "eth", null, null),
      new EtfFund("QETH", "Invesco Galaxy", "eth", null, null),
      new EtfFund("EZET", "Franklin Templeton", "eth", null, null),
      new EtfFund("ETHE", "Grayscale", "eth", null, null),
      new EtfFund("ETH", "Grayscale", "eth", null, null)));

  private final Map<String, EtfFund> byTicker = new LinkedHashMap<>();

  public EtfFunds(List<EtfFund> funds) {
    funds.forEach(f -> byTicker.put(f.ticker(), f));
  }

  public static EtfFunds from(AppConfig config) {
    JsonArray list = config.raw().getJsonObject("analytics", new JsonObject()).getJsonArray("etfFunds");
    if (list == null) {
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
