package dev.openmarkets.crypto.liquidation;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.model.LiquidationEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

class BybitLiquidationsTest {
  @Test
  void positionSideBuyIsALong() {
    List<LiquidationEvent> events = BybitLiquidations.parseStream(Samples.json("bybit/allLiquidation.json")).events();
    assertEquals(2, events.size());
    assertEquals("long", events.get(0).side());
    assertEquals("BTC", events.get(0).baseAsset());
    assertDecimal("960.0225", events.get(0).usdValue());
    assertEquals("short", events.get(1).side());
    assertDecimal("12900", events.get(1).usdValue());
  }
}
