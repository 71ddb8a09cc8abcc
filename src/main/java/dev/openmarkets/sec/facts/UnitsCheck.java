package dev.openmarkets.sec.facts;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The fair-value check of a crypto unit count: units are reliable when the same filing reports a
 * fair value for the same instant and fairValue / units lies between MIN_PRICE and MAX_PRICE
 * dollars per bitcoin. A count tagged in thousands, or a fair value covering other assets, fails.
 */
public final class UnitsCheck {
  public static final BigDecimal MIN_PRICE = new BigDecimal("1000");
  public static final BigDecimal MAX_PRICE = new BigDecimal("1000000");

  private UnitsCheck() {
  }

  public static boolean reliable(Fact units, Fact fairValue) {
    if (units == null || fairValue == null || units.val().signum() <= 0) {
      return false;
    }
    if (!units.accn().equals(fairValue.accn()) || !units.end().equals(fairValue.end())) {
      return false;
    }
    BigDecimal price = fairValue.val().divide(units.val(), 2, RoundingMode.HALF_UP);
    return price.compareTo(MIN_PRICE) >= 0 && price.compareTo(MAX_PRICE) <= 0;
  }
}
