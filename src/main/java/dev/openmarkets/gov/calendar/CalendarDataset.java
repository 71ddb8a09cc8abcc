package dev.openmarkets.gov.calendar;

import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/**
 * GET /api/markets/calendar: scheduled economic releases (BLS, BEA, Census, the weekly claims and
 * FOMC) with actuals once released. Stored schedules come from calendar_events; the weekly claims
 * follow a rule and are computed for the window asked ({@link WeeklyClaims}).
 */
public final class CalendarDataset {
  private static final String SQL = SqlResource.load(CalendarDataset.class, "calendar.sql");
  static final int BACK_DAYS = 7;
  static final int AHEAD_DAYS = 30;

  static final Param<LocalDate> FROM =
      Param.date("from", "First day (UTC) of the window; default 7 days before today, or 'to' minus 37 days");
  static final Param<LocalDate> TO =
      Param.date("to", "Last day (UTC) of the window; default 30 days after today, or 'from' plus 37 days");
  static final Param<String> IMPORTANCE =
      Param.oneOf("importance", null, List.of("high", "med", "low"), "Only events of this importance "
          + "(medium = med)").withAliases(Map.of("medium", "med"));
  static final Param<String> SOURCE = Param.oneOf("source", null, List.of("bls", "bea", "census", "dol", "fed"),
      "Only events from this source");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows returned");

  static final String KNOWN_AT_DOC = "The latest of: when this service first stored the event's schedule "
      + "(the agencies' schedule pages state no publication time; a moved release is a new version from when it "
      + "was seen), and when the figures shown became known: a BLS month's first value at its release's scheduled "
      + "time (never after it was stored), a revision (a preliminary \"P\" value becoming final) from when it "
      + "was first seen, FRED's as fed-liquidity dates them. actual appears only once the release time is past the "
      + "moment asked. A computed weekly claims release without figures follows a fixed rule: the earliest moment "
      + "the dataset can answer. The revisions list holds the BLS observations' revisions.";

  /**
   * Versions of the schedule and of the BLS observations; the earliest moment it answers is the
   * earlier of the two tables' first versions; its revisions list is the observations' (the figures).
   */
  static final History HISTORY = History.versionedFrom("bls_observations",
      "SELECT least((SELECT min(known_at) FROM calendar_events), (SELECT min(known_at) FROM bls_observations))",
      KNOWN_AT_DOC);

  private CalendarDataset() {
  }

