package dev.openmarkets.cli;

import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The parsed command line: the command (serve, import, backfill, keys), its positional arguments,
 * the options that override configuration (--port, --data-dir, --db-url, --no-pollers, --demo),
 * backfill's date range (--from, --to), and the options of mirror and seed ({@link MirrorOptions}).
 * `--help` (or `help COMMAND`) asks for the command's own option list, printed on stdout.
 */
public record CommandLine(String command, List<String> args, JsonObject overrides, Path confFile, String label,
    LocalDate from, LocalDate to, List<String> upstreams, MirrorOptions mirror) {
  private static final List<String> COMMANDS = List.of("serve", "import", "keys", "backfill", "doctor", "mirror",
      "seed");


  public static final String USAGE = """
      usage:
        java -jar openmarkets.jar [serve] [--port N] [--data-dir DIR] [--db-url postgresql://...] [--db-read-url URL]... [--no-pollers] [--demo]
        java -jar openmarkets.jar import DATASET FILE_OR_DIR... [--data-dir DIR] [--db-url URL]
        java -jar openmarkets.jar backfill DATASET --from YYYY-MM-DD [--to YYYY-MM-DD] [--data-dir DIR] [--db-url URL]
        java -jar openmarkets.jar keys create --label NAME | keys list | keys revoke KEY_PREFIX  [--demo] [--data-dir DIR] [--db-url URL]
        java -jar openmarkets.jar doctor [--upstream NAME]... [--conf FILE]   (check every enabled upstream)
        java -jar openmarkets.jar mcp --url BASE_URL [--api-key KEY]   (MCP over stdio)
        java -jar openmarkets.jar mirror keygen --out FILE | mirror publish --key FILE [--out DIR] [--dataset NAME]...
        java -jar openmarkets.jar seed --from URL_OR_DIR --public-key FILE [--dataset NAME]... [--data-dir DIR] [--db-url URL]
      options also come from conf/openmarkets.json (--conf FILE) and OPENMARKETS_* environment variables
      java -jar openmarkets.jar COMMAND --help lists a command's options""";

  private static final String DEMO_DB = """
        --demo            work on the demo database (DIR/pg-demo), the one `serve --demo` uses
      """;

  private static final String COMMON = """
        --data-dir DIR    where the embedded PostgreSQL keeps its files (default ./data):
                          DIR/pg for real data, DIR/pg-demo with --demo
        --db-url URL      use a PostgreSQL server instead of the embedded one
                          (postgresql://user:pass@host:5432/db)
        --conf FILE       configuration file (default conf/openmarkets.json, or OPENMARKETS_CONF)
        -h, --help        this help
      Every option also comes from the configuration file and OPENMARKETS_* environment variables;
      later wins: defaults, file, environment, command line.
      """;

  /** The help text of one command: what it does and every option it takes. */
  public static String help(String command) {
    return switch (command) {
      case "import" -> """
          usage: java -jar openmarkets.jar import DATASET FILE_OR_DIR... [options]
            Loads upstream files from disk with the pollers' parsers, one transaction per file;
            prints a line per file and a summary; exits 1 when any file was rejected.
            DATASET is the API dataset name (short-volume, fails-to-deliver, ...).
          options:
          """ + DEMO_DB + COMMON;
      case "backfill" -> """
          usage: java -jar openmarkets.jar backfill DATASET --from YYYY-MM-DD [--to YYYY-MM-DD] [options]
            Fetches the dataset's history from its upstreams with the pollers' code (their URLs,
            file names and parsers), politely: one request at a time, backfill.minIntervalMillis
            apart (EDGAR: the SEC's 10 requests a second), failures retried backfill.retries times.
            Each file is loaded in one transaction into the database `serve` uses. Resumable: run
            again, it skips every request answered before (kept in the database) and every file
            already loaded (a file absent upstream is asked again only when dated in the last
            3 days). A progress bar on a terminal, progress lines on stderr otherwise.
            Exits 1 when a request failed or a file was rejected, or the upstream keeps no history.
          options:
            --from DATE       the first day to fetch (YYYY-MM-DD), required
            --to DATE         the last day (default today, UTC)
          """ + COMMON;
      case "mirror", "seed" -> MirrorOptions.help(command) + COMMON;
      case "mcp" -> """
          usage: java -jar openmarkets.jar mcp --url BASE_URL [--api-key KEY]
            Speaks MCP over stdio for desktop clients that launch local servers, serving the tools
            of the openmarkets server at BASE_URL through its /mcp endpoint. Only MCP messages go
            to stdout; logs go to stderr.
          options:
            --url BASE_URL    the server to call (https://host)
            --api-key KEY     sent as x-api-key on every call
            -h, --help        this help
          """;
      case "doctor" -> """
          usage: java -jar openmarkets.jar doctor [--upstream NAME]... [options]
            fetches one current document from each enabled upstream (or the named ones) with the
            pollers' own requests and parsers, politely and one at a time, writes nothing, and prints
            a line per upstream: name, outcome (loaded, not-published-yet, absent, refused, throttled,
            failed), HTTP status, rows read, URL, drift and advice. Exit 0 when every upstream is
            loaded or not-published-yet, 1 otherwise. No database is needed.
            --upstream NAME   check this upstream only (repeatable; names as in "upstreams")
          """ + COMMON;
      case "keys" -> """
          usage: java -jar openmarkets.jar keys create --label NAME [options]
                 java -jar openmarkets.jar keys list [options]
                 java -jar openmarkets.jar keys revoke KEY_PREFIX [options]
            create prints a new API key once (stored only as its SHA-256 hash); send it as the
            x-api-key header. A key lives in one database: for `serve --demo` create it with --demo.
          options:
            --label NAME      the key's label (create)
          """ + DEMO_DB + COMMON;
      default -> """
          usage: java -jar openmarkets.jar [serve] [options]
            Serves the API (HTTP, default port 8080) from the embedded PostgreSQL under --data-dir
            or from --db-url; applies migrations at start; runs the pollers unless told not to.
          commands: serve (default), import, backfill, keys, mcp, doctor, mirror, seed; COMMAND --help for each
          options:
            --port N          HTTP port (default 8080)
            --no-pollers      do not fetch from upstreams (serve what is stored)
            --db-read-url URL a read replica of --db-url for the API's reads (repeat for each);
                              a read goes to it once it has replayed the data's version
            --demo            load the bundled sample files into DIR/pg-demo and serve them
                              (answers are marked SAMPLE DATA); pollers stay off
          """ + COMMON;
    };
  }

  public static CommandLine parse(String[] argv) {
    String command = null;
    List<String> args = new ArrayList<>();
    JsonObject o = new JsonObject();
    Path conf = null;
    String label = null;
    String fromText = null;
    LocalDate to = null;
    MirrorOptions.Builder mirror = new MirrorOptions.Builder();
    boolean help = false;
    List<String> upstreams = new ArrayList<>();
    for (int i = 0; i < argv.length; i++) {
      String a = argv[i];
      switch (a) {
        case "--port" -> o.put("port", intValue(a, value(argv, ++i, a)));
        case "--data-dir" -> o.put("dataDir", value(argv, ++i, a));
        case "--db-url" -> o.put("dbUrl", value(argv, ++i, a));
        case "--db-read-url" -> {
          if (!o.containsKey("dbReadUrls")) {
            o.put("dbReadUrls", new io.vertx.core.json.JsonArray());
          }
          o.getJsonArray("dbReadUrls").add(value(argv, ++i, a));
        }
        case "--no-pollers" -> o.put("pollers", false);
        case "--demo" -> o.put("demo", true);
        case "--conf" -> conf = Path.of(value(argv, ++i, a));
        case "--label" -> label = value(argv, ++i, a);
        case "--from" -> fromText = value(argv, ++i, a);
        case "--to" -> to = date(a, value(argv, ++i, a));
        case "--upstream" -> upstreams.add(value(argv, ++i, a));
        case "-h", "--help" -> help = true;
        default -> {
          if (mirror.accepts(a)) {
            mirror.put(a, value(argv, ++i, a));
            continue;
          }
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
    command = checked(command == null ? "serve" : command, args, help, fromText != null || to != null,
        !upstreams.isEmpty(), mirror);
    // seed --from names a mirror (URL or directory); backfill --from a date
    LocalDate from = fromText == null || command.equals("seed") ? null : date("--from", fromText);
    return new CommandLine(command, List.copyOf(args), o, conf, label, from, to, List.copyOf(upstreams),
        mirror.build(command.equals("seed") ? fromText : null));
  }

  /** The command, once its options are known to belong to it (help asked for is thrown as HelpRequested). */
  private static String checked(String command, List<String> args, boolean help, boolean dates, boolean upstreams,
      MirrorOptions.Builder mirror) {
    if (command.equals("help")) {
      throw new HelpRequested(help(args.isEmpty() ? "serve" : args.get(0)));
    }
    if (help && COMMANDS.contains(command)) {
      throw new HelpRequested(help(command));
    }
    if (help) {
      throw new UsageException("");
    }
    if (!COMMANDS.contains(command)) {
      throw new UsageException("unknown command '" + command + "'");
    }
    mirror.check(command);
    if (!command.equals("backfill") && !command.equals("seed") && dates) {
      throw new UsageException("--from and --to belong to backfill (seed takes --from URL_OR_DIR)");
    }
    if (!command.equals("doctor") && upstreams) {
      throw new UsageException("--upstream belongs to doctor");
    }
    return command;
  }

  private static String value(String[] argv, int i, String option) {
    if (i >= argv.length) {
      throw new UsageException(option + " needs a value");
    }
    return argv[i];
  }

  private static LocalDate date(String option, String v) {
    try {
      return LocalDate.parse(v);
    } catch (DateTimeParseException e) {
      throw new UsageException(option + " needs a date YYYY-MM-DD, got '" + v + "'");
    }
  }

  private static int intValue(String option, String v) {
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw new UsageException(option + " needs a whole number, got '" + v + "'");
    }
  }

  /** `--help`: the text goes to stdout and the exit code is 0. */
  public static final class HelpRequested extends RuntimeException {
    public HelpRequested(String text) {
      super(text, null, false, false);
    }
  }

  /** A command line that cannot run; exit code 2. */
  public static final class UsageException extends RuntimeException {
    private final String command;

    public UsageException(String message) {
      this(message, null);
    }

    /** A usage error of COMMAND: its own help follows the message, not the general usage. */
    public UsageException(String message, String command) {
      super(message);
      this.command = command;
    }

    public String command() {
      return command;
    }
  }
}
