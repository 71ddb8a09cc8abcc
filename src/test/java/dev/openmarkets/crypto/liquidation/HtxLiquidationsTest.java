package dev.openmarkets.crypto.liquidation;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.instrument.HtxContracts;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class HtxLiquidationsTest {
  private final ContractValues contracts =
      ContractValues.of(HtxContracts.parse(Samples.json("htx/swap_contract_info.json")));

  @Test
  void directionSellIsALongClosedAndAmountIsTheBaseQuantity() {
    List<LiquidationEvent> events =
        HtxLiquidations.parse(Samples.json("htx/liquidation_orders.notify.json"), contracts, true).events();
    assertEquals(2, events.size());
    LiquidationEvent btc = events.get(0);
    assertEquals("htx", btc.exchange());
    assertEquals("BTC-USDT", btc.rawSymbol());
    assertEquals("BTC", btc.baseAsset());
    assertEquals("long", btc.side());
    assertDecimal("64100.5", btc.price());
    assertDecimal("0.12", btc.qty());
    assertDecimal("7692.06", btc.usdValue()); // equals the venue's trade_turnover
    assertEquals(Instant.ofEpochMilli(1751544000100L), btc.ts());

    LiquidationEvent eth = events.get(1);
    assertEquals("short", eth.side());
    assertDecimal("0.35", eth.qty());
    assertDecimal("1084.965", eth.usdValue());
  }

  @Test
  void restSkipsDatedFuturesAndFallsBackToContractSize() {
    LiquidationBatch batch = HtxLiquidations.parse(Samples.json("htx/swap_liquidation_orders.json"), contracts, true);
    assertEquals(2, batch.events().size());
    assertEquals(List.of("htx BTC-USDT-250926: business_type futures"), batch.skipped());
    LiquidationEvent eth = batch.events().get(1);
    assertEquals("short", eth.side());
    assertDecimal("0.07", eth.qty()); // 7 contracts x 0.01 ETH, no amount in the row
    assertDecimal("217.0875", eth.usdValue());
  }

  @Test
  void withoutAmountOrContractSizeTheRowIsSkipped() {
    LiquidationBatch batch = HtxLiquidations.parse(Samples.json("htx/swap_liquidation_orders.json"), ContractValues.none(), true);
    assertEquals(1, batch.events().size());
    assertTrue(batch.skipped().contains("htx ETH-USDT: no amount and no contract_size"));
  }

  @Test
  void wsAndRestKeysAgree() {
    LiquidationEvent ws = HtxLiquidations.parse(Samples.json("htx/liquidation_orders.notify.json"), contracts, true).events().get(0);
    LiquidationEvent rest = HtxLiquidations.parse(Samples.json("htx/swap_liquidation_orders.json"), contracts, true).events().get(0);
    assertEquals(ws, rest);
  }

  @Test
  void pingsAcksAndErrorsAreHandled() {
    assertTrue(HtxLiquidations.parse(VenueJson.read("{\"op\":\"ping\",\"ts\":1751544000000}"), contracts, true).events().isEmpty());
    assertTrue(HtxLiquidations.parse(VenueJson.read("{\"op\":\"sub\",\"cid\":\"x\",\"topic\":\"public.BTC-USDT.liquidation_orders\",\"err-code\":0}"), contracts, true).events().isEmpty());
    assertThrows(VenuePayloadException.class, () ->
        HtxLiquidations.parse(VenueJson.read("{\"code\":1032,\"msg\":\"too many requests\",\"data\":null}"), contracts, true));
  }
}
