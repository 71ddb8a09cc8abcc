package dev.openmarkets.analytics.predictions;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.logging.Logger;

/** The poller of the polymarket upstream, chosen by how its pathTemplate pages. */
public final class PolymarketPollers {
  private static final Logger LOG = Logger.getLogger(PolymarketPollers.class.getName());

  private PolymarketPollers() {
  }

  /**
   * Keyset paging of /events/keyset; a pathTemplate that still names {offset} keeps the offset
   * paging Polymarket sunset on 2026-05-01 (deep offsets answer 422), with a warning at start.
   */
  public static Poller of(UpstreamConfig cfg, Pool pool, Clock clock, int pages, int pageSize) {
    if (!cfg.pathTemplate().contains("{offset}")) {
      return new GammaKeysetPoller(cfg, pool, clock, pages, pageSize, PredictionFileKinds.GAMMA);
    }
    LOG.warning(() -> "upstreams.polymarket.pathTemplate pages by {offset}, which Polymarket sunset on 2026-05-01; "
        + "use /events/keyset (the default)");
    return new SnapshotPoller(cfg, pool, clock,
        (c, now) -> PolymarketDocuments.due(c, now, pages, pageSize, PredictionFileKinds.GAMMA));
  }
}
