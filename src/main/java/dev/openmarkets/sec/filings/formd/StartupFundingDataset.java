package dev.openmarkets.sec.filings.formd;

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
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.SecNotes;
import dev.openmarkets.sec.edgar.Windows;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalTime;
import java.util.List;

/** GET /api/markets/startup-funding: Form D notices of exempt private offerings. */
public final class StartupFundingDataset {
  private static final String SQL = SqlResource.load(StartupFundingDataset.class, "startup-funding.sql");

  static final Param<Integer> DAYS =
      Param.integer("days", 30, 1, 365, "Filed in the last N days, today included (UTC); default 30");
  static final Param<String> CIK = Param.string("cik", "One issuer's CIK (with or without leading zeros)");
  static final Param<String> SORT =
      Param.oneOf("sort", null, List.of("recent"), "recent: most recent filings first instead of largest raises");
  static final Param<Boolean> FUNDS = Param.bool("funds", false, "Include pooled investment funds");
  static final Param<Boolean> AMENDMENTS = Param.bool("amendments", false, "Include amendments (D/A)");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows (openmarkets extension), default 1000");

  private StartupFundingDataset() {
  }

  /** clock: today, where the window ends when no asOf is asked. */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder(FilingsNames.STARTUP_FUNDING, "/api/markets/startup-funding", FilingsNames.FAMILY)
        .tool("private_placements")
        .title("Startup funding (SEC Form D private placements)")
        .summary("Form D notices of exempt offerings filed in the last `days` days: largest offering first, or "
            + "newest first with sort=recent. Pooled investment funds and amendments are left out unless asked for.")
        .param(DAYS)
        .param(CIK)
        .param(SORT)
        .param(FUNDS)
        .param(AMENDMENTS)
        .param(LIMIT)
        .check(p -> p.get(CIK) == null || Ciks.normalize(p.get(CIK)) != null ? null
            : "Parameter 'cik' must be a CIK of at most 10 digits.")
        .field(Field.of("accessionNo", STRING, "EDGAR accession number"))
        .field(Field.of("cik", STRING, "Issuer CIK, ten digits"))
        .field(Field.of("issuerName", STRING, "Primary issuer's name"))
        .field(Field.nullable("entityType", STRING, "Corporation, Limited Liability Company, Limited Partnership..."))
        .field(Field.nullable("state", STRING, "State or country code of the issuer's address"))
        .field(Field.nullable("industryGroup", STRING, "Industry group as filed"))
        .field(Field.nullable("fundType", STRING, "Investment fund type (Hedge Fund, Venture Capital Fund...); funds only"))
        .field(Field.of("isAmendment", BOOLEAN, "An amendment (D/A) of an earlier notice"))
        .field(Field.nullable("dateOfFirstSale", DATE, "Date of first sale; null when yet to occur"))
        .field(Field.nullable("securityTypes", STRING, "Types of securities offered, comma-separated"))
        .field(Field.nullable("exemptions", STRING, "Federal exemptions and exclusions claimed (06b, 3C.7...), "
            + "comma-separated"))
        .field(Field.nullable("totalOfferingAmount", NUMBER, "Total offering amount, USD; null when Indefinite"))
        .field(Field.nullable("totalAmountSold", NUMBER, "Total amount sold, USD"))
        .field(Field.nullable("investorsCount", NUMBER, "Investors who already invested"))
        .field(Field.nullable("minimumInvestment", NUMBER, "Minimum investment accepted, USD"))
        .field(Field.nullable("revenueRange", STRING, "Revenue range (aggregate net asset value range for funds)"))
        .field(Field.of("filedAt", TIMESTAMP, "Acceptance time of a .txt submission; else the date filed from the "
            + "daily index, else the signature date, at 00:00Z"))
        .note("A fund is an issuer whose industry group is Pooled Investment Fund or whose securities include pooled "
            + "investment fund interests; left out unless funds=1.")
        .note("Default order: totalOfferingAmount, largest first (Indefinite last), then newest filing; sort=recent: "
            + "newest filing first. Ties: accession number, descending.")
        .note("`import startup-funding FILE...` reads primary_doc.xml files named after their accession "
            + "(0001234567-26-000001-primary_doc.xml) and full .txt submissions.")
        .coverage("sec_form_d", "signature_date")
        .cadence(Cadence.changesWeekdays("EDGAR filings each weekday: a change expected by 22:00 ET the next weekday", LocalTime.of(22, 0)))
        .maxAgeSeconds(600)
        .note(SecNotes.WINDOW_AS_OF)
        .history(History.eventTime("sec_form_d", "known_at", SecNotes.FILING_KNOWN_AT))
        .planner(p -> plan(p, clock))
        .build();
  }

  static SqlPlan plan(Params p, Clock clock) {
    return new SqlPlan(SQL, Tuple.of(Windows.since(PointInTime.today(p, clock), p.get(DAYS)), Ciks.normalize(p.get(CIK)), p.get(FUNDS),
        p.get(AMENDMENTS), "recent".equals(p.get(SORT)), p.limit()));
  }
}
