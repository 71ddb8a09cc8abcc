package dev.openmarkets.crypto.datasets;

import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DropInTool;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.Map;

/** GET /api/markets/liquidations: the 24-hour summary, with hourly buckets and top contracts. */
public final class LiquidationSummaryDataset {
  private static final String HEAD = SqlResource.load(LiquidationSummaryDataset.class, "liquidations-summary-head.sql");
  private static final String HOURLY = SqlResource.load(LiquidationSummaryDataset.class, "liquidations-summary-hourly.sql");

  private LiquidationSummaryDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder("liquidations", "/api/markets/liquidations", "crypto")
        .schemas(PayloadSchemas.resource(LiquidationSummaryDataset.class, "liquidations.schema.json"))
        .chart(Chart.of("Liquidations per hour over the last 24 hours (USD)", "data.hourly", "hour", Chart.XKind.TIME)
            .series("longUsd", "shortUsd")
            .style(Chart.Style.BARS))
        .tool(DropInTool.named("crypto_market").selectedBy("dataset", "liquidations"))
        .title("Crypto liquidations: 24-hour summary (OKX, Gate, HTX)")
        .summary("data is an object: period (\"24h\"), totalUsd, longUsd (forced sales), shortUsd (forced buys), "
            + "maxSingleUsd, topSymbols (the ten contracts with the largest liquidated notional: symbol, longUsd, "
            + "shortUsd, totalUsd, count) and hourly (24 buckets: hour, longUsd, shortUsd, count).")
        .field(Field.of("hour", TIMESTAMP, "Start of the UTC hour"))
        .field(Field.of("longUsd", NUMBER, "Liquidated longs in the hour, USD"))
        .field(Field.of("shortUsd", NUMBER, "Liquidated shorts in the hour, USD"))
        .field(Field.of("count", INTEGER, "Events in the hour"))
        .note("The 24 hours are the current UTC hour (so far) and the 23 before it; the totals are the sums of "
            + "the 24 buckets, so they always agree with them.")
        .note("Events come from the venues' public liquidation streams, which OKX and Gate document as samples "
            + "(at most about one per contract per second), not every liquidation on the venue.")
        .note("The CSV form exports the 24 hourly buckets.")
        .note("Asked with asOf, the 24 hours end with the hour in progress at that moment, its events up to it.")
        .objectShape("hourly", p -> Map.of("period", "24h"), p -> new SqlPlan(HEAD, Tuple.tuple()))
        .coverage("liquidation_hourly", "hour")
        .cadence(Cadence.continuous("hourly buckets of events streamed from the venues", Duration.ofHours(2), Duration.ofHours(10)))
        .maxAgeSeconds(60)
        .lagMillis(1000)
        .history(LiquidationHistories.HOURS)
        .planner(p -> new SqlPlan(HOURLY, Tuple.of(p.limit())))
        .build();
  }
}
