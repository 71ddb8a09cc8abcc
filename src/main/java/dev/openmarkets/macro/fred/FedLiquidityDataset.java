package dev.openmarkets.macro.fred;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.LocalTime;
import java.util.List;

/**
 * GET /api/markets/fed-liquidity: weekly net liquidity (Fed balance sheet minus the Treasury
 * General Account minus overnight reverse repos), or one FRED series with series=.
 */
public final class FedLiquidityDataset {
  private static final String WEEKLY = SqlResource.load(FedLiquidityDataset.class, "fed-liquidity-weekly.sql");
  private static final String SERIES = SqlResource.load(FedLiquidityDataset.class, "fed-liquidity-series.sql");

  static final Param<String> SERIES_PARAM =
      Param.oneOf("series", null, FredSeries.DEFAULT, "One FRED series instead of the weekly rows");
  /** ALFRED's output type 4: each observation as first published (docs/point-in-time.md §3.2). */
  static final Param<String> VINTAGE = Param.oneOf("vintage", null, List.of("first"), "first: every observation "
      + "in its initial release (its first vintage known by asOf, else ever) instead of its latest revision "
      + "(ALFRED's output type 4); weekly rows are computed from the initial releases");
  static final Param<Integer> LIMIT =
      Param.limit(52, 2000, "The newest N weeks (or observations with series), returned oldest first");

  static final String KNOWN_AT_DOC = "series rows: when this value of the observation was published. From an "
      + "ALFRED answer (the keyed API over the full realtime range) it is the vintage's realtime_start, a date without "
      + "a time, so the end of that day in New York (23:59:59.999 America/New_York); it is history FRED states, so it "
      + "is kept as stated even when this service stored it later, and asOf answers for moments before this service "
      + "existed; a vintage of today stored before that day ends is known from when it was stored. The keyless fredgraph.csv states no vintage: its values, and a value it changes, are known from "
      + "when this service first stored them. Weekly rows: the latest knownAt of the values the row is computed from "
      + "(WALCL, WTREGEN or the Daily Treasury Statement balance, RRPONTSYD, and the previous week's for change). The "
      + "Daily Treasury Statement states no publication time: its balances are known from when first stored. Rows "
      + "stored before point in time existed (migration V28) are known from that migration.";

  private FedLiquidityDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder("fed-liquidity", "/api/markets/fed-liquidity", "macro")
        .chart(Chart.of("Fed balance sheet, Treasury General Account, reverse repo and net liquidity (billions of USD)",
                "data", "date", Chart.XKind.TIME)
            .series("netLiquidity", "walcl", "tga", "rrp"))
        .tool("fed_liquidity")
        .title("Fed liquidity: weekly net liquidity and the FRED series behind it")
        .summary("Without series: one row per week (Wednesday), oldest first, in billions of USD: date, walcl, tga, "
            + "rrp, netLiquidity, change. With series=ONE: that FRED series as FRED prints it, rows series, date, "
            + "value, unit, oldest first.")
        .param(SERIES_PARAM)
        .param(LIMIT)
        .param(VINTAGE)
        .field(Field.of("date", DATE, "The Wednesday (weekly rows) or the observation date (series)"))
        .field(Field.nullable("walcl", DECIMAL, "Fed total assets (WALCL, Wednesday level), billions of USD"))
        .field(Field.nullable("tga", DECIMAL, "Treasury General Account (WTREGEN, else the Daily Treasury "
            + "Statement's closing balance), billions of USD"))
        .field(Field.nullable("rrp", DECIMAL, "Overnight reverse repurchase agreements (RRPONTSYD), billions of USD"))
        .field(Field.nullable("netLiquidity", DECIMAL, "walcl - tga - rrp, billions of USD"))
        .field(Field.nullable("change", DECIMAL, "netLiquidity minus the previous week's, billions of USD"))
        .field(Field.nullable("series", STRING, "FRED series id (series rows only)"))
        .field(Field.nullable("value", DECIMAL, "The value as FRED prints it (series rows only)"))
        .field(Field.nullable("unit", STRING, "The unit FRED publishes the series in (series rows only)"))
        .note("Source: FRED's keyless CSV download (fredgraph.csv?id=SERIES) of WALCL, WTREGEN, RRPONTSYD, WRESBAL, "
            + "SOFR, EFFR, IORB and WSHOSHO, polled every 6 hours; both header styles (observation_date and DATE) are "
            + "read, and a missing value (\".\" or empty) is no observation. `import fed-liquidity fredgraph.SERIES.csv`.")
        .note("Vintages: with an API key (upstreams.fred-alfred.apiKey) the same series are also asked from FRED's keyed "
            + "API over the full realtime range (ALFRED: realtime_start=1776-07-04&realtime_end=9999-12-31), which "
            + "answers every vintage of every observation with its realtime_start; each is stored as a version of its "
            + "observation. `import fed-liquidity series_observations.SERIES.json` loads such an answer; loading it "
            + "again adds nothing. A vintage whose value is \".\" is no version (the earlier one stays current).")
        .note("Units: FRED publishes WALCL, WRESBAL and WSHOSHO in millions of USD (converted here: * 0.001, exact), "
            + "WTREGEN and RRPONTSYD in billions (unchanged), SOFR, EFFR and IORB in percent.")
        .note("Weekly rows: one per Wednesday with a WALCL observation. tga and rrp are the latest WTREGEN and "
            + "RRPONTSYD values dated on or before that Wednesday and after the Wednesday before (RRPONTSYD is "
            + "daily, so a Wednesday holiday takes the Tuesday). A week without a WTREGEN value takes the Daily "
            + "Treasury Statement's closing TGA balance of the latest day in that week instead (Fiscal Data, "
            + "operating cash balance, millions * 0.001, exact; `import fed-liquidity dts_operating_cash_balance.csv`). "
            + "Null when there is none, and then netLiquidity is null: nothing is carried from an older week.")
        .note("netLiquidity = walcl - tga - rrp; change = netLiquidity - netLiquidity of the previous weekly row.")
        .note("Weekly rows leave series, value and unit null; series rows leave the weekly fields null.")
        .coverage("fred_observations", "obs_date")
        .history(History.versioned("fred_observations", KNOWN_AT_DOC))
        .cadence(Cadence.weekdays("FRED daily series (SOFR, RRP) the next weekday; WALCL Thursdays", LocalTime.of(18, 0), 1))
        .planner(FedLiquidityDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    String series = p.get(SERIES_PARAM);
    if (series == null) {
      return new SqlPlan(WEEKLY, Tuple.of(p.limit(), first(p)));
    }
    return new SqlPlan(SERIES, Tuple.of(series, p.limit(), FredSeries.FED_LIQUIDITY_UNITS.get(series), first(p)));
  }

  private static boolean first(Params p) {
    return "first".equals(p.get(VINTAGE));
  }
}
