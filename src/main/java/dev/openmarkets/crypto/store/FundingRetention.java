package dev.openmarkets.crypto.store;

import dev.openmarkets.ingest.VersionBumps;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Keeps the funding snapshots' versions (funding_snapshot_history, V50) for the retention (90 days)
 * at start and then every hour, on one node (a {@link Poller} named "funding-retention"): weekly
 * partitions created ahead and dropped whole once older than the newest version minus the
 * retention. A drop moves the earliest moment funding-rates can answer as of, so it bumps the
 * funding datasets in the same transaction: their answers' floor is read again at the new version.
 */
public final class FundingRetention extends Poller {
  private static final Logger LOG = Logger.getLogger(FundingRetention.class.getName());
  static final List<String> DATASETS = List.of("funding-rates", "funding-rates-symbol");
  private static final String KEEP =
      "SELECT dropped FROM om_keep_partitions('funding_snapshot_history', 'week', make_interval(secs => $1))";

  private final Duration keep;

  public FundingRetention(Pool pool, Duration keep, Duration every) {
    super("funding-retention", every.toMillis(), pool);
    this.keep = keep;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return apply(pool, keep).map(dropped -> {
      if (!dropped.isEmpty()) {
        VersionBumps.publishLocally(vertx, DATASETS);
        LOG.info(() -> "funding retention dropped " + String.join(", ", dropped));
      }
      return PollOutcome.NOTHING.describedAs(dropped.size() + " weeks of funding snapshots older than "
          + keep.toDays() + " days dropped");
    });
  }

  /** One pass in one transaction: the partitions dropped, the funding datasets bumped when any was. */
  public static Future<List<String>> apply(Pool pool, Duration keep) {
    return pool.withTransaction(conn -> conn.preparedQuery(KEEP).execute(Tuple.of(keep.toSeconds()))
        .compose(rs -> {
          List<String> dropped = List.of(rs.iterator().next().getArrayOfStrings("dropped"));
          if (dropped.isEmpty()) {
            return Future.succeededFuture(dropped);
          }
          Map<String, Long> bumps = Map.of(DATASETS.get(0), 0L, DATASETS.get(1), 0L);
          return VersionBumps.bump(conn, bumps).map(dropped);
        }));
  }
}
