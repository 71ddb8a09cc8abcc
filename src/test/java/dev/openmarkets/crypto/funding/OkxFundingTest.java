package dev.openmarkets.crypto.funding;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class OkxFundingTest {
  @Test
  void intervalIsTheGapBetweenTheTwoFundingTimes() {
    List<FundingSnapshot> rows = OkxFunding.fundingRates(Samples.json("okx/funding-rate.json"));
    FundingSnapshot btc = rows.get(0);
    assertEquals(8, btc.fundingIntervalHours());
    assertEquals(Instant.ofEpochMilli(1751558400000L), btc.nextFundingTime());
    assertDecimal("0.0001250000000000", btc.fundingRate());
    assertDecimal("0.000125", btc.fundingRate8h());
    FundingSnapshot pepe = rows.get(1);
    assertEquals(4, pepe.fundingIntervalHours());
    assertDecimal("-0.0006", pepe.fundingRate8h());
  }

  @Test
  void historyPrefersTheRealizedRate() {
    List<FundingSettlement> rows = OkxFunding.fundingRateHistory(Samples.json("okx/funding-rate-history.json"));
    assertDecimal("0.00009876", rows.get(0).rate());
    assertDecimal("0.00011", rows.get(1).rate());
  }

  @Test
  void markPriceAndOpenInterestMergeIntoTheSnapshot() {
    FundingSnapshot btc = OkxFunding.fundingRates(Samples.json("okx/funding-rate.json")).get(0);
    OpenInterestPoint oi = OkxFunding.openInterest(Samples.json("okx/open-interest.json")).get(0);
    FundingSnapshot merged = btc
        .withMarkPrice(OkxFunding.markPrices(Samples.json("okx/mark-price.json")).get("BTC-USDT-SWAP"))
        .withOpenInterest(oi.openInterest(), oi.openInterestValue());
    assertDecimal("64275.30", merged.markPrice());
    assertDecimal("2500000", merged.openInterest());
    assertDecimal("1606882500", merged.openInterestValue());
  }
}
