package dev.openmarkets.crypto.stream;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.ServerWebSocket;
import io.vertx.junit5.VertxTestContext;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * A real local WebSocket + HTTP server standing in for a venue: each test scripts what happens
 * on the n-th WebSocket connection, how text frames from the client are answered, and what the
 * REST history endpoint returns. It records every client frame and REST request.
 */
final class FakeVenue {
  final List<String> clientFrames = new CopyOnWriteArrayList<>();
  final List<HttpServerRequest> restRequests = new CopyOnWriteArrayList<>();
  final AtomicInteger connections = new AtomicInteger();

  private final Vertx vertx;
  private HttpServer server;
  /** (connection number from 1, socket): what to do when a client connects. */
  volatile BiConsumer<Integer, ServerWebSocket> onConnect = (n, ws) -> { };
  /** (socket, text frame): how to answer a client frame. */
  volatile BiConsumer<ServerWebSocket, String> onText = (ws, text) -> { };
  /** REST request -> JSON body. */
  volatile Function<HttpServerRequest, String> rest = req -> "[]";

  FakeVenue(Vertx vertx) {
    this.vertx = vertx;
  }

  Future<FakeVenue> start() {
    server = vertx.createHttpServer()
        .webSocketHandler(ws -> {
          int n = connections.incrementAndGet();
          ws.textMessageHandler(text -> {
            clientFrames.add(text);
            onText.accept(ws, text);
          });
          onConnect.accept(n, ws);
        })
        .requestHandler(req -> {
          restRequests.add(req);
          req.response().putHeader("content-type", "application/json").end(rest.apply(req));
        });
    return server.listen(0, "localhost").map(s -> this);
  }

  String wsUrl(String path) {
    return "ws://localhost:" + server.actualPort() + path;
  }

  String restUrl() {
    return "http://localhost:" + server.actualPort();
  }

  static StreamSettings fastSettings() {
    return StreamSettings.defaults()
        .withBackoff(Duration.ofMillis(20), Duration.ofMillis(200), 0)
        .withKeepAlive(Duration.ofMillis(100), Duration.ofSeconds(5));
  }

  /**
   * Polls until the condition holds, then waits `settleMillis` more (so late duplicates would
   * show up) and runs the assertions.
   */
  static void await(Vertx vertx, VertxTestContext ctx, BooleanSupplier condition, long settleMillis,
      VertxTestContext.ExecutionBlock assertions) {
    vertx.setPeriodic(20, id -> {
      if (condition.getAsBoolean()) {
        vertx.cancelTimer(id);
        vertx.setTimer(Math.max(1, settleMillis), t -> ctx.verify(() -> {
          assertions.apply();
          ctx.completeNow();
        }));
      }
    });
  }
}
