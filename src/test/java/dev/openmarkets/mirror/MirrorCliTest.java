package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.cli.CommandLine;
import dev.openmarkets.cli.MirrorCommand;
import dev.openmarkets.cli.SeedCommand;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands as a user types them: keygen, publish --dataset, seed with the wrong key and the right one. */
@Tag("db")
class MirrorCliTest {
  @TempDir
  Path dir;

  @Test
  void keygenPublishAndSeedFromTheCommandLine() throws Exception {
    TestServer demo = TestServer.start("mirror_cli_source", new JsonObject().put("demo", true));
    demo.close();
    Path key = dir.resolve("keys/mirror.key");
    Out keygen = run(demo.db, "mirror", "keygen", "--out", key.toString());
    assertEquals(0, keygen.code, keygen.text);
    assertTrue(Files.isRegularFile(Path.of(key + ".pub")));
    assertEquals(1, run(demo.db, "mirror", "keygen", "--out", key.toString()).code, "keygen never overwrites a key");

    Out publish = run(demo.db, "mirror", "publish", "--key", key.toString(), "--out", dir.resolve("m").toString(),
        "--dataset", "short-volume");
    assertEquals(0, publish.code, publish.text);
    assertTrue(publish.text.contains("mirror: short_volume "), publish.text);
    assertTrue(publish.text.contains("mirror: manifest version 1:"), publish.text);
    Manifest m = Manifest.decode(Files.readAllBytes(dir.resolve("m/manifest.json")));
    assertTrue(m.files().stream().allMatch(f -> f.table().equals("short_volume") || f.datasets().isEmpty()),
        "only short volume and the shared tables");

    Path otherKey = dir.resolve("other.key");
    MinisignKey.generate().write(otherKey);
    Database target = TestDb.freshDatabase("mirror_cli_target");
    Out wrong = run(target, "seed", "--from", dir.resolve("m").toString(), "--public-key", otherKey + ".pub");
    assertEquals(1, wrong.code, wrong.text);
    assertTrue(wrong.text.contains("refused, nothing written: manifest.json: signed with another key"), wrong.text);

    Out seed = run(target, "seed", "--from", dir.resolve("m").toString(), "--public-key", key + ".pub",
        "--dataset", "short-volume");
    assertEquals(0, seed.code, seed.text);
    assertTrue(seed.text.contains("history of short-volume now ends at "), seed.text);
    assertTrue(seed.text.contains("seed: manifest version 1 from "), seed.text);
    Out again = run(target, "seed", "--from", dir.resolve("m").toString(), "--public-key", key + ".pub");
    assertEquals(0, again.code, again.text);
    assertTrue(again.text.contains(m.files().size() + " already loaded"), again.text);
  }

  private record Out(int code, String text) {
  }

  private static Out run(Database db, String... argv) throws Exception {
    CommandLine cl = CommandLine.parse(argv);
    DbUrl u = db.url();
    JsonObject o = cl.overrides().copy().put("dbUrl", "postgresql://" + u.user()
        + (u.password() == null ? "" : ":" + u.password()) + "@" + u.host() + ":" + u.port() + "/" + u.database());
    AppConfig config = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), o);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    var families = Families.all();
    families.forEach(f -> f.configure(config));
    int code = cl.command().equals("mirror")
        ? MirrorCommand.run(config, Catalog.datasets(families), cl.args(), cl.mirror(), out)
        : SeedCommand.run(config, cl.args(), cl.mirror(), out, out);
    return new Out(code, bytes.toString(StandardCharsets.UTF_8));
  }
}
