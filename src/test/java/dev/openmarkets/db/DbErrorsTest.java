package dev.openmarkets.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.openmarkets.testing.TcpProxy;
import dev.openmarkets.testing.TestDb;
import io.netty.channel.unix.Errors;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxException;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.transport.Transport;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;
import io.vertx.sqlclient.Pool;
import java.io.IOException;
import java.net.ConnectException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Which failures mean "the database cannot answer" (a 503) and which are bugs (a 500): by where
 * they happen and their type, never their message. The real failures come from a real server,
 * a relay that resets connections mid-query on each native transport, and a database that
 * refuses connections.
 */
class DbErrorsTest {
  private static PgException pg(String state) {
    return new PgException("message text is never read", "ERROR", state, null);
  }

  @Test
  void outagesAreToldFromBugsByType() {
    assertTrue(DbErrors.unavailable(ClosedConnectionException.INSTANCE), "a connection lost while a query ran");
    assertTrue(DbErrors.unavailable(new VertxException("wrapped", new ConnectException("Connection refused"))));
    assertTrue(DbErrors.unavailable(new java.util.concurrent.TimeoutException()));
    assertTrue(DbErrors.unavailable(new IOException("any transport's I/O failure")));
    assertTrue(DbErrors.unavailable(new ReplyException(ReplyFailure.TIMEOUT, "hop deadline")));
    assertFalse(DbErrors.unavailable(new ReplyException(ReplyFailure.RECIPIENT_FAILURE, 500, "internal_error")));
    assertFalse(DbErrors.unavailable(new IllegalStateException("a bug")));
    assertFalse(DbErrors.unavailable(null));
  }

  @Test
  void nettyNativeIoErrorsAreOutages() {
    // what io_uring and epoll raise for ECONNRESET: "read(..) failed with error(-104): Connection reset by peer"
    Errors.NativeIoException reset = new Errors.NativeIoException("io_uring read(..)", -104);
    assertInstanceOf(IOException.class, reset);
    assertTrue(DbErrors.unavailable(reset));
    assertTrue(DbErrors.unavailable(new VertxException("wrapped", reset)));
  }

  @Test
  void sqlStatesOfAServerThatCannotServeAreOutagesOthersAreBugs() {
    for (String state : new String[] {"08006", "08001", "53300", "53100", "55000", "57P01", "57P02", "57P03"}) {
      assertTrue(DbErrors.unavailable(pg(state)), state);
    }
    for (String state : new String[] {"42601", "42P01", "22P02", "23505", "57014", "55P03", "XX000"}) {
      assertFalse(DbErrors.unavailable(pg(state)), state);
    }
  }

  @Test
  void anyFailureToGetAConnectionIsAnOutage() {
    // 28P01 (a password changed during maintenance) or a pool's own wait deadline, seen on connect
    assertTrue(DbErrors.unavailable(DbErrors.acquiring(pg("28P01"))));
    assertTrue(DbErrors.unavailable(DbErrors.acquiring(new VertxException("Timeout waiting for connection", true))));
    assertTrue(DbErrors.unavailable(new VertxException("wrapped", DbErrors.acquiring(pg("3D000")))));
    assertFalse(DbErrors.unavailable(pg("28P01")), "the same state raised for a query is a bug");
  }

  @Tag("db")
  @Test
  void aQueryErrorTheServerRaisedIsABugAndARefusedConnectionAnOutage() throws Exception {
    Database db = TestDb.freshDatabase("dberrors");
    Vertx vertx = Vertx.vertx();
    try {
      Pool pool = db.pool(vertx, 1);
      Throwable syntax = failure(Connections.with(pool, c -> c.query("SELEC 1").execute()));
      assertEquals("42601", assertInstanceOf(PgException.class, syntax).getSqlState());
      assertFalse(DbErrors.unavailable(syntax), "a syntax error is a bug: " + syntax);
      pool.close().await(10, TimeUnit.SECONDS);

      onServer("ALTER DATABASE " + db.url().database() + " ALLOW_CONNECTIONS false");
      try {
        Pool refused = db.pool(vertx, 1);
        Throwable t = failure(Connections.with(refused, c -> c.query("SELECT 1").execute()));
        assertEquals("55000", assertInstanceOf(PgException.class, t.getCause()).getSqlState(), "refused on connect");
        assertTrue(DbErrors.unavailable(t));
        refused.close().await(10, TimeUnit.SECONDS);
      } finally {
        onServer("ALTER DATABASE " + db.url().database() + " ALLOW_CONNECTIONS true");
      }
    } finally {
      vertx.close().await(10, TimeUnit.SECONDS);
    }
  }

  /** The connection reset under a running query, as a database that stops does it, on each native transport. */
  @Tag("db")
  @ParameterizedTest
  @ValueSource(strings = {"io_uring", "epoll"})
  void aConnectionResetMidQueryIsAnIoErrorAndAnOutage(String network) throws Exception {
    Transport transport = network.equals("io_uring") ? Transport.IO_URING : Transport.EPOLL;
    assumeTrue(transport != null && transport.available(), network + " is not usable on this machine");
    Database real = TestDb.freshDatabase("dberrors_reset");
    DbUrl u = real.url();
    Vertx vertx = Vertx.builder().withTransport(transport).build();
    try (TcpProxy relay = new TcpProxy(u.host(), u.port(), true)) {
      Database viaRelay = Database.external(new DbUrl("127.0.0.1", relay.port(), u.database(), u.user(), u.password()));
      Pool pool = viaRelay.pool(vertx, 1);
      assertEquals(1, pool.query("SELECT 1").execute().await(10, TimeUnit.SECONDS).size());
      Future<?> running = Connections.with(pool, c -> c.query("SELECT pg_sleep(20)").execute());
      Thread.sleep(500);
      assertFalse(running.isComplete(), "the query is still running");
      relay.reset();
      Throwable t = failure(running);
      assertInstanceOf(Errors.NativeIoException.class, t, "the transport's own error: " + t);
      assertTrue(DbErrors.unavailable(t), t.toString());
      pool.close().await(10, TimeUnit.SECONDS);
    } finally {
      vertx.close().await(10, TimeUnit.SECONDS);
    }
  }

  /** SQL on the server's maintenance database (ALTER DATABASE cannot run inside the database it changes). */
  static void onServer(String sql) throws Exception {
    DbUrl srv = TestDb.server();
    try (java.sql.Connection c = java.sql.DriverManager.getConnection(srv.jdbcUrl(), srv.user(), srv.password());
        java.sql.Statement st = c.createStatement()) {
      st.execute(sql);
    }
  }

  private static Throwable failure(Future<?> f) throws Exception {
    try {
      f.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      return e.getCause();
    }
    throw new AssertionError("expected a failure");
  }
}
