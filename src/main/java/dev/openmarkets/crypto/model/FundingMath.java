package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * Funding-rate normalisation as decided: fundingRate8h = rate x 8 / intervalHours and
 * fundingAnnualized = rate x (24 / intervalHours) x 365. Both are computed as one division of an
 * exact product (rate x 8, rate x 8760), so the result is exact whenever the quotient terminates
 * (intervals 1, 2, 4, 8 hours) and rounded to 16 significant digits (DECIMAL64) otherwise (e.g.
 * 6 hours); results carry no trailing zeros.
 */
public final class FundingMath {
  private static final BigDecimal EIGHT = BigDecimal.valueOf(8);
  private static final BigDecimal HOURS_PER_YEAR = BigDecimal.valueOf(24L * 365);

  private FundingMath() {
  }

  public static BigDecimal rate8h(BigDecimal rate, int intervalHours) {
    if (rate == null) {
      return null;
    }
    return Decimals.divide(rate.multiply(EIGHT), hours(intervalHours));
  }

  public static BigDecimal annualized(BigDecimal rate, int intervalHours) {
    if (rate == null) {
      return null;
    }
    return Decimals.divide(rate.multiply(HOURS_PER_YEAR), hours(intervalHours));
  }

  /**
   * The spec's settlement interval per venue, used only when the venue does not report one
   * (binance fundingInfo, bybit fundingIntervalHour, okx fundingTime gap, bitmex fundingInterval
   * take precedence).
   */
  public static int defaultIntervalHours(String exchange) {
    return switch (exchange.toLowerCase(Locale.ROOT)) {
      case "hyperliquid", "kraken" -> 1;
      case "binance", "bybit", "okx", "bitmex" -> 8;
      default -> throw new IllegalArgumentException("no default funding interval for " + exchange);
    };
  }

  private static BigDecimal hours(int intervalHours) {
    if (intervalHours <= 0) {
      throw new IllegalArgumentException("funding interval must be positive: " + intervalHours);
    }
    return BigDecimal.valueOf(intervalHours);
  }
}
