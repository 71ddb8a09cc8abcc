package dev.openmarkets.crypto.instrument;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.crypto.funding.BitmexFunding;
import dev.openmarkets.crypto.funding.VenueExtras;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.Instrument;
import dev.openmarkets.ingest.json.VenueJson;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The instrument lists and funding extras added for the pollers, on hand-written venue samples. */
class VenueInstrumentsTest {
  @Test
  void binanceKeepsTradingPerpetualsOnly() {
    List<Instrument> l = VenueInstruments.binance(VenueJson.read("{\"symbols\":["
        + "{\"symbol\":\"BTCUSDT\",\"contractType\":\"PERPETUAL\",\"status\":\"TRADING\",\"baseAsset\":\"BTC\",\"quoteAsset\":\"USDT\"},"
        + "{\"symbol\":\"BTCUSDT_261225\",\"contractType\":\"CURRENT_QUARTER\",\"status\":\"TRADING\",\"baseAsset\":\"BTC\",\"quoteAsset\":\"USDT\"},"
        + "{\"symbol\":\"OLDUSDT\",\"contractType\":\"PERPETUAL\",\"status\":\"SETTLING\",\"baseAsset\":\"OLD\",\"quoteAsset\":\"USDT\"}]}"));
    assertEquals(1, l.size());
    assertEquals("BTCUSDT", l.get(0).instrument());
    assertDecimal("1", l.get(0).contractValue());
  }

  @Test
  void bybitHyperliquidAndKraken() {
    List<Instrument> bybit = VenueInstruments.bybit(VenueJson.read("{\"retCode\":0,\"retMsg\":\"OK\",\"result\":{\"list\":["
        + "{\"symbol\":\"1000PEPEUSDT\",\"contractType\":\"LinearPerpetual\",\"status\":\"Trading\",\"baseCoin\":\"1000PEPE\",\"quoteCoin\":\"USDT\"},"
        + "{\"symbol\":\"BTC-26DEC26\",\"contractType\":\"LinearFutures\",\"status\":\"Trading\",\"baseCoin\":\"BTC\",\"quoteCoin\":\"USDC\"}]}}"));
    assertEquals(List.of("1000PEPEUSDT"), bybit.stream().map(Instrument::instrument).toList());
    List<Instrument> hl = VenueInstruments.hyperliquid(VenueJson.read(
        "{\"universe\":[{\"name\":\"BTC\",\"szDecimals\":5},{\"name\":\"OLD\",\"isDelisted\":true},{\"name\":\"kPEPE\"}]}"));
    assertEquals(List.of("BTC", "kPEPE"), hl.stream().map(Instrument::instrument).toList());
    List<Instrument> kraken = VenueInstruments.kraken(VenueJson.read("{\"result\":\"success\",\"instruments\":["
        + "{\"symbol\":\"PF_XBTUSD\",\"type\":\"flexible_futures\",\"contractSize\":1,\"tradeable\":true},"
        + "{\"symbol\":\"PI_XBTUSD\",\"type\":\"futures_inverse\",\"contractSize\":1,\"tradeable\":true},"
        + "{\"symbol\":\"FI_XBTUSD_261225\",\"type\":\"futures_inverse\",\"contractSize\":1,\"tradeable\":true}]}"));
    assertEquals(List.of("PF_XBTUSD", "PI_XBTUSD"), kraken.stream().map(Instrument::instrument).toList());
    assertEquals("BTC", kraken.get(0).baseAsset());
    assertFalse(kraken.get(0).inverse());
    assertTrue(kraken.get(1).inverse());
    assertEquals("USD", kraken.get(1).contractValueCurrency());
  }

  @Test
  void bitmexInverseLinearAndQuanto() {
    List<Instrument> l = VenueInstruments.bitmex(VenueJson.read("["
        + "{\"symbol\":\"XBTUSD\",\"rootSymbol\":\"XBT\",\"typ\":\"FFWCSX\",\"isInverse\":true,\"isQuanto\":false,"
        + "\"multiplier\":-100000000,\"underlyingToSettleMultiplier\":-100000000,\"quoteCurrency\":\"USD\"},"
        + "{\"symbol\":\"SOLUSDT\",\"rootSymbol\":\"SOL\",\"typ\":\"FFWCSX\",\"isInverse\":false,\"isQuanto\":false,"
        + "\"multiplier\":100,\"underlyingToPositionMultiplier\":10000,\"quoteCurrency\":\"USDT\"},"
        + "{\"symbol\":\"ETHUSD\",\"rootSymbol\":\"ETH\",\"typ\":\"FFWCSX\",\"isInverse\":false,\"isQuanto\":true,"
        + "\"multiplier\":100,\"quoteCurrency\":\"USD\"},"
        + "{\"symbol\":\"XBTZ26\",\"rootSymbol\":\"XBT\",\"typ\":\"FFCCSX\"}]"));
    assertEquals(List.of("XBTUSD", "SOLUSDT", "ETHUSD"), l.stream().map(Instrument::instrument).toList());
    assertDecimal("1", l.get(0).contractValue());
    assertEquals("USD", l.get(0).contractValueCurrency());
    assertEquals("BTC", l.get(0).baseAsset());
    assertDecimal("0.0001", l.get(1).contractValue());
    assertEquals(0, l.get(2).contractValue().signum(), "quanto: no base value");
    assertNull(l.get(2).contractValueCurrency());
  }

  @Test
  void fundingExtras() {
    assertDecimal("0.0125", VenueExtras.binanceChange24h(VenueJson.read(
        "[{\"symbol\":\"BTCUSDT\",\"priceChangePercent\":\"1.250\"}]")).get("BTCUSDT"));
    assertDecimal("-0.02", VenueExtras.okxChange24h(VenueJson.read("{\"code\":\"0\",\"msg\":\"\",\"data\":["
        + "{\"instId\":\"BTC-USDT-SWAP\",\"last\":\"98000\",\"open24h\":\"100000\"}]}")).get("BTC-USDT-SWAP"));
    assertDecimal("1.5", VenueExtras.bybitAccountRatio(VenueJson.read("{\"retCode\":0,\"retMsg\":\"OK\",\"result\":"
        + "{\"list\":[{\"symbol\":\"BTCUSDT\",\"buyRatio\":\"0.6\",\"sellRatio\":\"0.4\",\"timestamp\":\"1\"}]}}")));
    assertDecimal("1.23", VenueExtras.okxAccountRatio(VenueJson.read(
        "{\"code\":\"0\",\"msg\":\"\",\"data\":[[\"1700000000000\",\"1.23\"],[\"1699999700000\",\"1.2\"]]}")));
    List<FundingSettlement> h = BitmexFunding.fundingHistory(VenueJson.read("[{\"timestamp\":\"2026-07-03T04:00:00.000Z\","
        + "\"symbol\":\"XBTUSD\",\"fundingInterval\":\"2000-01-01T08:00:00.000Z\",\"fundingRate\":0.0001,\"fundingRateDaily\":0.0003}]"));
    assertEquals(Instant.parse("2026-07-03T04:00:00Z"), h.get(0).fundingTime());
    assertDecimal("0.0001", h.get(0).rate());
  }
}
