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
import dev.openmarkets.sec.edgar.Windows;
import io.vertx.sqlclient.Tuple;
import java.time.LocalTime;
import java.util.Map;

/** GET /api/markets/insiders/{ticker}: every Form 4 transaction of one company, newest first. */
public final class InsiderTransactionsDataset {
  private static final String SQL = SqlResource.load(InsiderTransactionsDataset.class, "insider-transactions.sql");
  private static final String KNOWN = SqlResource.load(InsiderTransactionsDataset.class, "insider-ticker-known.sql");

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
        .param(Param.pathTicker("ticker", "US ticker, any case; BRK.B and BRK/B mean BRK-B"))
        .param(Param.date("from", "First transaction date, YYYY-MM-DD"))
        .param(Param.date("to", "Last transaction date, YYYY-MM-DD"))
        .param(Param.limit(200, 2000, "Rows, newest first"))
        .check(Check.fromNotAfterTo())
        .objectShape("transactions", p -> Map.of("ticker", p.string("ticker")))
        .notFound("ticker", "ticker", KNOWN)
        .note("A company's transactions are those whose filing names the ticker, and those of the issuer the SEC "
            + "ticker map gives for it. 404 when neither the ticker map nor any Form 4 knows the ticker.")
        .note("Decimals have four places (\"18.0000\"), as the service this API follows serves them.")
        .note(SecNotes.FILED_AT)
        .note(SecNotes.AMENDMENT)
        .coverage("insider_trades", "tx_date")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .planner(InsiderTransactionsDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    return new SqlPlan(SQL, Tuple.of(p.string("ticker"),
        p.given("from") ? p.date("from") : Windows.EARLIEST,
        p.given("to") ? p.date("to") : Windows.LATEST, p.limit()));
  }
}
