package dev.openmarkets.derivs.whales;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes an account snapshot and what follows from it, in the file's transaction: the snapshot
 * row, its positions with openedAt (carried from the previous snapshot while the position keeps
 * its side, else this snapshot's time), the moves from the previous snapshot of the account, and
 * (for a snapshot imported between two stored ones) the moves of the next snapshot again. A
 * snapshot already stored changes nothing. Positions older than two days and moves older than 30
 * days before it are deleted.
 */
public final class AccountSnapshotWriter implements TableWriter<AccountSnapshot> {
  public static final int POSITION_RETENTION_DAYS = 2;
  public static final int MOVE_RETENTION_DAYS = 30;

  private record PositionRow(String address, Instant ts, HlPosition p, Instant openedAt) {
  }

  private static final UnnestUpsert<PositionRow> POSITIONS = new UnnestUpsert<>("whale_positions",
      List.of("address", "ts", "coin"), List.of(
          col("address", "text", PositionRow::address),
          col("ts", "timestamptz", r -> r.ts().atOffset(ZoneOffset.UTC)),
          col("coin", "text", r -> r.p().coin()),
          col("size", "numeric", r -> r.p().size()),
          col("entry_px", "numeric", r -> r.p().entryPx()),
          col("position_value", "numeric", r -> r.p().positionValue()),
          col("unrealized_pnl", "numeric", r -> r.p().unrealizedPnl()),
          col("leverage_type", "text", r -> r.p().leverageType()),
          col("leverage", "numeric", r -> r.p().leverage()),
          col("liquidation_px", "numeric", r -> r.p().liquidationPx()),
          col("margin_used", "numeric", r -> r.p().marginUsed()),
          col("opened_at", "timestamptz", r -> r.openedAt().atOffset(ZoneOffset.UTC))));

  private static final UnnestUpsert<Move> MOVES = new UnnestUpsert<>("whale_moves",
      List.of("address", "coin", "ts"), List.of(
          col("address", "text", Move::address),
          col("coin", "text", Move::coin),
          col("ts", "timestamptz", m -> m.ts().atOffset(ZoneOffset.UTC)),
          col("action", "text", m -> m.action().label()),
          col("size_before", "numeric", Move::sizeBefore),
          col("size_after", "numeric", Move::sizeAfter),
          col("value_usd", "numeric", Move::valueUsd)));

  /** A stored position: what moves and openedAt need of it. */
  private record Stored(HlPosition position, Instant openedAt) {
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<AccountSnapshot> rows) {
    Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
    for (AccountSnapshot s : rows) {
      chain = chain.compose(acc -> writeOne(conn, s).map(acc::plus));
    }
    return chain;
  }

  @Override
  public Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of("whales-coin", (long) counts.inserted() - counts.deleted());
  }

  private Future<WriteCounts> writeOne(SqlConnection conn, AccountSnapshot s) {
    OffsetDateTime ts = s.ts().atOffset(ZoneOffset.UTC);
    return conn.preparedQuery("INSERT INTO whale_snapshots (address, ts, account_value, positions) "
            + "VALUES ($1, $2, $3::text::numeric, $4) ON CONFLICT (address, ts) DO NOTHING RETURNING 1")
        .execute(Tuple.of(s.address(), ts, s.accountValue() == null ? null : s.accountValue().toPlainString(),
            s.positions().size()))
        .compose(rs -> rs.size() == 0
            ? Future.succeededFuture(new WriteCounts(1, 0, 0, 1, 0))
            : writeNew(conn, s));
  }

  private Future<WriteCounts> writeNew(SqlConnection conn, AccountSnapshot s) {
    OffsetDateTime ts = s.ts().atOffset(ZoneOffset.UTC);
    return neighbour(conn, s.address(), ts, false).compose(prevTs -> positionsAt(conn, s.address(), prevTs)
        .compose(prev -> {
          Map<String, HlPosition> now = byCoin(s.positions());
          List<PositionRow> rows = new ArrayList<>();
          for (HlPosition p : s.positions()) {
            Stored before = prev.get(p.coin());
            boolean sameSide = before != null && before.position().size().signum() == p.size().signum();
            rows.add(new PositionRow(s.address(), s.ts(), p, sameSide ? before.openedAt() : s.ts()));
          }
          List<Move> moves = prevTs == null ? List.of() : Moves.between(s.address(), s.ts(), positions(prev), now);
          return POSITIONS.write(conn, rows)
              .compose(c -> MOVES.write(conn, moves).map(c::plus))
              .compose(c -> rederiveNext(conn, s, now).map(c::plus))
              .compose(c -> retain(conn, s.address(), ts).map(c::plus))
              .map(c -> c.plus(new WriteCounts(1, 1, 0, 0, 0)));
        }));
  }

  /** The moves of the snapshot after this one (when this one was imported late) against this one. */
  private Future<WriteCounts> rederiveNext(SqlConnection conn, AccountSnapshot s, Map<String, HlPosition> now) {
    OffsetDateTime ts = s.ts().atOffset(ZoneOffset.UTC);
    return neighbour(conn, s.address(), ts, true).compose(nextTs -> nextTs == null
        ? Future.succeededFuture(WriteCounts.NONE)
        : positionsAt(conn, s.address(), nextTs).compose(next -> conn
            .preparedQuery("DELETE FROM whale_moves WHERE address = $1 AND ts = $2")
            .execute(Tuple.of(s.address(), nextTs))
            .compose(del -> MOVES.write(conn, Moves.between(s.address(), nextTs.toInstant(), now, positions(next)))
                .map(c -> c.plus(new WriteCounts(0, 0, 0, 0, del.rowCount()))))));
  }

  private static Future<OffsetDateTime> neighbour(SqlConnection conn, String address, OffsetDateTime ts, boolean next) {
    String sql = next
        ? "SELECT min(ts) FROM whale_snapshots WHERE address = $1 AND ts > $2"
        : "SELECT max(ts) FROM whale_snapshots WHERE address = $1 AND ts < $2";
    return conn.preparedQuery(sql).execute(Tuple.of(address, ts))
        .map(rs -> rs.iterator().next().getOffsetDateTime(0));
  }

  private static Future<Map<String, Stored>> positionsAt(SqlConnection conn, String address, OffsetDateTime ts) {
    if (ts == null) {
      return Future.succeededFuture(Map.of());
    }
    return conn.preparedQuery("SELECT coin, size, position_value, opened_at FROM whale_positions "
            + "WHERE address = $1 AND ts = $2")
        .execute(Tuple.of(address, ts))
        .map(rs -> {
          Map<String, Stored> out = new LinkedHashMap<>();
          for (Row r : rs) {
            BigDecimal size = r.getBigDecimal("size");
            out.put(r.getString("coin"), new Stored(new HlPosition(r.getString("coin"), size, null,
                r.getBigDecimal("position_value"), null, null, null, null, null),
                r.getOffsetDateTime("opened_at").toInstant()));
          }
          return out;
        });
  }

  private static Future<WriteCounts> retain(SqlConnection conn, String address, OffsetDateTime ts) {
    return conn.preparedQuery("DELETE FROM whale_positions WHERE address = $1 AND ts < $2::timestamptz - make_interval(days => $3)")
        .execute(Tuple.of(address, ts, POSITION_RETENTION_DAYS))
        .compose(a -> conn.preparedQuery("DELETE FROM whale_moves WHERE address = $1 "
                + "AND ts < $2::timestamptz - make_interval(days => $3)")
            .execute(Tuple.of(address, ts, MOVE_RETENTION_DAYS))
            .map(b -> new WriteCounts(0, 0, 0, 0, a.rowCount() + b.rowCount())));
  }

  private static Map<String, HlPosition> byCoin(List<HlPosition> list) {
    Map<String, HlPosition> out = new LinkedHashMap<>();
    list.forEach(p -> out.put(p.coin(), p));
    return out;
  }

  private static Map<String, HlPosition> positions(Map<String, Stored> stored) {
    Map<String, HlPosition> out = new LinkedHashMap<>();
    stored.forEach((coin, s) -> out.put(coin, s.position()));
    return out;
  }
}
