package dev.openmarkets.ingest.partition;

import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;

/**
 * Keeps partitioned tables in shape on one node of the fleet (a {@link Poller}, so it holds a lease
 * and reports to /stats): partitions created for the coming granules and for rows that landed in
 * the DEFAULT partition, and partitions past the retention dropped whole (a catalog change, no row
 * deletes, no vacuum debt). Runs at start and then every {@code every}; the work is the SQL function
 * om_keep_partitions (migration V21), one table a transaction.
 */
public final class PartitionKeeper extends Poller {
  private static final Logger LOG = Logger.getLogger(PartitionKeeper.class.getName());

  private final List<PartitionedTable> tables;

  public PartitionKeeper(String name, Pool pool, Duration every, List<PartitionedTable> tables) {
    super(name, every.toMillis(), pool);
    this.tables = List.copyOf(tables);
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    List<Future<String>> passes = new ArrayList<>();
    for (PartitionedTable t : tables) {
      passes.add(keep(pool, t));
    }
    return Future.all(passes).map(all -> PollOutcome.NOTHING.describedAs(String.join("; ",
        passes.stream().map(Future::result).toList())));
  }

  /** One pass over one table (on a pool, or inside the caller's transaction): what it holds after, in words. */
  public static Future<String> keep(SqlClient client, PartitionedTable t) {
    Long keepSeconds = t.keep() == null ? null : t.keep().toSeconds();
    return client.preparedQuery("SELECT partitions, dropped FROM om_keep_partitions($1, $2, make_interval(secs => $3))")
        .execute(Tuple.of(t.table(), t.granularity().sql(), keepSeconds))
        .map(rows -> {
          Row r = rows.iterator().next();
          String[] dropped = r.getArrayOfStrings("dropped");
          if (dropped.length > 0) {
            LOG.info(() -> t.table() + ": dropped partitions " + String.join(", ", dropped) + " past the retention");
          }
          return t.table() + ": " + r.getInteger("partitions") + " partitions, " + dropped.length + " dropped";
        });
  }
}
