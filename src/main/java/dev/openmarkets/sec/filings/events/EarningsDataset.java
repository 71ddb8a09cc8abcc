package dev.openmarkets.sec.filings.events;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecNotes;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.List;

/** GET /api/markets/earnings: reported (8-K Item 2.02) and estimated earnings dates in a window. */
public final class EarningsDataset {
  static final int MAX_WINDOW_DAYS = 120;
  static final int DEFAULT_WINDOW_DAYS = 14;
  public static final int ESTIMATE_DAYS = 364;
  private static final String SQL = SqlResource.load(EarningsDataset.class, "earnings.sql");

  static final Param<LocalDate> FROM = Param.date("from", "First date, YYYY-MM-DD; default today (UTC; asOf's day in New York with asOf)");
  static final Param<LocalDate> TO =
      Param.date("to", "Last date, YYYY-MM-DD; default from + 14 days; at most 120 days after from");
  static final Param<String> STATUS =
      Param.oneOf("status", null, List.of("reported", "estimated"), "Only reported or only estimated dates");
  static final Param<String> TICKER = Param.ticker("ticker", "One company");
  static final Param<Integer> LIMIT = Param.limit(500, 2000, "Rows, default 500");

  /** A row shows the company's 8-Ks known at the moment: it is known from the newest of them. */
  static final String KNOWN_AT = "The newest knownAt of the company's 8-Ks known at the moment asked (each 8-K's: "
      + SecNotes.FILING_KNOWN_AT + "), the last filing that could change the row (its company name, history, "
      + "estimates). Asked with asOf, reported dates, estimates and history come from the 8-Ks known then.";

  private EarningsDataset() {
  }

  /** clock: today, the default `from` and where next starts, when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(FilingsNames.EARNINGS, "/api/markets/earnings", FilingsNames.FAMILY)
        .schemas(PayloadSchemas.resource(EarningsDataset.class, "earnings.schema.json"))
        .tool("earnings_calendar")
        .title("Earnings dates (SEC Form 8-K Item 2.02)")
        .summary("Reported earnings dates (8-K filings with Item 2.02, Results of Operations and Financial "
            + "Condition) and estimates (last year's reported date plus 52 weeks) from `from` to `to`, "
            + "earliest first.")
        .param(FROM)
        .param(TO)
        .param(STATUS)
        .param(TICKER)
        .param(LIMIT)
        .check(p -> window(p, clock))
        .field(Field.of("date", DATE, "The reported date (date filed of the 8-K) or the estimated date"))
        .field(Field.of("ticker", STRING, "Primary ticker in the SEC ticker map"))
        .field(Field.of("company", STRING, "Company name (its newest 8-K, else the ticker map)"))
        .field(Field.of("cik", STRING, "CIK, ten digits"))
        .field(Field.of("status", STRING, "reported or estimated"))
        .field(Field.nullable("basis", DATE, "For an estimate, last year's reported date it is based on; null for "
            + "reported rows"))
        .field(Field.nullable("accessionNo", STRING, "The Item 2.02 8-K; null for estimates"))
        .field(Field.of("history", JSON, "Reported dates newest first, as {date, accessionNo}, up to 80"))
        .field(Field.nullable("next", JSON, "The company's next estimate on or after today: {date, status "
            + "\"estimated\", basis}; null when none"))
        .field(Field.nullable("lastReported", DATE, "The company's newest reported date"))
        .note("A reported date is the date filed of an 8-K (amendments excluded) listing Item 2.02; several such "
            + "8-Ks of one company on one day are one date (the first filed gives accessionNo).")
        .note("estimate = reported date + " + ESTIMATE_DAYS + " days (52 weeks, so the weekday is kept). An estimate "
            + "is dropped when the company reported within 45 days of it: the reported date stands for that quarter.")
        .note("Only companies in the SEC ticker map are listed. Order: date, then ticker, then status.")
        .note("Rules: `from` after `to`, or a window longer than 120 days, is a 400.")
        .coverage("sec_events", "date_filed")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .maxAgeSeconds(600)
        .note(SecNotes.WINDOW_AS_OF)
        .history(History.eventTime("sec_events", "known_at", KNOWN_AT))
        .planner(p -> plan(p, clock))
        .build();
  }

  static LocalDate from(Params p, Clock clock) {
    return p.get(FROM) != null ? p.get(FROM) : PointInTime.today(p, clock);
  }

  static LocalDate to(Params p, Clock clock) {
    return p.get(TO) != null ? p.get(TO) : from(p, clock).plusDays(DEFAULT_WINDOW_DAYS);
  }

  static String window(Params p, Clock clock) {
    LocalDate from = from(p, clock);
    LocalDate to = to(p, clock);
    if (from.isAfter(to)) {
      return "Parameter 'from' (" + from + ") is after 'to' (" + to + ").";
    }
    if (ChronoUnit.DAYS.between(from, to) > MAX_WINDOW_DAYS) {
      return "The window from " + from + " to " + to + " is longer than " + MAX_WINDOW_DAYS + " days.";
    }
    return null;
  }

  static SqlPlan plan(Params p, Clock clock) {
    return new SqlPlan(SQL, Tuple.of(from(p, clock), to(p, clock), p.get(STATUS), p.get(TICKER),
        PointInTime.today(p, clock), p.limit()));
  }
}
