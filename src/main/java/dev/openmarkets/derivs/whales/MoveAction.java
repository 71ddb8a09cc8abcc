package dev.openmarkets.derivs.whales;

import java.math.BigDecimal;

/**
 * How a position changed between two consecutive snapshots of an account, from its signed sizes
 * (0 when absent): open (0 to non-zero), close (non-zero to 0), flip (the sign changed), increase
 * or reduce (same sign, larger or smaller); null when the size did not change.
 */
public enum MoveAction {
  OPEN, INCREASE, REDUCE, CLOSE, FLIP;

  public static MoveAction between(BigDecimal before, BigDecimal after) {
    int b = before.signum();
    int a = after.signum();
    if (b == 0 && a == 0) {
      return null;
    }
    if (b == 0) {
      return OPEN;
    }
    if (a == 0) {
      return CLOSE;
    }
    if (a != b) {
      return FLIP;
    }
    int cmp = after.abs().compareTo(before.abs());
    return cmp > 0 ? INCREASE : cmp < 0 ? REDUCE : null;
  }

  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
