package dev.openmarkets.sec.funds;

import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.TickerMapSql;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.Period;

/** GET /api/markets/funds: the tracked 13F managers; with ticker, those whose latest 13F holds it. */
public final class FundsDataset {
  private static final String ALL = SqlResource.load(FundsDataset.class, "funds-list.sql");
  private static final TickerMapSql HOLDING =
      TickerMapSql.of(SqlResource.load(FundsDataset.class, "funds-holding-ticker.sql"));

  static final Param<String> TICKER =
      Param.ticker("ticker", "Only managers holding this company in their latest 13F (openmarkets "
          + "extension, as the real service's clients call it)");

  private FundsDataset() {
  }

  public static Dataset declaration(TrackedFunds funds) {
    return Dataset.builder(SecDatasetNames.FUNDS, "/api/markets/funds", "sec")
        .tool("fund_holders")
        .title("Tracked fund managers (SEC Form 13F)")
        .summary("The 13F managers this service follows, in their configured order. With ticker: only those "
            + "whose latest reported quarter holds that company.")
        .param(TICKER)
        .field(Field.of("slug", STRING, "Identifier for /funds/{slug}"))
        .field(Field.of("name", STRING, "Display name"))
        .field(Field.of("manager", STRING, "Manager (person or firm)"))
        .field(Field.of("cik", STRING, "The manager's CIK, ten digits"))
        .field(Field.of("url", STRING, "This service's link to the fund's holdings (/api/markets/funds/{slug})"))
        .note("The list is configuration: the top-level \"secFunds\" array of objects {slug, name, manager, cik}.")
        .note("knownAt is that of the manager's latest report known at the moment asked; for a manager with no 13F "
            + "known then, the earliest moment this dataset answers. The list itself is configuration.")
        .note("13F tables name no ticker. A holding belongs to a ticker's company when its CUSIP has the issuer "
            + "number of a CUSIP in that company's 13D/13G filings, or when its issuer name and the SEC ticker "
            + "map's company title agree once case, punctuation and legal suffixes (Inc, Corp, Co, Ltd...) go.")
        .coverage("thirteenf_filings", "period_of_report")
        .cadence(Cadence.periodic("13F holdings each quarter, filed within 45 days of its end", Period.ofMonths(3), Duration.ofDays(46), Duration.ofDays(15)))
        .history(FundsHistory.HISTORY)
        .planner(p -> plan(funds, p))
        .build();
  }

  static SqlPlan plan(TrackedFunds funds, Params p) {
    String[][] c = funds.columns();
    Tuple args = Tuple.tuple().addArrayOfString(c[0]).addArrayOfString(c[1]).addArrayOfString(c[2])
        .addArrayOfString(c[3]).addArrayOfString(c[4]);
    if (!p.given(TICKER)) {
      return new SqlPlan(ALL, args.addInteger(p.limit()));
    }
    return new SqlPlan(HOLDING.sql(p), args.addString(p.get(TICKER)).addInteger(p.limit()));
  }
}
