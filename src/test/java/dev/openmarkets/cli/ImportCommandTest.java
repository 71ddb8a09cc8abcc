package dev.openmarkets.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `import DATASET FILE_OR_DIR...`: per-file lines, the summary, exit codes, and idempotent re-import. */
@Tag("db")
class ImportCommandTest {

  private static AppConfig configFor(Database db) {
    DbUrl u = db.url();
    return ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject()
        .put("dbUrl", "postgresql://" + u.user() + "@" + u.host() + ":" + u.port() + "/" + u.database()));
  }

  private static int run(AppConfig config, List<String> args, ByteArrayOutputStream out) throws Exception {
    return ImportCommand.run(config, Families.all(), args, new PrintStream(out, true, StandardCharsets.UTF_8));
  }

  @Test
  void importsADirectoryPrintsASummaryAndExitsNonZeroOnARejectedFile(@TempDir Path dir) throws Exception {
    Database db = TestDb.freshDatabase("import_cli");
    AppConfig config = configFor(db);
    String good = Ingest.sample("finra/CNMSshvol20261117.txt");
    Files.writeString(dir.resolve("CNMSshvol20261117.txt"), good, StandardCharsets.ISO_8859_1);
    Files.writeString(dir.resolve("CNMSshvol20261118.txt"), good.replace("20261117", "20261118"), StandardCharsets.ISO_8859_1);
    Files.writeString(dir.resolve("CNMSshvol20261119.txt"), good.replace("20261117", "20261119").replace("2143988", "21x3988"),
        StandardCharsets.ISO_8859_1);

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(1, run(config, List.of("short-volume", dir.toString()), out));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("[1/3] ") && text.contains("CNMSshvol20261117.txt: 5 rows: 5 inserted, 0 updated, 0 unchanged"), text);
    assertTrue(text.contains("[3/3] ") && text.contains("CNMSshvol20261119.txt: REJECTED: line 2"), text);
    assertTrue(text.contains("summary: 3 file(s), 2 loaded, 1 rejected; rows 10 inserted, 0 updated, 0 unchanged, 0 deleted"), text);
    assertTrue(text.contains("rejected: CNMSshvol20261119.txt: line 2"), text);
    // nothing of the rejected file was written
    assertEquals(0, TestDb.count(db, "SELECT count(*) FROM short_volume WHERE trade_date = '2026-11-19'"));
    assertEquals(10, TestDb.count(db, "SELECT count(*) FROM short_volume"));

    ByteArrayOutputStream again = new ByteArrayOutputStream();
    assertEquals(0, run(config, List.of("short-volume", dir.resolve("CNMSshvol20261117.txt").toString()), again));
    assertTrue(again.toString(StandardCharsets.UTF_8).contains("rows 0 inserted, 0 updated, 5 unchanged"), again.toString());
    // two loads changed rows; the unchanged re-import did not bump the version
    assertEquals(2, TestDb.count(db, "SELECT version FROM dataset_state WHERE dataset = 'short-volume'"));
  }

  @Test
  void showsTheSameProgressAsBackfillOnStderr(@TempDir Path dir) throws Exception {
    Database db = TestDb.freshDatabase("import_progress");
    String good = Ingest.sample("finra/CNMSshvol20261117.txt");
    for (String d : List.of("20261117", "20261118")) {
      Files.writeString(dir.resolve("CNMSshvol" + d + ".txt"), good.replace("20261117", d), StandardCharsets.ISO_8859_1);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertEquals(0, ImportCommand.run(configFor(db), Families.all(), List.of("short-volume", dir.toString()),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
    String progress = err.toString(StandardCharsets.UTF_8);
    // not a terminal: the first file and the last, lines at most every 10 s between
    assertTrue(progress.contains("import short-volume: 1/2 (50%), ") && progress.contains("CNMSshvol20261117.txt loaded"),
        progress);
    assertTrue(progress.contains("import short-volume: 2/2 (100%), "), progress);
    // stdout keeps its per-file lines and summary
    assertTrue(out.toString(StandardCharsets.UTF_8).contains("summary: 2 file(s), 2 loaded, 0 rejected"), out.toString());
  }

  @Test
  void usageErrors() {
    AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject());
    assertThrows(CommandLine.UsageException.class, () -> run(config, List.of("no-such-dataset", "x"), new ByteArrayOutputStream()));
    assertThrows(CommandLine.UsageException.class, () -> run(config, List.of("short-volume"), new ByteArrayOutputStream()));
    assertThrows(CommandLine.UsageException.class,
        () -> run(config, List.of("short-volume", "/definitely/not/here.txt"), new ByteArrayOutputStream()));
  }

  @Test
  void commandLineContract() {
    CommandLine serve = CommandLine.parse(new String[] {"--port", "9090", "--data-dir", "/tmp/x", "--no-pollers", "--demo"});
    assertEquals("serve", serve.command());
    assertEquals(9090, serve.overrides().getInteger("port"));
    assertEquals("/tmp/x", serve.overrides().getString("dataDir"));
    assertEquals(false, serve.overrides().getBoolean("pollers"));
    assertEquals(true, serve.overrides().getBoolean("demo"));
    CommandLine imp = CommandLine.parse(new String[] {"import", "short-volume", "a.txt", "dir", "--db-url", "postgresql://h/db"});
    assertEquals(List.of("short-volume", "a.txt", "dir"), imp.args());
    assertEquals("postgresql://h/db", imp.overrides().getString("dbUrl"));
    CommandLine keys = CommandLine.parse(new String[] {"keys", "create", "--label", "ci"});
    assertEquals("ci", keys.label());
    assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(new String[] {"--port", "eighty"}));
    assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(new String[] {"frobnicate"}));
  }
}
