package dev.openmarkets.sec.insiders;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DropInTool;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.SecNotes;
import dev.openmarkets.sec.edgar.TickerMapSql;
import dev.openmarkets.sec.edgar.Windows;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Map;

/** GET /api/markets/insiders/{ticker}: every Form 4 transaction of one company, newest first. */
public final class InsiderTransactionsDataset {
  private static final TickerMapSql SQL =
      TickerMapSql.of(SqlResource.load(InsiderTransactionsDataset.class, "insider-transactions.sql"));
  private static final String KNOWN = SqlResource.load(InsiderTransactionsDataset.class, "insider-ticker-known.sql");
  private static final String KNOWN_AS_OF = SqlResource.load(InsiderTransactionsDataset.class,
      "insider-ticker-known-asof.sql").replace("/* ticker-known-asof.sql */", TickerMapSql.KNOWN_AS_OF);

  static final Param<String> TICKER = Param.pathTicker("ticker", "US ticker, any case; BRK.B and BRK/B mean BRK-B");
  static final Param<LocalDate> FROM = Param.date("from", "First transaction date, YYYY-MM-DD");
  static final Param<LocalDate> TO = Param.date("to", "Last transaction date, YYYY-MM-DD");
  static final Param<Integer> LIMIT = Param.limit(200, 2000, "Rows, newest first");

  private InsiderTransactionsDataset() {
  }

  public static Dataset declaration() {
    return InsiderFields.fields(Dataset.builder(SecDatasetNames.INSIDER_TRANSACTIONS, "/api/markets/insiders/{ticker}",
            "sec"))
        .schemas(PayloadSchemas.resource(InsiderTransactionsDataset.class, "insider-transactions.schema.json"))
        .tool(DropInTool.named("insider_trades").whenGiven("ticker"))
        .title("Insider transactions of one company (SEC Form 4)")
        .summary("Every non-derivative Form 4 transaction of the company (all codes), newest first. `data` is "
            + "{ticker, transactions}.")
        .param(TICKER)
        .param(FROM)
        .param(TO)
        .param(LIMIT)
        .check(Check.fromNotAfterTo(FROM, TO))
        .objectShape("transactions", p -> Map.of("ticker", p.get(TICKER)))
        .notFound(TICKER, "ticker", KNOWN, KNOWN_AS_OF)
        .note("A company's transactions are those whose filing names the ticker, and those of the issuer the SEC "
            + "ticker map gives for it (with asOf, the map as it was then). 404 when neither the ticker map nor any Form 4 knows the ticker.")
        .note("Decimals have four places (\"18.0000\"), as the service this API follows serves them.")
        .note(SecNotes.FILED_AT)
        .note(SecNotes.AMENDMENT)
        .coverage("insider_trades", "tx_date")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .history(InsiderFields.HISTORY)
        .planner(InsiderTransactionsDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    return new SqlPlan(SQL.sql(p), Tuple.of(p.get(TICKER),
        p.given(FROM) ? p.get(FROM) : Windows.EARLIEST,
        p.given(TO) ? p.get(TO) : Windows.LATEST, p.limit()));
  }
}
