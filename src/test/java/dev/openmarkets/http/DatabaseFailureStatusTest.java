package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.openmarkets.Service;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.FieldType;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.testing.TcpProxy;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;
import io.vertx.core.transport.Transport;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a client sees when the database fails, over real HTTP, by where it failed: the connection
 * reset under a running query (io_uring and epoll), the server ending the session mid-query
 * (pg_terminate_backend, 57P01), the database refusing connections (ALLOW_CONNECTIONS false,
 * 55000) are 503 unavailable with Retry-After; a bad SQL statement the server rejects (42601) is a
 * 500. Datasets of the test's own family: one that sleeps, one that answers at once, one whose SQL
 * is wrong.
 */
@Tag("db")
class DatabaseFailureStatusTest {
  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(5)).build();

  @ParameterizedTest
  @ValueSource(strings = {"io_uring", "epoll"})
  void theConnectionResetMidQueryIs503(String network) throws Exception {
    Transport t = network.equals("io_uring") ? Transport.IO_URING : Transport.EPOLL;
    assumeTrue(NetworkTransport.usable(t), network + " is not usable on this machine");
    Database real = TestDb.freshDatabase("dbfail_reset");
    DbUrl u = real.url();
    try (TcpProxy relay = new TcpProxy(u.host(), u.port(), true)) {
      Database viaRelay = Database.external(new DbUrl("127.0.0.1", relay.port(), u.database(), u.user(), u.password()));
      try (Service s = start(viaRelay, network)) {
        assertEquals(network, s.network());
        assertEquals(200, get(s, "/api/test/quick").statusCode());
        CompletableFuture<HttpResponse<String>> slow = getAsync(s, "/api/test/slow");
        awaitSleeping(u.database());
        relay.reset();
        assertUnavailable(slow.get(30, TimeUnit.SECONDS));
        assertEquals(200, get(s, "/api/test/quick").statusCode(), "answers again once the database is back");
      }
    }
  }

  @Test
  void theServerEndingTheSessionMidQueryIs503() throws Exception {
    Database db = TestDb.freshDatabase("dbfail_terminate");
    try (Service s = start(db, "auto")) {
      CompletableFuture<HttpResponse<String>> slow = getAsync(s, "/api/test/slow");
      awaitSleeping(db.url().database());
      onServer("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '" + db.url().database()
          + "' AND query LIKE '%pg_sleep%' AND pid <> pg_backend_pid()");
      assertUnavailable(slow.get(30, TimeUnit.SECONDS));
      assertEquals(200, get(s, "/api/test/quick").statusCode());
    }
  }

  @Test
  void aDatabaseRefusingConnectionsIs503AndABadStatementIs500() throws Exception {
    Database db = TestDb.freshDatabase("dbfail_refuse");
    String name = db.url().database();
    try (Service s = start(db, "auto")) {
      HttpResponse<String> bad = get(s, "/api/test/bad-sql");
      assertEquals(500, bad.statusCode(), bad.body());
      assertEquals("internal_error", new JsonObject(bad.body()).getString("error"));
      assertTrue(bad.headers().firstValue("Retry-After").isEmpty(), "a bug is not retried");
      assertEquals(200, get(s, "/api/test/quick").statusCode());

      // maintenance: no new sessions, and the open ones ended, so every query needs a new connection
      onServer("ALTER DATABASE " + name + " ALLOW_CONNECTIONS false");
      try {
        onServer("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '" + name + "'");
        Thread.sleep(300);
        for (int i = 0; i < 5; i++) {
          assertUnavailable(get(s, "/api/test/quick"));
          assertUnavailable(get(s, "/api/test/quick/csv"));
        }
      } finally {
        onServer("ALTER DATABASE " + name + " ALLOW_CONNECTIONS true");
      }
      long deadline = System.currentTimeMillis() + 10_000;
      while (get(s, "/api/test/quick").statusCode() != 200) {
        assertTrue(System.currentTimeMillis() < deadline, "answers again once connections are allowed");
        Thread.sleep(100);
      }
    }
  }

  private static void assertUnavailable(HttpResponse<String> r) {
    assertEquals(503, r.statusCode(), r.body());
    assertEquals("unavailable", new JsonObject(r.body()).getString("error"));
    assertTrue(r.headers().firstValue("Retry-After").isPresent(), "Retry-After on a 503");
  }

  /** Waits until the slow dataset's query runs on the server (seen in pg_stat_activity). */
  private static void awaitSleeping(String database) throws Exception {
    long deadline = System.currentTimeMillis() + 10_000;
    while (count("SELECT count(*) FROM pg_stat_activity WHERE datname = '" + database
        + "' AND state = 'active' AND query LIKE '%pg_sleep%' AND pid <> pg_backend_pid()") == 0) {
      assertTrue(System.currentTimeMillis() < deadline, "the slow query started");
      Thread.sleep(50);
    }
  }

  private static Service start(Database db, String network) throws Exception {
    JsonObject o = new JsonObject()
        .put("port", 0)
        .put("host", "127.0.0.1")
        .put("pollers", false)
        .put("httpInstances", 1)
        .put("dbPoolSize", 2)
        .put("network", network)
        .put("publicHost", "openmarkets.test")
        .put("publicBaseUrl", "https://openmarkets.test")
        .put("cache", new JsonObject().put("enabled", false));
    AppConfig config = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), o);
    return Service.start(config, db, null, List.of(new TestFamily()));
  }

  private static HttpResponse<String> get(Service s, String path) throws Exception {
    return getAsync(s, path).get(30, TimeUnit.SECONDS);
  }

  private static CompletableFuture<HttpResponse<String>> getAsync(Service s, String path) {
    HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
        .timeout(Duration.ofSeconds(30)).GET().build();
    return HTTP.sendAsync(req, HttpResponse.BodyHandlers.ofString());
  }

  private static void onServer(String sql) throws Exception {
    DbUrl srv = TestDb.server();
    try (var c = DriverManager.getConnection(srv.jdbcUrl(), srv.user(), srv.password()); var st = c.createStatement()) {
      st.execute(sql);
    }
  }

  private static long count(String sql) throws Exception {
    DbUrl srv = TestDb.server();
    try (var c = DriverManager.getConnection(srv.jdbcUrl(), srv.user(), srv.password()); var st = c.createStatement();
        var rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /** Three datasets over no table: a query that runs 20 s, one that answers at once, one the server rejects. */
  static final class TestFamily implements Family {
    @Override
    public String name() {
      return "dbfail";
    }

    @Override
    public List<Dataset> datasets() {
      return List.of(dataset("slow", "SELECT 'late'::text AS v FROM pg_sleep(20) LIMIT $1"),
          dataset("quick", "SELECT 'now'::text AS v LIMIT $1"),
          dataset("bad-sql", "SELEC 'never'::text AS v LIMIT $1"));
    }

    private static Dataset dataset(String name, String sql) {
      return Dataset.builder("test-" + name, "/api/test/" + name, "dbfail")
          .param(Param.limit(10, 100, "rows"))
          .field(Field.of("v", FieldType.STRING, "a value"))
          .planner(p -> new SqlPlan(sql, Tuple.of(p.limit())))
          .cadence(Cadence.unscheduled("a test dataset"))
          .build();
    }

    @Override
    public List<FileKind<?>> fileKinds() {
      return List.of();
    }

    @Override
    public List<Deployable> pollers(AppConfig config, Pool pool) {
      return List.of();
    }
  }
}
