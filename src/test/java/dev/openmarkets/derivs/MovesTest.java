package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.openmarkets.derivs.whales.HlPosition;
import dev.openmarkets.derivs.whales.Move;
import dev.openmarkets.derivs.whales.MoveAction;
import dev.openmarkets.derivs.whales.Moves;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Move kinds and values between two snapshots, worked out by hand. */
class MovesTest {
  private static BigDecimal d(String s) {
    return new BigDecimal(s);
  }

  private static HlPosition pos(String coin, String size, String value) {
    return new HlPosition(coin, d(size), null, value == null ? null : d(value), null, null, null, null, null);
  }

  @Test
  void actionKinds() {
    assertEquals(MoveAction.OPEN, MoveAction.between(d("0"), d("-2")));
    assertEquals(MoveAction.CLOSE, MoveAction.between(d("1.5"), d("0")));
    assertEquals(MoveAction.INCREASE, MoveAction.between(d("-1"), d("-1.01")));
    assertEquals(MoveAction.REDUCE, MoveAction.between(d("3"), d("2.9")));
    assertEquals(MoveAction.FLIP, MoveAction.between(d("3"), d("-0.1")));
    assertNull(MoveAction.between(d("3.0"), d("3.00")));
    assertNull(MoveAction.between(d("0"), d("0")));
  }

  @Test
  void movesBetweenTwoSnapshotsWithTheirValues() {
    Instant ts = Instant.parse("2026-11-20T10:01:00Z");
    Map<String, HlPosition> before = Map.of(
        "BTC", pos("BTC", "10", "920000.0"), "ETH", pos("ETH", "-100", "315000"), "SOL", pos("SOL", "1000", "140000"),
        "DOGE", pos("DOGE", "5", "2"), "XRP", pos("XRP", "7", "14"));
    Map<String, HlPosition> after = Map.of(
        "BTC", pos("BTC", "15", "1380000"), "ETH", pos("ETH", "50", "157500"), "SOL", pos("SOL", "400", "56000"),
        "HYPE", pos("HYPE", "-2000", "62000"), "DOGE", pos("DOGE", "5", "2.1"));
    List<Move> moves = Moves.between("0xa", ts, before, after);
    // coins in name order; DOGE did not change size (no move)
    assertEquals(List.of("BTC", "ETH", "HYPE", "SOL", "XRP"), moves.stream().map(Move::coin).toList());
    // BTC 10 -> 15: increase, 5 x 1380000 / 15 = 460000.00
    assertEquals(new Move("0xa", "BTC", ts, MoveAction.INCREASE, d("10"), d("15"), d("460000.00")), moves.get(0));
    // ETH -100 -> 50: flip, 150 x 157500 / 50 = 472500.00
    assertEquals(MoveAction.FLIP, moves.get(1).action());
    assertEquals(d("472500.00"), moves.get(1).valueUsd());
    // HYPE 0 -> -2000: open, 2000 x 62000 / 2000
    assertEquals(MoveAction.OPEN, moves.get(2).action());
    assertEquals(d("62000.00"), moves.get(2).valueUsd());
    // SOL 1000 -> 400: reduce, 600 x 56000 / 400 = 84000.00
    assertEquals(MoveAction.REDUCE, moves.get(3).action());
    assertEquals(d("84000.00"), moves.get(3).valueUsd());
    // XRP 7 -> 0: close, priced by the earlier snapshot: 7 x 14 / 7
    assertEquals(new Move("0xa", "XRP", ts, MoveAction.CLOSE, d("7"), d("0"), d("14.00")), moves.get(4));
  }

  @Test
  void valueRoundsHalfUpToCentsAndIsNullWithoutAPositionValue() {
    Instant ts = Instant.EPOCH;
    // 1 x 10 / 3 = 3.333... -> 3.33; 2 x 10 / 3 = 6.666... -> 6.67
    assertEquals(d("3.33"), Moves.between("0xa", ts, Map.of("A", pos("A", "2", "1")),
        Map.of("A", pos("A", "3", "10"))).get(0).valueUsd());
    assertEquals(d("6.67"), Moves.between("0xa", ts, Map.of("A", pos("A", "1", "1")),
        Map.of("A", pos("A", "3", "10"))).get(0).valueUsd());
    assertNull(Moves.between("0xa", ts, Map.of(), Map.of("A", pos("A", "3", null))).get(0).valueUsd());
  }
}
