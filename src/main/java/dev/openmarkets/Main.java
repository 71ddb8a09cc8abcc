package dev.openmarkets;

import dev.openmarkets.cli.BackfillCommand;
import dev.openmarkets.cli.CommandLine;
import dev.openmarkets.cli.DoctorCommand;
import dev.openmarkets.cli.ImportCommand;
import dev.openmarkets.cli.KeysCommand;
import dev.openmarkets.cli.MirrorCommand;
import dev.openmarkets.cli.SeedCommand;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigException;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.mcp.McpStdio;
import dev.openmarkets.observe.LogSetup;
import java.nio.file.Path;

/**
 * Entry point: `serve` (default), `import`, `backfill`, `keys` (as "Running it" in decisions.md), `doctor`,
 * `mirror` and `seed` (the bulk mirror) and `mcp` (stdio).
 */
public final class Main {
  private Main() {
  }

  public static void main(String[] argv) {
    System.setProperty("java.util.logging.SimpleFormatter.format", dev.openmarkets.observe.TextLogFormatter.FORMAT);
    int code;
    try {
      code = run(argv);
    } catch (CommandLine.HelpRequested e) {
      System.out.print(e.getMessage());
      code = 0;
    } catch (CommandLine.UsageException e) {
      if (!e.getMessage().isEmpty()) {
        System.err.println("error: " + e.getMessage());
      }
      System.err.println(e.command() == null ? CommandLine.USAGE : CommandLine.help(e.command()));
      code = 2;
    } catch (ConfigException e) {
      System.err.println("configuration error: " + e.getMessage());
      code = 2;
    } catch (Exception e) {
      System.err.println("failed: " + (e.getMessage() != null ? e.getMessage() : "an unexpected error"));
      code = 1;
    }
    if (code >= 0) {
      System.exit(code);
    }
  }

  /** Runs a command; -1 means "keep running" (serve). */
  static int run(String[] argv) throws Exception {
    if (argv.length > 0 && argv[0].equals("mcp")) {
      // stdio speaks MCP on stdout only: no configuration, no database, diagnostics on stderr
      return McpStdio.run(java.util.Arrays.copyOfRange(argv, 1, argv.length), System.in, System.out, System.err);
    }
    CommandLine cl = CommandLine.parse(argv);
    Path conf = ConfigLoader.confFile(cl.confFile(), System.getenv());
    AppConfig config = ConfigLoader.load(conf, System.getenv(), cl.overrides());
    LogSetup.apply(config.raw().getString("logFormat"));
    return switch (cl.command()) {
      case "import" -> ImportCommand.run(config, Families.all(), cl.args(), System.out);
      case "backfill" -> BackfillCommand.run(config, Families.all(), cl.args(), cl.from(), cl.to(), System.out, System.err);
      case "keys" -> KeysCommand.run(config, cl.args(), cl.label(), System.out);
      case "doctor" -> DoctorCommand.run(config, Families.all(), cl.upstreams(), System.out);
      case "mirror" -> MirrorCommand.run(config, datasets(config), cl.args(), cl.mirror(), System.out);
      case "seed" -> SeedCommand.run(config, cl.args(), cl.mirror(), System.out, System.err);
      default -> serve(config);
    };
  }

  /** Every dataset the families declare, once they read their configuration. */
  private static java.util.List<dev.openmarkets.dataset.Dataset> datasets(AppConfig config) {
    java.util.List<dev.openmarkets.dataset.Family> families = Families.all();
    families.forEach(f -> f.configure(config));
    return dev.openmarkets.dataset.Catalog.datasets(families);
  }

  private static int serve(AppConfig config) throws Exception {
    LogSetup.writeInBackground();
    Service service = Service.start(config);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        service.close();
      } catch (Exception e) {
        System.err.println("shutdown: " + e);
      }
    }, "openmarkets-shutdown"));
    return -1;
  }
}
