package dev.openmarkets.derivs.whales;

import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The accounts the whale poller asks Hyperliquid about: the configured ones, then (when the
 * leaderboard option is on) the stored leaderboard picks by rank, each once. Read from the
 * database before every poll, so a new leaderboard read counts from the next minute, on whichever
 * node polls.
 */
public final class TrackedAccounts {
  private final List<String> configured;
  private final boolean leaderboard;
  private volatile List<String> current;

  public TrackedAccounts(List<String> configured, boolean leaderboard) {
    this.configured = List.copyOf(configured);
    this.leaderboard = leaderboard;
    this.current = this.configured;
  }

  /** The set as of the last refresh. */
  public List<String> current() {
    return current;
  }

  public Future<List<String>> refresh(Pool pool) {
    if (!leaderboard) {
      return Future.succeededFuture(current);
    }
    return pool.query("SELECT address FROM whale_leaderboard ORDER BY rank").execute().map(rs -> {
      Set<String> all = new LinkedHashSet<>(configured);
      for (Row r : rs) {
        all.add(r.getString(0));
      }
      current = List.copyOf(new ArrayList<>(all));
      return current;
    });
  }
}
