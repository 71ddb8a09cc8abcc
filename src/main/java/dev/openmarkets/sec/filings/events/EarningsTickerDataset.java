package dev.openmarkets.sec.filings.events;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecNotes;
import dev.openmarkets.sec.edgar.TickerMapSql;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalTime;
import java.util.Map;

/** GET /api/markets/earnings/{ticker}: one company's reported dates, next estimate and last report. */
public final class EarningsTickerDataset {
  private static final TickerMapSql HISTORY =
      TickerMapSql.of(SqlResource.load(EarningsTickerDataset.class, "earnings-history.sql"));
  private static final TickerMapSql HEAD =
      TickerMapSql.of(SqlResource.load(EarningsTickerDataset.class, "earnings-head.sql"));
  private static final String KNOWN = SqlResource.load(EarningsTickerDataset.class, "ticker-known.sql");

  static final Param<String> TICKER = Param.pathTicker("ticker", "US ticker, any case (BRK.B = BRK-B)");

  private EarningsTickerDataset() {
  }

  /** clock: today, where next starts when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(FilingsNames.EARNINGS_TICKER, "/api/markets/earnings/{ticker}", FilingsNames.FAMILY)
        .schemas(PayloadSchemas.resource(EarningsTickerDataset.class, "earnings-ticker.schema.json"))
        .title("Earnings dates of one company (SEC Form 8-K Item 2.02)")
        .summary("`data` is {ticker, company, cik, next, lastReported, history}: the company's next estimated "
            + "date, its newest reported date, and its reported dates newest first (up to 80).")
        .param(TICKER)
        .notFound(TICKER, "ticker", KNOWN, TickerMapSql.KNOWN_AS_OF)
        .objectShape("history", p -> Map.of("ticker", p.get(TICKER)),
            p -> new SqlPlan(HEAD.sql(p), Tuple.of(p.get(TICKER), PointInTime.today(p, clock))))
        .field(Field.of("date", DATE, "Reported date: date filed of an 8-K listing Item 2.02"))
        .field(Field.of("accessionNo", STRING, "That 8-K's accession number"))
        .note("A ticker missing from the SEC ticker map is a 404; a known company without Item 2.02 8-Ks answers "
            + "with an empty history and null next and lastReported.")
        .note("next = the earliest estimate on or after today (UTC), an estimate being a reported date + "
            + EarningsDataset.ESTIMATE_DAYS + " days unless the company reported within 45 days of it.")
        .note("The CSV form exports the history.")
        .note("Asked with asOf, next starts on asOf's day in New York instead of today, and company, history and "
            + "lastReported come from the 8-Ks known then.")
        .history(History.eventTime("sec_events", "known_at", "A reported date is known from the 8-K that gives it: "
            + SecNotes.FILING_KNOWN_AT))
        .coverage("sec_events", "date_filed")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .maxAgeSeconds(600)
        .planner(p -> new SqlPlan(HISTORY.sql(p), Tuple.of(p.get(TICKER))))
        .build();
  }
}
