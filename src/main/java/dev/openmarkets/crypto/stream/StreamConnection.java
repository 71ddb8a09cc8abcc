package dev.openmarkets.crypto.stream;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.WebSocket;
import io.vertx.core.http.WebSocketClient;
import io.vertx.core.http.WebSocketClientOptions;
import io.vertx.core.http.WebSocketConnectOptions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * A stream's one WebSocket connection: subscribe on open, keep-alive and idle detection, and
 * reconnect with exponential back-off ({@link Backoff}; the attempts reset once a connection has
 * lasted min(reconnectMax, 30 s) and a message arrives). What a frame means is the venue's
 * ({@link Venue}). Runs on its verticle's event loop; the status fields read by other threads are
 * volatile.
 */
final class StreamConnection {
  private static final int MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

  /** The venue's side of the connection: handshake, subscription, keep-alive and frames. */
  interface Venue {
    void configure(WebSocketConnectOptions options);

    List<String> subscribeMessages();

    /** The client-initiated keep-alive frame, or null. */
    String keepAliveMessage();

    String decodeBinary(Buffer frame);

    /** A text frame of the current connection. */
    void text(String text);

    /** The subscription of a new connection was written. */
    void subscribed();

    /** The current connection closed (or was dropped as idle) at `at`; a reconnect follows. */
    void closed(Instant at);
  }

  private final Vertx vertx;
  private final String exchange;
  private final String wsUrl;
  private final StreamSettings settings;
  private final StreamStatusListener listener;
  private final Clock clock;
  private final BooleanSupplier stopping;
  private final Venue venue;
  private final Backoff backoff;
  private final WebSocketClient client;
  private WebSocket socket;
  private long reconnectTimer = -1;
  private final long keepAliveTimer;
  private Instant connectedAt;
  private volatile boolean connected;
  private volatile Instant lastMessageAt;

  StreamConnection(Vertx vertx, String exchange, String wsUrl, StreamSettings settings, StreamStatusListener listener,
      Clock clock, BooleanSupplier stopping, Venue venue) {
    this.vertx = vertx;
    this.exchange = exchange;
    this.wsUrl = wsUrl;
    this.settings = settings;
    this.listener = listener;
    this.clock = clock;
    this.stopping = stopping;
    this.venue = venue;
    this.backoff = new Backoff(settings.reconnectBase(), settings.reconnectMax(), settings.jitter());
    this.client = vertx.createWebSocketClient(new WebSocketClientOptions()
        .setMaxMessageSize(MAX_MESSAGE_BYTES)
        .setConnectTimeout((int) settings.connectTimeout().toMillis()));
    this.keepAliveTimer = vertx.setPeriodic(settings.pingInterval().toMillis(), id -> keepAlive());
  }

  boolean connected() {
    return connected;
  }

  Instant lastMessageAt() {
    return lastMessageAt;
  }

  /** Connects in the background; failures are reported and retried, never thrown. */
  void connect() {
    reconnectTimer = -1;
    if (stopping.getAsBoolean()) {
      return;
    }
    WebSocketConnectOptions options = new WebSocketConnectOptions()
        .setAbsoluteURI(wsUrl)
        .setConnectTimeout(settings.connectTimeout().toMillis());
    venue.configure(options);
    client.connect(options).onComplete(ar -> {
      if (ar.failed()) {
        listener.onError(exchange, ar.cause());
        scheduleReconnect();
      } else {
        opened(ar.result());
      }
    });
  }

  /** Stops the timers and closes the connection (the caller has set stopping). */
  Future<Void> close() {
    if (reconnectTimer != -1) {
      vertx.cancelTimer(reconnectTimer);
    }
    vertx.cancelTimer(keepAliveTimer);
    WebSocket ws = socket;
    socket = null;
    connected = false;
    Future<Void> closing = ws == null ? Future.succeededFuture() : ws.close();
    return closing
        .recover(e -> Future.succeededFuture())
        .compose(v -> client.close());
  }

  /** Writes a text frame on the current connection, if any. */
  void send(String text) {
    WebSocket ws = socket;
    if (ws != null) {
      ws.writeTextMessage(text).onFailure(e -> listener.onError(exchange, e));
    }
  }

  private void opened(WebSocket ws) {
    if (stopping.getAsBoolean()) {
      ws.close();
      return;
    }
    socket = ws;
    connected = true;
    Instant now = clock.instant();
    lastMessageAt = now;
    connectedAt = now;
    ws.textMessageHandler(text -> received(ws, text));
    ws.binaryMessageHandler(frame -> receivedBinary(ws, frame));
    ws.exceptionHandler(e -> {
      if (ws == socket) {
        listener.onError(exchange, e);
      }
    });
    ws.closeHandler(v -> closed(ws, "closed" + (ws.closeStatusCode() == null ? "" : " (" + ws.closeStatusCode() + ")")));
    listener.onConnected(exchange, now);
    List<Future<Void>> writes = new ArrayList<>();
    for (String message : venue.subscribeMessages()) {
      writes.add(ws.writeTextMessage(message));
    }
    Future.all(writes).onComplete(ar -> {
      if (ar.failed()) {
        listener.onError(exchange, ar.cause());
        ws.close();
      } else if (ws == socket) {
        venue.subscribed();
      }
    });
  }

  private void closed(WebSocket ws, String reason) {
    if (ws != socket) {
      return;
    }
    socket = null;
    connected = false;
    Instant now = clock.instant();
    venue.closed(now);
    listener.onDisconnected(exchange, now, reason);
    scheduleReconnect();
  }

  private void scheduleReconnect() {
    if (stopping.getAsBoolean() || reconnectTimer != -1) {
      return;
    }
    reconnectTimer = vertx.setTimer(backoff.next().toMillis(), id -> connect());
  }

  private void keepAlive() {
    WebSocket ws = socket;
    if (ws == null) {
      return;
    }
    Duration silent = Duration.between(lastMessageAt, clock.instant());
    if (silent.compareTo(settings.idleTimeout()) > 0) {
      listener.onError(exchange, new TimeoutException("no message for " + silent.toMillis() + " ms"));
      // a half-open TCP connection may never complete the close handshake, so reconnect now
      closed(ws, "idle timeout");
      ws.close();
      return;
    }
    String ping = venue.keepAliveMessage();
    if (ping != null) {
      send(ping);
    }
  }

  private void receivedBinary(WebSocket ws, Buffer frame) {
    String text;
    try {
      text = venue.decodeBinary(frame);
    } catch (RuntimeException e) {
      listener.onError(exchange, e);
      return;
    }
    received(ws, text);
  }

  private void received(WebSocket ws, String text) {
    if (ws != socket) {
      return;
    }
    Instant now = clock.instant();
    lastMessageAt = now;
    listener.onMessage(exchange, now);
    if (backoff.attempts() > 0 && Duration.between(connectedAt, now).compareTo(stableAfter()) >= 0) {
      backoff.reset();
    }
    venue.text(text);
  }

  /** How long a connection must have lasted before reconnect delays start again from the base. */
  private Duration stableAfter() {
    Duration thirty = Duration.ofSeconds(30);
    return settings.reconnectMax().compareTo(thirty) < 0 ? settings.reconnectMax() : thirty;
  }
}
