package dev.openmarkets.crypto.model;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class FundingMathTest {
  @Test
  void eightHourVenueKeepsTheRateAndAnnualisesByThreeTimes365() {
    assertDecimal("0.0001", FundingMath.rate8h(new BigDecimal("0.0001"), 8));
    assertDecimal("0.1095", FundingMath.annualized(new BigDecimal("0.0001"), 8));
  }

  @Test
  void oneHourVenueScalesByEightAnd8760() {
    assertDecimal("0.0001", FundingMath.rate8h(new BigDecimal("0.0000125"), 1));
    assertDecimal("0.1095", FundingMath.annualized(new BigDecimal("0.0000125"), 1));
    assertDecimal("-0.00016", FundingMath.rate8h(new BigDecimal("-0.00002"), 1));
    assertDecimal("-0.1752", FundingMath.annualized(new BigDecimal("-0.00002"), 1));
  }

  @Test
  void fourAndSixHourIntervalsAreExactWhenTheQuotientTerminates() {
    assertDecimal("0.0004", FundingMath.rate8h(new BigDecimal("0.0002"), 4));
    assertDecimal("0.438", FundingMath.annualized(new BigDecimal("0.0002"), 4));
    assertDecimal("0.0004", FundingMath.rate8h(new BigDecimal("0.0003"), 6));
    assertDecimal("0.438", FundingMath.annualized(new BigDecimal("0.0003"), 6));
  }

  @Test
  void nonTerminatingQuotientIsRoundedTo16SignificantDigits() {
    assertDecimal("0.0001333333333333333", FundingMath.rate8h(new BigDecimal("0.0001"), 6));
  }

  @Test
  void keepsAllDigitsOfALongVenueRate() {
    assertDecimal("0.0001457769744432", FundingMath.rate8h(new BigDecimal("0.0000182221218054"), 1));
  }

  @Test
  void nullRateGivesNullAndBadIntervalsAreRejected() {
    assertNull(FundingMath.rate8h(null, 8));
    assertThrows(IllegalArgumentException.class, () -> FundingMath.rate8h(BigDecimal.ONE, 0));
  }

  @Test
  void defaultIntervalsPerVenue() {
    for (String v : new String[] {"binance", "bybit", "okx", "bitmex"}) {
      assertEquals(8, FundingMath.defaultIntervalHours(v));
    }
    assertEquals(1, FundingMath.defaultIntervalHours("hyperliquid"));
    assertEquals(1, FundingMath.defaultIntervalHours("kraken"));
  }

  @Test
  void snapshotDerivesBothFigures() {
    FundingSnapshot s = new FundingSnapshot("kraken", "PF_XBTUSD", "BTC", null,
        new BigDecimal("0.0000125"), 1, null, null, null, null, null, Instant.EPOCH);
    assertDecimal("0.0001", s.fundingRate8h());
    assertDecimal("0.1095", s.fundingAnnualized());
  }
}
