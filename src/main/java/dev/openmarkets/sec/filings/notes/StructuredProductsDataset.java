package dev.openmarkets.sec.filings.notes;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.SecNotes;
import dev.openmarkets.sec.edgar.Windows;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.Clock;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** GET /api/markets/structured-products: bank-issued notes (424B2 pricing supplements, FWP term sheets). */
public final class StructuredProductsDataset {
  private static final String SQL = SqlResource.load(StructuredProductsDataset.class, "structured-products.sql");
  private static final Pattern CURSOR = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})_(\\d{1,18})");

  static final Param<String> ISSUER = Param.string("issuer", "Issuer name contains this text (any case)");
  static final Param<String> UNDERLYING = Param.string("underlying", "An underlying's symbol (SPX, NDX, RTY...)");
  static final Param<Integer> DAYS =
      Param.integer("days", 30, 1, 365, "Filed in the last N days, today included (UTC); default 30");
  static final Param<String> CURSOR_PARAM =
      Param.string("cursor", "filedAt_id of the last row of the previous page (2025-03-31_1234)");
  static final Param<Integer> LIMIT = Param.limit(100, 1000, "Rows per page (openmarkets extension), default 100");

  private StructuredProductsDataset() {
  }

  /** clock: today, where the window ends when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(FilingsNames.STRUCTURED, "/api/markets/structured-products", FilingsNames.FAMILY)
        .schemas(PayloadSchemas.resource(StructuredProductsDataset.class, "structured-products.schema.json"))
        .title("Structured notes (SEC 424B2 and FWP)")
        .summary("Structured notes filed in the last `days` days, newest first: issuer, pricing date, underlyings, "
            + "note type and terms. Page with `cursor` = filedAt_id of the last row of the previous page.")
        .param(ISSUER)
        .param(UNDERLYING)
        .param(DAYS)
        .param(CURSOR_PARAM)
        .param(LIMIT)
        .check(p -> p.get(CURSOR_PARAM) == null || cursor(p.get(CURSOR_PARAM)) != null ? null
            : "Parameter 'cursor' must be filedAt_id as given by a row (YYYY-MM-DD_<id>).")
        .field(Field.of("id", INTEGER, "Row id; with filedAt it forms the paging cursor"))
        .field(Field.of("accessionNo", STRING, "EDGAR accession number"))
        .field(Field.of("issuer", STRING, "Issuer (first filer of the submission)"))
        .field(Field.of("formType", STRING, "424B2 or FWP"))
        .field(Field.of("filedAt", DATE, "Date filed"))
        .field(Field.nullable("pricingDate", STRING, "Pricing (or trade) date stated in the document, YYYY-MM-DD; "
            + "never the filing date"))
        .field(Field.nullable("underlyings", JSON, "Underlying symbols; null for preliminary filings"))
        .field(Field.nullable("noteType", STRING, "autocallable, digital, buffered, income or barrier; null for "
            + "preliminary filings"))
        .field(Field.nullable("coupon", DECIMAL, "Coupon, % per annum; null for preliminary filings (never 0)"))
        .field(Field.nullable("capPct", DECIMAL, "Cap on the return, %"))
        .field(Field.nullable("barrierPct", DECIMAL, "Barrier or downside threshold, % of the starting value; for a "
            + "digital note the level at or above which it pays its fixed return"))
        .field(Field.nullable("principalUsd", DECIMAL, "Aggregate principal: the filing-fee exhibit's XBRL "
            + "(ffd:TtlOfferingAmt, else the sum of ffd:MaxAggtOfferingPric) when present, else the text"))
        .field(Field.of("docUrl", STRING, "The supplement or term sheet"))
        .note("A preliminary supplement (\"not complete and may be changed\", \"Preliminary Pricing Supplement\", "
            + "\"Subject to Completion\") has no final terms: underlyings, noteType, coupon, capPct, barrierPct and "
            + "principalUsd are null. Its pricingDate is the expected one.")
        .note("noteType is the first of: autocallable (automatic call), digital (one fixed return if the underlying "
            + "ends at or above a level: Digital Return, Digital Payment, Digital ... Notes, threshold settlement "
            + "amount), buffered (buffer), income (contingent coupon / yield notes), barrier (barrier, trigger, "
            + "threshold). Numbers spread by stray spaces (\"1 2 . 5 0 %\") are joined before reading.")
        .note("Order: filedAt descending, then id descending; the next page is the rows after (filedAt, id) of the "
            + "cursor, so ties in filedAt are neither lost nor repeated.")
        .note("An FWP that states no underlying, coupon, cap, barrier or pricing date (a share-offering or road-show "
            + "FWP) is not a note and loads no row.")
        .note("`import structured-products FILE...` reads full .txt submissions (ACCESSION.txt).")
        .coverage("sec_structured_notes", "date_filed")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .maxAgeSeconds(600)
        .note(SecNotes.WINDOW_AS_OF)
        .history(History.eventTime("sec_structured_notes", "known_at", SecNotes.FILING_KNOWN_AT))
        .planner(p -> plan(p, clock))
        .build();
  }

  /** The cursor's (date filed, id), or null when malformed. */
  static Object[] cursor(String text) {
    Matcher m = CURSOR.matcher(text.strip());
    if (!m.matches()) {
      return null;
    }
    try {
      return new Object[] {LocalDate.parse(m.group(1)), Long.parseLong(m.group(2))};
    } catch (DateTimeParseException | NumberFormatException e) {
      return null;
    }
  }

  static SqlPlan plan(Params p, Clock clock) {
    Object[] c = p.get(CURSOR_PARAM) == null ? null : cursor(p.get(CURSOR_PARAM));
    return new SqlPlan(SQL, Tuple.of(Windows.firstDay(PointInTime.today(p, clock), p.get(DAYS)), p.get(ISSUER), p.get(UNDERLYING),
        c == null ? null : c[0], c == null ? null : c[1], p.limit()));
  }
}
