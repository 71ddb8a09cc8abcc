package dev.openmarkets.testing;

import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import java.util.logging.Logger;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.PostgreSQLContainer;

/**
 * One PostgreSQL server for the whole suite, and a fresh migrated database per test class on it.
 * The server is, in order of preference: -Dopenmarkets.test.dbUrl (CI runs the suite once more
 * against 127.0.0.1:5432 this way), a Testcontainers PostgreSQL when Docker answers, or the
 * embedded PostgreSQL the product itself uses. fsync is off where we start the server.
 */
public final class TestDb {
  private static final Logger LOG = Logger.getLogger(TestDb.class.getName());
  private static DbUrl server;
  private static final java.util.List<String> CREATED = new java.util.concurrent.CopyOnWriteArrayList<>();

  private TestDb() {
  }

  public static synchronized DbUrl server() {
    if (server != null) {
      return server;
    }
    String external = System.getProperty("openmarkets.test.dbUrl");
    if (external != null && !external.isBlank()) {
      server = DbUrl.parse(external);
      LOG.info("tests use the external PostgreSQL " + server.host() + ":" + server.port());
    } else if (dockerAnswers()) {
      PostgreSQLContainer<?> pg = new PostgreSQLContainer<>("postgres:17-alpine")
          .withCommand("postgres", "-c", "fsync=off", "-c", "synchronous_commit=off");
      pg.start();
      server = new DbUrl(pg.getHost(), pg.getFirstMappedPort(), pg.getDatabaseName(), pg.getUsername(), pg.getPassword());
      LOG.info("tests use a Testcontainers PostgreSQL");
    } else {
      try {
        EmbeddedPostgres pg = EmbeddedPostgres.builder()
            .setServerConfig("fsync", "off")
            .setServerConfig("synchronous_commit", "off")
            .setServerConfig("full_page_writes", "off")
            .setServerConfig("max_connections", "300")
            .start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
          try {
            pg.close();
          } catch (Exception ignored) {
            // the JVM is exiting
          }
        }));
        server = new DbUrl("localhost", pg.getPort(), "postgres", "postgres", null);
        LOG.info("tests use the embedded PostgreSQL on port " + pg.getPort());
      } catch (Exception e) {
        throw new IllegalStateException("cannot start the embedded PostgreSQL", e);
      }
    }
    return server;
  }

  private static boolean dockerAnswers() {
    if (Boolean.getBoolean("openmarkets.test.noDocker")) {
      return false;
    }
    try {
      return DockerClientFactory.instance().isDockerAvailable();
    } catch (Throwable t) {
      return false;
    }
  }

  /** A new, migrated database on the shared server, named for the test class. */
  public static Database freshDatabase(String purpose) {
    DbUrl srv = server();
    String name = ("om_" + purpose.replaceAll("[^A-Za-z0-9]", "_") + "_"
        + UUID.randomUUID().toString().substring(0, 8)).toLowerCase();
    try (Connection c = DriverManager.getConnection(srv.jdbcUrl(), srv.user(), srv.password());
        Statement st = c.createStatement()) {
      st.execute("CREATE DATABASE " + name);
      if (CREATED.isEmpty()) {
        // on a shared external server, leave nothing behind
        Runtime.getRuntime().addShutdownHook(new Thread(TestDb::dropCreated));
      }
      CREATED.add(name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create test database " + name, e);
    }
    return Database.external(srv.withDatabase(name));
  }

  private static void dropCreated() {
    DbUrl srv = server;
    try (Connection c = DriverManager.getConnection(srv.jdbcUrl(), srv.user(), srv.password());
        Statement st = c.createStatement()) {
      for (String name : CREATED) {
        st.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
      }
    } catch (SQLException e) {
      // the embedded server may already be gone; nothing to clean then
    }
  }

  /** Runs SQL on a test database (fixtures, resets). */
  public static void exec(Database db, String sql) {
    DbUrl u = db.url();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement()) {
      st.execute(sql);
    } catch (SQLException e) {
      throw new IllegalStateException(sql, e);
    }
  }

  /**
   * VACUUM ANALYZE of a table, repeated (up to 20 times, a second apart) until the visibility map
   * covers every page, as autovacuum keeps it in production: what index-only scans need. One
   * VACUUM right after a load has been seen to leave pages unmarked (a transaction of another
   * session still running: CI once, bench/growth.sh once), so it is checked, not assumed.
   */
  public static void vacuumUntilAllVisible(Database db, String table) {
    for (int attempt = 0; attempt < 20; attempt++) {
      exec(db, "VACUUM ANALYZE " + table);
      if (count(db, "SELECT (relallvisible >= relpages)::int FROM pg_class WHERE relname = '" + table + "'") == 1) {
        return;
      }
      try {
        Thread.sleep(1000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
    throw new IllegalStateException(table + ": VACUUM left pages not all-visible after 20 tries");
  }

  public static long count(Database db, String sql) {
    DbUrl u = db.url();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement();
        var rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    } catch (SQLException e) {
      throw new IllegalStateException(sql, e);
    }
  }
}
