package dev.openmarkets.derivs.whales;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.derivs.upstream.SnapshotNames;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * What one Hyperliquid poll fetches (POST baseUrl + pathTemplate, "/info"): the listed coins and
 * their marks (metaAndAssetCtxs, weight 20), then clearinghouseState (weight 2) of every tracked
 * account: with the documented 1,200 weight a minute per IP, about 590 accounts a minute fit.
 * The leaderboard is a separate poll: one GET of the whole board (baseUrl + pathTemplate of the
 * hyperliquid-leaderboard upstream, on Hyperliquid's stats host).
 */
public final class HyperliquidDocuments {
  private HyperliquidDocuments() {
  }

  public static List<Snapshot> due(UpstreamConfig cfg, Instant now, List<String> addresses) {
    Instant at = now.truncatedTo(ChronoUnit.SECONDS);
    String url = cfg.baseUrl() + (cfg.pathTemplate().isEmpty() ? "/info" : cfg.pathTemplate());
    List<Snapshot> out = new ArrayList<>();
    out.add(new Snapshot(url, SnapshotNames.name("metaAndAssetCtxs", null, at), WhalesKinds.ASSET_CONTEXTS,
        "{\"type\":\"metaAndAssetCtxs\"}"));
    for (String a : addresses) {
      out.add(new Snapshot(url, SnapshotNames.name("clearinghouseState", a, at), WhalesKinds.CLEARINGHOUSE,
          "{\"type\":\"clearinghouseState\",\"user\":\"" + a + "\"}"));
    }
    return out;
  }

  /** The leaderboard poll's one document, named for the poll time (`leaderboard.<time>.json`). */
  public static List<Snapshot> leaderboard(UpstreamConfig cfg, Instant now, FileKind<LeaderboardSnapshot> kind) {
    return List.of(new Snapshot(cfg.baseUrl() + cfg.pathTemplate(),
        SnapshotNames.name("leaderboard", null, now.truncatedTo(ChronoUnit.SECONDS)), kind));
  }
}
