package dev.openmarkets.crypto.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.openmarkets.crypto.liquidation.GateLiquidations;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import io.vertx.core.Future;
import io.vertx.core.http.WebSocketConnectOptions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Gate USDT futures `futures.public_liquidates` stream. Subscribes the listed contracts
 * (BTC_USDT...) or "!all" when the list is empty, asks for decimal sizes with the
 * X-Gate-Size-Decimal header, and keeps alive with futures.ping (answered futures.pong). The REST
 * gap fill reads liq_orders per contract in windows of at most 3600 s (the venue's limit), with
 * from/to in epoch seconds.
 */
public final class GateLiquidationStream extends LiquidationStreamClient {
  public static final String DEFAULT_WS_URL = "wss://fx-ws.gateio.ws/v4/ws/usdt";
  public static final String DEFAULT_REST_URL = "https://api.gateio.ws";
  static final String REST_PATH = "/api/v4/futures/usdt/liq_orders";
  private static final long MAX_WINDOW_SECONDS = 3600;

  public GateLiquidationStream(String wsUrl, String restBaseUrl, List<String> symbols,
      ContractValues contracts, LiquidationSink sink, StreamStatusListener listener) {
    this(wsUrl, restBaseUrl, symbols, contracts, sink, listener, StreamSettings.defaults());
  }

  public GateLiquidationStream(String wsUrl, String restBaseUrl, List<String> symbols,
      ContractValues contracts, LiquidationSink sink, StreamStatusListener listener,
      StreamSettings settings) {
    super(GateLiquidations.EXCHANGE, wsUrl, restBaseUrl, symbols, contracts, sink, listener, settings);
  }

  @Override
  protected void configure(WebSocketConnectOptions options) {
    options.addHeader("X-Gate-Size-Decimal", "1");
  }

  @Override
  protected List<String> subscribeMessages() {
    ObjectNode msg = VenueJson.mapper().createObjectNode();
    msg.put("time", now().getEpochSecond());
    msg.put("channel", GateLiquidations.CHANNEL);
    msg.put("event", "subscribe");
    var payload = msg.putArray("payload");
    if (symbols.isEmpty()) {
      payload.add("!all");
    } else {
      symbols.forEach(payload::add);
    }
    return List.of(msg.toString());
  }

  @Override
  protected String keepAliveMessage() {
    return control("futures.ping");
  }

  @Override
  protected List<LiquidationEvent> onText(String text) {
    JsonNode root = VenueJson.read(text);
    String channel = VenueJson.text(root, "channel");
    if ("futures.pong".equals(channel)) {
      return List.of();
    }
    if ("futures.ping".equals(channel)) {
      send(control("futures.pong"));
      return List.of();
    }
    JsonNode error = root.get("error");
    if (error != null && !error.isNull()) {
      throw new VenuePayloadException("gate error " + VenueJson.text(error, "code") + ": "
          + VenueJson.text(error, "message"));
    }
    return accepted(GateLiquidations.parseStream(root, contracts));
  }

  @Override
  protected Future<List<LiquidationEvent>> fetchGap(Instant from, Instant to) {
    List<String> targets = symbols.isEmpty() ? Collections.singletonList(null) : symbols;
    long start = from.getEpochSecond();
    long end = to.getEpochSecond() + 1;
    List<Supplier<Future<List<LiquidationEvent>>>> calls = new ArrayList<>();
    for (String contract : targets) {
      for (long s = start; s < end; s += MAX_WINDOW_SECONDS) {
        long windowStart = s;
        long windowEnd = Math.min(end, s + MAX_WINDOW_SECONDS);
        calls.add(() -> window(contract, windowStart, windowEnd));
      }
    }
    return sequentially(calls);
  }

  private Future<List<LiquidationEvent>> window(String contract, long from, long to) {
    Map<String, String> query = new LinkedHashMap<>();
    if (contract != null) {
      query.put("contract", contract);
    }
    query.put("from", String.valueOf(from));
    query.put("to", String.valueOf(to));
    query.put("limit", "1000");
    return getJson(REST_PATH, query).map(array -> accepted(GateLiquidations.parseRest(array, contracts)));
  }

  private String control(String channel) {
    return "{\"time\":" + now().getEpochSecond() + ",\"channel\":\"" + channel + "\"}";
  }
}
