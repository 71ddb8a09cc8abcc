package dev.openmarkets.analytics.sentiment;

import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** GET /api/markets/signals/{slug}: one asset's newest signal, with its composite over the last 7 days. */
public final class SignalAssetDataset {
  public static final String NAME = "signals-asset";
  private static final String HEAD = SqlResource.load(SignalAssetDataset.class, "signal-asset-head.sql");
  private static final String HISTORY = SqlResource.load(SignalAssetDataset.class, "signal-asset-history.sql");
  static final int HOURS = 168;

  static final Param<String> SLUG =
      Param.pathSlug("slug", "Asset slug (btc, eth, sp500, gold, eurusd, 10-year-note...)");
  static final Param<String> WINDOW = Param.oneOf("window", "24h", List.of("24h", "7d"), "News window of the composite");

  private SignalAssetDataset() {
  }

  public static Dataset declaration(SentimentAssets assets) {
    return Dataset.builder(NAME, "/api/markets/signals/{slug}", "analytics")
        .schemas(PayloadSchemas.resource(SignalAssetDataset.class, "signals-asset.schema.json"))
        .title("Composite trading signal of one asset")
        .summary("data is one object: asset {slug, name, assetClass}, composite, label, ts, news {score, tone, "
            + "articleCount}, crowd {score, fundingRate, percentile30d}, institutional {score, cotIndex, reportDate} "
            + "(a missing layer is null), fearGreed (btc), and history: {ts, composite, label} of the 7 days ending at "
            + "the newest hour, newest first.")
        .param(SLUG)
        .param(WINDOW)
        .field(Field.of("ts", TIMESTAMP, "Hour"))
        .field(Field.of("composite", NUMBER, "Composite, -1 to +1"))
        .field(Field.of("label", STRING, "bullish, neutral or bearish"))
        .note(SignalFields.LABEL)
        .note(SentimentFields.LAYERS)
        .note(SentimentFields.COMPOSITE)
        .note("The CSV form exports the history rows.")
        .objectShape("history", p -> Map.of(),
            p -> new SqlPlan(HEAD, Tuple.of(p.get(SLUG), p.get(WINDOW))))
        .notFoundUnless(SLUG, "signal asset", assets::knows)
        .coverage("sentiment_history", "ts")
        .cadence(Cadence.continuous("scores computed hourly from stored data", Duration.ofHours(2), Duration.ofHours(6)))
        .history(SentimentCompute.HISTORY_KEPT)
        .planner(p -> new SqlPlan(HISTORY, Tuple.of(p.get(SLUG), p.get(WINDOW), HOURS, HOURS)))
        .build();
  }
}
