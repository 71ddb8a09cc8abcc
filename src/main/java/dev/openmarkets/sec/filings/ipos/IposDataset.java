package dev.openmarkets.sec.filings.ipos;

import static dev.openmarkets.dataset.FieldType.BOOLEAN;
import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.NUMBER;
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
import dev.openmarkets.sec.edgar.SecNotes;
import dev.openmarkets.sec.edgar.TickerMapSql;
import dev.openmarkets.sec.edgar.Windows;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/** GET /api/markets/ipos: registration filings (S-1, F-1 and amendments, 424B4, RW, EFFECT). */
public final class IposDataset {
  private static final TickerMapSql SQL = TickerMapSql.of(SqlResource.load(IposDataset.class, "ipos.sql"));

  static final Param<String> FORM =
      Param.string("form", "Form type, or a comma list of them: " + String.join(", ", new TreeSet<>(RegistrationDocuments.FORMS)));
  static final Param<Integer> DAYS =
      Param.integer("days", 30, 1, 365, "Filed in the last N days, today included (UTC); default 30");
  static final Param<Boolean> NEW =
      Param.bool("new", false, "Only first registrations: each company's first S-1/F-1 on file");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows (openmarkets extension), default 1000");

  private IposDataset() {
  }

  /** clock: today, where the window ends when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(FilingsNames.IPOS, "/api/markets/ipos", FilingsNames.FAMILY)
        .tool("ipo_pipeline")
        .title("Registrations and IPO filings (SEC S-1, F-1, 424B4, RW, EFFECT)")
        .summary("Registration statements, final prospectuses, withdrawals and effectiveness notices filed in the "
            + "last `days` days, newest first.")
        .param(FORM)
        .param(DAYS)
        .param(NEW)
        .param(LIMIT)
        .check(IposDataset::formsValid)
        .field(Field.of("accessionNo", STRING, "EDGAR accession number"))
        .field(Field.of("formType", STRING, "S-1, S-1/A, F-1, F-1/A, 424B4, RW or EFFECT"))
        .field(Field.of("cik", STRING, "Registrant CIK, ten digits"))
        .field(Field.of("companyName", STRING, "Registrant name as filed"))
        .field(Field.of("filedAt", TIMESTAMP, "Acceptance time (UTC) when a document or submissions JSON gave it, "
            + "else the date filed at 00:00Z"))
        .field(Field.of("listed", BOOLEAN, "The registrant's CIK is in the SEC ticker file (company_tickers.json)"))
        .field(Field.nullable("firstRegistration", DATE, "Date of the company's first S-1/F-1 on file here"))
        .field(Field.nullable("offeringAmount", NUMBER, "Reserved, currently null"))
        .note("A 424B4 is any final prospectus under Rule 424(b)(4): shelf take-downs file it too, so the form alone "
            + "does not mean an IPO. EFFECT rows carry EDGAR's date filed (notices disseminated on a Monday can keep "
            + "Friday's date).")
        .note("firstRegistration and new read the registrations stored here: load the company's submissions JSON "
            + "(`import ipos CIK##########.json`) to have its older S-1/F-1 on file.")
        .note("`import ipos FILE...` reads daily indexes (form, master and company .idx), submissions JSON, full .txt "
            + "submissions and EFFECT primary_doc.xml files named after their accession.")
        .coverage("sec_registrations", "date_filed")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .maxAgeSeconds(600)
        .note(SecNotes.WINDOW_AS_OF)
        .history(History.eventTime("sec_registrations", "known_at", SecNotes.FILING_KNOWN_AT
            + " firstRegistration and new read the registrations known at that moment too."))
        .planner(p -> plan(p, clock))
        .build();
  }

  static List<String> forms(Params p) {
    String f = p.get(FORM);
    if (f == null || f.isBlank()) {
      return null;
    }
    return Arrays.stream(f.split(",")).map(s -> s.strip().toUpperCase(Locale.ROOT)).filter(s -> !s.isEmpty()).toList();
  }

  static String formsValid(Params p) {
    List<String> forms = forms(p);
    if (forms == null) {
      return null;
    }
    for (String f : forms) {
      if (!RegistrationDocuments.FORMS.contains(f)) {
        return "Parameter 'form' must be one or more of " + String.join(", ", new TreeSet<>(RegistrationDocuments.FORMS))
            + " (comma-separated); got '" + f + "'.";
      }
    }
    return null;
  }

  static SqlPlan plan(Params p, Clock clock) {
    List<String> forms = forms(p);
    return new SqlPlan(SQL.sql(p), Tuple.of(forms == null ? null : forms.toArray(new String[0]), Windows.since(PointInTime.today(p, clock), p.get(DAYS)),
        p.get(NEW), p.limit()));
  }
}
