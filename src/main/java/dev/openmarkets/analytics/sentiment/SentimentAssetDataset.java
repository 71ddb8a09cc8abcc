package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.List;

/** GET /api/markets/sentiment/{slug}: one asset's hourly sentiment history, newest first. */
public final class SentimentAssetDataset {
  public static final String NAME = "sentiment-asset";
  private static final String SQL = SqlResource.load(SentimentAssetDataset.class, "sentiment-asset.sql");

  static final Param<String> SLUG =
      Param.pathSlug("slug", "Asset slug (btc, eth, sp500, gold, eurusd, 10-year-note...)");
  static final Param<String> HISTORY = Param.oneOf("history", "7d", List.of("7d", "30d", "all"), "History window");
  static final Param<String> WINDOW =
      Param.oneOf("window", null, List.of("24h", "7d"), "Only this news window (default both)");
  static final Param<Integer> LIMIT = Param.limit(2000, 20000, "Rows returned");

  private SentimentAssetDataset() {
  }

  public static Dataset declaration(SentimentAssets assets) {
    return SentimentFields.add(Dataset.builder(NAME, "/api/markets/sentiment/{slug}", "analytics")
            .title("Hourly sentiment history of one asset")
            .summary("The asset's hourly rows, newest first, over the history window ending at its newest hour.")
            .param(SLUG)
            .param(HISTORY)
            .param(WINDOW)
            .param(LIMIT))
        .notFoundUnless(SLUG, "sentiment asset", assets::knows)
        .coverage("sentiment_history", "ts")
        .cadence(Cadence.continuous("scores computed hourly from stored data", Duration.ofHours(2), Duration.ofHours(6)))
        .history(SentimentCompute.HISTORY_KEPT)
        .planner(SentimentAssetDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    Integer hours = switch (p.get(HISTORY)) {
      case "30d" -> 720;
      case "all" -> null;
      default -> 168;
    };
    return new SqlPlan(SQL, Tuple.of(p.get(SLUG), p.get(WINDOW), hours, p.limit()));
  }
}
