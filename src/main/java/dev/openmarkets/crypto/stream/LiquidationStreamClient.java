package dev.openmarkets.crypto.stream;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.liquidation.LiquidationBatch;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.WebSocket;
import io.vertx.core.http.WebSocketClient;
import io.vertx.core.http.WebSocketClientOptions;
import io.vertx.core.http.WebSocketConnectOptions;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * The venue-independent half of a liquidation stream: one WebSocket connection with
 * subscribe-on-open, keep-alive and idle detection, reconnect with exponential backoff, a REST
 * gap fill after every reconnect, and de-duplication of the two paths before the sink.
 *
 * <p>Everything runs on the verticle's event loop: handlers, timers and HTTP callbacks all belong
 * to its context, so the mutable state needs no locks; the few fields read by other threads
 * (status getters) are volatile. start() succeeds at once and connects in the background, so a
 * venue that is down does not fail the deployment.
 */
public abstract class LiquidationStreamClient extends VerticleBase {
  private static final int MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

  protected final String exchange;
  protected final String wsUrl;
  protected final String restBaseUrl;
  protected final List<String> symbols;
  protected final ContractValues contracts;
  protected final StreamSettings settings;
  private final Set<String> symbolFilter;
  private final LiquidationSink sink;
  private final StreamStatusListener listener;
  private final Backoff backoff;
  private final RecentKeys recent;
  private final RecentKeys reportedSkips = new RecentKeys(1_000);

  private WebSocketClient wsClient;
  private WebClient http;
  private WebSocket socket;
  private boolean stopping;
  private long reconnectTimer = -1;
  private long keepAliveTimer = -1;
  private boolean gapPending;
  private Instant disconnectedAt;
  private Instant connectedAt;
  private volatile boolean connected;
  private volatile Instant lastMessageAt;
  private volatile Instant lastEventTime;

  protected LiquidationStreamClient(String exchange, String wsUrl, String restBaseUrl,
      List<String> symbols, ContractValues contracts, LiquidationSink sink,
      StreamStatusListener listener, StreamSettings settings) {
    this.exchange = Objects.requireNonNull(exchange, "exchange");
    this.wsUrl = Objects.requireNonNull(wsUrl, "wsUrl");
    this.restBaseUrl = stripTrailingSlash(Objects.requireNonNull(restBaseUrl, "restBaseUrl"));
    this.symbols = List.copyOf(symbols);
    this.symbolFilter = Set.copyOf(symbols);
    this.contracts = Objects.requireNonNull(contracts, "contracts");
    this.sink = Objects.requireNonNull(sink, "sink");
    this.listener = listener == null ? StreamStatusListener.NONE : listener;
    this.settings = Objects.requireNonNull(settings, "settings");
    this.backoff = new Backoff(settings.reconnectBase(), settings.reconnectMax(), settings.jitter());
    this.recent = new RecentKeys(settings.dedupeCapacity());
  }

  // ---- venue hooks ----

  /** Text frames to send right after the connection opens. */
  protected abstract List<String> subscribeMessages();

  /**
   * Handles one decoded message: answers pings (via {@link #send}), throws
   * VenuePayloadException for venue errors, and returns the events it carried (often none).
   */
  protected abstract List<LiquidationEvent> onText(String text);

  /** Reads the venue's REST history for [from, to]; the base drops what it has already seen. */
  protected abstract Future<List<LiquidationEvent>> fetchGap(Instant from, Instant to);

  /** The client-initiated keep-alive frame, or null when the venue pings us instead. */
  protected String keepAliveMessage() {
    return null;
  }

  /** Headers or other options of the WebSocket handshake. */
  protected void configure(WebSocketConnectOptions options) {
  }

  /** Turns a binary frame into text; plain UTF-8 unless the venue compresses. */
  protected String decodeBinary(Buffer frame) {
    return frame.toString();
  }

  /**
   * Starts with a REST gap fill from the last stored event (a node that takes the stream over, or
   * a restart), so only what the venue's REST window no longer holds can be lost. Call before
   * deployment.
   */
  public LiquidationStreamClient resumingFrom(Instant lastStored) {
    if (lastStored != null) {
      gapPending = true;
      lastEventTime = lastStored;
      disconnectedAt = lastStored;
    }
    return this;
  }

  // ---- lifecycle ----

