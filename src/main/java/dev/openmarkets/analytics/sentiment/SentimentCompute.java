package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/**
 * Computes and stores the sentiment history of some assets for a range of hours, from stored
 * data only (sentiment-compute.sql holds the formulas). Idempotent: an hour computed again from
 * the same data changes nothing. Returns the rows inserted or changed.
 */
public final class SentimentCompute {
  private static final String SQL = SqlResource.load(SentimentCompute.class, "sentiment-compute.sql");

  /** The datasets that read sentiment_history, bumped whenever it changes. */
  public static final Map<String, Long> READERS = Map.of(SentimentDataset.NAME, 0L, SentimentAssetDataset.NAME, 0L,
      SignalsDataset.NAME, 0L, SignalAssetDataset.NAME, 0L);

  private SentimentCompute() {
  }

  /** The rows the statement wrote (only hours that changed), counted by its `(xmax = 0)` flags. */
  public static Future<WriteCounts> hours(SqlClient conn, List<SentimentAsset> assets, Instant from, Instant to) {
    int n = assets.size();
    String[] slugs = new String[n];
    String[] names = new String[n];
    String[] classes = new String[n];
    String[] funding = new String[n];
    String[] cot = new String[n];
    Integer[] signs = new Integer[n];
    Boolean[] fearGreed = new Boolean[n];
    for (int i = 0; i < n; i++) {
      SentimentAsset a = assets.get(i);
      slugs[i] = a.slug();
      names[i] = a.name();
      classes[i] = a.assetClass();
      funding[i] = a.fundingSlug();
      cot[i] = SentimentAssets.cotSlug(a);
      signs[i] = a.cotInverse() ? -1 : 1;
      fearGreed[i] = a.fearGreed();
    }
    Tuple args = Tuple.tuple()
        .addOffsetDateTime(OffsetDateTime.ofInstant(from, ZoneOffset.UTC))
        .addOffsetDateTime(OffsetDateTime.ofInstant(to, ZoneOffset.UTC))
        .addArrayOfString(slugs)
        .addArrayOfString(names)
        .addArrayOfString(classes)
        .addArrayOfString(funding)
        .addArrayOfString(cot)
        .addArrayOfInteger(signs)
        .addArrayOfBoolean(fearGreed);
    return conn.preparedQuery(SQL).execute(args).map(rs -> WriteCounts.flagged(rs, rs.rowCount()));
  }
}
