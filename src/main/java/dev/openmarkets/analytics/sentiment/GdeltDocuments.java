package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The GDELT documents of one poll. To stay polite to GDELT (one request every few seconds), the
 * assets are spread over the polls of an hour: with a 5-minute interval each poll asks for the
 * tone and article-count timelines of the one or two assets whose turn it is, so every asset is
 * refreshed once an hour. pathTemplate takes {query} (URL-encoded) and {mode}.
 */
public final class GdeltDocuments {
  private GdeltDocuments() {
  }

  public static List<Snapshot> due(UpstreamConfig cfg, Instant now, SentimentAssets assets,
      FileKind<ToneRow> tone, FileKind<ToneRow> volume) {
    int slots = Math.max(1, 3600 / Math.max(1, cfg.intervalSeconds()));
    long slot = Math.floorDiv(now.getEpochSecond(), Math.max(1, cfg.intervalSeconds())) % slots;
    String stamp = FileNames.stamp(now);
    List<Snapshot> out = new ArrayList<>();
    List<SentimentAsset> all = assets.all();
    for (int i = 0; i < all.size(); i++) {
      if (i % slots != slot) {
        continue;
      }
      SentimentAsset a = all.get(i);
      String q = URLEncoder.encode(a.query(), StandardCharsets.UTF_8);
      out.add(new Snapshot(cfg.baseUrl() + cfg.pathTemplate().replace("{query}", q).replace("{mode}", "timelinetone"),
          "gdelt-tone-" + a.slug() + "-" + stamp + ".json", tone));
      out.add(new Snapshot(cfg.baseUrl() + cfg.pathTemplate().replace("{query}", q).replace("{mode}", "timelinevolraw"),
          "gdelt-volraw-" + a.slug() + "-" + stamp + ".json", volume));
    }
    return out;
  }
}
