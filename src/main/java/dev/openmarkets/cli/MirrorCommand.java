package dev.openmarkets.cli;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.mirror.MinisignKey;
import dev.openmarkets.mirror.MirrorTable;
import dev.openmarkets.mirror.MirrorTables;
import dev.openmarkets.mirror.Publisher;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;

/**
 * `mirror keygen --out FILE` and `mirror publish --key FILE [--out DIR] [--dataset NAME]...`
 * (docs/mirror.md). Publishing reads the database with blocking JDBC on the command's own thread.
 */
public final class MirrorCommand {
  private MirrorCommand() {
  }

  public static int run(AppConfig config, List<Dataset> datasets, List<String> args, MirrorOptions options,
      PrintStream out) throws Exception {
    String sub = args.isEmpty() ? "" : args.get(0);
    if (args.size() != 1 || !List.of("keygen", "publish").contains(sub)) {
      throw new CommandLine.UsageException("mirror needs keygen --out FILE or publish --key FILE", "mirror");
    }
    return sub.equals("keygen") ? keygen(options, out) : publish(config, datasets, options, out);
  }

  private static int keygen(MirrorOptions options, PrintStream out) throws Exception {
    if (options.out() == null) {
      throw new CommandLine.UsageException("mirror keygen needs --out FILE", "mirror");
    }
    Path file = Path.of(options.out());
    if (Files.exists(file) || Files.exists(Path.of(file + ".pub"))) {
      out.println("refusing to overwrite " + file + " or " + file + ".pub");
      return 1;
    }
    MinisignKey key = MinisignKey.generate();
    key.write(file);
    out.println("secret key: " + file + " (keep it private: it is not password-protected)");
    out.println("public key: " + file + ".pub (" + key.publicKeyFile().id() + ")");
    return 0;
  }

  private static int publish(AppConfig config, List<Dataset> datasets, MirrorOptions options, PrintStream out)
      throws Exception {
    if (options.key() == null) {
      throw new CommandLine.UsageException("mirror publish needs --key FILE", "mirror");
    }
    List<MirrorTable> tables;
    try {
      tables = MirrorTables.select(MirrorTables.of(datasets), options.datasets());
    } catch (IllegalArgumentException e) {
      throw new CommandLine.UsageException(e.getMessage(), "mirror");
    }
    MinisignKey key = MinisignKey.read(Path.of(options.key()));
    Path dir = options.out() != null ? Path.of(options.out()) : config.mirrorDir();
    try (Database db = Database.start(config); Connection pg = connect(db.url())) {
      // the shared tables (joined by datasets) go with any selection: a seeded node needs them
      new Publisher(pg, key, dir, config.clock(), out).publish(MirrorTables.withShared(pg, tables));
    }
    return 0;
  }

  static Connection connect(DbUrl url) throws java.sql.SQLException {
    return DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
  }
}
