package dev.openmarkets.db;

import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.SqlConnection;
import java.util.function.Function;

/**
 * A request's queries on one connection of a pool, with the two places a database can fail kept
 * apart: a failure to get the connection is marked as an outage whatever it was
 * ({@link DbErrors#acquiring}); a failure of the work keeps its own type, for
 * {@link DbErrors#unavailable} to tell the transport and the server's refusals from a query error.
 * The queries of one request share the connection, pipelined.
 */
public final class Connections {
  private Connections() {
  }

  public static <T> Future<T> with(Pool pool, Function<SqlConnection, Future<T>> work) {
    return pool.getConnection()
        .recover(err -> Future.failedFuture(DbErrors.acquiring(err)))
        .compose(conn -> {
          Future<T> done;
          try {
            done = work.apply(conn);
          } catch (RuntimeException e) {
            done = Future.failedFuture(e);
          }
          return done.andThen(ar -> conn.close());
        });
  }
}
