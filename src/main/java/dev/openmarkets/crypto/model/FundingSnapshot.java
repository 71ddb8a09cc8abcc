package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * The current funding picture of one perpetual on one venue, as one row of
 * /api/markets/funding-rates. fundingRate is per settlement interval; fields a venue does not
 * report are null. openInterest is in contracts as the venue counts them, openInterestValue in
 * USD. ts is when the venue produced the values.
 */
public record FundingSnapshot(
    String exchange,
    String instrument,
    String baseAsset,
    BigDecimal markPrice,
    BigDecimal fundingRate,
    int fundingIntervalHours,
    Instant nextFundingTime,
    BigDecimal openInterest,
    BigDecimal openInterestValue,
    BigDecimal priceChangePct24h,
    BigDecimal longShortRatio,
    Instant ts) {

  public FundingSnapshot {
    Objects.requireNonNull(exchange, "exchange");
    Objects.requireNonNull(instrument, "instrument");
    if (fundingIntervalHours <= 0) {
      throw new IllegalArgumentException("fundingIntervalHours must be positive");
    }
  }

  public BigDecimal fundingRate8h() {
    return FundingMath.rate8h(fundingRate, fundingIntervalHours);
  }

  public BigDecimal fundingAnnualized() {
    return FundingMath.annualized(fundingRate, fundingIntervalHours);
  }

  public FundingSnapshot withMarkPrice(BigDecimal mark) {
    return new FundingSnapshot(exchange, instrument, baseAsset, mark, fundingRate,
        fundingIntervalHours, nextFundingTime, openInterest, openInterestValue, priceChangePct24h,
        longShortRatio, ts);
  }

  public FundingSnapshot withOpenInterest(BigDecimal contracts, BigDecimal usdValue) {
    return new FundingSnapshot(exchange, instrument, baseAsset, markPrice, fundingRate,
        fundingIntervalHours, nextFundingTime, contracts, usdValue, priceChangePct24h,
        longShortRatio, ts);
  }

  public FundingSnapshot withFundingIntervalHours(int hours) {
    return new FundingSnapshot(exchange, instrument, baseAsset, markPrice, fundingRate, hours,
        nextFundingTime, openInterest, openInterestValue, priceChangePct24h, longShortRatio, ts);
  }

  public FundingSnapshot withLongShortRatio(BigDecimal ratio) {
    return new FundingSnapshot(exchange, instrument, baseAsset, markPrice, fundingRate,
        fundingIntervalHours, nextFundingTime, openInterest, openInterestValue, priceChangePct24h,
        ratio, ts);
  }
}