  public static Dataset declaration(Clock clock) {
    return Dataset.builder("calendar", "/api/markets/calendar", "gov")
        .tool("economic_calendar")
        .title("Economic calendar (BLS, BEA, Census, weekly claims, FOMC) with actuals after release")
        .summary("Scheduled releases from the agencies' own schedules, soonest first, by default from 7 days back "
            + "to 30 days ahead; previous and actual are filled from the BLS API and FRED once released. No consensus "
            + "forecasts: forecast is always null.")
        .param(FROM)
        .param(TO)
        .param(IMPORTANCE)
        .param(SOURCE)
        .param(LIMIT)
        .check(Check.fromNotAfterTo(FROM, TO))
        .check(Check.maxSpanDays(FROM, TO, 400))
        .field(Field.of("id", STRING, "Stable id: source, event and reference "
            + "period (bls-cpi-2026-10, bea-gdp-advance-2026-q3, census-retail-sales-2026-10, dol-claims-2026-11-21, "
            + "fed-fomc-2026-12-09)"))
        .field(Field.of("source", STRING, "bls, bea, census, dol (Labor Department, weekly claims) or fed"))
        .field(Field.of("eventName", STRING, "Event"))
        .field(Field.of("importance", STRING, "high, med or low"))
        .field(Field.of("scheduledAt", TIMESTAMP, "Release time, UTC (mostly 08:30 or 10:00 US Eastern; FOMC 14:00)"))
        .field(Field.nullable("periodLabel", STRING, "Reference period as the agency writes it (October 2026)"))
        .field(Field.nullable("previous", DECIMAL, "The event's figure for the period before"))
        .field(Field.nullable("forecast", DECIMAL, "Always null: no consensus figures are published by the sources"))
        .field(Field.nullable("actual", DECIMAL, "The figure for the reference period, once released"))
        .field(Field.nullable("unit", STRING, "Unit of previous and actual (%, thousands, claims, millions of USD)"))
        .note("actual and previous are computed from the BLS API's monthly observations of the event's series: "
            + "level = the value; change = value - previous month's value; pct = (value / previous month's value - 1) "
            + "x 100, rounded half up to one decimal. CPI and Core CPI: CUSR0000SA0, CUSR0000SA0L1E (pct); Nonfarm "
            + "Payrolls: CES0000000001 (change, thousands); Unemployment Rate: LNS14000000 (level); PPI: WPSFD4 (pct); "
            + "JOLTS: JTS000000000000000JOL (level); Import Prices: EIUIR (pct). Configurable.")
        .note("FOMC Rate Decision: actual is FRED's DFEDTARU (upper bound of the target range) on the day after the "
            + "meeting, when a new target takes effect; previous is the latest value before that day. Null until "
            + "FRED observations of DFEDTARU are stored (the fred upstream's series list).")
        .note("BEA (GDP, Personal Income and Outlays, trade) from BEA's iCalendar release feed and Census (retail "
            + "sales, durable goods, housing starts, new home sales, construction spending) from its economic "
            + "indicator calendar; actuals from FRED: GDP A191RL1Q225SBEA (the quarter's value, previous the quarter "
            + "before; FRED keeps only the latest estimate, so the advance, second and third estimates of a quarter "
            + "show the same, latest figure), PCEPI and PCEPILFE, PI, PCE, RSAFS, DGORDER, TTLCONS (pct); BOPGSTB, "
            + "HOUST, HSN1F (level). Configurable.")
        .note("Initial Jobless Claims (source dol): every Thursday 08:30 US Eastern for the week ending the Saturday "
            + "before, on the Wednesday when the Thursday is a federal holiday; computed from that rule for the window, "
            + "id dol-claims-{week-ending date}. actual is FRED's ICSA for that week (claims, seasonally adjusted), "
            + "previous the week before.")
        .note("ids stay the same across polls: a release moved to another day keeps its id.")
        .coverage("calendar_events", "scheduled_at")
        .history(HISTORY)
        .cadence(Cadence.changesEvery("schedules and released actuals change every week", Duration.ofDays(8), Duration.ofDays(7)))
        .planner(p -> plan(p, clock))
        .build();
  }

  static SqlPlan plan(Params p, Clock clock) {
    LocalDate today = PointInTime.today(p, clock);
    LocalDate from = p.given(FROM) ? p.get(FROM)
        : p.given(TO) ? p.get(TO).minusDays(BACK_DAYS + AHEAD_DAYS) : today.minusDays(BACK_DAYS);
    LocalDate to = p.given(TO) ? p.get(TO) : p.given(FROM) ? from.plusDays(BACK_DAYS + AHEAD_DAYS)
        : today.plusDays(AHEAD_DAYS);
    OffsetDateTime start = from.atStartOfDay().atOffset(ZoneOffset.UTC);
    OffsetDateTime end = to.plusDays(1).atStartOfDay().atOffset(ZoneOffset.UTC);
    List<WeeklyClaims.Release> claims = WeeklyClaims.between(start.toInstant(), end.toInstant());
    CalendarEventSpec c = WeeklyClaims.EVENT;
    Tuple t = Tuple.of(start, end, p.get(IMPORTANCE), p.get(SOURCE), p.limit())
        .addValue(claims.stream().map(WeeklyClaims.Release::id).toArray(String[]::new))
        .addValue(claims.stream().map(r -> r.scheduledAt().atOffset(ZoneOffset.UTC)).toArray(OffsetDateTime[]::new))
        .addValue(claims.stream().map(WeeklyClaims.Release::periodLabel).toArray(String[]::new))
        .addValue(claims.stream().map(WeeklyClaims.Release::weekEnding).toArray(LocalDate[]::new))
        .addValue(c.name())
        .addValue(c.importance())
        .addValue(c.seriesId())
        .addValue(c.unit());
    return new SqlPlan(SQL, t);
  }
}
