package dev.openmarkets.crypto.datasets;

import static dev.openmarkets.dataset.FieldType.DECIMAL;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DropInTool;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * GET /api/markets/funding-rates/{slug}: one symbol's venues (with the long/short ratio) and its
 * settled funding history over 30 days, a year or everything collected.
 */
public final class FundingRateSymbolDataset {
  private static final String ROWS = SqlResource.load(FundingRateSymbolDataset.class, "funding-rates-symbol.sql");
  private static final String ROWS_AS_OF =
      SqlResource.load(FundingRateSymbolDataset.class, "funding-rates-symbol-asof.sql");
  private static final String HEAD = SqlResource.load(FundingRateSymbolDataset.class, "funding-rates-symbol-head.sql");
  private static final String KNOWN = SqlResource.load(FundingRateSymbolDataset.class, "symbol-known.sql");
  /** Settlements in one answer at most (hourly venues over years would be unbounded). */
  static final int MAX_HISTORY = 20_000;

  static final Param<String> SLUG = Param.pathSlug("slug", "Symbol slug from /api/markets/symbols (btc, eth...)");
  static final Param<String> HISTORY =
      Param.oneOf("history", "30d", List.of("30d", "1y", "all"), "Settled funding history window");

  private FundingRateSymbolDataset() {
  }

  /** clock: the "now" a history window (30d, 1y) ends at (asOf instead when asked). */
  public static Dataset declaration(Clock clock) {
    return FundingFields.add(Dataset.builder("funding-rates-symbol", "/api/markets/funding-rates/{slug}", "crypto")
            .schemas(PayloadSchemas.resource(FundingRateSymbolDataset.class, "funding-rates-symbol.schema.json"))
            .chart(Chart.of("Settled funding rate of {slug} by exchange", "data.fundingHistory", "fundingTime",
                    Chart.XKind.TIME)
                .query("?history=30d")
                .pivot("exchange", "fundingRate"))
            .tool(DropInTool.named("funding_rates").whenGiven("slug"))
            .title("Funding rates of one perpetual, with settled history")
            .summary("data is an object: slug, history (the window), baseAsset, fundingHistory (settled rates "
                + "{exchange, instrument, fundingTime, fundingRate}, newest first) and exchanges (one row per "
                + "venue, the funding-rates fields plus longShortRatio)."))
        .param(SLUG)
        .param(HISTORY)
        .field(Field.nullable("longShortRatio", DECIMAL, "Accounts long / accounts short as the venue publishes it "
            + "(binance, bybit, okx)"))
        .note("The CSV form exports the exchanges rows; fundingHistory holds at most " + MAX_HISTORY + " settlements.")
        .objectShape("exchanges", FundingRateSymbolDataset::head, p -> headPlan(p, clock))
        // today's symbols with or without asOf: crypto_symbols keeps no versions (configured symbols,
        // pruned when no longer configured; when one was added is not stored)
        .notFound(SLUG, "symbol", KNOWN)
        .coverage("funding_history", "funding_time")
        .cadence(Cadence.continuous("settlements every 8 h (1-4 h on some venues)", Duration.ofHours(9), Duration.ofHours(8)))
        .history(FundingFields.SNAPSHOTS)
        .planner(p -> new SqlPlan(p.asOf() == null ? ROWS : ROWS_AS_OF, Tuple.of(p.get(SLUG), p.limit())))
        .build();
  }

  private static Map<String, Object> head(Params p) {
    Map<String, Object> h = new LinkedHashMap<>();
    h.put("slug", p.get(SLUG));
    h.put("history", p.get(HISTORY));
    return h;
  }

  static SqlPlan headPlan(Params p, Clock clock) {
    OffsetDateTime now = AnswerMoment.of(p, clock);
    OffsetDateTime since = switch (p.get(HISTORY)) {
      case "1y" -> now.minusYears(1);
      case "all" -> null;
      default -> now.minusDays(30);
    };
    return new SqlPlan(HEAD, Tuple.of(p.get(SLUG), since, MAX_HISTORY));
  }
}