  @Override
  public Future<?> start() {
    wsClient = vertx.createWebSocketClient(new WebSocketClientOptions()
        .setMaxMessageSize(MAX_MESSAGE_BYTES)
        .setConnectTimeout((int) settings.connectTimeout().toMillis()));
    http = WebClient.create(vertx, new WebClientOptions()
        .setUserAgent("openmarkets")
        .setConnectTimeout((int) settings.connectTimeout().toMillis()));
    keepAliveTimer = vertx.setPeriodic(settings.pingInterval().toMillis(), id -> keepAlive());
    connect();
    return Future.succeededFuture();
  }

  @Override
  public Future<?> stop() {
    stopping = true;
    if (reconnectTimer != -1) {
      vertx.cancelTimer(reconnectTimer);
    }
    if (keepAliveTimer != -1) {
      vertx.cancelTimer(keepAliveTimer);
    }
    WebSocket ws = socket;
    socket = null;
    connected = false;
    Future<Void> closing = ws == null ? Future.succeededFuture() : ws.close();
    return closing
        .recover(e -> Future.succeededFuture())
        .compose(v -> wsClient.close())
        .onComplete(ar -> http.close());
  }

  // ---- status ----

  public String exchange() {
    return exchange;
  }

  public boolean isConnected() {
    return connected;
  }

  public Instant lastMessageAt() {
    return lastMessageAt;
  }

  /** Venue time of the newest event delivered, from either path. */
  public Instant lastEventTime() {
    return lastEventTime;
  }

  // ---- connection ----

  private void connect() {
    reconnectTimer = -1;
    if (stopping) {
      return;
    }
    WebSocketConnectOptions options = new WebSocketConnectOptions()
        .setAbsoluteURI(wsUrl)
        .setConnectTimeout(settings.connectTimeout().toMillis());
    configure(options);
    wsClient.connect(options).onComplete(ar -> {
      if (ar.failed()) {
        listener.onError(exchange, ar.cause());
        scheduleReconnect();
      } else {
        opened(ar.result());
      }
    });
  }

  private void opened(WebSocket ws) {
    if (stopping) {
      ws.close();
      return;
    }
    socket = ws;
    connected = true;
    Instant now = Instant.now();
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
    for (String message : subscribeMessages()) {
      writes.add(ws.writeTextMessage(message));
    }
    Future.all(writes).onComplete(ar -> {
      if (ar.failed()) {
        listener.onError(exchange, ar.cause());
        ws.close();
      } else if (gapPending && ws == socket) {
        gapPending = false;
        startGapFill();
      }
    });
  }

  private void closed(WebSocket ws, String reason) {
    if (ws != socket) {
      return;
    }
    socket = null;
    connected = false;
    Instant now = Instant.now();
    if (!gapPending) {
      gapPending = true;
      disconnectedAt = now;
    }
    listener.onDisconnected(exchange, now, reason);
    scheduleReconnect();
  }

  private void scheduleReconnect() {
    if (stopping || reconnectTimer != -1) {
      return;
    }
    reconnectTimer = vertx.setTimer(backoff.next().toMillis(), id -> connect());
  }

  private void keepAlive() {
    WebSocket ws = socket;
    if (ws == null) {
      return;
    }
    Duration silent = Duration.between(lastMessageAt, Instant.now());
    if (silent.compareTo(settings.idleTimeout()) > 0) {
      listener.onError(exchange, new TimeoutException("no message for " + silent.toMillis() + " ms"));
      // a half-open TCP connection may never complete the close handshake, so reconnect now
      closed(ws, "idle timeout");
      ws.close();
      return;
    }
    String ping = keepAliveMessage();
    if (ping != null) {
      send(ping);
    }
  }

  /** Writes a text frame on the current connection, if any. */
  protected void send(String text) {
    WebSocket ws = socket;
    if (ws != null) {
      ws.writeTextMessage(text).onFailure(e -> listener.onError(exchange, e));
    }
  }

  // ---- messages ----

