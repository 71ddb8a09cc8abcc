package dev.openmarkets.sec.filings.events;

import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
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
import dev.openmarkets.sec.edgar.TickerMapSql;
import dev.openmarkets.sec.edgar.Windows;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalTime;

/** GET /api/markets/events: 8-K current reports with their items as numbers and labels. */
public final class EventsDataset {
  private static final TickerMapSql SQL = TickerMapSql.of(SqlResource.load(EventsDataset.class, "events.sql"));

  static final Param<String> TICKER = Param.ticker("ticker", "US ticker of the filer (through the SEC ticker map)");
  static final Param<String> ITEM =
      Param.oneOf("item", null, EightKItems.numbers(), "Only filings reporting this 8-K item number");
  static final Param<Integer> DAYS =
      Param.integer("days", 7, 1, 90, "Filed in the last N days, today included (UTC); default 7");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows (openmarkets extension), default 1000");

  private EventsDataset() {
  }

  /** clock: today, where the window ends when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(FilingsNames.EVENTS, "/api/markets/events", FilingsNames.FAMILY)
        .schemas(PayloadSchemas.resource(EventsDataset.class, "events.schema.json"))
        .tool("corporate_events")
        .title("Material events (SEC Form 8-K)")
        .summary("8-K and 8-K/A current reports filed in the last `days` days, newest first, with the items "
            + "they report as numbers (\"5.02\") and readable labels.")
        .param(TICKER)
        .param(ITEM)
        .param(DAYS)
        .param(LIMIT)
        .field(Field.of("accessionNo", STRING, "EDGAR accession number, unique per filing"))
        .field(Field.nullable("ticker", STRING, "Filer's primary ticker in the SEC ticker map; null when it has none"))
        .field(Field.of("company", STRING, "Filer's conformed name"))
        .field(Field.nullable("items", JSON, "Item numbers as listed by the filing (\"2.02\", \"9.01\"); null "
            + "when the source names none"))
        .field(Field.nullable("eventLabels", JSON, "Readable label of each item, in the same order"))
        .field(Field.of("filedAt", TIMESTAMP, "EDGAR acceptance time converted from US Eastern time (EST/EDT) to "
            + "UTC; the date filed at 00:00Z when the source has no acceptance time (feed .nc files)"))
        .field(Field.of("docUrl", STRING, "The primary document (the 8-K itself); the filing index when unknown"))
        .note("Items come from the source as it lists them: the submissions JSON `items`, a filing index page's "
            + "\"Item 5.02: ...\" lines, a feed file's <ITEMS>, or the .txt header's ITEM INFORMATION titles "
            + "mapped to their numbers. No item is inferred from exhibits (an EX-99.1 without a listed 9.01 stays "
            + "without 9.01).")
        .note("Ties in filedAt are ordered by accession number, descending.")
        .note(SecNotes.WINDOW_AS_OF)
        .note("`import events FILE...` reads full .txt submissions (ACCESSION.txt), dissemination feed files "
            + "(ACCESSION.nc), filing index pages (ACCESSION-index.html) and submissions JSON (CIK##########.json, "
            + "its 8-K rows).")
        .coverage("sec_events", "date_filed")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .maxAgeSeconds(600)
        .history(History.eventTime("sec_events", "known_at", SecNotes.FILING_KNOWN_AT))
        .planner(p -> plan(p, clock))
        .build();
  }

  static SqlPlan plan(Params p, Clock clock) {
    return new SqlPlan(SQL.sql(p), Tuple.of(p.get(TICKER), p.get(ITEM), Windows.since(PointInTime.today(p, clock), p.get(DAYS)),
        p.limit()));
  }
}
