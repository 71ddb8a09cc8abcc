package dev.openmarkets.crypto.stream;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.liquidation.LiquidationBatch;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.venue.VenueFetch;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.WebSocketConnectOptions;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The venue-independent half of a liquidation stream, assembled from its parts: the WebSocket
 * connection with keep-alive and reconnects ({@link StreamConnection}), the REST gap fill after
 * every reconnect ({@link GapFill}, through the fetch step: the venue host's queue and
 * Retry-After, shared with its pollers) and the de-duplication of the two paths before the sink
 * ({@link EventDelivery}). A venue says what to subscribe, how to read a frame and how to read
 * its history.
 *
 * <p>Everything runs on the verticle's event loop: handlers, timers and HTTP callbacks all belong
 * to its context, so the mutable state needs no locks; the few fields read by other threads
 * (status getters) are volatile. start() succeeds at once and connects in the background, so a
 * venue that is down does not fail the deployment.
 */
public abstract class LiquidationStreamClient extends VerticleBase {
  protected final String exchange;
  protected final String wsUrl;
  protected final String restBaseUrl;
  protected final List<String> symbols;
  protected final ContractValues contracts;
  protected final StreamSettings settings;
  private final StreamStatusListener listener;
  private final RecentKeys reportedSkips = new RecentKeys(1_000);
  private final EventDelivery delivery;
  private final GapFill gaps;
  private Clock clock = Clock.systemUTC();
  private StreamConnection connection;
  private VenueFetch rest;
  private boolean stopping;

  protected LiquidationStreamClient(String exchange, String wsUrl, String restBaseUrl,
      List<String> symbols, ContractValues contracts, LiquidationSink sink,
      StreamStatusListener listener, StreamSettings settings) {
    this.exchange = Objects.requireNonNull(exchange, "exchange");
    this.wsUrl = Objects.requireNonNull(wsUrl, "wsUrl");
    this.restBaseUrl = stripTrailingSlash(Objects.requireNonNull(restBaseUrl, "restBaseUrl"));
    this.symbols = List.copyOf(symbols);
    this.contracts = Objects.requireNonNull(contracts, "contracts");
    this.listener = listener == null ? StreamStatusListener.NONE : listener;
    this.settings = Objects.requireNonNull(settings, "settings");
    this.delivery = new EventDelivery(exchange, symbols, settings.dedupeCapacity(), Objects.requireNonNull(sink, "sink"),
        this.listener);
    this.gaps = new GapFill(exchange, settings, this.listener, delivery, this::fetchGap, () -> stopping);
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
      gaps.resumeFrom(lastStored);
      delivery.resumeFrom(lastStored);
    }
    return this;
  }

  /** The clock the stream reads the time from (gap windows, frames' timestamps, idle detection). Call before deployment. */
  public LiquidationStreamClient withClock(Clock clock) {
    this.clock = Objects.requireNonNull(clock, "clock");
    return this;
  }

  // ---- lifecycle ----

  @Override
  public Future<?> start() {
    rest = new VenueFetch(vertx, restUpstream());
    connection = new StreamConnection(vertx, exchange, wsUrl, settings, listener, clock, () -> stopping, new Hooks());
    connection.connect();
    return Future.succeededFuture();
  }

  @Override
  public Future<?> stop() {
    stopping = true;
    return connection.close().onComplete(ar -> rest.close());
  }

  // ---- status ----

  public String exchange() {
    return exchange;
  }

  public boolean isConnected() {
    return connection != null && connection.connected();
  }

  public Instant lastMessageAt() {
    return connection == null ? null : connection.lastMessageAt();
  }

  /** Venue time of the newest event delivered, from either path. */
  public Instant lastEventTime() {
    return delivery.lastEventTime();
  }

  // ---- for the venues ----

  /** The stream's time now. */
  protected Instant now() {
    return clock.instant();
  }

  /** Writes a text frame on the current connection, if any. */
  protected void send(String text) {
    if (connection != null) {
      connection.send(text);
    }
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

  /** GET restBaseUrl + path with the query parameters, as JSON; an answer that is not data fails. */
  protected Future<JsonNode> getJson(String path, Map<String, String> query) {
    return rest.get(path, query);
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

  /**
   * The venue's REST API as the fetch step reads it: the stream's User-Agent and REST deadline;
   * requests queue per host with the venue's pollers, and a Retry-After holds them all.
   */
  private UpstreamConfig restUpstream() {
    int timeoutSeconds = (int) Math.max(1, (settings.restTimeout().toMillis() + 999) / 1000);
    return new UpstreamConfig(exchange, true, restBaseUrl, 60, timeoutSeconds, 0, "openmarkets", "");
  }

  private static String stripTrailingSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }

  /** The connection's view of this venue: the hooks above, the gap fill and the delivery of frames' events. */
  private final class Hooks implements StreamConnection.Venue {
    @Override
    public void configure(WebSocketConnectOptions options) {
      LiquidationStreamClient.this.configure(options);
    }

    @Override
    public List<String> subscribeMessages() {
      return LiquidationStreamClient.this.subscribeMessages();
    }

    @Override
    public String keepAliveMessage() {
      return LiquidationStreamClient.this.keepAliveMessage();
    }

    @Override
    public String decodeBinary(Buffer frame) {
      return LiquidationStreamClient.this.decodeBinary(frame);
    }

    @Override
    public void text(String text) {
      List<LiquidationEvent> events;
      try {
        events = onText(text);
      } catch (RuntimeException e) {
        listener.onError(exchange, e);
        return;
      }
      if (!events.isEmpty() && !stopping) {
        delivery.deliver(events, null);
      }
    }

    @Override
    public void subscribed() {
      gaps.subscribed(vertx, clock.instant());
    }

    @Override
    public void closed(Instant at) {
      gaps.disconnected(at);
    }
  }
}
