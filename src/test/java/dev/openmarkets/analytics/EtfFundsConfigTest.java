package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.analytics.etf.EtfFund;
import dev.openmarkets.analytics.etf.EtfFunds;
import dev.openmarkets.analytics.sentiment.SentimentAssets;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigException;
import dev.openmarkets.config.ConfigLoader;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The issuer holdings URLs live in defaults.json (analytics.etfFunds with each issuer upstream's
 * baseUrl), and the "analytics" settings are accepted from a configuration file: before they were
 * declared there, KnownKeys refused any of them.
 */
class EtfFundsConfigTest {
  @TempDir
  Path dir;

  @Test
  void bundledIssuerUrls() {
    AppConfig c = ConfigLoader.load(null, Map.of(), new JsonObject());
    EtfFunds funds = EtfFunds.from(c);
    assertEquals(List.of("https://www.ishares.com/us/products/333011/ishares-bitcoin-trust-etf/1467271812596.ajax"
            + "?fileType=csv&fileName=IBIT_holdings&dataType=fund",
        "https://www.ishares.com/us/products/337614/ishares-ethereum-trust-etf/1467271812596.ajax"
            + "?fileType=csv&fileName=ETHA_holdings&dataType=fund"),
        funds.polledBy("etf-ishares").stream().map(f -> c.upstream("etf-ishares").baseUrl() + f.path()).toList());
    assertEquals(List.of("https://assets.ark-funds.com/fund-documents/funds-etf-csv/ARK_21SHARES_BITCOIN_ETF_ARKB_HOLDINGS.csv"),
        funds.polledBy("etf-ark").stream().map(f -> c.upstream("etf-ark").baseUrl() + f.path()).toList());
    // Bitwise: no holdings CSV URL could be corroborated, so its poller is off until one is configured
    assertFalse(c.upstream("etf-bitwise").enabled());
    assertEquals(List.of("BITB", "ETHW"), funds.polledBy("etf-bitwise").stream().map(EtfFund::ticker).toList());
    assertEquals(new EtfFund("FBTC", "Fidelity", "btc", null, null), funds.get("fbtc"));
    assertEquals("ARK 21Shares", EtfFunds.DEFAULTS.get("ARKB").issuer());
  }

  @Test
  void analyticsSettingsFromAFile() throws Exception {
    Path conf = dir.resolve("openmarkets.json");
    Files.writeString(conf, """
        {"analytics": {"polymarketPages": 2,
          "etfFunds": [{"ticker": "ibit", "issuer": "BlackRock", "asset": "btc", "upstream": "etf-ishares",
                        "path": "/mirror/ibit.csv"}, {"ticker": "MSBT", "issuer": "Morgan Stanley", "asset": "btc"}],
          "sentimentAssets": [{"slug": "copper", "name": "Copper", "assetClass": "commodities",
                               "query": "\\"copper price\\"", "cotMarket": "copper"}]}}
        """);
    AppConfig c = ConfigLoader.load(conf, Map.of(), new JsonObject());
    EtfFunds funds = EtfFunds.from(c);
    assertEquals("/mirror/ibit.csv", funds.get("IBIT").path());
    assertEquals("Morgan Stanley", funds.get("msbt").issuer());
    assertNull(funds.get("ARKB"));
    assertEquals(2, AnalyticsConfig.from(c).polymarketPages());
    SentimentAssets assets = SentimentAssets.from(c);
    assertEquals(18, assets.all().size());
    assertEquals("copper", assets.get("copper").cotMarket());

    Files.writeString(conf, "{\"analytics\": {\"etfFund\": []}}");
    ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(conf, Map.of(), new JsonObject()));
    assertTrue(e.getMessage().contains("analytics.etfFund"), e.getMessage());
  }
}
