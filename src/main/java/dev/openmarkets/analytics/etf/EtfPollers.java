package dev.openmarkets.analytics.etf;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.List;

/** The snapshot pollers of etf-flows: one per issuer's holdings upstream, and Kraken's closes. */
public final class EtfPollers {
  /** The issuers' holdings upstreams, each a SnapshotPoller over the funds configured for it. */
  public static final List<String> HOLDINGS_UPSTREAMS = List.of("etf-ishares", "etf-ark", "etf-bitwise");

  private EtfPollers() {
  }

  public static SnapshotPoller holdings(UpstreamConfig cfg, Pool pool, Clock clock, EtfFunds funds) {
    FileKind<HoldingRow> kind = EtfFileKinds.holdings(funds);
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> EtfDocuments.holdings(c, now, funds, kind));
  }

  public static SnapshotPoller closes(UpstreamConfig cfg, Pool pool, Clock clock) {
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> EtfDocuments.closes(c, now, EtfFileKinds.KRAKEN_OHLC));
  }
}
