package dev.openmarkets.analytics.predictions;

import static dev.openmarkets.dataset.FieldType.BOOLEAN;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/** GET /api/markets/predictions: Polymarket markets with their odds and our own 24-hour change. */
public final class PredictionsDataset {
  public static final String NAME = "predictions";
  private static final String SQL = SqlResource.load(PredictionsDataset.class, "predictions.sql");

  static final Param<String> CATEGORY =
      Param.string("category", "A Polymarket category or tag, by slug or label (crypto, politics, "
          + "sports, fed-rates...), case-insensitive");
  static final Param<String> Q = Param.string("q", "Question contains this text (case-insensitive)");
  static final Param<BigDecimal> MIN_VOLUME =
      Param.decimal("minVolume", null, BigDecimal.ZERO, "Minimum total volume in USD");
  static final Param<String> SORT = Param.oneOf("sort", "volume", List.of("volume", "change", "ending"),
      "volume: 24-hour volume, largest first; change: largest absolute 24-hour change first; "
      + "ending: soonest end date first");
  static final Param<Boolean> INCLUDE_CLOSED =
      Param.bool("includeClosed", false, "Also list markets Polymarket has closed");
  static final Param<Integer> LIMIT = Param.limit(100, 500, "Markets returned");

  /** Where a market row's knownAt comes from (the market page's head says the same). */
  static final String KNOWN_AT = "The later of the market's version (when this service first stored the "
      + "description Gamma gave: question, category, tags, event, outcomes, end date, closed; Gamma states no "
      + "publication time, so a poll that changes them is a new version) and of our newest snapshot (known at its "
      + "own time), which gives the prices, volumes and liquidity. As of a moment, both are the ones taken by then "
      + "and change24h is computed from the snapshots taken by then.";

  private PredictionsDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder(NAME, "/api/markets/predictions", "analytics")
        .schemas(PayloadSchemas.resource(PredictionsDataset.class, "predictions.schema.json"))
        .title("Prediction-market odds (Polymarket)")
        .summary("Open Polymarket markets from the public Gamma API, polled every 15 minutes. Each poll stores "
            + "a price snapshot per market, so the 24-hour change and the history of /predictions/{slug} are ours.")
        .param(CATEGORY)
        .param(Q)
        .param(MIN_VOLUME)
        .param(SORT)
        .param(INCLUDE_CLOSED)
        .param(LIMIT)
        .field(Field.of("id", STRING, "Polymarket market id"))
        .field(Field.of("slug", STRING, "Market slug; /api/markets/predictions/{slug} has its history"))
        .field(Field.of("question", STRING, "The market's question"))
        .field(Field.nullable("category", STRING, "The event's first tag that is a Polymarket top-level category"))
        .field(Field.nullable("eventTitle", STRING, "Title of the event the market belongs to"))
        .field(Field.of("outcomes", JSON, "Array of {name, price}: price is the implied probability as "
            + "Polymarket prints it (a decimal string), null before the market has prices"))
        .field(Field.nullable("change24h", NUMBER, "First outcome's price in our newest snapshot minus its "
            + "price in the newest snapshot taken 24 to 25 hours before it; null without such a snapshot"))
        .field(Field.nullable("volume24hUsd", DECIMAL, "Volume over the last 24 hours, USD"))
        .field(Field.nullable("volumeUsd", DECIMAL, "Total volume, USD"))
        .field(Field.nullable("liquidityUsd", DECIMAL, "Liquidity, USD"))
        .field(Field.nullable("endDate", TIMESTAMP, "When the market is scheduled to end"))
        .field(Field.of("closed", BOOLEAN, "Closed by Polymarket"))
        .field(Field.nullable("updatedAt", TIMESTAMP, "Time of our newest snapshot of the market"))
        .note("change24h = price(newest snapshot) - price(newest snapshot at least 24 and less than 25 hours "
            + "older), first outcome, computed exactly from the decimal prices.")
        .note("Categories come from the event's tags (Gamma has no category field); the category parameter "
            + "matches the category or any tag slug or label.")
        .note("import predictions FILE reads Gamma /events or /markets answers; a file named with a time "
            + "(gamma-events-20261123T2215Z.json) is stored as the snapshot of that time.")
        .coverage("prediction_prices", "ts")
        .cadence(Cadence.continuous("our snapshots of Polymarket every 15 minutes", Duration.ofMinutes(30), Duration.ofHours(2)))
        .history(History.versioned("prediction_markets", KNOWN_AT))
        .planner(PredictionsDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    String category = p.get(CATEGORY) == null ? null : p.get(CATEGORY).toLowerCase(Locale.ROOT);
    return new SqlPlan(SQL, Tuple.of(category, p.get(Q), p.get(MIN_VOLUME), p.get(INCLUDE_CLOSED),
        p.get(SORT), p.limit()));
  }
}
