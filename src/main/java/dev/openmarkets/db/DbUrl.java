package dev.openmarkets.db;

import dev.openmarkets.config.ConfigException;
import io.vertx.pgclient.PgConnectOptions;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * A PostgreSQL address in one place, rendered both for the async client (the API and writers)
 * and as a JDBC URL (Flyway migrations only). Accepts postgresql://user:pass@host:port/db.
 */
public record DbUrl(String host, int port, String database, String user, String password) {

  public static DbUrl parse(String url) {
    try {
      URI uri = URI.create(url.replaceFirst("^jdbc:", ""));
      if (!"postgresql".equals(uri.getScheme()) && !"postgres".equals(uri.getScheme())) {
        throw new ConfigException("dbUrl must start with postgresql://, got '" + url + "'");
      }
      String user = "postgres";
      String pass = null;
      if (uri.getRawUserInfo() != null) {
        String[] up = uri.getRawUserInfo().split(":", 2);
        user = decode(up[0]);
        pass = up.length > 1 ? decode(up[1]) : null;
      }
      String db = uri.getPath() == null || uri.getPath().length() <= 1 ? user : uri.getPath().substring(1);
      return new DbUrl(uri.getHost() == null ? "localhost" : uri.getHost(),
          uri.getPort() < 0 ? 5432 : uri.getPort(), db, user, pass);
    } catch (IllegalArgumentException e) {
      throw new ConfigException("dbUrl is not a valid URL: " + e.getMessage());
    }
  }

  public String jdbcUrl() {
    return "jdbc:postgresql://" + host + ":" + port + "/" + database;
  }

  public DbUrl withDatabase(String db) {
    return new DbUrl(host, port, db, user, password);
  }

  public PgConnectOptions connectOptions() {
    return new PgConnectOptions()
        .setHost(host)
        .setPort(port)
        .setDatabase(database)
        .setUser(user)
        .setPassword(password == null ? "" : password)
        .setCachePreparedStatements(true)
        .setPreparedStatementCacheMaxSize(512)
        // pipelining applies to connections used alone; the service's Pool gives each query a
        // connection of its own (a pipelined pooled client measured 0.89x on the miss path:
        // bench/RESULTS.md, issue 15 fourth session)
        .setPipeliningLimit(256);
  }

  private static String decode(String s) {
    return URLDecoder.decode(s, StandardCharsets.UTF_8);
  }
}
