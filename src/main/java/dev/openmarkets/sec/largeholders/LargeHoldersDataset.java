package dev.openmarkets.sec.largeholders;

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
import java.util.List;

/** GET /api/markets/large-holders: reporting persons of Schedule 13D and 13G filings. */
public final class LargeHoldersDataset {
  private static final TickerMapSql BY_FILED =
      TickerMapSql.of(SqlResource.load(LargeHoldersDataset.class, "large-holders-filed.sql"));
  private static final TickerMapSql BY_PERCENT =
      TickerMapSql.of(SqlResource.load(LargeHoldersDataset.class, "large-holders-percent.sql"));

  static final Param<String> SYMBOL = Param.ticker("symbol", "US ticker of the issuer (through the SEC ticker map)");
  static final Param<String> FORM =
      Param.oneOf("form", null, List.of("13D", "13G"), "13D (activist) or 13G (passive); both by default");
  static final Param<Integer> DAYS =
      Param.integer("days", 30, 1, 365, "Filed in the last N days, today included; default 30");
  static final Param<Boolean> NEW = Param.bool("new", false, "Only new (non-amendment) filings");
  static final Param<String> SORT = Param.oneOf("sort", "filed", List.of("filed", "percent"),
      "filed (default): newest filing first; percent: largest percent of class first");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows (openmarkets extension), default 1000");

  private LargeHoldersDataset() {
  }

  /** clock: today, where the window ends when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(SecDatasetNames.LARGE_HOLDERS, "/api/markets/large-holders", "sec")
        .tool("large_holders")
        .title("Large holders above 5% (SEC Schedules 13D and 13G)")
        .summary("Reporting persons of the structured Schedule 13D and 13G filings filed in the last `days` "
            + "days; one row per reporting person. Newest filing first, or largest percent with sort=percent.")
        .param(SYMBOL)
        .param(FORM)
        .param(DAYS)
        .param(NEW)
        .param(SORT)
        .param(LIMIT)
        .field(Field.of("accessionNo", STRING, "EDGAR accession number"))
        .field(Field.nullable("amendmentNo", STRING, "Amendment number; null on an original filing"))
        .field(Field.nullable("cusip", STRING, "Issuer CUSIP"))
        .field(Field.nullable("eventDate", DATE, "Date of the event that requires the filing"))
        .field(Field.nullable("filedAt", TIMESTAMP, "When the filing reached EDGAR"))
        .field(Field.of("formType", STRING, "Submission type as filed (SCHEDULE 13D, SCHEDULE 13G/A...)"))
        .field(Field.of("issuerCik", STRING, "Issuer CIK, ten digits"))
        .field(Field.nullable("issuerName", STRING, "Issuer name"))
        .field(Field.nullable("percentOfClass", DECIMAL, "Percent of the class owned"))
        .field(Field.nullable("personType", STRING, "Type of reporting person (IA, PN, IN...), comma-separated"))
        .field(Field.nullable("reportingCik", STRING, "Reporting person's CIK; 13G persons often have none"))
        .field(Field.of("reportingPerson", STRING, "Reporting person"))
        .field(Field.nullable("securityClass", STRING, "Title of the class"))
        .field(Field.nullable("sharesOwned", DECIMAL, "Aggregate amount beneficially owned"))
        .field(Field.nullable("ticker", STRING, "Issuer's primary ticker in the SEC ticker map"))
        .note("sort=filed (default) orders by filing time, newest first; sort=percent by percentOfClass, largest "
            + "first (rows without a percent last), then newest filing. Ties: accession number, then person.")
        .note("Only the structured XML schedules (required on EDGAR since December 2024) are read; older HTML "
            + "or text schedules are rejected at import and listed in /stats.")
        .note(SecNotes.FILED_AT)
        .note(SecNotes.WINDOWS)
        .note(SecNotes.WINDOW_AS_OF)
        .note(SecNotes.importing("large-holders", "Schedule 13D/13G"))
        .coverage("large_holders", "event_date")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .history(History.eventTime("large_holders", "known_at", SecNotes.FILING_KNOWN_AT))
        .planner(p -> plan(p, clock))
        .build();
  }

  static SqlPlan plan(Params p, Clock clock) {
    String sql = ("percent".equals(p.get(SORT)) ? BY_PERCENT : BY_FILED).sql(p);
    return new SqlPlan(sql, Tuple.of(p.get(SYMBOL), p.get(FORM), Windows.since(PointInTime.today(p, clock), p.get(DAYS)),
        p.get(NEW), p.limit()));
  }
}
