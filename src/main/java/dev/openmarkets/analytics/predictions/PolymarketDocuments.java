package dev.openmarkets.analytics.predictions;

import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The Gamma pages one Polymarket poll fetches: pathTemplate with {offset} filled for each page,
 * each saved under the 15-minute slot of the poll, so a retried poll in the same slot rewrites the
 * same snapshot instead of adding one.
 */
public final class PolymarketDocuments {
  private PolymarketDocuments() {
  }

  public static List<Snapshot> due(UpstreamConfig cfg, Instant now, int pages, int pageSize,
      FileKind<PredictionMarket> kind) {
    String stamp = FileNames.stamp(FileNames.slot(now, 15));
    List<Snapshot> out = new ArrayList<>();
    for (int page = 0; page < pages; page++) {
      String path = cfg.pathTemplate().replace("{offset}", Integer.toString(page * pageSize))
          .replace("{limit}", Integer.toString(pageSize));
      out.add(new Snapshot(cfg.baseUrl() + path, "gamma-events-" + stamp + "-p" + page + ".json", kind));
    }
    return out;
  }
}
