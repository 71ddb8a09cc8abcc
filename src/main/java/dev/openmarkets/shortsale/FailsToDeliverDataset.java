package dev.openmarkets.shortsale;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.LocalDate;

/** GET /api/markets/fails-to-deliver: SEC fails-to-deliver, half-month files. */
public final class FailsToDeliverDataset {
  private static final String LATEST = SqlResource.load(FailsToDeliverDataset.class, "fails-to-deliver-latest.sql");
  private static final String HISTORY = SqlResource.load(FailsToDeliverDataset.class, "fails-to-deliver-history.sql");
  static final int LATEST_ROWS = 100;
  private static final LocalDate EPOCH = LocalDate.of(1900, 1, 1);

  static final Param<String> SYMBOL = Param.ticker("symbol", "US ticker; selects the history view");
  static final Param<LocalDate> FROM = Param.date("from", "First settlement date");
  static final Param<LocalDate> TO = Param.date("to", "Last settlement date (latest view: the newest date considered)");
  static final Param<Integer> LIMIT =
      Param.limit(400, 5000, "Rows; history keeps the newest rows inside the window. The latest view "
          + "returns 100 unless limit is sent");

  private FailsToDeliverDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder("fails-to-deliver", "/api/markets/fails-to-deliver", "shortsale")
        .tool("fails_to_deliver")
        .title("Fails to deliver (SEC, half-month files)")
        .summary("Without symbol: the latest settlement date, the 100 largest fails by dollar value. With symbol: "
            + "its settlement dates on file (since January 2010), oldest first.")
        .param(SYMBOL)
        .param(FROM)
        .param(TO)
        .param(LIMIT)
        .check(Check.fromNotAfterTo(FROM, TO))
        .field(Field.of("settlementDate", DATE, "Settlement date"))
        .field(Field.of("cusip", STRING, "CUSIP"))
        .field(Field.nullable("symbol", STRING, "Ticker (some SEC rows have none)"))
        .field(Field.of("quantity", DECIMAL, "Cumulative fails balance in shares"))
        .field(Field.nullable("description", STRING, "Issue description (SEC cuts it at 30 characters)"))
        .field(Field.nullable("price", DECIMAL, "Prior day's closing price; null where the SEC file has '.'"))
        .field(Field.nullable("valueUsd", DECIMAL, "quantity x price, exact"))
        .coverage("fails_to_deliver", "settlement_date")
        .cadence(Cadence.halfMonths("SEC: twice a month, each half month published about two weeks after it ends", Duration.ofDays(20), Duration.ofDays(10)))
        .history(History.versioned("fails_to_deliver", "When this service first stored the row: the SEC's "
            + "half-month files state no publication time. A corrected file is a new version known from when this "
            + "service first saw it."))
        .planner(FailsToDeliverDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    if (!p.given(SYMBOL)) {
      LocalDate upTo = p.given(TO) ? p.get(TO) : ShortVolumeDataset.FAR_FUTURE;
      return new SqlPlan(LATEST, Tuple.of(upTo, p.given(LIMIT) || p.csv() ? p.limit() : LATEST_ROWS));
    }
    LocalDate from = p.given(FROM) ? p.get(FROM) : EPOCH;
    LocalDate to = p.given(TO) ? p.get(TO) : ShortVolumeDataset.FAR_FUTURE;
    return new SqlPlan(HISTORY, Tuple.of(p.get(SYMBOL), from, to, p.limit()));
  }
}
