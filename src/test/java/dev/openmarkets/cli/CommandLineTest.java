package dev.openmarkets.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command-line contract of decisions.md "Running it", and `--help` on every command. */
class CommandLineTest {

  @Test
  void theContractParsesAsBefore() {
    CommandLine serve = CommandLine.parse(new String[] {"--port", "9090", "--data-dir", "/tmp/x", "--no-pollers", "--demo"});
    assertEquals("serve", serve.command());
    assertEquals(new JsonObject().put("port", 9090).put("dataDir", "/tmp/x").put("pollers", false).put("demo", true),
        serve.overrides());
    CommandLine imp = CommandLine.parse(new String[] {"import", "short-volume", "a.txt", "b.txt", "--db-url", "postgresql://u@h:5432/d"});
    assertEquals("import", imp.command());
    assertEquals(List.of("short-volume", "a.txt", "b.txt"), imp.args());
    assertEquals("postgresql://u@h:5432/d", imp.overrides().getString("dbUrl"));
    CommandLine keys = CommandLine.parse(new String[] {"keys", "create", "--label", "x", "--demo"});
    assertEquals(List.of("create"), keys.args());
    assertEquals("x", keys.label());
    assertEquals(true, keys.overrides().getBoolean("demo"));
    assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(new String[] {"frobnicate"}));
    assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(new String[] {"--bogus"}));
    assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(new String[] {"--port", "x"}));
  }

  @Test
  void helpOnEveryCommandListsItsOptions() {
    String serve = helpFor("--help");
    assertEquals(serve, helpFor("serve", "--help"));
    assertEquals(serve, helpFor("-h"));
    for (String option : List.of("--port N", "--data-dir DIR", "--db-url URL", "--no-pollers", "--demo", "--conf FILE")) {
      assertTrue(serve.contains(option), option + " in\n" + serve);
    }
    String imp = helpFor("import", "--help");
    assertEquals(imp, helpFor("help", "import"));
    assertTrue(imp.startsWith("usage: java -jar openmarkets.jar import DATASET FILE_OR_DIR..."), imp);
    for (String option : List.of("--data-dir DIR", "--db-url URL", "--demo", "--conf FILE")) {
      assertTrue(imp.contains(option), option + " in\n" + imp);
    }
    String keys = helpFor("keys", "create", "--help");
    for (String text : List.of("keys create --label NAME", "keys list", "keys revoke KEY_PREFIX", "--label NAME",
        "--data-dir DIR", "--db-url URL", "--demo", "DIR/pg-demo", "for `serve --demo` create it with --demo")) {
      assertTrue(keys.contains(text), text + " in\n" + keys);
    }
  }

  @Test
  void backfillTakesADatasetAndADateRangeThatNoOtherCommandTakes() {
    CommandLine b = CommandLine.parse(new String[] {"backfill", "short-volume", "--from", "2025-01-02", "--to", "2025-03-31",
        "--db-url", "postgresql://u@h:5432/d"});
    assertEquals("backfill", b.command());
    assertEquals(List.of("short-volume"), b.args());
    assertEquals(java.time.LocalDate.parse("2025-01-02"), b.from());
    assertEquals(java.time.LocalDate.parse("2025-03-31"), b.to());
    assertEquals("postgresql://u@h:5432/d", b.overrides().getString("dbUrl"));
    assertEquals(null, CommandLine.parse(new String[] {"backfill", "cot", "--from", "2020-01-01"}).to());
    assertTrue(assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(
        new String[] {"backfill", "cot", "--from", "2020-13-01"})).getMessage().contains("YYYY-MM-DD"));
    assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(
        new String[] {"import", "cot", "a.txt", "--from", "2020-01-01"}));
    String help = helpFor("backfill", "--help");
    assertEquals(help, helpFor("help", "backfill"));
    assertTrue(help.startsWith("usage: java -jar openmarkets.jar backfill DATASET --from YYYY-MM-DD [--to YYYY-MM-DD]"), help);
    for (String option : List.of("--from DATE", "--to DATE", "--data-dir DIR", "--db-url URL", "--conf FILE", "-h, --help",
        "backfill.minIntervalMillis", "Resumable")) {
      assertTrue(help.contains(option), option + " in\n" + help);
    }
    assertTrue(helpFor("--help").contains("commands: serve (default), import, backfill, keys, mcp"));
    assertTrue(CommandLine.USAGE.contains("openmarkets.jar backfill DATASET --from YYYY-MM-DD"));
  }

  private static String helpFor(String... argv) {
    return assertThrows(CommandLine.HelpRequested.class, () -> CommandLine.parse(argv)).getMessage();
  }
}
