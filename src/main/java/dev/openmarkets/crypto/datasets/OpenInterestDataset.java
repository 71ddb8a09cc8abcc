package dev.openmarkets.crypto.datasets;

import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DropInTool;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/** GET /api/markets/open-interest/{slug}: hourly or daily open interest and long/short ratios. */
public final class OpenInterestDataset {
  private static final String HOURLY = SqlResource.load(OpenInterestDataset.class, "open-interest-hourly.sql");
  private static final String DAILY = SqlResource.load(OpenInterestDataset.class, "open-interest-daily.sql");
  private static final String KNOWN = SqlResource.load(OpenInterestDataset.class, "symbol-known.sql");
  static final int DEFAULT_DAYS = 7;

  static final Param<String> SLUG = Param.pathSlug("slug", "Symbol slug from /api/markets/symbols");
  static final Param<LocalDate> FROM = Param.date("from", "First day (its first hour); default 7 days before 'to'");
  static final Param<LocalDate> TO = Param.date("to", "Last day (its last hour); default today (UTC)");
  static final Param<String> PERIOD =
      Param.oneOf("period", "hourly", List.of("hourly", "daily"), "hourly, or daily (the last hour of "
          + "each UTC day, stamped with the day's start); 1h and 1d are accepted too")
          .withAliases(Map.of("1h", "hourly", "1d", "daily"));
  static final Param<Integer> LIMIT = Param.limit(5000, 5000, "Rows returned, newest first");

  private OpenInterestDataset() {
  }

  /** clock: the day a window without `to` ends at (asOf's UTC day instead when asked). */
  public static Dataset declaration(Clock clock) {
    return Dataset.builder("open-interest", "/api/markets/open-interest/{slug}", "crypto")
        .chart(Chart.of("Open interest of {slug} by exchange (USD)", "data", "ts", Chart.XKind.TIME)
            .pivot("exchange", "openInterestValue"))
        .tool(DropInTool.named("crypto_market").selectedBy("dataset", "open-interest"))
        .title("Open interest history of one perpetual")
        .summary("Hourly open interest with the account and top-trader long/short ratios: binance from its "
            + "hourly history, bybit and okx from our own snapshots (the first sample of each hour). Newest "
            + "first; by default the last 7 days.")
        .param(SLUG)
        .param(FROM)
        .param(TO)
        .param(PERIOD)
        .param(LIMIT)
        .check(Check.fromNotAfterTo(FROM, TO))
        .field(Field.of("exchange", STRING, "binance, bybit or okx"))
        .field(Field.of("ts", TIMESTAMP, "The hour (or day) the values belong to"))
        .field(Field.nullable("openInterest", DECIMAL, "Open interest (binance: base asset; bybit: base asset; "
            + "okx: contracts)"))
        .field(Field.nullable("openInterestValue", DECIMAL, "Open interest notional, USD"))
        .field(Field.nullable("longShortRatio", DECIMAL, "Accounts long / short (binance)"))
        .field(Field.nullable("topTraderRatio", DECIMAL, "Top traders' positions long / short (binance)"))
        // today's symbols with or without asOf: crypto_symbols keeps no versions (configured symbols,
        // pruned when no longer configured; when one was added is not stored)
        .notFound(SLUG, "symbol", KNOWN)
        .coverage("open_interest_hourly", "ts")
        .cadence(Cadence.continuous("hourly points", Duration.ofHours(2), Duration.ofHours(4)))
        .history(History.eventTime("open_interest_hourly", "known_at", "Binance's hourly buckets: the end of "
            + "the hour (a bucket stored earlier, still in progress: when stored; one whose values changed: when "
            + "they changed). Our own samples (bybit, okx): when we took them (ts is only their hour). Asked with "
            + "asOf, a window without `to` ends on asOf's UTC day."))
        .planner(p -> plan(p, clock))
        .build();
  }

  static SqlPlan plan(Params p, Clock clock) {
    LocalDate to = p.given(TO) ? p.get(TO) : AnswerMoment.of(p, clock).toLocalDate();
    LocalDate from = p.given(FROM) ? p.get(FROM) : to.minusDays(DEFAULT_DAYS);
    String sql = "daily".equals(p.get(PERIOD)) ? DAILY : HOURLY;
    return new SqlPlan(sql, Tuple.of(p.get(SLUG), from.atStartOfDay().atOffset(ZoneOffset.UTC),
        to.plusDays(1).atStartOfDay().atOffset(ZoneOffset.UTC), p.limit()));
  }
}
