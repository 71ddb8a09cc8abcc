package dev.openmarkets.tools;

import dev.openmarkets.cli.KeysCommand;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** Test helpers for the tools area: keys made with `keys create`, and POSTs with a body over real HTTP. */
final class ToolsHttp {
  static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(5)).build();

  private ToolsHttp() {
  }

  /** A new key, made as an operator would: `keys create --label NAME` on the server's database. */
  static String newKey(TestServer s, String label) throws Exception {
    DbUrl u = s.db.url();
    var config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject()
        .put("dbUrl", "postgresql://" + u.user() + (u.password() == null ? "" : ":" + u.password())
            + "@" + u.host() + ":" + u.port() + "/" + u.database()));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int exit = KeysCommand.run(config, List.of("create"), label, new PrintStream(out, true, StandardCharsets.UTF_8));
    if (exit != 0) {
      throw new AssertionError("keys create exited " + exit + ": " + out);
    }
    return out.toString(StandardCharsets.UTF_8).lines().findFirst().orElseThrow();
  }

  static HttpRequest post(TestServer s, String path, String contentType, String body, String key) {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(s.base + path)).timeout(Duration.ofSeconds(120))
        .POST(HttpRequest.BodyPublishers.ofString(body));
    if (contentType != null) {
      b.header("Content-Type", contentType);
    }
    if (key != null) {
      b.header("x-api-key", key);
    }
    return b.build();
  }

  static HttpResponse<String> send(HttpRequest r) throws Exception {
    return HTTP.send(r, HttpResponse.BodyHandlers.ofString());
  }

  static CompletableFuture<HttpResponse<String>> sendAsync(HttpRequest r) {
    return HTTP.sendAsync(r, HttpResponse.BodyHandlers.ofString());
  }

  static HttpResponse<String> postJson(TestServer s, String path, JsonObject body, String key) throws Exception {
    return send(post(s, path, "application/json", body.encode(), key));
  }

  static JsonObject job(String url, String format) {
    return new JsonObject().put("url", url).put("format", format);
  }
}
