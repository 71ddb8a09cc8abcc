package dev.openmarkets.db;

import dev.openmarkets.config.AppConfig;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Logger;
import org.flywaydb.core.Flyway;

/**
 * Where the data lives: the embedded PostgreSQL under the data dir, or a real server named by
 * dbUrl. Starting it applies the migrations (JDBC, before any verticle runs); afterwards only the
 * async pool is used. Blocking by design: call it from main or a worker, never an event loop.
 */
public final class Database implements AutoCloseable {
  private static final Logger LOG = Logger.getLogger(Database.class.getName());

  private final DbUrl url;
  private final EmbeddedPostgres embedded;

  private Database(DbUrl url, EmbeddedPostgres embedded) {
    this.url = url;
    this.embedded = embedded;
  }

  public static Database start(AppConfig config) throws IOException {
    if (config.dbUrl() != null) {
      Database db = new Database(DbUrl.parse(config.dbUrl()), null);
      db.migrate();
      return db;
    }
    Path pgDir = config.dataDir().resolve(config.demo() ? "pg-demo" : "pg").toAbsolutePath();
    Files.createDirectories(pgDir);
    Integer runningPort = runningServerPort(pgDir);
    if (runningPort != null) {
      // `import` or `keys` next to a running `serve`: share its embedded server instead of
      // starting a second one on the same files (which PostgreSQL would refuse)
      LOG.info(() -> "using the embedded PostgreSQL already running on port " + runningPort);
      Database db = new Database(new DbUrl("localhost", runningPort, "postgres", "postgres", null), null);
      db.migrate();
      return db;
    }
    long t0 = System.nanoTime();
    EmbeddedPostgres pg = EmbeddedPostgres.builder()
        .setDataDirectory(pgDir)
        .setCleanDataDirectory(false)
        .setServerConfig("max_connections", "100")
        .start();
    LOG.info(() -> "embedded PostgreSQL up on port " + pg.getPort() + " with data in " + pgDir
        + " (" + (System.nanoTime() - t0) / 1_000_000 + " ms)");
    Database db = new Database(new DbUrl("localhost", pg.getPort(), "postgres", "postgres", null), pg);
    db.migrate();
    return db;
  }

  /** The port of a live postmaster on this data directory (postmaster.pid line 4), or null. */
  static Integer runningServerPort(Path pgDir) {
    Path pidFile = pgDir.resolve("postmaster.pid");
    if (!Files.isRegularFile(pidFile)) {
      return null;
    }
    try {
      java.util.List<String> lines = Files.readAllLines(pidFile);
      long pid = Long.parseLong(lines.get(0).trim());
      if (lines.size() < 4 || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) == Boolean.FALSE) {
        return null;
      }
      return Integer.parseInt(lines.get(3).trim());
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** Wraps an already running server (tests), migrating it. */
  public static Database external(DbUrl url) {
    Database db = new Database(url, null);
    db.migrate();
    return db;
  }

  private void migrate() {
    Flyway.configure()
        .dataSource(url.jdbcUrl(), url.user(), url.password())
        .locations("classpath:db/migration")
        .load()
        .migrate();
  }

  /** True when this process started the embedded server (false for --db-url or one shared with a running serve). */
  public boolean embedded() {
    return embedded != null;
  }

  public DbUrl url() {
    return url;
  }

  /** The one shared pool of a process, explicitly sized. */
  public Pool pool(Vertx vertx, int maxSize) {
    return pool(vertx, url, maxSize);
  }

  /** A pool on any server (a read replica) with the same deadlines. */
  public static Pool pool(Vertx vertx, DbUrl url, int maxSize) {
    // deadlines: a request waits at most 5 s for a connection and a connect attempt at most 5 s,
    // so a database that is gone or hangs gives a 503 rather than a hung request
    return PgBuilder.pool()
        .with(new PoolOptions().setMaxSize(maxSize).setShared(false)
            .setConnectionTimeout(5).setConnectionTimeoutUnit(java.util.concurrent.TimeUnit.SECONDS))
        .with(new io.vertx.core.net.NetClientOptions().setConnectTimeout(5_000))
        .connectingTo(url.connectOptions())
        .using(vertx)
        .build();
  }

  @Override
  public void close() throws IOException {
    if (embedded != null) {
      embedded.close();
    }
  }
}
