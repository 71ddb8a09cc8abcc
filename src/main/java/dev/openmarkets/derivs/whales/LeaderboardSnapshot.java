package dev.openmarkets.derivs.whales;

import java.time.Instant;
import java.util.List;

/** One leaderboard read: when, the ranking window, and the accounts it picked (possibly none). */
public record LeaderboardSnapshot(Instant asOf, String window, List<LeaderboardPick> picks) {
}
