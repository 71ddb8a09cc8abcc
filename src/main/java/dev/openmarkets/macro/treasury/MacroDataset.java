package dev.openmarkets.macro.treasury;

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
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** GET /api/markets/macro: Treasury par yields, their spreads and stablecoin supply. */
public final class MacroDataset {
  private static final String LATEST = SqlResource.load(MacroDataset.class, "macro-latest.sql");
  private static final String HISTORY = SqlResource.load(MacroDataset.class, "macro-history.sql");
  static final List<String> SPREADS = List.of("ust-10y-2y", "ust-10y-3m", "ust-30y-5y");
  static final List<String> STABLECOINS = List.of("stablecoins-total", "stablecoins-usdt", "stablecoins-usdc");
  private static final Pattern TENOR = Pattern.compile("ust-\\d+(\\.\\d+)?[my]");

  static final Param<String> SERIES =
      Param.string("series", "Comma list of series: ust-1m ... ust-30y (every tenor the curve has, e.g. "
          + "ust-1.5m), ust-10y-2y, ust-10y-3m, ust-30y-5y, stablecoins-total, stablecoins-usdt, stablecoins-usdc");
  static final Param<LocalDate> FROM = Param.date("from", "First date with series (default: 365 days before `to`)");
  static final Param<LocalDate> TO = Param.date("to", "Last date with series (default: today, UTC)");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows returned");

  private MacroDataset() {
  }

  /** clock: the date the history window ends at when the request names no 'to'. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder("macro", "/api/markets/macro", "macro")
        .chart(Chart.of("US Treasury par yield curve, latest day (percent)", "data", "series", Chart.XKind.TENOR)
            .series("value")
            .filter("series", "^ust-[0-9.]+[my]$")
            .titleDate("date"))
        .tool("macro_series")
        .title("Macro: US Treasury par yield curve, spreads and stablecoin supply")
        .summary("Without series: the latest observation of every series with change1d and change30d. With series "
            + "(a comma list): their history from `from` to `to`, oldest first.")
        .param(SERIES)
        .param(FROM)
        .param(TO)
        .param(LIMIT)
        .check(Check.fromNotAfterTo(FROM, TO))
        .check(MacroDataset::unknownSeries)
        .field(Field.of("series", STRING, "Series name"))
        .field(Field.of("date", DATE, "Observation date (the Treasury's business day; UTC day for stablecoins)"))
        .field(Field.of("value", DECIMAL, "The value with the upstream's digits (spreads: exact differences)"))
        .field(Field.of("unit", STRING, "percent (yields), percentage points (spreads), USD (stablecoins)"))
        .field(Field.nullable("change1d", DECIMAL, "Latest view: value minus the series' previous observation"))
        .field(Field.nullable("change30d", DECIMAL, "Latest view: value minus the series' latest observation dated "
            + "30 or more days earlier"))
        .note("Sources: the US Treasury's daily par yield curve CSV (home.treasury.gov, one file per year, polled "
            + "every 6 hours; columns read by header name, so the 1.5-month tenor added on 2025-02-18 is "
            + "ust-1.5m and earlier dates simply lack it), and DefiLlama's stablecoin charts "
            + "(stablecoins.llama.fi/stablecoincharts/all, ?stablecoin=1 for USDT, ?stablecoin=2 for USDC).")
        .note("Spreads are computed exactly from the stored yields on the dates both tenors have: ust-10y-2y = "
            + "ust-10y - ust-2y, ust-10y-3m = ust-10y - ust-3m, ust-30y-5y = ust-30y - ust-5y (percentage points).")
        .note("Stablecoin values are the sum of DefiLlama's totalCirculatingUSD over every peg, in USD, for the UTC "
            + "day of the chart point.")
        .note("`import macro daily_treasury_yield_curve.YYYY.csv` (any Treasury yearly file) and "
            + "`import macro stablecoincharts-all.json` (or -usdt, -usdc: the name says the series).")
        .coverage("macro_observations", "obs_date")
        .history(History.versioned("macro_observations", "a Treasury par yield is known from 18:00 New York of its "
            + "date (the curve is published each business day by then), or from when this service first stored it if "
            + "that was earlier; a revised yield, and every stablecoin value (DefiLlama states no publication time), "
            + "from when this service first stored it. A spread row: the later of its two yields; the latest view adds "
            + "the observations change1d and change30d subtract. Rows stored before point in time existed (migration "
            + "V47) are known from that migration, yields from 18:00 New York of their date if earlier."))
        .cadence(Cadence.weekdays("Treasury par yields each weekday by 18:00 ET, polled every 6 h", LocalTime.of(23, 59), 0))
        .planner(p -> plan(p, clock))
        .build();
  }

  static List<String> requested(Params p) {
    LinkedHashSet<String> out = new LinkedHashSet<>();
    for (String s : p.get(SERIES).split(",")) {
      String t = s.trim().toLowerCase(Locale.ROOT);
      if (!t.isEmpty()) {
        out.add(t);
      }
    }
    return new ArrayList<>(out);
  }

  static boolean known(String series) {
    return TENOR.matcher(series).matches() || SPREADS.contains(series) || STABLECOINS.contains(series);
  }

  private static String unknownSeries(Params p) {
    if (!p.given(SERIES)) {
      return null;
    }
    List<String> req = requested(p);
    if (req.isEmpty()) {
      return "Parameter 'series' names no series.";
    }
    for (String s : req) {
      if (!known(s)) {
        return "Parameter 'series': unknown series '" + s + "'. Known: ust-1m ... ust-30y, "
            + String.join(", ", SPREADS) + ", " + String.join(", ", STABLECOINS) + ".";
      }
    }
    return null;
  }

  static SqlPlan plan(Params p, Clock clock) {
    if (!p.given(SERIES)) {
      return new SqlPlan(LATEST, Tuple.of(p.limit()));
    }
    LocalDate to = p.get(TO) != null ? p.get(TO) : LocalDate.now(clock);
    LocalDate from = p.get(FROM) != null ? p.get(FROM) : to.minusDays(365);
    return new SqlPlan(HISTORY, Tuple.of(requested(p).toArray(new String[0]), from, to, p.limit()));
  }
}
