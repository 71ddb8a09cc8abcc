package dev.openmarkets.analytics.sentiment;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Computes and stores the sentiment history of some assets for a range of hours, from stored
 * data only (sentiment-compute.sql holds the formulas). The history keeps versions (point in
 * time): an hour is stored as a version known from when it was computed, from the inputs held
 * then; a recomputation that changes it (late news, a new COT report) closes that version and adds
 * one, and one that changes nothing writes nothing, so computing again is idempotent.
 */
public final class SentimentCompute {
  private static final String SQL = SqlResource.load(SentimentCompute.class, "sentiment-compute.sql");

  /** The datasets that read sentiment_history, bumped whenever it changes. */
  public static final Map<String, Long> READERS = Map.of(SentimentDataset.NAME, 0L, SentimentAssetDataset.NAME, 0L,
      SignalsDataset.NAME, 0L, SignalAssetDataset.NAME, 0L);

  /**
   * What the sentiment and signals datasets keep: each hour's versions, known from when computed
   * (docs/point-in-time.md); their docs pages say how a version follows from its inputs.
   */
  public static final History HISTORY_KEPT = History.versioned("sentiment_history", "When this service computed "
      + "this version of the hour (sentiment-compute.sql, the formulas in the notes) from the inputs it held then: "
      + "GDELT tone buckets and Fear & Greed values as first stored, funding settled by then, the COT index of the "
      + "newest report held. The hour is computed again when a GDELT file arrives (every hour the file covers, at "
      + "most 7 days) and every hour (the current hour and the two before); a recomputation that changes the hour "
      + "is a new version from then, one that changes nothing writes nothing. So as of a moment an hour is what "
      + "the inputs known at its last computation before that moment gave; an input stored between two "
      + "computations (a late Fear & Greed value, funding) counts from the next one, within the hour.");

  /** A version is known when computed: the inputs it read were all held then. */
  private static final VersionedUpsert<SentimentRow> HISTORY = VersionedUpsert.of("sentiment_history",
      List.of("slug", "time_window", "ts"), List.of(
          col("slug", "text", SentimentRow::slug),
          col("time_window", "text", SentimentRow::timeWindow),
          col("ts", "timestamptz", SentimentRow::ts),
          col("name", "text", SentimentRow::name),
          col("asset_class", "text", SentimentRow::assetClass),
          col("composite", "numeric", SentimentRow::composite),
          col("label", "text", SentimentRow::label),
          col("news_score", "numeric", SentimentRow::newsScore),
          col("tone", "numeric", SentimentRow::tone),
          col("article_count", "bigint", SentimentRow::articleCount),
          col("crowd_score", "numeric", SentimentRow::crowdScore),
          col("funding_rate", "numeric", SentimentRow::fundingRate),
          col("percentile_30d", "numeric", SentimentRow::percentile30d),
          col("institutional_score", "numeric", SentimentRow::institutionalScore),
          col("cot_index", "numeric", SentimentRow::cotIndex),
          col("report_date", "date", SentimentRow::reportDate),
          col("fear_greed", "integer", SentimentRow::fearGreed)), KnownAt.firstStored())
      .withFields(Map.of("time_window", "window"));

  private SentimentCompute() {
  }

  /**
   * Computes the hours and writes them as versions for the load ctx: inserted = hours first
   * computed, updated = hours whose values changed, unchanged = the rest.
   */
  public static Future<WriteCounts> hours(SqlConnection conn, List<SentimentAsset> assets, Instant from, Instant to,
      WriteContext ctx) {
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
    return conn.preparedQuery(SQL).execute(args).compose(rs -> {
      List<SentimentRow> rows = new ArrayList<>(rs.size());
      for (Row r : rs) {
        rows.add(new SentimentRow(r.getString(0), r.getString(1), r.getString(2), r.getString(3), r.getString(4),
            r.getString(5), r.getString(6), r.getString(7), r.getString(8), r.getString(9), r.getString(10),
            r.getString(11), r.getString(12), r.getString(13), r.getString(14), r.getString(15), r.getString(16)));
      }
      return HISTORY.write(conn, rows, ctx);
    });
  }
}
