package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.List;

/** GET /api/markets/sentiment: the newest hourly sentiment of every configured asset. */
public final class SentimentDataset {
  public static final String NAME = "sentiment";
  private static final String SQL = SqlResource.load(SentimentDataset.class, "sentiment-latest.sql");

  static final Param<String> KIND = Param.oneOf("kind", null, SentimentAssets.CLASSES, "Only assets of this class");
  static final Param<String> WINDOW =
      Param.oneOf("window", null, List.of("24h", "7d"), "Only this news window (default both)");
  static final Param<Integer> LIMIT = Param.limit(500, 1000, "Rows returned");

  private SentimentDataset() {
  }

  public static Dataset declaration(SentimentAssets assets) {
    return SentimentFields.add(Dataset.builder(NAME, "/api/markets/sentiment", "analytics")
            .title("Scored sentiment per asset (news tone, crowd funding, COT positioning)")
            .summary("The newest hour of each configured asset (crypto, indices, commodities, fx, rates), one row per "
                + "news window, in configuration order.")
            .param(KIND)
            .param(WINDOW)
            .param(LIMIT))
        .note("import sentiment FILE reads GDELT timelines named gdelt-tone-SLUG[-yyyyMMddTHHmmZ].json or "
            + "gdelt-volraw-SLUG[...].json (each import recomputes that asset's hours, the last 7 days of the file at "
            + "most) and alternative.me Fear & Greed answers (fng*.json).")
        .coverage("sentiment_history", "ts")
        .cadence(Cadence.continuous("scores computed hourly from stored data", Duration.ofHours(2), Duration.ofHours(6)))
        .history(SentimentCompute.HISTORY_KEPT)
        .planner(p -> new SqlPlan(SQL, Tuple.of(p.get(KIND), p.get(WINDOW), assets.slugs(), p.limit())))
        .build();
  }
}
