package dev.openmarkets.dataset;

import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The {@code asOf} parameter every dataset takes, and how a plan receives the moment. Planner SQL
 * names the moment {@link #MOMENT}; {@link #bind} turns it into the plan's next positional
 * argument: the asked moment, or {@code infinity} without asOf, under which the point-in-time
 * predicate {@code known_at <= m AND (superseded_at IS NULL OR superseded_at > m)} keeps exactly
 * the current rows (known_at is never later than the moment a row was stored), so answers without
 * asOf are those of a table without history.
 */
public final class PointInTime {
  /** The placeholder planner SQL writes for the moment (not valid SQL: an unbound one fails loudly). */
  public static final String MOMENT = "$asOf";
  /** A date alone means the end of that day in New York, when US markets' day is over. */
  public static final ZoneId MARKET_ZONE = ZoneId.of("America/New_York");

  public static final Param<OffsetDateTime> AS_OF = Param.dateTime("asOf",
      "Answer as the data known at this moment was (point in time): a date YYYY-MM-DD (the end of that day, "
          + "New York time) or an ISO 8601 date-time. Rows known later, and later versions of a row, are left out. "
          + "Without it: the latest data. Before the earliest moment the dataset can answer: 400 naming that moment.");

  /** The knownAt row field of datasets whose rows say when they became known. */
  public static final Field KNOWN_AT = Field.of("knownAt", FieldType.TIMESTAMP,
      "When this version of the row became known (point in time; see this page's Point in time section)");

  private PointInTime() {
  }

  /**
   * A date asOf as an instant: the last millisecond of that day in New York. Moments are taken to
   * the millisecond, as answers print times (see {@link #moment}).
   */
  public static OffsetDateTime endOfDay(LocalDate d) {
    return d.plusDays(1).atStartOfDay(MARKET_ZONE).minusNanos(1_000_000).toOffsetDateTime()
        .withOffsetSameInstant(ZoneOffset.UTC);
  }

  /** An asOf date-time as the moment answered: in UTC, to the millisecond (see {@link #endOfDay}). */
  public static OffsetDateTime normalise(OffsetDateTime asOf) {
    return asOf.withOffsetSameInstant(ZoneOffset.UTC).truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
  }

  /**
   * The moment a plan answers for: the end of asOf's millisecond (answers print times to the
   * millisecond, and a knownAt printed as 12:00:00.123 may be 12:00:00.123456 in the table: asked
   * back as asOf, it must include its row), or OffsetDateTime.MAX (sent as infinity) without asOf.
   */
  public static OffsetDateTime moment(Params p) {
    OffsetDateTime asOf = p.asOf();
    return asOf == null ? OffsetDateTime.MAX : asOf.plusNanos(999_000);
  }

  /**
   * "Today" for a window that ends today: asOf's day in New York when asked (the answer as it was
   * then used that day's window), else today by the clock in UTC.
   */
  public static LocalDate today(Params p, java.time.Clock clock) {
    OffsetDateTime asOf = p.asOf();
    return asOf == null ? LocalDate.now(clock.withZone(ZoneOffset.UTC))
        : asOf.atZoneSameInstant(MARKET_ZONE).toLocalDate();
  }

  /** The plan with MOMENT bound as its next argument; a plan not naming it is returned as it is. */
  public static SqlPlan bind(SqlPlan plan, Params p) {
    String sql = plan.sql();
    if (!sql.contains(MOMENT)) {
      return plan;
    }
    Tuple args = Tuple.tuple();
    for (int i = 0; i < plan.args().size(); i++) {
      args.addValue(plan.args().getValue(i));
    }
    args.addValue(moment(p));
    return new SqlPlan(sql.replace(MOMENT, "$" + args.size()), args, plan.fields());
  }

  /** The fields a CSV export writes: knownAt, the last field, only when asOf was asked. */
  public static List<Field> csvFields(List<Field> fields, Params p) {
    boolean last = !fields.isEmpty() && fields.get(fields.size() - 1) == KNOWN_AT;
    return last && p.asOf() == null ? fields.subList(0, fields.size() - 1) : fields;
  }
}
