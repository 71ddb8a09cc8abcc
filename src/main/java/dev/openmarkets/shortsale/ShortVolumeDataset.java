package dev.openmarkets.shortsale;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

/** GET /api/markets/short-volume: FINRA consolidated daily short sale volume. */
public final class ShortVolumeDataset {
  private static final String LATEST_RATIO = SqlResource.load(ShortVolumeDataset.class, "short-volume-latest-ratio.sql");
  private static final String LATEST_SHARES = SqlResource.load(ShortVolumeDataset.class, "short-volume-latest-shares.sql");
  private static final String HISTORY = SqlResource.load(ShortVolumeDataset.class, "short-volume-history.sql");
  static final LocalDate FAR_FUTURE = LocalDate.of(9999, 12, 31);
  /** Rows of the latest-day view unless the client sends a limit. */
  static final int LATEST_ROWS = 100;

  static final Param<String> SYMBOL = Param.ticker("symbol", "US ticker; selects the symbol history view");
  static final Param<Integer> DAYS =
      Param.integer("days", 60, 1, 5000, "History window in calendar days ending at 'to' (default today)");
  static final Param<LocalDate> FROM = Param.date("from", "First trade date of the history window");
  static final Param<LocalDate> TO =
      Param.date("to", "Last trade date; in the latest-day view, the newest day considered");
  static final Param<Integer> LIMIT =
      Param.limit(60, 5000, "Rows returned; history keeps the newest rows inside the window. "
          + "The latest-day view returns 100 rows unless limit is sent");
  static final Param<String> SORT =
      Param.oneOf("sort", null, List.of("shares"), "Latest-day view only: order by short volume in shares");

  private ShortVolumeDataset() {
  }

  /** clock: the date the history window ends at when the request names no 'to'. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder("short-volume", "/api/markets/short-volume", "shortsale")
        .chart(Chart.of("Daily short volume of {symbol} (shares)", "data", "date", Chart.XKind.TIME)
            .fromExample("symbol")
            .query("?symbol={symbol}&days=365")
            .series("shortVolume", "totalVolume"))
        .tool("short_volume")
        .title("Daily short sale volume (FINRA Reg SHO, consolidated NMS)")
        .summary("Without symbol: the latest trade date, the 100 symbols with the highest short share of volume "
            + "among those with at least 1,000,000 shares traded. With symbol: that symbol's daily history "
            + "(since August 2021), oldest first.")
        .param(SYMBOL)
        .param(DAYS)
        .param(FROM)
        .param(TO)
        .param(LIMIT)
        .param(SORT)
        .check(Check.fromNotAfterTo(FROM, TO))
        .check(Check.maxSpanDays(FROM, TO, 5000))
        .field(Field.of("date", DATE, "Trade date"))
        .field(Field.of("symbol", STRING, "Ticker, class shares with a hyphen (BRK-B)"))
        .field(Field.of("shortVolume", DECIMAL, "Shares sold short, as FINRA printed them"))
        .field(Field.of("shortExemptVolume", DECIMAL, "Short-exempt shares"))
        .field(Field.of("totalVolume", DECIMAL, "Total shares reported to FINRA facilities"))
        .field(Field.nullable("shortRatio", DECIMAL, "shortVolume / totalVolume, rounded half-up to 4 decimal places"))
        .note("shortRatio is computed by openmarkets from the file's own figures with scale 4 (\"0.4591\").")
        .note("Volumes keep FINRA's digits exactly; some days carry fractional share volumes.")
        .coverage("short_volume", "trade_date")
        .cadence(Cadence.weekdays("FINRA publishes each weekday's file by 18:00 ET", LocalTime.of(18, 0), 0))
        .history(History.versioned("short_volume", "The file's date at 18:00 New York time, when FINRA "
            + "publishes each weekday's file, or when this service first stored it if earlier. A corrected file "
            + "(same name, other values) is a new version known from when this service first saw it."))
        .planner(p -> plan(p, clock))
        .build();
  }

  static SqlPlan plan(Params p, Clock clock) {
    if (!p.given(SYMBOL)) {
      int limit = p.given(LIMIT) || p.csv() ? p.limit() : LATEST_ROWS;
      LocalDate upTo = p.given(TO) ? p.get(TO) : FAR_FUTURE;
      return new SqlPlan("shares".equals(p.get(SORT)) ? LATEST_SHARES : LATEST_RATIO, Tuple.of(upTo, limit));
    }
    LocalDate[] window = window(p, clock);
    return new SqlPlan(HISTORY, Tuple.of(p.get(SYMBOL), window[0], window[1], p.limit()));
  }

  /** [from, to]: explicit bounds win; otherwise 'days' back from 'to' (default today, UTC, by the clock). */
  static LocalDate[] window(Params p, Clock clock) {
    LocalDate to = p.given(TO) ? p.get(TO) : PointInTime.today(p, clock);
    LocalDate from = p.given(FROM) ? p.get(FROM) : to.minusDays(p.get(DAYS));
    return new LocalDate[] {from, to};
  }
}
