package dev.openmarkets.shortsale;

import static dev.openmarkets.dataset.FieldType.DATE;
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
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

/** GET /api/markets/threshold-list: Reg SHO threshold securities per listing market per day. */
public final class ThresholdListDataset {
  private static final String DAY = SqlResource.load(ThresholdListDataset.class, "threshold-list-day.sql");
  private static final String SYMBOL = SqlResource.load(ThresholdListDataset.class, "threshold-list-symbol.sql");

  static final Param<LocalDate> DATE_PARAM = Param.date("date", "One list date (default the newest)");
  static final Param<String> SYMBOL_PARAM = Param.ticker("symbol", "US ticker");
  static final Param<String> MARKET = Param.oneOf("market", null, List.of("nasdaq", "cboe", "nyse"), "Listing market");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows returned");

  private ThresholdListDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder("threshold-list", "/api/markets/threshold-list", "shortsale")
        .tool("threshold_list")
        .title("Regulation SHO threshold lists (Nasdaq, NYSE, Cboe)")
        .summary("Securities with fails of 10,000+ shares and 0.5% of shares outstanding for five straight "
            + "settlement days, per listing market per day. Default: the newest list date. With symbol and no "
            + "date: every list date the symbol appeared on, newest first.")
        .param(DATE_PARAM)
        .param(SYMBOL_PARAM)
        .param(MARKET)
        .param(LIMIT)
        .field(Field.of("date", DATE, "List date"))
        .field(Field.of("market", STRING, "nasdaq, nyse or cboe"))
        .field(Field.of("symbol", STRING, "Ticker"))
        .field(Field.nullable("securityName", STRING, "Security name as the market lists it"))
        .coverage("threshold_list", "list_date")
        .cadence(Cadence.weekdays("each trading day's lists by 03:00 ET the next day (Cboe's is the last)", LocalTime.of(3, 0), 1))
        .history(History.versioned("threshold_list", "The list date's next day at 03:00 New York time, by "
            + "when the three exchanges have published it, or when this service first stored it if earlier. A "
            + "corrected list is a new version known from when this service first saw it: a symbol it no longer "
            + "names leaves the list from then on."))
        .planner(ThresholdListDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    if (p.given(SYMBOL_PARAM) && !p.given(DATE_PARAM)) {
      return new SqlPlan(SYMBOL, Tuple.of(p.get(SYMBOL_PARAM), p.get(MARKET), p.limit()));
    }
    return new SqlPlan(DAY, Tuple.of(p.get(DATE_PARAM), p.get(MARKET), p.get(SYMBOL_PARAM), p.limit()));
  }
}
