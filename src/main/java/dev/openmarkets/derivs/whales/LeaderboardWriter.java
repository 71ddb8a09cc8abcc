package dev.openmarkets.derivs.whales;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

/**
 * Makes a leaderboard read the tracked set, in the file's transaction: its picks are upserted and
 * every account it did not pick leaves the table. A read older than the stored one (a late
 * import) changes nothing, so the newest read always wins.
 */
public final class LeaderboardWriter implements TableWriter<LeaderboardSnapshot> {
  private record Row(LeaderboardSnapshot s, LeaderboardPick p) {
  }

  private static final UnnestUpsert<Row> PICKS = new UnnestUpsert<>("whale_leaderboard", List.of("address"), List.of(
      col("address", "text", r -> r.p().address()),
      col("rank", "integer", r -> r.p().rank()),
      col("display_name", "text", r -> r.p().displayName()),
      col("account_value", "numeric", r -> r.p().accountValue()),
      col("pnl", "numeric", r -> r.p().pnl()),
      col("roi", "numeric", r -> r.p().roi()),
      col("volume", "numeric", r -> r.p().volume()),
      col("time_window", "text", r -> r.s().window()),
      col("as_of", "timestamptz", r -> r.s().asOf().atOffset(ZoneOffset.UTC))));

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<LeaderboardSnapshot> rows) {
    Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
    for (LeaderboardSnapshot s : rows) {
      chain = chain.compose(acc -> writeOne(conn, s).map(acc::plus));
    }
    return chain;
  }

  private Future<WriteCounts> writeOne(SqlConnection conn, LeaderboardSnapshot s) {
    OffsetDateTime asOf = s.asOf().atOffset(ZoneOffset.UTC);
    int n = s.picks().size();
    return conn.preparedQuery("SELECT max(as_of) >= $1 FROM whale_leaderboard")
        .execute(Tuple.of(asOf))
        .compose(rs -> Boolean.TRUE.equals(rs.iterator().next().getBoolean(0))
            ? Future.succeededFuture(new WriteCounts(n, 0, 0, n, 0))
            : PICKS.write(conn, s.picks().stream().map(p -> new Row(s, p)).toList())
                .compose(c -> conn.preparedQuery("DELETE FROM whale_leaderboard WHERE as_of < $1")
                    .execute(Tuple.of(asOf))
                    .map(del -> c.plus(new WriteCounts(0, 0, 0, 0, del.rowCount())))));
  }
}
