package dev.openmarkets.sec.insiders;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.SecNotes;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalTime;

/**
 * GET /api/markets/insiders/clusters: companies with several distinct open-market buyers in the
 * window. Computed in SQL; ClusterCalculator is the reference it must agree with.
 */
public final class InsiderClustersDataset {
  private static final String SQL = SqlResource.load(InsiderClustersDataset.class, "insider-clusters.sql");

  static final Param<Integer> DAYS = Param.integer("days", 30, 1, 365, "Window in days ending today, default 30");
  static final Param<Integer> MIN_INSIDERS =
      Param.integer("minInsiders", 3, 2, 20, "Distinct buyers required, 2 to 20, default 3");
  static final Param<BigDecimal> MIN_USD =
      Param.decimal("minUsd", BigDecimal.ZERO, BigDecimal.ZERO, "Combined purchases at or above this, default 0");
  static final Param<String> TICKER = Param.ticker("ticker", "One company");
  static final Param<Integer> LIMIT = Param.limit(100, 500, "Rows, default 100");

  private InsiderClustersDataset() {
  }

  /** clock: today, where the window ends when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(SecDatasetNames.INSIDER_CLUSTERS, "/api/markets/insiders/clusters", "sec")
        .schemas(PayloadSchemas.resource(InsiderClustersDataset.class, "insider-clusters.schema.json"))
        .tool("insider_clusters")
        .title("Insider buying clusters (derived from SEC Form 4)")
        .summary("One row per company whose open-market purchases (code P) dated within the last `days` days "
            + "come from at least minInsiders distinct insiders and add up to at least minUsd; sorted by "
            + "insiders, then value, both descending, then ticker.")
        .param(DAYS)
        .param(MIN_INSIDERS)
        .param(MIN_USD)
        .param(TICKER)
        .param(LIMIT)
        .field(Field.of("ticker", STRING, "Issuer symbol"))
        .field(Field.nullable("company", STRING, "Issuer name as its newest purchase's filing gives it"))
        .field(Field.of("insiders", INTEGER, "Distinct insiders who bought on the open market in the window"))
        .field(Field.of("trades", INTEGER, "Open-market purchase transactions in the window"))
        .field(Field.nullable("valueUsd", DECIMAL, "Combined purchase value, four decimal places; null when no purchase gave a price"))
        .field(Field.nullable("shares", DECIMAL, "Combined shares bought, four decimal places"))
        .field(Field.of("firstTxDate", DATE, "Earliest purchase in the window"))
        .field(Field.of("latestTxDate", DATE, "Latest purchase in the window"))
        .field(Field.nullable("latestFiledAt", TIMESTAMP, "When the latest of those filings reached EDGAR"))
        .field(Field.of("buyers", JSON, "Up to five, largest first: name, title (string|null), valueUsd (number, "
            + "that insider's combined purchases in the window)"))
        .note("Insiders are told apart by their CIK (by their upper-cased name when a filing gives no CIK). Purchases "
            + "of filings that name no ticker, and whose issuer the ticker map does not know, cannot be grouped.")
        .note(SecNotes.WINDOWS)
        .note(InsiderFields.WINDOW_AS_OF)
        .note("Ties: a missing value counts as 0 in the sort; equal rows sort by ticker, equal buyers by name.")
        .note(SecNotes.AMENDMENT)
        .coverage("insider_trades", "tx_date")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .history(History.versioned("insider_trades", "The latest knownAt of the purchases the cluster adds up. "
            + "Each purchase is known as on /insiders: " + InsiderFields.KNOWN_AT + " Asked as of a moment, a cluster "
            + "is computed from the purchases as known then, over the window ending on that day."))
        .planner(p -> plan(p, clock))
        .build();
  }

  /** The window ends today, or on asOf's day in New York, over the trades as known then. */
  static SqlPlan plan(Params p, Clock clock) {
    int days = p.get(DAYS);
    LocalDate today = PointInTime.today(p, clock);
    return new SqlPlan(SQL, Tuple.of(today.minusDays(days - 1L), today, p.get(TICKER),
        p.get(MIN_INSIDERS), p.get(MIN_USD), p.limit()));
  }
}
