package dev.openmarkets.crypto.funding;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BinanceFundingTest {
  @Test
  void premiumIndexUsesFundingInfoIntervalsAndDefaultsToEightHours() {
    Map<String, Integer> intervals = BinanceFunding.fundingInfo(Samples.json("binance/fundingInfo.json"));
    assertEquals(Map.of("BLZUSDT", 4), intervals);
    List<FundingSnapshot> rows = BinanceFunding.premiumIndex(Samples.json("binance/premiumIndex.json"), intervals);
    assertEquals(3, rows.size());

    FundingSnapshot btc = rows.get(0);
    assertEquals("BTC", btc.baseAsset());
    assertDecimal("64275.30000000", btc.markPrice());
    assertDecimal("0.00010000", btc.fundingRate());
    assertEquals(8, btc.fundingIntervalHours());
    assertDecimal("0.0001", btc.fundingRate8h());
    assertDecimal("0.1095", btc.fundingAnnualized());
    assertEquals(Instant.ofEpochMilli(1751558400000L), btc.nextFundingTime());

    FundingSnapshot blz = rows.get(1);
    assertEquals(4, blz.fundingIntervalHours());
    assertDecimal("-0.001", blz.fundingRate8h());
    assertDecimal("-1.095", blz.fundingAnnualized());

    FundingSnapshot delivery = rows.get(2);
    assertNull(delivery.fundingRate());
    assertNull(delivery.nextFundingTime());
  }

  @Test
  void openInterestHistoryJoinsBothRatiosByTimestamp() {
    List<OpenInterestPoint> points = OpenInterestMerge.withRatios(
        BinanceFunding.openInterestHist(Samples.json("binance/openInterestHist.json")),
        BinanceFunding.longShortRatios(Samples.json("binance/globalLongShortAccountRatio.json")),
        BinanceFunding.longShortRatios(Samples.json("binance/topLongShortPositionRatio.json")));
    assertEquals(2, points.size());
    OpenInterestPoint first = points.get(0);
    assertEquals(Instant.ofEpochMilli(1751540400000L), first.ts());
    assertDecimal("81234.50000000", first.openInterest());
    assertDecimal("5221300123.45000000", first.openInterestValue());
    assertDecimal("1.8100", first.longShortRatio());
    assertDecimal("1.2050", first.topTraderRatio());
    assertNull(points.get(1).longShortRatio());
  }
}
