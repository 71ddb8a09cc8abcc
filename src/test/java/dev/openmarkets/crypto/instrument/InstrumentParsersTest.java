package dev.openmarkets.crypto.instrument;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.model.Instrument;
import java.util.List;
import org.junit.jupiter.api.Test;

class InstrumentParsersTest {
  @Test
  void okxLinearAndInverseContracts() {
    List<Instrument> list = OkxInstruments.parse(Samples.json("okx/instruments.json"));
    assertEquals(3, list.size(), "spot has no ctVal");
    Instrument linear = list.get(0);
    assertEquals("BTC", linear.baseAsset());
    assertEquals("USDT", linear.quoteAsset());
    assertDecimal("0.01", linear.contractValue());
    Instrument inverse = list.get(2);
    assertTrue(inverse.inverse());
    assertEquals("USD", inverse.contractValueCurrency());
    assertEquals("BTC-USDT", OkxInstruments.familyOf("BTC-USDT-SWAP"));
  }

  @Test
  void gateAndHtxContractSizes() {
    Instrument gate = GateContracts.parse(Samples.json("gate/contracts.json")).get(0);
    assertEquals("BTC_USDT", gate.instrument());
    assertDecimal("0.0001", gate.contractValue());
    Instrument htx = HtxContracts.parse(Samples.json("htx/swap_contract_info.json")).get(0);
    assertEquals("BTC-USDT", htx.instrument());
    assertEquals("BTC", htx.baseAsset());
    assertDecimal("0.001", htx.contractValue());
  }
}
