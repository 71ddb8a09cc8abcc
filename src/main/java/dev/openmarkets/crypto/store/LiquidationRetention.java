package dev.openmarkets.crypto.store;

import dev.openmarkets.ingest.VersionBumps;
import dev.openmarkets.ingest.partition.PartitionKeeper;
import dev.openmarkets.ingest.partition.PartitionedTable;
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
 * Keeps liquidation events for the retention (90 days) at start and then every hour, on one node of
 * the fleet (a {@link Poller} named "liquidation-retention"): the events are partitioned by week
 * (migration V22), so this is a {@link PartitionKeeper} pass that creates the coming weeks'
 * partitions and drops the weeks wholly older than the newest event minus the retention (events
 * are kept up to a week longer). Hourly totals are never deleted.
 */
public final class LiquidationRetention extends Poller {
  private static final Logger LOG = Logger.getLogger(LiquidationRetention.class.getName());
  /** The rows of the partitions the pass is about to drop, for the dataset's row count. */
  private static final String DOOMED = "SELECT om_rows_in_partitions_before('liquidation_events',"
      + " (SELECT max(ts) FROM liquidation_events) - make_interval(secs => $1))";

  private final Duration keep;

  public LiquidationRetention(Pool pool, Duration keep, Duration every) {
    super("liquidation-retention", every.toMillis(), pool);
    this.keep = keep;
  }

  public static PartitionedTable partitions(Duration keep) {
    return new PartitionedTable("liquidation_events", PartitionedTable.Granularity.WEEK, keep);
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return apply(pool, keep).map(n -> {
      if (n > 0) {
        VersionBumps.publishLocally(vertx, LiquidationStore.DATASETS);
        LOG.info(() -> "retention dropped " + n + " liquidation events older than " + keep.toDays() + " days");
      }
      return PollOutcome.NOTHING.describedAs(n + " events older than " + keep.toDays() + " days dropped");
    });
  }

  private static Map<String, Long> bumps(long dropped) {
    Map<String, Long> out = new java.util.TreeMap<>();
    LiquidationStore.DATASETS.forEach(d -> out.put(d, 0L));
    out.put("liquidations-recent", -dropped);
    return out;
  }

  /**
   * One pass in one transaction (counting the doomed rows, dropping their partitions and bumping
   * liquidations-recent agree); returns the events dropped. The summary and the hourly history are
   * bumped too, rows unchanged: the earliest moment they answer asOf from is the first event kept. Rows still in the DEFAULT partition get
   * their week's partition first, so that they are counted with it.
   */
  public static Future<Long> apply(Pool pool, Duration keep) {
    return pool.withTransaction(conn -> PartitionKeeper.keep(conn, partitions(null))
        .compose(placed -> conn.preparedQuery(DOOMED).execute(Tuple.of(keep.toSeconds())))
        .compose(rs -> {
          Long doomed = rs.iterator().next().getLong(0);
          long n = doomed == null ? 0 : doomed;
          return PartitionKeeper.keep(conn, partitions(keep))
              .compose(pass -> n == 0 ? Future.succeededFuture(0L)
                  : VersionBumps.bump(conn, bumps(n)).map(n));
        }));
  }
}
