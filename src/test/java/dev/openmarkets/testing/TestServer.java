package dev.openmarkets.testing;

import dev.openmarkets.Service;
import dev.openmarkets.access.RateLimiter;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.Database;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * The real service on a fresh test database and a free port, with plain HTTP helpers. Keyless
 * limits are raised by default so functional tests never meet them; access tests set their own.
 */
public final class TestServer implements AutoCloseable {
  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(5)).build();

  private static TestServer demo;

  public final Service service;
  public final Database db;
  public final String base;
  private final boolean shared;

  private TestServer(Service service, Database db, boolean shared) {
    this.service = service;
    this.db = db;
    this.base = "http://127.0.0.1:" + service.port();
    this.shared = shared;
  }

  /**
   * One --demo server for every test class of the run that only reads the bundled samples (loading
   * every family's samples takes seconds; once is enough). close() leaves it running; it stops
   * with the JVM.
   */
  public static synchronized TestServer demo() throws Exception {
    if (demo == null) {
      TestServer s = start("demo_shared", new JsonObject().put("demo", true));
      demo = new TestServer(s.service, s.db, true);
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        try {
          s.close();
        } catch (Exception ignored) {
          // the JVM is exiting
        }
      }));
    }
    return demo;
  }

  public static TestServer start(String purpose) throws Exception {
    return start(purpose, new JsonObject());
  }

  /** overrides: configuration on top of the test defaults (same keys as conf/openmarkets.json). */
  public static TestServer start(String purpose, JsonObject overrides) throws Exception {
    return start(TestDb.freshDatabase(purpose), overrides, null);
  }

  public static TestServer start(Database db, JsonObject overrides, RateLimiter limiter) throws Exception {
    JsonObject o = new JsonObject()
        .put("port", 0)
        .put("host", "127.0.0.1")
        .put("pollers", false)
        .put("httpInstances", 1)
        .put("dbPoolSize", 4)
        .put("publicHost", "openmarkets.test")
        .put("publicBaseUrl", "https://openmarkets.test")
        .put("rateLimit", new JsonObject().put("keylessPerMinute", 100_000).put("keyedPerMinute", 100_000))
        .mergeIn(overrides, true);
    AppConfig config = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), o);
    return new TestServer(Service.start(config, db, limiter), db, false);
  }

  public HttpResponse<String> get(String pathAndQuery, String... headers) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + pathAndQuery)).timeout(Duration.ofSeconds(30));
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.GET().build(), HttpResponse.BodyHandlers.ofString());
  }

  public HttpResponse<String> request(String method, String pathAndQuery, String... headers) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + pathAndQuery)).timeout(Duration.ofSeconds(30));
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
  }

  public JsonObject json(String pathAndQuery) throws Exception {
    HttpResponse<String> r = get(pathAndQuery);
    if (r.statusCode() != 200) {
      throw new AssertionError("GET " + pathAndQuery + " answered " + r.statusCode() + ": " + r.body());
    }
    return new JsonObject(r.body());
  }

  @Override
  public void close() throws Exception {
    if (!shared) {
      service.close();
    }
  }
}
