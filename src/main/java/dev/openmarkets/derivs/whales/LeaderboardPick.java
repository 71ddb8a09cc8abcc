package dev.openmarkets.derivs.whales;

import java.math.BigDecimal;

/** A leaderboard account picked for tracking: its rank (1 = best), name and the window's figures. */
public record LeaderboardPick(int rank, String address, String displayName, BigDecimal accountValue, BigDecimal pnl,
    BigDecimal roi, BigDecimal volume) {
}
