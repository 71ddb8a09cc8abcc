package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * Decimal arithmetic for derived values. Upstream decimals are stored with their own digits;
 * values we compute (products, conversions) are normalised to carry no trailing zeros, and
 * quotients are exact when they terminate, otherwise rounded to 16 significant digits
 * (MathContext.DECIMAL64).
 */
public final class Decimals {
  private Decimals() {
  }

  /** Same value without trailing zeros and never in exponent form (scale at least 0). */
  public static BigDecimal normalize(BigDecimal d) {
    if (d == null) {
      return null;
    }
    if (d.signum() == 0) {
      return BigDecimal.ZERO;
    }
    BigDecimal s = d.stripTrailingZeros();
    return s.scale() < 0 ? s.setScale(0) : s;
  }

  public static BigDecimal multiply(BigDecimal a, BigDecimal b) {
    if (a == null || b == null) {
      return null;
    }
    return normalize(a.multiply(b));
  }

  /** a / b: exact when the quotient terminates, else DECIMAL64. Null when b is null or zero. */
  public static BigDecimal divide(BigDecimal a, BigDecimal b) {
    if (a == null || b == null || b.signum() == 0) {
      return null;
    }
    try {
      return normalize(a.divide(b));
    } catch (ArithmeticException nonTerminating) {
      return normalize(a.divide(b, MathContext.DECIMAL64));
    }
  }
}
