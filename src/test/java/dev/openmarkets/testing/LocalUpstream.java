package dev.openmarkets.testing;

import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A real HTTP server standing in for an upstream (FINRA, SEC, an exchange): serves bytes or a
 * status per path (403 for anything unknown, as FINRA's CDN does) and records every request's
 * path, User-Agent and arrival time.
 */
public final class LocalUpstream implements AutoCloseable {
  /** One request as the upstream saw it. */
  public record Seen(String path, String userAgent, long atMillis) {
  }

  private final Vertx vertx = Vertx.vertx();
  private final Map<String, Object> answers = new ConcurrentHashMap<>();
  private final List<Seen> seen = new CopyOnWriteArrayList<>();
  private final HttpServer server;

  public LocalUpstream() throws Exception {
    server = vertx.createHttpServer().requestHandler(req -> {
      seen.add(new Seen(req.uri(), req.getHeader("User-Agent"), System.currentTimeMillis()));
      Object a = answers.get(req.path());
      if (a == null) {
        a = answers.get(req.uri());
      }
      if (a instanceof Integer status) {
        req.response().setStatusCode(status).end("upstream error " + status);
      } else if (a instanceof byte[] bytes) {
        req.response().putHeader("Content-Type", "binary/octet-stream").end(Buffer.buffer(bytes));
      } else {
        req.response().setStatusCode(403).end("<Error><Code>AccessDenied</Code></Error>");
      }
    }).listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get();
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + server.actualPort();
  }

  public void serve(String path, byte[] body) {
    answers.put(path, body);
  }

  public void fail(String path, int status) {
    answers.put(path, status);
  }

  public List<Seen> seen() {
    return List.copyOf(seen);
  }

  public List<String> paths() {
    return seen.stream().map(Seen::path).toList();
  }

  public void forget() {
    seen.clear();
  }

  @Override
  public void close() throws Exception {
    vertx.close().toCompletionStage().toCompletableFuture().get();
  }
}
