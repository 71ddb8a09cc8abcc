package dev.openmarkets.testing;

import dev.openmarkets.db.DbUrl;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/**
 * A migration test's database: migrate to just before one migration, seed rows as they were, then
 * migrate the rest and read what the migration made of them (the point-in-time migrations' tests).
 */
public final class MigrationDb {
  private MigrationDb() {
  }

  public static FluentConfiguration flyway(DbUrl url) {
    return Flyway.configure().dataSource(url.jdbcUrl(), url.user(), url.password()).locations("classpath:db/migration");
  }

  /** A new, empty database on the test server, dropped on close: one migration test's own. */
  public static Scratch scratch(String purpose) throws Exception {
    DbUrl server = TestDb.server();
    String name = "om_" + purpose + "_" + UUID.randomUUID().toString().substring(0, 8);
    exec(server, "CREATE DATABASE " + name);
    return new Scratch(server, name);
  }

  /** A scratch database: url() to migrate and read it; close() drops it. */
  public record Scratch(DbUrl server, String name) implements AutoCloseable {
    public DbUrl url() {
      return server.withDatabase(name);
    }

    @Override
    public void close() throws Exception {
      exec(server, "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
    }
  }

  /** The last migration before version, whichever the branches merged so far number it. */
  public static MigrationVersion before(DbUrl url, String version) {
    MigrationVersion target = MigrationVersion.fromVersion(version);
    return Arrays.stream(flyway(url).load().info().all()).map(MigrationInfo::getVersion)
        .filter(v -> v.compareTo(target) < 0).max(MigrationVersion::compareTo).orElseThrow();
  }

  public static void exec(DbUrl url, String sql) throws Exception {
    try (Connection c = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
        Statement st = c.createStatement()) {
      st.execute(sql);
    }
  }

  /** The plan's text lines (EXPLAIN's one column), joined by newlines. */
  public static String explain(DbUrl url, String sql) throws Exception {
    StringBuilder out = new StringBuilder();
    try (Connection c = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        out.append(rs.getString(1)).append('\n');
      }
    }
    return out.toString();
  }

  /** sql's rows as key (column 1) -> known_at (column 2), in order. */
  public static Map<String, Instant> knownAt(DbUrl url, String sql) throws Exception {
    Map<String, Instant> out = new LinkedHashMap<>();
    try (Connection c = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        out.put(rs.getString(1), rs.getObject(2, OffsetDateTime.class).toInstant());
      }
    }
    return out;
  }
}
