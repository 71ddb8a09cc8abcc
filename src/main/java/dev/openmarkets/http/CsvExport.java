package dev.openmarkets.http;

import dev.openmarkets.answer.AsOfFloor;
import dev.openmarkets.answer.ETags;
import dev.openmarkets.answer.KnownValues;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.db.Connections;
import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.observe.Metrics;
import dev.openmarkets.render.CsvRows;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowStream;
import io.vertx.sqlclient.SqlConnection;
import java.util.List;

/**
 * Streams a dataset as CSV from a server-side cursor with back-pressure: rows are fetched a batch
 * at a time, encoded into ~32 KB chunks, and the cursor pauses whenever the socket's write queue
 * is full. Memory does not grow with the row count. Runs on the HTTP event loop because a stream
 * with back-pressure cannot cross the event bus; the query is the dataset's own plan.
 */
public final class CsvExport {
  private static final int FETCH = 1_000;
  private static final int CHUNK_BYTES = 32 * 1024;

  private final Pool pool;
  private final DatasetState state;
  private final Metrics metrics;
  private final AsOfFloor floor;

  public CsvExport(Pool pool, DatasetState state, Metrics metrics, AsOfFloor floor) {
    this.pool = pool;
    this.floor = floor;
    this.state = state;
    this.metrics = metrics;
  }

  public void export(RoutingContext ctx, Dataset ds, Params params) {
    HttpServerResponse resp = ctx.response();
    String etag = ETags.ofRequest(state.version(ds.stateName()), ds.name() + params.key());
    resp.putHeader("ETag", etag).putHeader("Cache-Control", "no-cache");
    if (ETags.matches(ctx.request().getHeader("If-None-Match"), etag)) {
      metrics.notModified.increment();
      resp.setStatusCode(304).end();
      return;
    }
    SqlPlan plan = ds.plan(params);
    // Connections: a failure to get the connection is an outage (503), told from a query error
    Connections.with(pool, conn -> floor.check(conn, ds, params).compose(f -> KnownValues.ensureKnown(conn, ds, params)).compose(v -> {
      resp.putHeader("Content-Type", "text/csv; charset=utf-8")
          .putHeader("Content-Disposition", "attachment; filename=\"" + ds.name() + ".csv\"");
      if (ctx.request().method() == HttpMethod.HEAD) {
        return resp.end();
      }
      metrics.csvExports.increment();
      resp.setChunked(true);
      // a cursor lives in a transaction
      return conn.begin().compose(tx -> stream(conn, plan, PointInTime.csvFields(plan.fieldsOf(ds), params), resp)
          .compose(done -> tx.commit(), err -> tx.rollback().transform(x -> Future.failedFuture(err))));
    })).onFailure(ctx::fail);
  }

  private Future<Void> stream(SqlConnection conn, SqlPlan plan, List<Field> fields, HttpServerResponse resp) {
    return conn.prepare(plan.sql()).compose(ps -> {
      Promise<Void> done = Promise.promise();
      CsvRows csv = new CsvRows(fields);
      RowStream<Row> rows = ps.createStream(FETCH, plan.args());
      resp.closeHandler(v -> {
        if (!resp.ended()) {
          rows.close();
          done.tryFail("client went away");
        }
      });
      rows.exceptionHandler(done::tryFail);
      rows.endHandler(v -> {
        Buffer tail = csv.drain();
        csv.close();
        done.tryComplete();
        resp.end(tail);
      });
      rows.handler(row -> {
        csv.add(row);
        if (csv.pendingBytes() >= CHUNK_BYTES) {
          resp.write(csv.drain());
          if (resp.writeQueueFull()) {
            rows.pause();
            resp.drainHandler(x -> rows.resume());
          }
        }
      });
      return done.future();
    });
  }
}
