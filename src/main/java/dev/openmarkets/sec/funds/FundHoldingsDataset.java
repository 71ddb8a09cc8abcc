package dev.openmarkets.sec.funds;

import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.SecNotes;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.Period;
import java.util.Map;

/** GET /api/markets/funds/{slug}: a tracked manager's latest 13F holdings, largest first. */
public final class FundHoldingsDataset {
  private static final String SQL = SqlResource.load(FundHoldingsDataset.class, "fund-holdings.sql");
  private static final String QUARTER = SqlResource.load(FundHoldingsDataset.class, "fund-quarter.sql");

  static final Param<String> SLUG = Param.pathSlug("slug", "A slug from /api/markets/funds, any case");

  private FundHoldingsDataset() {
  }

  public static Dataset declaration(TrackedFunds funds) {
    return Dataset.builder(SecDatasetNames.FUND_HOLDINGS, "/api/markets/funds/{slug}", "sec")
        .schemas(PayloadSchemas.resource(FundHoldingsDataset.class, "fund-holdings.schema.json"))
        .tool("fund_portfolio")
        .title("Holdings of a tracked fund manager (SEC Form 13F)")
        .summary("`data` is {fund, quarter, holdings}: the manager, the end of its latest reported quarter, and "
            + "that quarter's positions, largest value first.")
        .param(SLUG)
        // the fund list is configuration, not a table
        .notFoundUnless(SLUG, "fund",
            slug -> funds.bySlug((String) slug) != null)
        .objectShape("holdings", p -> Map.of("fund", funds.bySlug(p.get(SLUG)).asObject()),
            p -> new SqlPlan(QUARTER, Tuple.of(cik(funds, p))))
        .field(Field.of("issuerName", STRING, "Name of issuer as reported"))
        .field(Field.of("valueUsd", NUMBER, "Market value in dollars (tables filed before 2023-01-03 reported "
            + "thousands; converted)"))
        .field(Field.nullable("shares", NUMBER, "Shares (SH); null for principal amounts (PRN)"))
        .field(Field.nullable("pctOfPortfolio", DECIMAL, "Percent of the quarter's reported value, two places"))
        .field(Field.nullable("changeShares", NUMBER, "Change in shares since the manager's previous reported "
            + "quarter; null for new positions"))
        .field(Field.of("cusip", STRING, "CUSIP (openmarkets extension)"))
        .field(Field.nullable("putCall", STRING, "PUT or CALL for option positions, null for shares "
            + "(openmarkets extension)"))
        .note("A position is one CUSIP and option kind: rows of the table that differ only in investment discretion "
            + "or other managers are added up. Options are their own positions (putCall), valued as reported.")
        .note("The quarter's report is the newest original or RESTATEMENT amendment, plus the NEW HOLDINGS "
            + "amendments filed after it.")
        .note("The CSV form exports the holdings.")
        .note(SecNotes.importing("funds", "13F (cover page and information table, as two files or one .txt)"))
        .coverage("thirteenf_filings", "period_of_report")
        .cadence(Cadence.periodic("13F holdings each quarter, filed within 45 days of its end", Period.ofMonths(3), Duration.ofDays(46), Duration.ofDays(15)))
        .history(FundsHistory.HISTORY)
        .planner(p -> new SqlPlan(SQL, Tuple.of(cik(funds, p), p.limit())))
        .build();
  }

  private static String cik(TrackedFunds funds, Params p) {
    TrackedFund f = funds.bySlug(p.get(SLUG));
    return f == null ? "" : f.cik();
  }
}
