package dev.openmarkets.analytics.predictions;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.analytics.upstream.UpstreamJson;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.partition.PartitionedTable;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a Gamma file: every market's description (keyed by market id) and, when the file stands
 * for a snapshot time, one price snapshot per market that has prices (keyed by market and time).
 * A market's description is versioned (point in time): a file that changes it closes the version
 * held and adds one known from when it was first stored; the snapshots (prices, volumes, liquidity)
 * are observations at their time, carried into a new version as first seen but never versioned.
 */
public final class PredictionWriter implements ContextWriter<PredictionMarket> {
  public static final PredictionWriter INSTANCE = new PredictionWriter();
  /** Our price snapshots: monthly partitions, kept (a market's history is the whole of it). */
  public static final PartitionedTable PRICE_PARTITIONS = new PartitionedTable("prediction_prices",
      PartitionedTable.Granularity.MONTH, null);

  private PredictionWriter() {
  }

  private static final VersionedUpsert<PredictionMarket> MARKETS = VersionedUpsert.of("prediction_markets",
      List.of("id"), List.of(
          col("id", "text", PredictionMarket::id),
          col("slug", "text", PredictionMarket::slug),
          col("question", "text", PredictionMarket::question),
          col("category", "text", PredictionMarket::category),
          col("tags", "jsonb", m -> UpstreamJson.write(m.tags())),
          col("event_id", "text", PredictionMarket::eventId),
          col("event_title", "text", PredictionMarket::eventTitle),
          col("outcomes", "jsonb", m -> UpstreamJson.write(m.outcomes())),
          col("prices", "jsonb", m -> m.prices() == null ? null : UpstreamJson.write(m.prices())),
          col("volume_24h", "numeric", PredictionMarket::volume24h),
          col("volume", "numeric", PredictionMarket::volume),
          col("liquidity", "numeric", PredictionMarket::liquidity),
          col("end_date", "timestamptz", PredictionMarket::endDate),
          col("closed", "boolean", PredictionMarket::closed),
          col("seen_at", "timestamptz", PredictionMarket::snapshotAt)), KnownAt.firstStored())
      .withFields(Map.of("volume_24h", "volume24hUsd", "volume", "volumeUsd", "liquidity", "liquidityUsd"))
      // what a poll observes (prices, volumes, the poll's time) is kept in the snapshots by their own
      // time: versioning it too made every market a version (and four revisions) at every poll
      .withCarried(Set.of("prices", "volume_24h", "volume", "liquidity", "seen_at"));

  private static final UnnestUpsert<PredictionMarket> PRICES = UnnestUpsert.partitioned("prediction_prices",
      List.of("market_id", "ts"), List.of(
          col("market_id", "text", PredictionMarket::id),
          col("ts", "timestamptz", PredictionMarket::snapshotAt),
          col("prices", "jsonb", m -> UpstreamJson.write(m.prices())),
          col("volume_24h", "numeric", PredictionMarket::volume24h),
          col("volume", "numeric", PredictionMarket::volume),
          col("liquidity", "numeric", PredictionMarket::liquidity)));

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<PredictionMarket> rows, WriteContext ctx) {
    List<PredictionMarket> snapshots = rows.stream().filter(m -> m.snapshotAt() != null && m.prices() != null).toList();
    return MARKETS.write(conn, rows, ctx).compose(markets -> PRICES.write(conn, snapshots).map(markets::plus));
  }

  @Override
  public Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of(PredictionMarketDataset.NAME, 0L);
  }
}