  private void receivedBinary(WebSocket ws, Buffer frame) {
    String text;
    try {
      text = decodeBinary(frame);
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
    Instant now = Instant.now();
    lastMessageAt = now;
    listener.onMessage(exchange, now);
    if (backoff.attempts() > 0 && Duration.between(connectedAt, now).compareTo(stableAfter()) >= 0) {
      backoff.reset();
    }
    List<LiquidationEvent> events;
    try {
      events = onText(text);
    } catch (RuntimeException e) {
      listener.onError(exchange, e);
      return;
    }
    deliver(events, null);
  }

  /** The batch's events, with each skip reason reported once. */
  protected List<LiquidationEvent> accepted(LiquidationBatch batch) {
    batch.skipped().forEach(this::reportSkipped);
    return batch.events();
  }

  /** Tells the listener about something left out, once per distinct reason. */
  protected void reportSkipped(String reason) {
    if (reportedSkips.add(reason)) {
      listener.onSkipped(exchange, reason);
    }
  }

  private int deliver(List<LiquidationEvent> events, Instant notBefore) {
    if (events.isEmpty() || stopping) {
      return 0;
    }
    List<LiquidationEvent> fresh = new ArrayList<>(events.size());
    for (LiquidationEvent e : events) {
      if (!symbolFilter.isEmpty() && !symbolFilter.contains(e.rawSymbol())) {
        continue;
      }
      if (notBefore != null && e.ts().isBefore(notBefore)) {
        continue;
      }
      if (recent.add(e.eventKey())) {
        fresh.add(e);
      }
    }
    if (fresh.isEmpty()) {
      return 0;
    }
    fresh.sort(Comparator.comparing(LiquidationEvent::ts));
    Instant newest = fresh.get(fresh.size() - 1).ts();
    if (lastEventTime == null || newest.isAfter(lastEventTime)) {
      lastEventTime = newest;
    }
    try {
      sink.accept(List.copyOf(fresh));
    } catch (RuntimeException e) {
      listener.onError(exchange, e);
    }
    return fresh.size();
  }

  /** How long a connection must have lasted before reconnect delays start again from the base. */
  private Duration stableAfter() {
    Duration thirty = Duration.ofSeconds(30);
    return settings.reconnectMax().compareTo(thirty) < 0 ? settings.reconnectMax() : thirty;
  }

  // ---- gap fill ----

  private void startGapFill() {
    Instant to = Instant.now();
    Instant anchor = lastEventTime != null ? lastEventTime : disconnectedAt;
    Instant from = anchor.minus(settings.gapOverlap());
    Instant earliest = to.minus(settings.maxGap());
    if (from.isBefore(earliest)) {
      from = earliest;
    }
    gapFill(from, to, 0);
  }

  private void gapFill(Instant from, Instant to, int attempt) {
    if (stopping) {
      return;
    }
    fetchGap(from, to).onComplete(ar -> {
      if (ar.succeeded()) {
        listener.onGapFill(exchange, from, to, deliver(ar.result(), from));
      } else {
        listener.onError(exchange, ar.cause());
        if (attempt < settings.gapRetries()) {
          long delay = settings.reconnectBase().toMillis() << Math.min(attempt + 1, 10);
          vertx.setTimer(delay, id -> gapFill(from, to, attempt + 1));
        }
      }
    });
  }

  /** GET restBaseUrl + path with the query parameters, as JSON; non-200 answers fail. */
  protected Future<JsonNode> getJson(String path, Map<String, String> query) {
    HttpRequest<Buffer> request = http.getAbs(restBaseUrl + path)
        .timeout(settings.restTimeout().toMillis());
    query.forEach(request::addQueryParam);
    return request.send().compose(response -> {
      Buffer body = response.body();
      if (response.statusCode() != 200) {
        return Future.failedFuture(new VenuePayloadException(exchange + " " + path + " answered HTTP "
            + response.statusCode()));
      }
      if (body == null) {
        return Future.failedFuture(new VenuePayloadException(exchange + " " + path + " sent no body"));
      }
      return Future.succeededFuture(VenueJson.read(body.getBytes()));
    });
  }

  /** Runs the calls one after another, concatenating their events. */
  protected static Future<List<LiquidationEvent>> sequentially(
      List<Supplier<Future<List<LiquidationEvent>>>> calls) {
    Future<List<LiquidationEvent>> chain = Future.succeededFuture(new ArrayList<>());
    for (var call : calls) {
      chain = chain.compose(acc -> call.get().map(events -> {
        acc.addAll(events);
        return acc;
      }));
    }
    return chain;
  }

  private static String stripTrailingSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }
}
