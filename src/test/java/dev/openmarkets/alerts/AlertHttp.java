package dev.openmarkets.alerts;

import dev.openmarkets.access.ApiKeys;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** The alerts API over real HTTP, as a client with (or without) a key calls it. */
public final class AlertHttp {
  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(5)).build();

  private final TestServer server;
  private final String key;

  public AlertHttp(TestServer server, String key) {
    this.server = server;
    this.key = key;
  }

  /** A new active API key in the server's database. */
  public static String newKey(TestServer server) {
    String key = ApiKeys.generate();
    TestDb.exec(server.db, "INSERT INTO api_keys (prefix, key_hash, label) VALUES ('" + ApiKeys.prefix(key) + "', '"
        + ApiKeys.hash(key) + "', 'alerts test')");
    return key;
  }

  public HttpResponse<String> send(String method, String path, JsonObject body) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.base + path)).timeout(Duration.ofSeconds(30));
    if (key != null) {
      b.header("x-api-key", key);
    }
    if (body != null) {
      b.header("Content-Type", "application/json");
    }
    b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body.encode()));
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  public HttpResponse<String> create(String url, String dataset, JsonObject params) throws Exception {
    return send("POST", "/api/alerts", new JsonObject().put("url", url).put("dataset", dataset).put("params", params));
  }

  /** Creates and expects 201: the alert with its secret. */
  public JsonObject created(String url, String dataset, JsonObject params) throws Exception {
    HttpResponse<String> r = create(url, dataset, params);
    if (r.statusCode() != 201) {
      throw new AssertionError("POST /api/alerts answered " + r.statusCode() + ": " + r.body());
    }
    return new JsonObject(r.body());
  }
}
