package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.List;

/**
 * The snapshot pollers of the documents sentiment is computed from: GDELT's timelines and the
 * fear and greed index ({@link SentimentPoller} computes from what they load).
 */
public final class SentimentSourcePollers {
  /** GDELT's DOC API answers 429 to requests closer than about 5 s (koala73/worldmonitor#5843). */
  public static final long GDELT_SPACING_MILLIS = 5000;

  private SentimentSourcePollers() {
  }

  /** GDELT's timelines, requests spaced by minRequestIntervalMillis (GDELT answers 429 to closer ones). */
  public static SnapshotPoller gdelt(UpstreamConfig cfg, Pool pool, Clock clock, SentimentAssets assets,
      long minRequestIntervalMillis) {
    FileKind<ToneRow> tone = SentimentFileKinds.gdelt(assets, true);
    FileKind<ToneRow> volume = SentimentFileKinds.gdelt(assets, false);
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> GdeltDocuments.due(c, now, assets, tone, volume))
        .spacedBy(minRequestIntervalMillis);
  }

  public static SnapshotPoller fearGreed(UpstreamConfig cfg, Pool pool, Clock clock) {
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> List.of(new Snapshot(
        c.baseUrl() + c.pathTemplate(), "fng-" + FileNames.stamp(now) + ".json", SentimentFileKinds.FEAR_GREED)));
  }
}
