package dev.openmarkets.crypto.funding;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class HyperliquidKrakenBitmexFundingTest {
  private static final Instant AS_OF = Instant.parse("2025-07-03T12:20:00Z");

  @Test
  void hyperliquidPairsContextsByIndexAndSettlesHourly() {
    List<FundingSnapshot> rows = HyperliquidFunding.metaAndAssetCtxs(Samples.json("hyperliquid/metaAndAssetCtxs.json"), AS_OF);
    assertEquals(2, rows.size(), "the delisted coin is left out");
    FundingSnapshot btc = rows.get(0);
    assertEquals("BTC", btc.instrument());
    assertEquals(1, btc.fundingIntervalHours());
    assertEquals(Instant.parse("2025-07-03T13:00:00Z"), btc.nextFundingTime());
    assertDecimal("0.0001", btc.fundingRate8h());
    assertDecimal("0.1095", btc.fundingAnnualized());
    assertDecimal("768032000", btc.openInterestValue());
    assertDecimal("0.024", btc.priceChangePct24h());
    FundingSnapshot eth = rows.get(1);
    assertEquals("ETH", eth.instrument());
    assertDecimal("-0.0625", eth.priceChangePct24h());
    assertDecimal("-0.1752", eth.fundingAnnualized());
  }

  @Test
  void hyperliquidRejectsMismatchedLengths() {
    assertThrows(VenuePayloadException.class, () -> HyperliquidFunding.metaAndAssetCtxs(
        VenueJson.read("[{\"universe\":[{\"name\":\"BTC\"},{\"name\":\"ETH\"}]},[{\"funding\":\"0.0000125\"}]]"), AS_OF));
  }

  @Test
  void krakenAbsoluteRatesBecomeRelative() {
    List<FundingSnapshot> rows = KrakenFunding.tickers(Samples.json("kraken/tickers.json"));
    assertEquals(2, rows.size());
    FundingSnapshot pf = rows.get(0);
    assertEquals("BTC", pf.baseAsset());
    assertDecimal("0.0000125", pf.fundingRate()); // 0.8 USD per BTC contract / 64000
    assertDecimal("0.0001", pf.fundingRate8h());
    assertDecimal("9632000", pf.openInterestValue());
    assertDecimal("0.025", pf.priceChangePct24h());
    assertEquals(Instant.parse("2025-07-03T13:00:00Z"), pf.nextFundingTime());
    FundingSnapshot pi = rows.get(1);
    assertDecimal("0.000016", pi.fundingRate()); // 2.5e-10 BTC per 1-USD contract x 64000
    assertDecimal("2000000", pi.openInterestValue());
    assertDecimal("0.0000120312",
        KrakenFunding.historicalFundingRates(Samples.json("kraken/historical-funding-rates.json"), "PF_XBTUSD").get(0).rate());
  }

  @Test
  void bitmexReadsTheTimespanIntervalAndValuesOpenInterest() {
    List<FundingSnapshot> rows = BitmexFunding.instruments(Samples.json("bitmex/instrument.active.json"));
    assertEquals(2, rows.size());
    FundingSnapshot xbt = rows.get(0);
    assertEquals("BTC", xbt.baseAsset());
    assertEquals(8, xbt.fundingIntervalHours());
    assertDecimal("0.000100", xbt.fundingRate());
    assertEquals(Instant.parse("2025-07-03T20:00:00Z"), xbt.nextFundingTime());
    assertDecimal("350000000", xbt.openInterestValue());
    FundingSnapshot eth = rows.get(1);
    assertEquals(4, eth.fundingIntervalHours());
    assertDecimal("-0.0001", eth.fundingRate8h());
    assertDecimal("3600600", eth.openInterestValue());
  }
}
