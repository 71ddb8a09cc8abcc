package dev.openmarkets.shortsale;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;

/** GET /api/markets/short-interest: FINRA equity short interest, twice a month. */
public final class ShortInterestDataset {
  private static final String LATEST = SqlResource.load(ShortInterestDataset.class, "short-interest-latest.sql");
  private static final String HISTORY = SqlResource.load(ShortInterestDataset.class, "short-interest-history.sql");
  static final int LATEST_ROWS = 100;
  static final int HISTORY_ROWS = 5000;

  static final Param<String> SYMBOL = Param.ticker("symbol", "US ticker; selects the history view");
  static final Param<Integer> LIMIT =
      Param.limit(LATEST_ROWS, 5000, "Rows returned (openmarkets extension): default 100 in the "
          + "latest-settlement view, every report in a symbol's history");

  private ShortInterestDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder("short-interest", "/api/markets/short-interest", "shortsale")
        .tool("short_interest")
        .title("Equity short interest (FINRA, twice monthly)")
        .summary("Without symbol: the latest settlement date, highest days to cover first. With symbol: that "
            + "symbol's biweekly history (since August 2021), newest first.")
        .param(SYMBOL)
        .param(LIMIT)
        .field(Field.of("settlementDate", DATE, "Settlement date (mid-month and month end)"))
        .field(Field.of("symbol", STRING, "Ticker"))
        .field(Field.nullable("shortQty", NUMBER, "Shares short at settlement"))
        .field(Field.nullable("avgDailyVol", NUMBER, "Average daily volume"))
        .field(Field.nullable("daysToCover", DECIMAL, "shortQty / avgDailyVol as computed by FINRA (999.99 when volume is 0)"))
        .field(Field.nullable("changePct", DECIMAL, "Percent change in short quantity versus the prior report"))
        .note("Rows whose average daily volume is 0 (FINRA's 999.99 days to cover) sort after the others.")
        .note("changePct is FINRA's own figure; when the file leaves it empty it is computed from the previous "
            + "quantity (rounded half-up to 2 places).")
        .coverage("short_interest", "settlement_date")
        .cadence(Cadence.halfMonths("FINRA: settlement dates mid-month and month-end, published about 8 business days later", Duration.ofDays(12), Duration.ofDays(5)))
        .history(History.versioned("short_interest", "When this service first stored the row: FINRA states no "
            + "publication time (\"about 8 business days\" after settlement is an estimate). A corrected file or a "
            + "non-empty revisionFlag is a new version known from when this service first saw it."))
        .planner(ShortInterestDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    if (!p.given(SYMBOL)) {
      return new SqlPlan(LATEST, Tuple.of(p.given(LIMIT) || p.csv() ? p.limit() : LATEST_ROWS));
    }
    return new SqlPlan(HISTORY, Tuple.of(p.get(SYMBOL), p.given(LIMIT) || p.csv() ? p.limit() : HISTORY_ROWS));
  }
}
