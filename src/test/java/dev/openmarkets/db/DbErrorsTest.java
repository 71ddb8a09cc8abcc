package dev.openmarkets.db;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.VertxException;
import io.vertx.sqlclient.ClosedConnectionException;
import java.net.ConnectException;
import org.junit.jupiter.api.Test;

/** Which failures mean "the database cannot answer" (a 503) and which are bugs (a 500). */
class DbErrorsTest {
  @Test
  void outagesAreToldFromBugs() {
    assertTrue(DbErrors.unavailable(ClosedConnectionException.INSTANCE), "a connection lost while a query ran");
    assertTrue(DbErrors.unavailable(new VertxException("wrapped", new ConnectException("Connection refused"))));
    assertTrue(DbErrors.unavailable(new java.util.concurrent.TimeoutException()));
    assertFalse(DbErrors.unavailable(new IllegalStateException("a bug")));
    assertFalse(DbErrors.unavailable(null));
  }
}
