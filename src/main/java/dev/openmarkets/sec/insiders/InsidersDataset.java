package dev.openmarkets.sec.insiders;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.SecNotes;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;

/** GET /api/markets/insiders: the newest Form 4 open-market purchases or sales across companies. */
public final class InsidersDataset {
  private static final String SQL = SqlResource.load(InsidersDataset.class, "insiders-window.sql");
  static final int ROWS = 100;

  static final Param<String> TYPE =
      Param.oneOf("type", "buys", List.of("buys", "sells"), "buys (default) or sells; P and S are accepted too")
          .withAliases(Map.of("P", "buys", "S", "sells"));
  static final Param<String> WINDOW = Param.oneOf("window", "30d", List.of("7d", "30d", "90d"),
      "Transaction dates in the last 7, 30 (default) or 90 days, today included");

  private InsidersDataset() {
  }

  /** clock: today, where the window ends when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return InsiderFields.fields(Dataset.builder(SecDatasetNames.INSIDERS, "/api/markets/insiders", "sec"))
        .tool("insider_trades")
        .title("Insider open-market trades (SEC Form 4)")
        .summary("The 100 newest open-market purchases (type=buys, code P) or sales (type=sells, code S) "
            + "reported on Form 4, dated within the window ending today, newest transaction first; one row "
            + "per transaction.")
        .param(TYPE)
        .param(WINDOW)
        .note(SecNotes.WINDOWS)
        .note(InsiderFields.WINDOW_AS_OF)
        .note("The CSV form returns every trade of the window, up to 50,000 rows.")
        .note(SecNotes.FILED_AT)
        .note(SecNotes.AMENDMENT)
        .note(SecNotes.importing("insiders", "Form 4"))
        .coverage("insider_trades", "tx_date")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .history(InsiderFields.HISTORY)
        .planner(p -> plan(p, clock))
        .build();
  }

  /** The window ends today, or on asOf's day in New York: the answer as it was then. */
  static SqlPlan plan(Params p, Clock clock) {
    String code = "sells".equals(p.get(TYPE)) ? "S" : "P";
    int days = Integer.parseInt(p.get(WINDOW).replace("d", ""));
    LocalDate today = PointInTime.today(p, clock);
    return new SqlPlan(SQL, Tuple.of(code, today.minusDays(days - 1L), today, p.csv() ? p.limit() : ROWS));
  }
}
