package dev.openmarkets.fleet;

import io.vertx.core.json.JsonObject;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One node of a test fleet: `serve` of this build in its own JVM (the test's classpath), on a free
 * port, with the given configuration file and database URL, its output in a log file.
 */
final class FleetNode implements AutoCloseable {
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  final int port;
  final Path log;
  private final Process process;

  private FleetNode(int port, Path log, Process process) {
    this.port = port;
    this.log = log;
    this.process = process;
  }

  static FleetNode start(String name, Path conf, String dbUrl, Path dir) throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Path log = dir.resolve(name + ".log");
    List<String> cmd = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
        "-cp", System.getProperty("java.class.path"), "dev.openmarkets.Main", "serve",
        "--port", String.valueOf(port), "--db-url", dbUrl, "--conf", conf.toString(),
        "--data-dir", dir.resolve(name).toString()));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
    pb.environment().keySet().removeIf(k -> k.startsWith("OPENMARKETS_"));
    FleetNode node = new FleetNode(port, log, pb.start());
    node.awaitReady(60_000);
    return node;
  }

  long pid() {
    return process.pid();
  }

  boolean alive() {
    return process.isAlive();
  }

  private void awaitReady(long millis) throws Exception {
    long deadline = System.currentTimeMillis() + millis;
    while (System.currentTimeMillis() < deadline) {
      if (!process.isAlive()) {
        throw new AssertionError("node exited: see " + log);
      }
      try {
        if (get("/ready").statusCode() == 200) {
          return;
        }
      } catch (java.io.IOException e) {
        // not listening yet
      }
      Thread.sleep(100);
    }
    throw new AssertionError("node not ready in " + millis + " ms: see " + log);
  }

  HttpResponse<String> get(String path) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
  }

  JsonObject json(String path) throws Exception {
    HttpResponse<String> r = get(path);
    if (r.statusCode() != 200) {
      throw new AssertionError(path + " answered " + r.statusCode() + ": " + r.body());
    }
    return new JsonObject(r.body());
  }

  /** SIGKILL: the node dies without releasing anything, as a crashed container would. */
  void kill() throws Exception {
    process.destroyForcibly();
    process.waitFor();
  }

  @Override
  public void close() throws Exception {
    if (process.isAlive()) {
      process.destroy();
      if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    }
  }
}
