package dev.openmarkets.db;

import io.vertx.core.VertxException;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;
import java.io.IOException;
import java.util.concurrent.TimeoutException;

/**
 * Tells a database that cannot answer (a 503 with Retry-After for the client, a counted outage
 * line in the log) from a query that failed (a bug, a 500) by where the failure happened, never
 * by its message:
 * <ul>
 * <li>getting a connection ({@link Connections}): every failure is an outage, whatever it is: a
 * refused or reset connect, the server refusing sessions (55000 while ALLOW_CONNECTIONS is false,
 * 57P03 starting up, 53300 too many clients, 3D000 a database being restored), a pool that waited
 * past its deadline;
 * <li>using one: the transport failing (any IOException, so Netty's io_uring and epoll
 * NativeIoException "Connection reset by peer" too), the connection closed under the query, a
 * deadline passed, or the server ending or refusing the session (08xxx, 53xxx, 55000, 57Pxx) is an
 * outage; any other error the server raised for a query that reached it (42601 syntax error,
 * 22P02, 42P01...) is a bug, and so is anything else.
 * </ul>
 * 55000 is counted as an outage on a used connection too: paths that query a pool directly cannot
 * tell the connect from the query, and maintenance refusing sessions is the common case.
 */
public final class DbErrors {
  private DbErrors() {
  }

  public static boolean unavailable(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof NoConnection || c instanceof IOException || c instanceof ClosedConnectionException
          || c instanceof TimeoutException) {
        return true;
      }
      if (c instanceof ReplyException re && re.failureType() == ReplyFailure.TIMEOUT) {
        // the family verticle did not answer within the hop's deadline
        return true;
      }
      if (c instanceof PgException pg) {
        return outageState(pg.getSqlState());
      }
    }
    return false;
  }

  /** Marks a failure to get a connection: an outage whatever it was (see the class comment). */
  public static Throwable acquiring(Throwable cause) {
    return cause instanceof NoConnection ? cause : new NoConnection(cause);
  }

  /**
   * Connection exceptions (08), insufficient resources (53: too many connections, disk full, out
   * of memory), object not in prerequisite state (55000: the database refuses connections), and
   * operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now,
   * 57P04 database dropped, 57P05 idle session timeout).
   */
  static boolean outageState(String state) {
    return state != null && (state.startsWith("08") || state.startsWith("53") || state.equals("55000")
        || state.startsWith("57P"));
  }

  /** A failure while getting a connection of the pool. */
  static final class NoConnection extends VertxException {
    NoConnection(Throwable cause) {
      super("no database connection: " + cause, cause, true);
    }
  }
}
