package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.List;

/** GET /api/markets/signals: the newest composite signal of every configured asset. */
public final class SignalsDataset {
  public static final String NAME = "signals";
  private static final String SQL = SqlResource.load(SignalsDataset.class, "signals.sql");

  static final Param<String> KIND = Param.oneOf("kind", null, SentimentAssets.CLASSES, "Only assets of this class");
  static final Param<String> WINDOW = Param.oneOf("window", "24h", List.of("24h", "7d"), "News window of the composite");
  static final Param<Integer> LIMIT = Param.limit(500, 1000, "Signals returned");

  private SignalsDataset() {
  }

  public static Dataset declaration(SentimentAssets assets) {
    return SignalFields.add(Dataset.builder(NAME, "/api/markets/signals", "analytics")
            .schemas(PayloadSchemas.resource(SignalsDataset.class, "signals.schema.json"))
            .title("Composite trading signals per asset")
            .summary("One object per configured asset: its newest composite with label and the three layers it "
                + "is made of, in configuration order.")
            .param(KIND)
            .param(WINDOW)
            .param(LIMIT))
        .coverage("sentiment_history", "ts")
        .cadence(Cadence.continuous("scores computed hourly from stored data", Duration.ofHours(2), Duration.ofHours(6)))
        .history(SentimentCompute.HISTORY_KEPT)
        .planner(p -> new SqlPlan(SQL, Tuple.of(p.get(KIND), p.get(WINDOW), assets.slugs(), p.limit())))
        .build();
  }
}
