package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.ConfigException;
import dev.openmarkets.derivs.options.DeribitDocuments;
import dev.openmarkets.derivs.whales.HyperliquidDocuments;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.testing.UpstreamConfigs;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The family's configuration and the documents each poll asks for, from it. */
class DerivsSettingsTest {
  @Test
  void currenciesAndAddressesFromConfiguration() {
    DerivsSettings s = DerivsSettings.from(new JsonObject().put("derivs", new JsonObject()
        .put("optionCurrencies", new JsonArray().add("btc"))
        .put("whaleAddresses", new JsonArray().add("0x00000000000000000000000000000000000000AB"))));
    assertEquals(List.of("BTC"), s.optionCurrencies());
    assertEquals(List.of("0x00000000000000000000000000000000000000ab"), s.whaleAddresses());
    assertTrue(s.knowsCurrency("btc"));
    assertFalse(s.knowsCurrency("eth"));
    assertEquals(List.of("BTC", "ETH"), DerivsSettings.from(new JsonObject()).optionCurrencies());
    assertThrows(ConfigException.class, () -> DerivsSettings.from(new JsonObject().put("derivs",
        new JsonObject().put("whaleAddresses", new JsonArray().add("whale")))));
  }

  @Test
  void documentsOfAPoll() {
    Instant now = Instant.parse("2026-11-20T12:00:00.750Z");
    List<Snapshot> d = DeribitDocuments.due(UpstreamConfigs.named("deribit-options")
        .baseUrl("https://d/api/v2")
        .intervalSeconds(900)
        .timeoutSeconds(30)
        .userAgent("ua")
        .build(), now, List.of("ETH"));
    assertEquals(List.of("index_price.ETH.20261120T120000Z.json", "book_summary.ETH.20261120T120000Z.json",
        "dvol.ETH.20261120T120000Z.json"), d.stream().map(Snapshot::fileName).toList());
    assertEquals("https://d/api/v2/public/get_volatility_index_data?currency=ETH&start_timestamp=1792584000000"
        + "&end_timestamp=1795176000000&resolution=3600", d.get(2).url());
    List<Snapshot> h = HyperliquidDocuments.due(UpstreamConfigs.named("hyperliquid-whales")
        .baseUrl("https://h")
        .intervalSeconds(60)
        .timeoutSeconds(15)
        .backfillDays(1)
        .userAgent("ua")
        .path("/info")
        .build(), now, List.of("0x00000000000000000000000000000000000000ab"));
    assertEquals("{\"type\":\"metaAndAssetCtxs\"}", h.get(0).postBody());
    assertEquals("https://h/info", h.get(1).url());
    assertEquals("{\"type\":\"clearinghouseState\",\"user\":\"0x00000000000000000000000000000000000000ab\"}",
        h.get(1).postBody());
    assertEquals("clearinghouseState.0x00000000000000000000000000000000000000ab.20261120T120000Z.json",
        h.get(1).fileName());
  }
}
