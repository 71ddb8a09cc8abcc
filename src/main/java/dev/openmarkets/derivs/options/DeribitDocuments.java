package dev.openmarkets.derivs.options;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.derivs.upstream.SnapshotNames;
import dev.openmarkets.ingest.poll.Snapshot;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What one Deribit poll fetches for each configured currency: the option book summary, the index
 * price, and the hourly DVOL candles of the last backfillDays (at most 30 x 24 = 720 points, under
 * Deribit's 1,000 a page; re-fetched candles that did not change are left alone by the upsert).
 */
public final class DeribitDocuments {
  private DeribitDocuments() {
  }

  public static List<Snapshot> due(UpstreamConfig cfg, Instant now, List<String> currencies) {
    Instant at = now.truncatedTo(ChronoUnit.SECONDS);
    long end = at.toEpochMilli();
    long start = at.minus(Duration.ofDays(Math.max(2, Math.min(30, cfg.backfillDays())))).toEpochMilli();
    List<Snapshot> out = new ArrayList<>();
    for (String c : currencies) {
      String base = cfg.baseUrl();
      out.add(new Snapshot(base + "/public/get_index_price?index_name=" + c.toLowerCase(Locale.ROOT) + "_usd",
          SnapshotNames.name("index_price", c, at), OptionsKinds.INDEX));
      out.add(new Snapshot(base + "/public/get_book_summary_by_currency?currency=" + c + "&kind=option",
          SnapshotNames.name("book_summary", c, at), OptionsKinds.BOOK));
      out.add(new Snapshot(base + "/public/get_volatility_index_data?currency=" + c + "&start_timestamp=" + start
          + "&end_timestamp=" + end + "&resolution=3600", SnapshotNames.name("dvol", c, at), OptionsKinds.DVOL));
    }
    return out;
  }
}
