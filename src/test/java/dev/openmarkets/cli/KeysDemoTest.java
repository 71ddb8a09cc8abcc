package dev.openmarkets.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Service;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `keys create --label x --demo` as a user types it, then `serve --demo` on the same data dir: the
 * key lands in DIR/pg-demo (the embedded PostgreSQL, started twice on the same files) and works.
 */
@Tag("db")
class KeysDemoTest {

  @Test
  void aKeyMadeForTheDemoWorksOnTheDemo(@TempDir Path dir) throws Exception {
    CommandLine cl = CommandLine.parse(new String[] {"keys", "create", "--label", "demo-key", "--demo",
        "--data-dir", dir.toString()});
    AppConfig keysConfig = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), cl.overrides());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(0, KeysCommand.run(keysConfig, cl.args(), cl.label(), new PrintStream(out, true, StandardCharsets.UTF_8)));
    String printed = out.toString(StandardCharsets.UTF_8);
    String key = printed.lines().findFirst().orElseThrow();
    assertTrue(key.startsWith("om_"), printed);
    assertTrue(printed.contains("stored in the demo database " + dir.resolve("pg-demo").toAbsolutePath().normalize()
        + ": it works with `serve --demo` on this data dir"), printed);
    assertTrue(Files.isDirectory(dir.resolve("pg-demo")));
    assertFalse(Files.exists(dir.resolve("pg")), "nothing written to the real-data database");

    CommandLine serve = CommandLine.parse(new String[] {"--demo", "--data-dir", dir.toString(), "--port", "0"});
    AppConfig serveConfig = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), serve.overrides()
        .copy().put("host", "127.0.0.1").put("httpInstances", 1));
    try (Service s = Service.start(serveConfig)) {
      HttpClient http = HttpClient.newHttpClient();
      HttpResponse<String> keyed = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port()
          + "/api/markets/short-volume")).header("x-api-key", key).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(200, keyed.statusCode(), keyed.body());
      assertEquals("120", keyed.headers().firstValue("ratelimit-limit").orElseThrow(), "the keyed limit applies");
      assertTrue(new JsonObject(keyed.body()).getString("attribution").contains("SAMPLE"), keyed.body());
      HttpResponse<String> wrong = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port()
          + "/api/markets/short-volume")).header("x-api-key", key + "x").build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(401, wrong.statusCode());
    }
  }

  @Test
  void aKeyForRealDataSaysHowToMakeOneForTheDemo(@TempDir Path dir) {
    AppConfig config = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(),
        new JsonObject().put("dataDir", dir.toString()));
    assertEquals("stored in " + dir.resolve("pg").toAbsolutePath().normalize() + ": it works with `serve` on this"
        + " data dir, not with `serve --demo` (for the demo: keys create --label NAME --demo)", KeysCommand.worksWith(config));
    AppConfig remote = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(),
        new JsonObject().put("dbUrl", "postgresql://om:secret@db.example:5433/markets"));
    assertEquals("stored in db.example:5433/markets: it works with a serve that uses this --db-url",
        KeysCommand.worksWith(remote));
  }
}
