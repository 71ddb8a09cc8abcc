package dev.openmarkets.analytics.predictions;

import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.ParamType;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** GET /api/markets/predictions/{slug}: one market with its 15-minute price history. */
public final class PredictionMarketDataset {
  public static final String NAME = "predictions-market";
  private static final String HEAD = SqlResource.load(PredictionMarketDataset.class, "prediction-market-head.sql");
  private static final String HISTORY = SqlResource.load(PredictionMarketDataset.class, "prediction-market-history.sql");
  private static final String KNOWN = SqlResource.load(PredictionMarketDataset.class, "prediction-market-known.sql");
  private static final String KNOWN_AS_OF =
      SqlResource.load(PredictionMarketDataset.class, "prediction-market-known-asof.sql");
  /** Polymarket slugs run past the 64 characters of a path slug: a path text of up to 200. */
  static final Param<String> SLUG = new Param<>("slug", ParamType.STRING, true, null, null, null, null, null, List.of(),
      Map.of(), "Market slug as listed by /api/markets/predictions (up to 200 characters)");
  /** 30 days of 15-minute snapshots. */
  static final int MAX_POINTS = 2_880;

  static final Param<String> HISTORY_PARAM = Param.oneOf("history", "7d", List.of("24h", "7d", "30d"),
      "History window, ending at the market's newest snapshot");

  /**
   * Rows are snapshots known at their own time. The earliest moment it answers is the first market
   * version's (indexed): before it no slug names a market, and the snapshots' own min(ts) would scan
   * every partition of prediction_prices (no index leads with ts) at each of its 15-minute commits.
   */
  static final History KEPT = History.eventTimeFrom( "SELECT min(known_at) FROM prediction_markets",
      "A history row: its snapshot's time (our poll). The head's knownAt: " + PredictionsDataset.KNOWN_AT);

  private PredictionMarketDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder(NAME, "/api/markets/predictions/{slug}", "analytics")
        .schemas(PayloadSchemas.resource(PredictionMarketDataset.class, "predictions-market.schema.json"))
        .title("One prediction market with its price history (Polymarket)")
        .summary("data is an object: the market's fields as in /predictions (id, slug, question, category, "
            + "eventTitle, outcomes, change24h, volume24hUsd, volumeUsd, liquidityUsd, endDate, closed, updatedAt) "
            + "and history, our snapshots {ts, prices} oldest first.")
        .param(SLUG)
        .param(HISTORY_PARAM)
        .field(Field.of("ts", TIMESTAMP, "Snapshot time (our 15-minute polls)"))
        .field(Field.of("prices", JSON, "Outcome prices in the order of outcomes, decimal strings"))
        .note("The CSV form exports the history rows.")
        .objectShape("history", p -> Map.of(), PredictionMarketDataset::headPlan)
        .notFound(SLUG, "prediction market", KNOWN, KNOWN_AS_OF)
        .coverage("prediction_prices", "ts")
        .cadence(Cadence.continuous("our snapshots of Polymarket every 15 minutes", Duration.ofMinutes(30), Duration.ofHours(2)))
        .history(KEPT)
        .planner(PredictionMarketDataset::plan)
        .build();
  }

  static int hours(Params p) {
    return switch (p.get(HISTORY_PARAM)) {
      case "24h" -> 24;
      case "30d" -> 720;
      default -> 168;
    };
  }

  static SqlPlan plan(Params p) {
    return new SqlPlan(HISTORY, Tuple.of(p.get(SLUG), hours(p), MAX_POINTS));
  }

  static SqlPlan headPlan(Params p) {
    return new SqlPlan(HEAD, Tuple.of(p.get(SLUG)));
  }
}
