package dev.openmarkets.sec.facts;

import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.STRING;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.TickerMapSql;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.Period;
import java.util.List;

/** GET /api/markets/buybacks: each company's latest fiscal year of share repurchases, largest first. */
public final class BuybacksDataset {
  private static final TickerMapSql SQL = TickerMapSql.of(SqlResource.load(BuybacksDataset.class, "buybacks.sql"));

  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows, largest repurchases first (openmarkets extension)");

  private BuybacksDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder(FactsDatasetNames.BUYBACKS, "/api/markets/buybacks", SecFactsFamily.NAME)
        .title("Share buybacks (SEC XBRL company facts)")
        .summary("One row per company: its latest fiscal year that reports share repurchases, with revenue and net "
            + "income of the same year, largest repurchases first.")
        .param(LIMIT)
        .param(FinancialsDataset.VINTAGE)
        .field(Field.of("buybacks", DECIMAL, "Cash paid for repurchases in the fiscal year, USD"))
        .field(Field.of("cik", STRING, "Ten-digit CIK"))
        .field(Field.of("end", STRING, "Last day of the fiscal year, YYYY-MM-DD"))
        .field(Field.of("frame", STRING, "Calendar year frame of the fiscal year (CY2025)"))
        .field(Field.nullable("name", STRING, "Company name as in its company facts"))
        .field(Field.nullable("netIncome", DECIMAL, "Net income of the same fiscal year, USD"))
        .field(Field.nullable("revenue", DECIMAL, "Revenue of the same fiscal year, USD"))
        .field(Field.nullable("ticker", STRING, "Primary ticker from the SEC ticker map"))
        .field(Field.of("fiscalYear", INTEGER, "The fiscal year (openmarkets extension)"))
        .field(Field.of("accessionNo", STRING, "The newest filing of the year's figures (openmarkets extension)"))
        .note(Concepts.table(List.of(Concepts.BUYBACKS, Concepts.REVENUE, Concepts.NET_INCOME)))
        .note("The figures are those of the financials dataset's annual list (latest filing wins); a company whose "
            + "latest 10-K tags no repurchases shows its latest year that does.")
        .note("Coverage: the companies whose company facts are stored: the configured and recently filing "
            + "companies the poller refreshes, the repurchasers an XBRL frames file names "
            + "(PaymentsForRepurchaseOfCommonStock/USD/CY<year>), or everyone after importing the bulk "
            + "companyfacts.zip.")
        .note("All values are strings, as in the spec; amounts keep the filings' digits.")
        .note(FactsNotes.IMPORT)
        .coverage("financial_years", "period_end")
        .history(History.versioned("financial_years", "each row: the later of its fiscal year's version and its "
            + "company name's. " + FactsNotes.VINTAGES))
        .cadence(Cadence.periodic("each fiscal year, 10-K filed within 60-90 days of its end", Period.ofYears(1), Duration.ofDays(91), Duration.ofDays(30)))
        .planner(p -> new SqlPlan(SQL.sql(p), Tuple.of(p.limit(), FinancialsDataset.first(p))))
        .build();
  }
}
