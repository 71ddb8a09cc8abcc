package dev.openmarkets.derivs.whales;

import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DropInTool;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * GET /api/markets/whales and /api/markets/whales/{coin}: positions of tracked Hyperliquid
 * accounts and their moves over the last 24 hours. One declaration, two paths.
 */
public final class WhalesDataset {
  private static final String POSITIONS = SqlResource.load(WhalesDataset.class, "whales-positions.sql");
  private static final String HEAD = SqlResource.load(WhalesDataset.class, "whales-head.sql");
  private static final String COIN_KNOWN = SqlResource.load(WhalesDataset.class, "coin-known.sql");

  static final Param<String> COIN = Param.pathSlug("coin", "A coin Hyperliquid lists (BTC, ETH, SOL, ...), any case");
  static final Param<BigDecimal> MIN_USD =
      Param.decimal("minUsd", new BigDecimal("1000000"), BigDecimal.ZERO, "Smallest position value (and "
          + "move value) in USD; default 1,000,000");
  static final Param<String> SIDE =
      Param.oneOf("side", null, List.of("long", "short"), "Only long or only short positions");
  static final Param<Integer> LIMIT = Param.limit(100, 500, "Most positions (and most moves) returned");

  /**
   * Snapshots are observations at their time. Positions are kept POSITION_RETENTION_DAYS behind each
   * account's newest snapshot, and an answer reads the hour before its newest snapshot: the floor is
   * that far behind the newest snapshot of all (or the first one kept, if later). From the ts index.
   */
  static final History KEPT = History.eventTimeFrom(
      "SELECT greatest(min(ts), max(ts) - make_interval(days => " + AccountSnapshotWriter.POSITION_RETENTION_DAYS
          + ") + interval '1 hour') FROM whale_snapshots",
      "The account snapshot's time (ts): positions are those of the snapshot, moves those between two snapshots, "
          + "never revised. Asked with asOf, each account's latest snapshot taken by then and the 24 hours of "
          + "moves before the newest of them; markPrice is null unless the latest metaAndAssetCtxs poll came "
          + "before the moment (earlier marks are not kept). Positions are kept " + AccountSnapshotWriter.POSITION_RETENTION_DAYS
          + " days, so the earliest moment answered trails the newest snapshot by that much. The coins a 404 "
          + "knows are today's listing.");

  private WhalesDataset() {
  }

  public static Dataset all() {
    return common(Dataset.builder(WhalesKinds.DATASET, "/api/markets/whales", "derivs")
        .schemas(PayloadSchemas.resource(WhalesDataset.class, "whales.schema.json"))
        .tool(DropInTool.named("crypto_market").selectedBy("dataset", "whales"))
        .title("Whale positions and moves on Hyperliquid")
        .summary("`data` is an object: ts (the newest snapshot), moves (the last 24 hours, newest first) and "
            + "positions (tracked accounts' open perpetual positions, largest notional first)."), false);
  }

  public static Dataset byCoin() {
    return common(Dataset.builder(WhalesKinds.COIN_DATASET, "/api/markets/whales/{coin}", "derivs")
        .tool(DropInTool.named("crypto_market").selectedBy("dataset", "whales").whenGiven("slug")
            .renaming("slug", "coin"))
        .title("Whale positions and moves on Hyperliquid, one coin")
        .summary("As /whales for one coin: ts, moves and positions of that coin only.")
        .param(COIN)
        // today's listing with or without asOf: hl_assets keeps only the latest poll of each coin
        .notFound(COIN, "coin", COIN_KNOWN), true);
  }

  private static Dataset common(Dataset.Builder b, boolean perCoin) {
    return b
        .param(MIN_USD)
        .param(SIDE)
        .param(LIMIT)
        .objectShape("positions", p -> Map.of(),
            p -> new SqlPlan(HEAD, Tuple.of(p.get(MIN_USD), coin(p, perCoin), p.limit())))
        .field(Field.of("address", STRING, "The account (0x address, lower case)"))
        .field(Field.of("coin", STRING, "Hyperliquid's coin name"))
        .field(Field.of("side", STRING, "long or short"))
        .field(Field.of("size", DECIMAL, "Position size in coins (absolute; side gives the sign)"))
        .field(Field.nullable("entryPrice", DECIMAL, "Average entry price, USD"))
        .field(Field.nullable("markPrice", DECIMAL, "The coin's mark price at the latest metaAndAssetCtxs poll"))
        .field(Field.nullable("positionValueUsd", DECIMAL, "Notional value, USD, as Hyperliquid computes it"))
        .field(Field.nullable("unrealizedPnlUsd", DECIMAL, "Unrealized profit or loss, USD"))
        .field(Field.nullable("leverage", DECIMAL, "Leverage setting of the position"))
        .field(Field.nullable("liquidationPrice", DECIMAL, "Liquidation price; null when the account cannot be "
            + "liquidated"))
        .field(Field.nullable("marginUsedUsd", DECIMAL, "Margin used by the position, USD"))
        .field(Field.of("openedAt", TIMESTAMP, "The first snapshot that saw the position on this side"))
        .note("Source: Hyperliquid's public info API, no key: POST /info clearinghouseState for each tracked "
            + "account and metaAndAssetCtxs (listed coins, marks), every minute. Tracked: the configured accounts "
            + "(derivs.whaleAddresses) plus the top accounts of Hyperliquid's public leaderboard, read every 6 "
            + "hours: by default the 50 with the largest month PnL among those worth at least 1,000,000 USD (settings "
            + "derivs.whaleLeaderboard top, window, minAccountValueUsd). Each account's positions are taken from "
            + "its latest snapshot; accounts not polled in the hour before the newest snapshot (no longer "
            + "tracked) are left out.")
        .note("moves[] {address, coin, action, sizeBefore, sizeAfter, valueUsd, ts} compare consecutive snapshots of "
            + "an account, coin by coin, with signed sizes (negative = short, 0 = no position): open (0 to "
            + "non-zero), close (non-zero to 0), flip (the sign changed), increase or reduce (same sign, larger or "
            + "smaller). valueUsd = |sizeAfter - sizeBefore| x positionValue / |size| of the later snapshot (of the "
            + "earlier one for a close), rounded half-up to cents. An account's first snapshot has no moves. The "
            + "24 hours end at the newest snapshot.")
        .note("minUsd applies to positions (positionValueUsd) and moves (valueUsd); side to positions only; limit "
            + "to each list. Exact decimals are strings with Hyperliquid's digits.")
        .note("`import whales FILE`: clearinghouseState.<0x address>.<yyyyMMddTHHmmssZ>.json and "
            + "metaAndAssetCtxs.<yyyyMMddTHHmmssZ>.json (the info API's answers as fetched), and "
            + "leaderboard.<yyyyMMddTHHmmssZ>.json (the board; the newest read sets the tracked picks). "
            + "Import an account's snapshots in time order: a snapshot imported between two stored ones re-derives the next one's "
            + "moves but not its openedAt. The CSV form exports positions.")
        .coverage("whale_snapshots", "ts")
        .cadence(Cadence.continuous("Hyperliquid account snapshots every minute", Duration.ofMinutes(10), Duration.ofMinutes(50)))
        .history(KEPT)
        .planner(p -> new SqlPlan(POSITIONS, Tuple.of(p.get(MIN_USD), p.get(SIDE),
            coin(p, perCoin), p.limit())))
        .build();
  }

  private static String coin(Params p, boolean perCoin) {
    return perCoin ? p.get(COIN) : null;
  }
}
