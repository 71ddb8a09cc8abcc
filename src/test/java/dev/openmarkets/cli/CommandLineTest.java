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

  private static String helpFor(String... argv) {
    return assertThrows(CommandLine.HelpRequested.class, () -> CommandLine.parse(argv)).getMessage();
  }
}
