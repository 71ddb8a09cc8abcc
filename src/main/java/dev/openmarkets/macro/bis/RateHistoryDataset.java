package dev.openmarkets.macro.bis;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DropInTool;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.LocalDate;

/** GET /api/markets/rates/{code}: one economy's policy rate changes, newest first. */
public final class RateHistoryDataset {
  private static final String SQL = SqlResource.load(RateHistoryDataset.class, "rates-history.sql");

  static final Param<String> CODE =
      Param.pathSlug("code", "Lower-case ISO 3166 alpha-2 code (us, gb, jp, ...); xm for the euro area");
  static final Param<LocalDate> FROM = Param.date("from", "First change date (inclusive)");
  static final Param<LocalDate> TO = Param.date("to", "Last change date (inclusive)");
  static final Param<Integer> LIMIT = Param.limit(500, 5000, "Rows returned, newest first");

  private RateHistoryDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder("rates-country", "/api/markets/rates/{code}", "macro")
        .chart(Chart.of("Policy rate of {code} (percent)", "data", "date", Chart.XKind.TIME)
            .series("rate")
            .style(Chart.Style.STEP))
        .tool(DropInTool.named("policy_rates").whenGiven("country").renaming("country", "code"))
        .title("Central-bank policy rate history of one economy (BIS)")
        .summary("The dates the economy's policy rate changed, newest first.")
        .param(CODE)
        .param(FROM)
        .param(TO)
        .param(LIMIT)
        .check(Check.fromNotAfterTo(FROM, TO))
        // today's economies with or without asOf: policy_rate_economies keeps no versions (V47)
        .notFound(CODE, "economy", "SELECT 1 FROM policy_rate_economies WHERE code = $1")
        .field(Field.of("date", DATE, "Date the rate took effect (first observation at this rate)"))
        .field(Field.of("rate", DECIMAL, "Policy rate, percent, as the BIS prints it"))
        .field(Field.nullable("changeBps", NUMBER, "(rate - previous rate) * 100; null for the first observation"))
        .note(RatesDataset.SOURCE)
        .note("The daily series is compressed to change points: an observation is a row when its rate differs from "
            + "the previous observation's; the first stored observation is always a row (changeBps null).")
        .coverage("policy_rates", "obs_date")
        .history(History.versioned("policy_rates", RatesDataset.KNOWN_AT_DOC))
        .cadence(Cadence.changesEvery("the BIS updates its policy-rate series weekly", Duration.ofDays(8), Duration.ofDays(7)))
        .planner(RateHistoryDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    return new SqlPlan(SQL, Tuple.of(p.get(CODE), p.get(FROM), p.get(TO), p.limit()));
  }
}
