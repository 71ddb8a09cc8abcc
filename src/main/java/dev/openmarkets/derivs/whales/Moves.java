package dev.openmarkets.derivs.whales;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Derives the moves between two consecutive snapshots of an account, coin by coin: the action
 * ({@link MoveAction}), the signed sizes before and after, and valueUsd = |sizeAfter - sizeBefore|
 * x the position's value per coin (positionValue / |size| of the later snapshot, or of the earlier
 * one for a close), rounded half-up to cents; null when Hyperliquid gave no position value.
 */
public final class Moves {
  private Moves() {
  }

  public static List<Move> between(String address, Instant ts, Map<String, HlPosition> before,
      Map<String, HlPosition> after) {
    List<Move> out = new ArrayList<>();
    TreeSet<String> coins = new TreeSet<>(before.keySet());
    coins.addAll(after.keySet());
    for (String coin : coins) {
      HlPosition b = before.get(coin);
      HlPosition a = after.get(coin);
      BigDecimal sb = b == null ? BigDecimal.ZERO : b.size();
      BigDecimal sa = a == null ? BigDecimal.ZERO : a.size();
      MoveAction action = MoveAction.between(sb, sa);
      if (action != null) {
        out.add(new Move(address, coin, ts, action, sb, sa, value(sa.subtract(sb).abs(), a != null && sa.signum() != 0 ? a : b)));
      }
    }
    return out;
  }

  static BigDecimal value(BigDecimal traded, HlPosition priced) {
    if (priced == null || priced.positionValue() == null || priced.size().signum() == 0) {
      return null;
    }
    return traded.multiply(priced.positionValue()).divide(priced.size().abs(), 2, RoundingMode.HALF_UP);
  }
}
