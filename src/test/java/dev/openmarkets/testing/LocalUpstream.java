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
 * status per path, per full URI, or per path and a part of the POSTed body (403 for anything
 * unknown, as FINRA's CDN does) and records every request's path, User-Agent and arrival time.
 */
public final class LocalUpstream implements AutoCloseable {
  /** One request as the upstream saw it. */
  public record Seen(String path, String userAgent, long atMillis) {
  }

  private final Vertx vertx = Vertx.vertx();
  private final Map<String, Object> answers = new ConcurrentHashMap<>();
  private final Map<String, Object> bodyAnswers = new ConcurrentHashMap<>();
  private final List<Seen> seen = new CopyOnWriteArrayList<>();
  private final HttpServer server;

  public LocalUpstream() throws Exception {
    server = vertx.createHttpServer().requestHandler(req -> req.body().onComplete(body -> {
      seen.add(new Seen(req.uri(), req.getHeader("User-Agent"), System.currentTimeMillis()));
      String sent = body.succeeded() && body.result() != null ? body.result().toString() : "";
      Object a = null;
      for (Map.Entry<String, Object> e : bodyAnswers.entrySet()) {
        int cut = e.getKey().indexOf('\n');
        if (a == null && e.getKey().substring(0, cut).equals(req.path()) && sent.contains(e.getKey().substring(cut + 1))) {
          a = e.getValue();
        }
      }
      if (a == null) {
        a = answers.get(req.path());
      }
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
    })).listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get();
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + server.actualPort();
  }

  public void serve(String path, byte[] body) {
    answers.put(path, body);
  }

  /** Answers requests to path whose body contains bodyPart (POST APIs with one path, such as Hyperliquid's /info). */
  public void serveForBody(String path, String bodyPart, byte[] body) {
    bodyAnswers.put(path + "\n" + bodyPart, body);
  }

  /** Answers requests to path whose body contains bodyPart with an HTTP status. */
  public void failForBody(String path, String bodyPart, int status) {
    bodyAnswers.put(path + "\n" + bodyPart, status);
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
