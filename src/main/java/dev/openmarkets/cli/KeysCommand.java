package dev.openmarkets.cli;

import dev.openmarkets.access.ApiKeys;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * `keys create --label NAME`, `keys list`, `keys revoke KEY_PREFIX`. Keys are stored as SHA-256
 * only, in the database the options name: DIR/pg, DIR/pg-demo with --demo, or --db-url.
 */
public final class KeysCommand {
  private KeysCommand() {
  }

  public static int run(AppConfig config, List<String> args, String label, PrintStream out) throws Exception {
    String sub = args.isEmpty() ? "" : args.get(0);
    if (!List.of("create", "list", "revoke").contains(sub)) {
      throw new CommandLine.UsageException("keys needs create --label NAME, list, or revoke KEY_PREFIX");
    }
    if (sub.equals("create") && (label == null || label.isBlank())) {
      throw new CommandLine.UsageException("keys create needs --label NAME");
    }
    if (sub.equals("revoke") && args.size() != 2) {
      throw new CommandLine.UsageException("keys revoke needs KEY_PREFIX");
    }
    try (Database db = Database.start(config)) {
      Vertx vertx = Vertx.vertx();
      try {
        Pool pool = db.pool(vertx, 1);
        return switch (sub) {
          case "create" -> create(pool, label, out, config);
          case "list" -> list(pool, out);
          default -> revoke(pool, args.get(1), out);
        };
      } finally {
        ImportCommand.join(vertx.close());
      }
    }
  }

  private static int create(Pool pool, String label, PrintStream out, AppConfig config) {
    String key = ApiKeys.generate();
    ImportCommand.join(pool.preparedQuery("INSERT INTO api_keys (prefix, key_hash, label) VALUES ($1, $2, $3)")
        .execute(Tuple.of(ApiKeys.prefix(key), ApiKeys.hash(key), label)));
    out.println(key);
    out.println("# shown once: openmarkets stores only its SHA-256 hash. Send it as the x-api-key header.");
    out.println("# " + worksWith(config));
    return 0;
  }

  /** Which server a key just created answers on: a key lives in one database. */
  static String worksWith(AppConfig config) {
    if (config.dbUrl() != null) {
      DbUrl u = DbUrl.parse(config.dbUrl());
      return "stored in " + u.host() + ":" + u.port() + "/" + u.database()
          + ": it works with a serve that uses this --db-url";
    }
    Path dir = config.dataDir().resolve(config.demo() ? "pg-demo" : "pg").toAbsolutePath().normalize();
    return config.demo()
        ? "stored in the demo database " + dir + ": it works with `serve --demo` on this data dir"
        : "stored in " + dir + ": it works with `serve` on this data dir, not with `serve --demo`"
            + " (for the demo: keys create --label NAME --demo)";
  }

  private static int list(Pool pool, PrintStream out) {
    RowSet<Row> rows = ImportCommand.join(pool.query(
        "SELECT prefix, label, iso_utc(created_at), iso_utc(revoked_at) FROM api_keys ORDER BY id").execute());
    out.printf("%-12s %-24s %-21s %s%n", "PREFIX", "LABEL", "CREATED", "REVOKED");
    for (Row r : rows) {
      out.printf("%-12s %-24s %-21s %s%n", r.getString(0), r.getString(1), r.getString(2),
          r.getString(3) == null ? "-" : r.getString(3));
    }
    return 0;
  }

  private static int revoke(Pool pool, String prefix, PrintStream out) {
    RowSet<Row> active = ImportCommand.join(pool.preparedQuery(
        "SELECT prefix FROM api_keys WHERE revoked_at IS NULL AND starts_with(prefix, $1)").execute(Tuple.of(prefix)));
    if (active.size() != 1 || prefix.length() < 4) {
      out.println(active.size() == 0 ? "no active key starts with '" + prefix + "'"
          : "'" + prefix + "' is ambiguous or too short: give at least 4 characters naming one active key");
      return 1;
    }
    String full = active.iterator().next().getString(0);
    ImportCommand.join(pool.preparedQuery("UPDATE api_keys SET revoked_at = now() WHERE prefix = $1")
        .execute(Tuple.of(full)));
    out.println("revoked " + full);
    return 0;
  }
}
