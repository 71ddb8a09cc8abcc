package dev.openmarkets.crypto.liquidation;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.instrument.OkxInstruments;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class OkxLiquidationsTest {
  private final ContractValues contracts =
      ContractValues.of(OkxInstruments.parse(Samples.json("okx/instruments.json")));

  @Test
  void pushConvertsContractsWithCtValAndReadsThePositionSide() {
    LiquidationBatch batch = OkxLiquidations.parse(Samples.json("okx/liquidation-orders.push.json"), contracts);
    List<LiquidationEvent> events = batch.events();
    assertEquals(3, events.size());

    LiquidationEvent btc = events.get(0);
    assertEquals("okx", btc.exchange());
    assertEquals("BTC-USDT-SWAP", btc.rawSymbol());
    assertEquals("BTC", btc.baseAsset());
    assertEquals("long", btc.side());
    assertDecimal("64250.5", btc.price());
    assertDecimal("0.03", btc.qty());
    assertDecimal("1927.515", btc.usdValue());
    assertEquals(Instant.ofEpochMilli(1751544000123L), btc.ts());

    LiquidationEvent eth = events.get(1);
    assertEquals("short", eth.side(), "posSide net + side buy closes a short");
    assertDecimal("1.2", eth.qty());
    assertDecimal("3744.3", eth.usdValue());

    LiquidationEvent inverse = events.get(2);
    assertEquals("short", inverse.side());
    assertDecimal("0.008", inverse.qty()); // 5 contracts x 100 USD / 62500
    assertDecimal("500", inverse.usdValue());

    assertEquals(List.of("okx DOGE-USDT-SWAP: no contract value"), batch.skipped());
  }

  @Test
  void restGapFillHasTheSameShapeAndTheSameKeys() {
    LiquidationBatch push = OkxLiquidations.parse(Samples.json("okx/liquidation-orders.push.json"), contracts);
    LiquidationBatch rest = OkxLiquidations.parse(Samples.json("okx/liquidation-orders.rest.json"), contracts);
    assertEquals(2, rest.events().size());
    assertEquals(push.events().get(0), rest.events().get(0));
    LiquidationEvent net = rest.events().get(1);
    assertEquals("long", net.side(), "posSide net + side sell closes a long");
    assertDecimal("64190.0", net.price());
    assertDecimal("0.005", net.qty());
    assertDecimal("320.95", net.usdValue());
  }

  @Test
  void acksAndPongsAreNotEvents() {
    assertTrue(OkxLiquidations.parse(VenueJson.read(
        "{\"event\":\"subscribe\",\"arg\":{\"channel\":\"liquidation-orders\",\"instType\":\"SWAP\"}}"),
        contracts).events().isEmpty());
  }

  @Test
  void restErrorEnvelopeIsReported() {
    VenuePayloadException e = assertThrows(VenuePayloadException.class, () -> OkxLiquidations.parse(
        VenueJson.read("{\"code\":\"50015\",\"msg\":\"Either parameter instFamily or uly is required\",\"data\":[]}"),
        contracts));
    assertTrue(e.getMessage().contains("50015"));
  }

  @Test
  void marginSizesAreAlreadyInBaseUnits() {
    String json = "{\"arg\":{\"channel\":\"liquidation-orders\",\"instType\":\"MARGIN\"},\"data\":[{\"details\":"
        + "[{\"bkPx\":\"64000\",\"ccy\":\"USDT\",\"posSide\":\"net\",\"side\":\"sell\",\"sz\":\"0.25\",\"ts\":\"1751544000000\"}],"
        + "\"instId\":\"BTC-USDT\",\"instType\":\"MARGIN\"}]}";
    LiquidationEvent e = OkxLiquidations.parse(VenueJson.read(json), ContractValues.none()).events().get(0);
    assertDecimal("0.25", e.qty());
    assertDecimal("16000", e.usdValue());
  }
}
