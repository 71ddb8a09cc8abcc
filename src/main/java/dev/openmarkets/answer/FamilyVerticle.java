package dev.openmarkets.answer;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DatasetMeta;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.db.Connections;
import dev.openmarkets.db.DbErrors;
import dev.openmarkets.db.LoopPools;
import dev.openmarkets.db.ReadReplicas;
import dev.openmarkets.ingest.DatasetState;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.eventbus.Message;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlClient;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Answers the JSON queries of one dataset family: plan, run the prepared statement, tell an
 * unknown path value (404) from an empty result, and render the envelope with its ETag. The
 * router reaches it over the event bus with a local codec, so the hop costs a reference, and
 * preferably on the router's own event loop ({@link LoopAddresses}).
 */
public final class FamilyVerticle extends VerticleBase {
  private static final Logger LOG = Logger.getLogger(FamilyVerticle.class.getName());

  private final String family;
  private final LoopPools pools;
  private Pool pool;
  private final DatasetState state;
  private final Envelope envelope;
  private final DatasetMeta meta;
  private final LoopAddresses loops;
  private final ReadReplicas replicas;
  private final AsOfFloor floor;
  private String loopAddress;

  /** replicas: where reads may go instead of the primary's pools (none configured: all to the primary). */
  public FamilyVerticle(String family, LoopPools pools, ReadReplicas replicas, DatasetState state, Envelope envelope,
      DatasetMeta meta, LoopAddresses loops, AsOfFloor floor) {
    this.family = family;
    this.floor = floor;
    this.replicas = replicas;
    this.loops = loops;
    this.pools = pools;
    this.state = state;
    this.envelope = envelope;
    this.meta = meta;
  }

  public static String address(String family) {
    return "openmarkets.family." + family;
  }

  @Override
  public Future<?> start() {
    // start() runs on this instance's event loop: its own address names that loop
    loopAddress = LoopAddresses.onThisLoop(family);
    MessageConsumer<DatasetQuery> shared = vertx.eventBus().consumer(address(family), this::answer);
    MessageConsumer<DatasetQuery> local = vertx.eventBus().localConsumer(loopAddress, this::answer);
    return Future.all(shared.completion(), local.completion()).onSuccess(v -> loops.listening(loopAddress));
  }

  @Override
  public Future<?> stop() {
    loops.stopped(loopAddress);
    return Future.succeededFuture();
  }

  private void answer(Message<DatasetQuery> msg) {
    DatasetQuery q = msg.body();
    query(q.dataset(), q.params())
        .onSuccess(msg::reply)
        .onFailure(err -> {
          if (err instanceof ApiError api) {
            msg.reply(DatasetAnswer.failed(api));
          } else if (DbErrors.unavailable(err)) {
            // the answer crosses the event bus: say what happened rather than a bare failure code
            msg.reply(DatasetAnswer.failed(ApiError.unavailable("The database cannot be reached right now; try again shortly.")));
          } else {
            LOG.log(Level.SEVERE, "query of " + q.dataset().name() + " " + q.params() + " failed", err);
            msg.fail(500, "internal_error");
          }
        });
  }

  Future<DatasetAnswer> query(Dataset ds, Params params) {
    if (pool == null) {
      // taken on the first query, so that only loops that answer queries open connections
      pool = pools.forThisLoop();
    }
    DatasetState.State st = state.get(ds.stateName());
    SqlPlan plan = ds.plan(params);
    // a replica only once it has replayed this version's commit: an answer is never older than
    // the version it is cached under
    Pool replica = replicas == null ? null : replicas.forRead(st.lsn());
    Future<Fetched> fetched = floor.check(pool, ds, params).compose(v -> replica == null ? fetch(pool, ds, params, plan)
        : fetch(replica, ds, params, plan).recover(err -> {
          if (!DbErrors.unavailable(err)) {
            return Future.failedFuture(err);
          }
          // the replica went away under the read: leave it out and ask the primary now
          replicas.failed(replica, err);
          return fetch(pool, ds, params, plan);
        }));
    return fetched.map(f -> {
      Envelope.Rendered r = envelope.render(ds, plan.fields(), params, f.rows(), f.head(), st.updatedAt(),
          meta == null ? null : meta.meta(ds));
      return DatasetAnswer.ok(r.body(), ETags.of(st.version(), r.crc(), r.body().length()));
    });
  }

  private record Fetched(Row head, RowSet<Row> rows) {
  }

  /**
   * The request's statements on one connection (pipelined), given back before rendering; a
   * failure to get the connection is told from a failure of a query (DbErrors).
   */
  private static Future<Fetched> fetch(Pool pool, Dataset ds, Params params, SqlPlan plan) {
    return Connections.with(pool, conn -> {
      Future<Row> head = headRow(conn, ds, params);
      Future<RowSet<Row>> found = conn.preparedQuery(plan.sql()).execute(plan.args());
      Future<RowSet<Row>> rows;
      if (KnownValues.atMoment(ds, params)) {
        // pipelined with the plan: the value's check at the moment, whatever the plan finds
        Future<Void> known = KnownValues.ensureKnown(conn, ds, params);
        rows = Future.join(found, known).transform(all -> known.failed() ? Future.failedFuture(known.cause()) : found);
      } else {
        rows = found.compose(rs -> rs.size() == 0 ? KnownValues.ensureKnown(conn, ds, params).map(rs)
            : Future.succeededFuture(rs));
      }
      // join, not all: the connection goes back to the pool only once both statements are done
      return Future.join(head, rows).map(all -> new Fetched(head.result(), rows.result()));
    });
  }

  private static Future<Row> headRow(SqlClient conn, Dataset ds, Params params) {
    if (ds.objectShape() == null || ds.objectShape().headSql() == null) {
      return Future.succeededFuture(null);
    }
    SqlPlan plan = PointInTime.bind(ds.objectShape().headSql().plan(params), params);
    return conn.preparedQuery(plan.sql()).execute(plan.args())
        .map(rs -> rs.size() == 0 ? null : rs.iterator().next());
  }
}
