package dev.openmarkets.crypto.funding;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import dev.openmarkets.crypto.Samples;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class BybitFundingTest {
  @Test
  void linearTickersReportTheirOwnIntervalAndSkipDatedFutures() {
    List<FundingSnapshot> rows = BybitFunding.tickers(Samples.json("bybit/tickers.linear.json"));
    assertEquals(2, rows.size());
    FundingSnapshot btc = rows.get(0);
    assertDecimal("64275.30", btc.markPrice());
    assertDecimal("55000.125", btc.openInterest());
    assertDecimal("3535141511.58", btc.openInterestValue());
    assertDecimal("0.020163", btc.priceChangePct24h());
    assertEquals(Instant.ofEpochMilli(1751544000000L), btc.ts());

    FundingSnapshot pepe = rows.get(1);
    assertEquals("1000PEPE", pepe.baseAsset());
    assertEquals(2, pepe.fundingIntervalHours());
    assertDecimal("-0.0002", pepe.fundingRate8h());
  }

  @Test
  void inverseOpenInterestIsAlreadyUsd() {
    FundingSnapshot btc = BybitFunding.tickers(Samples.json("bybit/tickers.inverse.json")).get(0);
    assertDecimal("310000000", btc.openInterest());
    assertDecimal("310000000", btc.openInterestValue());
  }

  @Test
  void fundingHistoryAndErrors() {
    FundingSettlement s = BybitFunding.fundingHistory(Samples.json("bybit/funding-history.json")).get(0);
    assertEquals(Instant.ofEpochMilli(1751529600000L), s.fundingTime());
    assertDecimal("0.00008512", s.rate());
    assertThrows(VenuePayloadException.class, () -> BybitFunding.tickers(
        VenueJson.read("{\"retCode\":10001,\"retMsg\":\"params error\",\"result\":{}}")));
  }
}
