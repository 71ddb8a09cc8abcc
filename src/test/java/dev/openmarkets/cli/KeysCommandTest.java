package dev.openmarkets.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.access.ApiKeys;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** `keys create|list|revoke` against a real database, and the created key working over HTTP. */
@Tag("db")
class KeysCommandTest {

  private static String run(AppConfig config, List<String> args, String label, int expectedExit) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(expectedExit, KeysCommand.run(config, args, label, new PrintStream(out, true, StandardCharsets.UTF_8)));
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void createListUseAndRevoke() throws Exception {
    Database db = TestDb.freshDatabase("keys");
    DbUrl u = db.url();
    AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject()
        .put("dbUrl", "postgresql://" + u.user() + "@" + u.host() + ":" + u.port() + "/" + u.database()));

    String created = run(config, List.of("create"), "ci-dashboard", 0);
    String key = created.lines().findFirst().orElseThrow();
    assertTrue(key.startsWith("om_") && key.length() > 40, key);
    // stored as a hash only
    assertEquals(0, TestDb.count(db, "SELECT count(*) FROM api_keys WHERE key_hash = '" + key + "'"));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM api_keys WHERE key_hash = '" + ApiKeys.hash(key) + "'"));

    String listed = run(config, List.of("list"), null, 0);
    assertTrue(listed.contains(ApiKeys.prefix(key)) && listed.contains("ci-dashboard"), listed);
    assertFalse(listed.contains(key), "the full key is never shown again");

    try (TestServer s = TestServer.start(db, new JsonObject(), null)) {
      var r = s.get("/api/markets/short-volume", "x-api-key", key);
      assertEquals(200, r.statusCode());
      assertEquals("100000", r.headers().firstValue("ratelimit-limit").orElseThrow());
    }

    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM api_keys WHERE revoked_at IS NULL"));
    String revoked = run(config, List.of("revoke", ApiKeys.prefix(key)), null, 0);
    assertTrue(revoked.contains("revoked " + ApiKeys.prefix(key)), revoked);
    assertEquals(0, TestDb.count(db, "SELECT count(*) FROM api_keys WHERE revoked_at IS NULL"));
    assertTrue(run(config, List.of("revoke", ApiKeys.prefix(key)), null, 1).contains("no active key"));
    try (TestServer s = TestServer.start(db, new JsonObject(), null)) {
      assertEquals(401, s.get("/api/markets/short-volume", "x-api-key", key).statusCode());
    }
    assertThrows(CommandLine.UsageException.class, () -> run(config, List.of("create"), null, 2));
  }
}
