package dev.openmarkets.sec.plannedsales;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.SecNotes;
import dev.openmarkets.sec.edgar.TickerMapSql;
import dev.openmarkets.sec.edgar.Windows;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalTime;

/** GET /api/markets/planned-sales: Form 144 notices of proposed sales, newest filing first. */
public final class PlannedSalesDataset {
  private static final TickerMapSql SQL =
      TickerMapSql.of(SqlResource.load(PlannedSalesDataset.class, "planned-sales.sql"));

  static final Param<String> SYMBOL = Param.ticker("symbol", "US ticker of the issuer (through the SEC ticker map)");
  static final Param<Integer> DAYS =
      Param.integer("days", 30, 1, 365, "Filed in the last N days, today included; default 30");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows (openmarkets extension), default 1000");

  private PlannedSalesDataset() {
  }

  /** clock: today, where the window ends when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(SecDatasetNames.PLANNED_SALES, "/api/markets/planned-sales", "sec")
        .tool("planned_insider_sales")
        .title("Planned insider sales (SEC Form 144)")
        .summary("Form 144 notices filed in the last `days` days, newest filing first; one row per class of "
            + "securities and broker of a notice.")
        .param(SYMBOL)
        .param(DAYS)
        .param(LIMIT)
        .field(Field.of("accessionNo", STRING, "EDGAR accession number of the notice"))
        .field(Field.nullable("aggregateMarketValue", DECIMAL, "Aggregate market value of the securities to be sold, USD"))
        .field(Field.nullable("approxSaleDate", DATE, "Approximate date of sale"))
        .field(Field.nullable("broker", STRING, "Broker or market maker"))
        .field(Field.nullable("exchange", STRING, "Securities exchange"))
        .field(Field.nullable("filedAt", TIMESTAMP, "When the notice reached EDGAR"))
        .field(Field.of("issuerCik", STRING, "Issuer CIK, ten digits"))
        .field(Field.nullable("issuerName", STRING, "Issuer name"))
        .field(Field.nullable("personName", STRING, "Person for whose account the securities are to be sold"))
        .field(Field.nullable("relationship", STRING, "Relationships to the issuer, comma-separated"))
        .field(Field.nullable("securityClass", STRING, "Title of the class"))
        .field(Field.nullable("ticker", STRING, "Issuer's primary ticker in the SEC ticker map"))
        .field(Field.nullable("unitsOutstanding", DECIMAL, "Units of the class outstanding"))
        .field(Field.nullable("unitsToSell", DECIMAL, "Units to be sold"))
        .note("Form 144 names no ticker: it comes from the issuer's CIK through company_tickers.json.")
        .note("A 144/A is listed as filed, next to the notice it amends.")
        .note(SecNotes.FILED_AT)
        .note(SecNotes.WINDOWS)
        .note(SecNotes.WINDOW_AS_OF)
        .note(SecNotes.importing("planned-sales", "Form 144"))
        .coverage("planned_sales", "approx_sale_date")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .history(History.eventTime("planned_sales", "known_at", SecNotes.FILING_KNOWN_AT))
        .planner(p -> plan(p, clock))
        .build();
  }

  static SqlPlan plan(Params p, Clock clock) {
    return new SqlPlan(SQL.sql(p), Tuple.of(p.get(SYMBOL), Windows.since(PointInTime.today(p, clock), p.get(DAYS)), p.limit()));
  }
}
