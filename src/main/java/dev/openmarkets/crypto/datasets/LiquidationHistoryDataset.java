package dev.openmarkets.crypto.datasets;

import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;

/** GET /api/markets/liquidations/history: hourly totals of the last six months, oldest first. */
public final class LiquidationHistoryDataset {
  private static final String SQL = SqlResource.load(LiquidationHistoryDataset.class, "liquidations-history.sql");
  static final int DEFAULT_HOURS = 168;
  static final int SERVED_MONTHS = 6;

  static final Param<String> SYMBOL =
      Param.string("symbol", "One contract as the venue names it, or a base asset alone (BTC) for its "
          + "USDT contracts on every venue. Case-insensitive");
  static final Param<OffsetDateTime> FROM =
      Param.dateTime("from", "First hour (ISO date or date-time); default: 'limit' hours before 'to'");
  static final Param<OffsetDateTime> TO =
      Param.dateTime("to", "Last hour (ISO date or date-time; a date, or a date-time at midnight, "
          + "includes that whole day); default: now");
  static final Param<Integer> LIMIT =
      Param.limit(DEFAULT_HOURS, 5000, "Hours returned at most (the newest in the window)");

  private LiquidationHistoryDataset() {
  }

  /**
   * clock: the hour a window without `to` ends at, and the served months are counted back from
   * (asOf's hour instead when asked).
   */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder("liquidations-history", "/api/markets/liquidations/history", "crypto")
        .chart(Chart.of("Liquidations per hour (USD)", "data", "hour", Chart.XKind.TIME)
            .series("longUsd", "shortUsd")
            .style(Chart.Style.BARS))
        .title("Crypto liquidations: hourly totals (OKX, Gate, HTX)")
        .summary("Hourly liquidated notional, all contracts summed unless symbol is given; oldest first. "
            + "By default the newest 168 hours. Only the last six months are served.")
        .param(SYMBOL)
        .param(FROM)
        .param(TO)
        .param(LIMIT)
        .check(ContractSymbol.check(SYMBOL))
        .field(Field.of("hour", TIMESTAMP, "Start of the UTC hour"))
        .field(Field.nullable("symbol", STRING, "The symbol filtered on; null when all contracts are summed"))
        .field(Field.of("longUsd", NUMBER, "Liquidated longs, USD"))
        .field(Field.of("shortUsd", NUMBER, "Liquidated shorts, USD"))
        .field(Field.of("totalUsd", NUMBER, "longUsd + shortUsd"))
        .field(Field.of("count", INTEGER, "Events in the hour"))
        .field(Field.of("maxSingleUsd", NUMBER, "Largest single liquidation in the hour"))
        .note("Hours without liquidations are left out. Totals are kept from 3 July 2026 on; hours older than "
            + "six months are not served (a window reaching further back is cut there).")
        .coverage("liquidation_hourly", "hour")
        .cadence(Cadence.continuous("hourly buckets of events streamed from the venues", Duration.ofHours(2), Duration.ofHours(10)))
        .maxAgeSeconds(60)
        .lagMillis(1000)
        .history(LiquidationHistories.HOURS)
        .planner(p -> plan(p, clock))
        .build();
  }

  static SqlPlan plan(Params p, Clock clock) {
    OffsetDateTime nowHour = AnswerMoment.of(p, clock).truncatedTo(ChronoUnit.HOURS);
    OffsetDateTime to = nowHour;
    if (p.given(TO)) {
      OffsetDateTime t = p.get(TO);
      to = t.toLocalTime().equals(LocalTime.MIDNIGHT) ? t.plusDays(1).minusNanos(1000) : t;
    }
    OffsetDateTime from = p.given(FROM) ? p.get(FROM)
        : to.truncatedTo(ChronoUnit.HOURS).minusHours(Math.max(0, p.limit() - 1L));
    OffsetDateTime floor = nowHour.minusMonths(SERVED_MONTHS);
    if (from.isBefore(floor)) {
      from = floor;
    }
    return new SqlPlan(SQL, Tuple.of(ContractSymbol.of(p.get(SYMBOL)), from, to, p.limit()));
  }
}
