package dev.openmarkets.sec.facts;

import static dev.openmarkets.dataset.FieldType.BOOLEAN;
import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.TickerMapSql;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.Period;
import java.util.List;
import java.util.Map;

/**
 * GET /api/markets/financials?symbol=: one company's latest balance sheet, calendar quarters and
 * fiscal years from its SEC company facts (XBRL). `data` is {symbol, cik, name, latest, annual,
 * quarterly}; the CSV form exports quarterly.
 */
public final class FinancialsDataset {
  private static final TickerMapSql SQL =
      TickerMapSql.of(SqlResource.load(FinancialsDataset.class, "financials-quarters.sql"));
  private static final TickerMapSql HEAD =
      TickerMapSql.of(SqlResource.load(FinancialsDataset.class, "financials-head.sql"));
  private static final String KNOWN = SqlResource.load(FinancialsDataset.class, "financials-known.sql");

  static final Param<String> SYMBOL =
      Param.ticker("symbol", "US ticker, any case (required); BRK.B and BRK/B mean BRK-B");
  static final Param<Integer> LIMIT = Param.limit(200, 1000, "Quarters, newest first");
  /** ALFRED's output type 4 for company facts: every row as first filed (docs/point-in-time.md §3.2). */
  static final Param<String> VINTAGE = Param.oneOf("vintage", null, List.of("first"), "first: every row (quarter, "
      + "fiscal year, balance sheet) in its first version, as first filed (known by asOf, else ever), instead of "
      + "its latest restatement");

  static boolean first(Params p) {
    return "first".equals(p.get(VINTAGE));
  }

  static final String KNOWN_AT_DOC = "quarterly rows; annual and latest in the head are read as of the same "
      + "moment. " + FactsNotes.VINTAGES;

  private FinancialsDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder(FactsDatasetNames.FINANCIALS, "/api/markets/financials", SecFactsFamily.NAME)
        .schemas(PayloadSchemas.resource(FinancialsDataset.class, "financials.schema.json"))
        .tool("company_financials")
        .title("Company financials (SEC XBRL company facts)")
        .summary("`data` is {symbol, cik, name, latest, annual, quarterly} (name from the company facts, else the "
            + "ticker map): the latest balance-sheet instant "
            + "(latest.end with cash, debt, equity, assets and their accessionNo; sharesOutstanding from the cover "
            + "page at sharesDate), fiscal years newest first (annual: fiscalYear, start, end, frame, revenue, "
            + "netIncome, operatingCashFlow, buybacks, dividends, accessionNo) and calendar quarters newest first "
            + "(the rows below).")
        .param(SYMBOL)
        .param(LIMIT)
        .param(VINTAGE)
        .check(p -> p.given(SYMBOL) ? null : "Parameter 'symbol' is required.")
        .notFound(SYMBOL, "ticker", KNOWN, TickerMapSql.KNOWN_AS_OF)
        .objectShape("quarterly", p -> Map.of("symbol", p.get(SYMBOL)), p -> new SqlPlan(HEAD.sql(p),
            Tuple.of(p.get(SYMBOL), first(p))))
        .field(Field.of("frame", STRING, "Calendar quarter, CY<year>Q<n>, of the period's midpoint"))
        .field(Field.of("start", DATE, "First day of the fiscal quarter"))
        .field(Field.of("end", DATE, "Last day of the fiscal quarter"))
        .field(Field.of("derived", BOOLEAN, "True for a fourth quarter computed as fiscal year minus three quarters "
            + "(EPS left null)"))
        .field(Field.nullable("revenue", NUMBER, "USD"))
        .field(Field.nullable("netIncome", NUMBER, "USD"))
        .field(Field.nullable("epsDiluted", NUMBER, "USD per share; basic EPS when the company reports no diluted "
            + "figure (see epsKind)"))
        .field(Field.nullable("epsKind", STRING, "diluted or basic (openmarkets extension)"))
        .field(Field.nullable("revenueConcept", STRING, "The us-gaap concept revenue came from (openmarkets "
            + "extension)"))
        .field(Field.of("accessionNo", STRING, "The newest filing the row's figures came from (openmarkets "
            + "extension)"))
        .field(Field.of("filed", DATE, "That filing's date (openmarkets extension)"))
        .note(Concepts.table(List.of(Concepts.REVENUE, Concepts.NET_INCOME, Concepts.EPS_DILUTED, Concepts.EPS_BASIC,
            Concepts.CASH, Concepts.DEBT, Concepts.EQUITY, Concepts.ASSETS, Concepts.SHARES,
            Concepts.OPERATING_CASH_FLOW, Concepts.BUYBACKS, Concepts.DIVIDENDS)))
        .note("Restatements: for each figure and period the fact of the latest filing wins, across the figure's "
            + "concepts (a company that moved from SalesRevenueNet to RevenueFromContractWithCustomer... keeps "
            + "its restated figures); two concepts in one filing go by the table's order. accessionNo names "
            + "the filing.")
        .note("Periods: a quarter is a duration of 80 to 100 days, a year 350 to 380 days; each takes the calendar "
            + "frame of its midpoint (SEC's frames: Apple's 2025-09-28..2025-12-27 is CY2025Q4).")
        .note("Derived fourth quarter = fiscal-year value - (Q1 + Q2 + Q3), per figure, when the three quarters "
            + "inside the year are reported and the year has no reported fourth quarter; derived is true and EPS "
            + "null (EPS does not add up over quarters).")
        .note("latest: the newest instant any of cash, debt, equity or assets was reported at; each value is the "
            + "one of that instant, null when the filing did not report it (nothing is summed or carried over).")
        .note("fiscalYear is the fiscal year of the 10-K whose own year the period is; else the year it ends.")
        .note("404 when the SEC ticker map does not know the symbol; a known company without company facts "
            + "answers empty lists and null figures.")
        .note(FactsNotes.IMPORT)
        .coverage("financial_quarters", "period_end")
        .history(History.versioned("financial_quarters", KNOWN_AT_DOC))
        .cadence(Cadence.periodic("10-Q and 10-K facts each quarter, filed within 40-45 days of its end", Period.ofMonths(3), Duration.ofDays(46), Duration.ofDays(15)))
        .planner(p -> new SqlPlan(SQL.sql(p), Tuple.of(p.get(SYMBOL) == null ? "" : p.get(SYMBOL), p.limit(), first(p))))
        .build();
  }
}
