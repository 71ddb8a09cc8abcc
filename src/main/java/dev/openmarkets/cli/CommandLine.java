package dev.openmarkets.cli;

import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The parsed command line: the command (serve, import, keys), its positional arguments, and the
 * options that override configuration (--port, --data-dir, --db-url, --no-pollers, --demo).
 */
public record CommandLine(String command, List<String> args, JsonObject overrides, Path confFile, String label) {

  public static final String USAGE = """
      usage:
        java -jar openmarkets.jar [serve] [--port N] [--data-dir DIR] [--db-url postgresql://...] [--no-pollers] [--demo]
        java -jar openmarkets.jar import DATASET FILE_OR_DIR... [--data-dir DIR] [--db-url URL]
        java -jar openmarkets.jar keys create --label NAME | keys list | keys revoke KEY_PREFIX
        java -jar openmarkets.jar mcp --url BASE_URL [--api-key KEY]   (MCP over stdio)
      options also come from conf/openmarkets.json (--conf FILE) and OPENMARKETS_* environment variables""";

  public static CommandLine parse(String[] argv) {
    String command = null;
    List<String> args = new ArrayList<>();
    JsonObject o = new JsonObject();
    Path conf = null;
    String label = null;
    for (int i = 0; i < argv.length; i++) {
      String a = argv[i];
      switch (a) {
        case "--port" -> o.put("port", intValue(a, value(argv, ++i, a)));
        case "--data-dir" -> o.put("dataDir", value(argv, ++i, a));
        case "--db-url" -> o.put("dbUrl", value(argv, ++i, a));
        case "--no-pollers" -> o.put("pollers", false);
        case "--demo" -> o.put("demo", true);
        case "--conf" -> conf = Path.of(value(argv, ++i, a));
        case "--label" -> label = value(argv, ++i, a);
        case "-h", "--help" -> throw new UsageException("");
        default -> {
          if (a.startsWith("--")) {
            throw new UsageException("unknown option " + a);
          }
          if (command == null) {
            command = a;
          } else {
            args.add(a);
          }
        }
      }
    }
    command = command == null ? "serve" : command;
    if (!List.of("serve", "import", "keys").contains(command)) {
      throw new UsageException("unknown command '" + command + "'");
    }
    return new CommandLine(command, List.copyOf(args), o, conf, label);
  }

  private static String value(String[] argv, int i, String option) {
    if (i >= argv.length) {
      throw new UsageException(option + " needs a value");
    }
    return argv[i];
  }

  private static int intValue(String option, String v) {
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw new UsageException(option + " needs a whole number, got '" + v + "'");
    }
  }

  /** A command line that cannot run; exit code 2. */
  public static final class UsageException extends RuntimeException {
    public UsageException(String message) {
      super(message);
    }
  }
}
