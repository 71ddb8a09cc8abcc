package dev.openmarkets.crypto.datasets;

import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;

import dev.openmarkets.crypto.push.LiquidationFeedSource;
import dev.openmarkets.crypto.push.LiquidationFilter;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.LiveStream;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;

/** GET /api/markets/liquidations/recent: individual liquidation events, newest first. */
public final class LiquidationRecentDataset {
  private static final String STREAM_PATH = "/api/markets/liquidations/stream";
  private static final String SQL = SqlResource.load(LiquidationRecentDataset.class, "liquidations-recent.sql");
  private static final String SYMBOL_SQL =
      SqlResource.load(LiquidationRecentDataset.class, "liquidations-recent-symbol.sql");

  static final Param<String> SYMBOL =
      Param.string("symbol", "A contract as the venue names it (BTC-USDT-SWAP, BTC_USDT, BTC-USDT); a "
          + "base asset alone (BTC) matches its USDT contracts on every venue. Case-insensitive");
  static final Param<String> EXCHANGE = Param.oneOf("exchange", null, Venues.LIQUIDATIONS, "Venue");
  static final Param<String> SIDE =
      Param.oneOf("side", null, List.of("long", "short"), "long: a long was force-closed (the venue "
          + "sold); short: a short was (the venue bought)");
  static final Param<BigDecimal> MIN_USD = Param.decimal("minUsd", null, BigDecimal.ZERO, "Minimum notional, USD");
  static final Param<Integer> LIMIT = Param.limit(100, 500, "Events returned");

  private LiquidationRecentDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder("liquidations-recent", "/api/markets/liquidations/recent", "crypto")
        .title("Crypto liquidations: recent events (OKX, Gate, HTX)")
        .summary("Individual forced closes, newest first. Events are kept 90 days.")
        .param(SYMBOL)
        .param(EXCHANGE)
        .param(SIDE)
        .param(MIN_USD)
        .param(LIMIT)
        .check(ContractSymbol.check(SYMBOL))
        .field(Field.of("id", INTEGER, "Row id"))
        .field(Field.of("rawSymbol", STRING, "Contract as the venue names it"))
        .field(Field.of("side", STRING, "long (a forced sale) or short (a forced buy)"))
        .field(Field.of("price", DECIMAL, "Price of the liquidation order (bankruptcy price at OKX and HTX)"))
        .field(Field.of("qty", DECIMAL, "Base-asset quantity (contracts x contract value)"))
        .field(Field.of("usdValue", DECIMAL, "price x qty, exact"))
        .field(Field.of("exchange", STRING, "okx, gate or htx"))
        .field(Field.of("ts", TIMESTAMP, "When the venue liquidated"))
        .note("Poll at most once a minute, with minUsd to keep answers small.")
        .note("Live instead of polling: " + STREAM_PATH + " sends each new event as one of these rows, "
            + "with the same filters (Server-Sent Events: new EventSource('" + STREAM_PATH + "?minUsd=100000') "
            + "in a browser, curl -N elsewhere); Last-Event-ID resumes without gap or duplicate.")
        .lagMillis(1000)
        .coverage("liquidation_events", "ts")
        .stream(new LiveStream<>("liquidations", STREAM_PATH, LiquidationFeedSource.EVENT,
            // each event is one of this dataset's rows: the feed renders it with these fields
            pool -> new LiquidationFeedSource(pool, declaration().fields()),
            p -> LiquidationFilter.of(p.get(SYMBOL), p.get(EXCHANGE), p.get(SIDE), p.get(MIN_USD)),
            "liquidations_since", "Liquidation events stored after a given event id, oldest"
            + " first, with liquidations/recent's filters: what GET " + STREAM_PATH + " would have pushed. Start with"
            + " after=0 or a known id; call again with after=next while more is true."))
        .cadence(Cadence.continuous("events streamed from the venues, minutes apart", Duration.ofMinutes(30), Duration.ofHours(2)))
        .history(LiquidationHistories.EVENTS)
        .planner(LiquidationRecentDataset::plan)
        .build();
  }

  /**
   * One statement per shape rather than one with "$1 IS NULL OR ...": a prepared statement is
   * planned once for all its parameters (PostgreSQL's generic plan), and the catch-all's plan
   * walked the ts index or read all of a symbol's events, growing with the table
   * (bench/growth.sh). With a symbol the statement calls V17's function, whose query keeps one
   * plan of two index walks whatever the table size.
   */
  static SqlPlan plan(Params p) {
    String symbol = ContractSymbol.of(p.get(SYMBOL));
    if (symbol == null) {
      return new SqlPlan(SQL, Tuple.of(p.get(EXCHANGE), p.get(SIDE), p.get(MIN_USD), p.limit()));
    }
    return new SqlPlan(SYMBOL_SQL, Tuple.of(symbol, p.get(EXCHANGE), p.get(SIDE), p.get(MIN_USD),
        p.limit()));
  }
}
