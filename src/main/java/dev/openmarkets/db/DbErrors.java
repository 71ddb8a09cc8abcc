package dev.openmarkets.db;

import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;
import java.net.ConnectException;
import java.util.concurrent.TimeoutException;

/**
 * Tells a database that cannot answer (refused or dropped connections, a server shutting down or
 * refusing connections, a pool that waited past its deadline) from a query that failed: the first
 * is a 503 with Retry-After for the client and a counted outage line in the log, the second a bug.
 */
public final class DbErrors {
  private DbErrors() {
  }

  public static boolean unavailable(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      // a connection lost mid-query (the server went away while it ran) is an outage, not a bug
      if (c instanceof ConnectException || c instanceof TimeoutException || c instanceof ClosedConnectionException
          || c instanceof io.netty.channel.ConnectTimeoutException) {
        return true;
      }
      if (c instanceof ReplyException re && re.failureType() == ReplyFailure.TIMEOUT) {
        return true;
      }
      String msg = String.valueOf(c.getMessage()).toLowerCase(java.util.Locale.ROOT);
      if (c instanceof io.vertx.core.VertxException && (msg.contains("closed") || msg.contains("timeout")
          || msg.contains("timed out"))) {
        return true;
      }
      if (c instanceof PgException pg && pg.getSqlState() != null && unavailableState(pg.getSqlState())) {
        return true;
      }
    }
    return false;
  }

  /** Connection exceptions (08), shutdown and cannot-connect-now (57P01-57P03), too many connections. */
  private static boolean unavailableState(String state) {
    return state.startsWith("08") || state.equals("57P01") || state.equals("57P02") || state.equals("57P03")
        || state.equals("53300");
  }
}
