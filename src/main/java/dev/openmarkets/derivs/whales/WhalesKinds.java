package dev.openmarkets.derivs.whales;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.derivs.upstream.SnapshotNames;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/**
 * The Hyperliquid documents that feed `whales` (and `whales-coin`, which reads the same tables):
 * clearinghouseState per tracked account, metaAndAssetCtxs (listed coins and marks), and the
 * leaderboard whose top accounts are tracked (its kind depends on the configured criterion).
 */
public final class WhalesKinds {
  public static final String DATASET = "whales";
  public static final String COIN_DATASET = "whales-coin";
  public static final String SOURCE = "hyperliquid-whales";
  public static final String LEADERBOARD_SOURCE = "hyperliquid-leaderboard";

  private static final UnnestUpsert<HlAsset> ASSET_UPSERT = new UnnestUpsert<>("hl_assets", List.of("coin"), List.of(
      col("coin", "text", HlAsset::coin),
      col("mark_px", "numeric", HlAsset::markPx),
      col("oracle_px", "numeric", HlAsset::oraclePx),
      col("funding", "numeric", HlAsset::funding),
      col("open_interest", "numeric", HlAsset::openInterest),
      col("day_ntl_vlm", "numeric", HlAsset::dayNtlVlm),
      col("max_leverage", "integer", HlAsset::maxLeverage),
      col("sz_decimals", "integer", HlAsset::szDecimals),
      col("ts", "timestamptz", a -> a.ts().atOffset(ZoneOffset.UTC))));

  static final TableWriter<HlAsset> ASSETS = new TableWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<HlAsset> rows) {
      return ASSET_UPSERT.write(conn, rows);
    }

    @Override
    public Map<String, Long> alsoChanged(WriteCounts counts) {
      return Map.of(COIN_DATASET, (long) counts.inserted());
    }
  };

  public static final FileKind<AccountSnapshot> CLEARINGHOUSE = FileKind.forDataset(DATASET)
      .source(SOURCE)
      .names(name -> SnapshotNames.baseName(name).contains("clearinghouseState"))
      .writer(new AccountSnapshotWriter())
      .parser(name -> new ClearinghouseParser())
      .fileDate(SnapshotNames::date)
      .build();
  public static final FileKind<HlAsset> ASSET_CONTEXTS = FileKind.forDataset(DATASET)
      .source(SOURCE)
      .names(name -> SnapshotNames.baseName(name).contains("metaAndAssetCtxs"))
      .writer(ASSETS)
      .parser(name -> new AssetContextsParser())
      .fileDate(SnapshotNames::date)
      .build();

  private WhalesKinds() {
  }

  public static FileKind<LeaderboardSnapshot> leaderboard(LeaderboardCriterion criterion) {
    return FileKind.forDataset(DATASET)
        .source(LEADERBOARD_SOURCE)
        .names(name -> SnapshotNames.baseName(name).startsWith("leaderboard"))
        .writer(new LeaderboardWriter())
        .parser(name -> new LeaderboardParser(criterion))
        .fileDate(SnapshotNames::date)
        .build();
  }

  public static List<FileKind<?>> all(LeaderboardCriterion criterion) {
    return List.of(CLEARINGHOUSE, ASSET_CONTEXTS, leaderboard(criterion));
  }
}
