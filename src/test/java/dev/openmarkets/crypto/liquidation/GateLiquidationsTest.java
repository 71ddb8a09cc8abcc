package dev.openmarkets.crypto.liquidation;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.instrument.GateContracts;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class GateLiquidationsTest {
  private final ContractValues contracts =
      ContractValues.of(GateContracts.parse(Samples.json("gate/contracts.json")));

  @Test
  void negativeSizeIsALongClosedPositiveAShort() {
    LiquidationBatch batch = GateLiquidations.parseStream(Samples.json("gate/public_liquidates.update.json"), contracts);
    List<LiquidationEvent> events = batch.events();
    assertEquals(2, events.size());

    LiquidationEvent btc = events.get(0);
    assertEquals("gate", btc.exchange());
    assertEquals("BTC_USDT", btc.rawSymbol());
    assertEquals("BTC", btc.baseAsset());
    assertEquals("long", btc.side(), "size -250: the exchange sold, a long was closed");
    assertDecimal("64010.3", btc.price());
    assertDecimal("0.025", btc.qty()); // 250 x quanto_multiplier 0.0001
    assertDecimal("1600.2575", btc.usdValue());
    // the push's time_ms 1751544000123, as the whole second both paths report (the key's second)
    assertEquals(Instant.ofEpochSecond(1751544000L), btc.ts());

    LiquidationEvent eth = events.get(1);
    assertEquals("short", eth.side(), "size +40 (a JSON number here): a short was closed");
    assertDecimal("3100.50", eth.price());
    assertDecimal("0.4", eth.qty());
    assertDecimal("1240.2", eth.usdValue());

    assertEquals(List.of("gate DOGE_USDT: no quanto_multiplier"), batch.skipped());
  }

  @Test
  void restUsesTheSignedOrderSizeAndTheOrderPrice() {
    List<LiquidationEvent> events = GateLiquidations.parseRest(Samples.json("gate/liq_orders.json"), contracts).events();
    assertEquals(2, events.size());
    LiquidationEvent btc = events.get(0);
    assertEquals("long", btc.side());
    assertDecimal("64010.3", btc.price());
    assertDecimal("0.025", btc.qty());
    assertEquals(Instant.ofEpochSecond(1751544000L), btc.ts());

    LiquidationEvent eth = events.get(1);
    assertEquals("short", eth.side(), "order_size +15 buys back a short (position size -15)");
    assertDecimal("0.15", eth.qty());
    assertDecimal("465.75", eth.usdValue());
  }

  @Test
  void sameLiquidationOnBothPathsHasOneKey() {
    LiquidationEvent ws = GateLiquidations.parseStream(Samples.json("gate/public_liquidates.update.json"), contracts).events().get(0);
    LiquidationEvent rest = GateLiquidations.parseRest(Samples.json("gate/liq_orders.json"), contracts).events().get(0);
    assertEquals(ws.eventKey(), rest.eventKey());
    assertEquals(ws.ts(), rest.ts(), "one ts too: events are unique by key and ts (V22)");
    assertEquals("gate|BTC_USDT|1751544000|-250", ws.eventKey());
  }

  @Test
  void decimalSizesFromTheSizeDecimalHeaderWork() {
    String json = "{\"channel\":\"futures.public_liquidates\",\"event\":\"update\",\"result\":"
        + "[{\"price\":64000,\"size\":\"-2.5\",\"time_ms\":1751544000000,\"contract\":\"BTC_USDT\"}]}";
    LiquidationEvent e = GateLiquidations.parseStream(VenueJson.read(json), contracts).events().get(0);
    assertDecimal("0.00025", e.qty());
    assertDecimal("16", e.usdValue());
  }

  @Test
  void subscribeAckIsNotAnEvent() {
    String ack = "{\"time\":1751544000,\"channel\":\"futures.public_liquidates\",\"event\":\"subscribe\",\"result\":{\"status\":\"success\"}}";
    assertTrue(GateLiquidations.parseStream(VenueJson.read(ack), contracts).events().isEmpty());
  }
}
