package dev.openmarkets.crypto.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.openmarkets.crypto.liquidation.HtxLiquidations;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * HTX linear-swap `public.<contract>.liquidation_orders` stream on the notification endpoint.
 * Server frames are gzip-compressed binary; the server pings ({"op":"ping","ts":n} there, or
 * {"ping":n} on the market endpoint) and we answer {"op":"pong","ts":n} / {"pong":n} in plain
 * text. Subscribes each listed contract (BTC-USDT...) or the wildcard when the list is empty; only
 * swaps are kept. The REST gap fill reads v3 swap_liquidation_orders per contract in windows of
 * at most 2 h, paging forward with direct=next and from_id = the largest query_id seen.
 */
public final class HtxLiquidationStream extends LiquidationStreamClient {
  public static final String DEFAULT_WS_URL = "wss://api.hbdm.com/linear-swap-notification";
  public static final String DEFAULT_REST_URL = "https://api.hbdm.com";
  static final String REST_PATH = "/linear-swap-api/v3/swap_liquidation_orders";
  private static final Duration MAX_WINDOW = Duration.ofHours(2);
  private static final int MAX_FRAME_BYTES = 4 * 1024 * 1024;

  public HtxLiquidationStream(String wsUrl, String restBaseUrl, List<String> symbols,
      ContractValues contracts, LiquidationSink sink, StreamStatusListener listener) {
    this(wsUrl, restBaseUrl, symbols, contracts, sink, listener, StreamSettings.defaults());
  }

  public HtxLiquidationStream(String wsUrl, String restBaseUrl, List<String> symbols,
      ContractValues contracts, LiquidationSink sink, StreamStatusListener listener,
      StreamSettings settings) {
    super(HtxLiquidations.EXCHANGE, wsUrl, restBaseUrl, symbols, contracts, sink, listener, settings);
  }

  @Override
  protected List<String> subscribeMessages() {
    List<String> topics = symbols.isEmpty()
        ? List.of("public.*.liquidation_orders")
        : symbols.stream().map(s -> "public." + s + ".liquidation_orders").toList();
    List<String> out = new ArrayList<>();
    for (int i = 0; i < topics.size(); i++) {
      ObjectNode sub = VenueJson.mapper().createObjectNode();
      sub.put("op", "sub");
      sub.put("cid", "openmarkets-" + (i + 1));
      sub.put("topic", topics.get(i));
      out.add(sub.toString());
    }
    return out;
  }

  @Override
  protected String decodeBinary(Buffer frame) {
    return VenueJson.utf8(Gzip.gunzip(frame.getBytes(), MAX_FRAME_BYTES));
  }

  @Override
  protected List<LiquidationEvent> onText(String text) {
    JsonNode root = VenueJson.read(text);
    String op = VenueJson.text(root, "op");
    if ("ping".equals(op)) {
      ObjectNode pong = VenueJson.mapper().createObjectNode();
      pong.put("op", "pong");
      pong.set("ts", root.get("ts"));
      send(pong.toString());
      return List.of();
    }
    if (root.has("ping")) {
      ObjectNode pong = VenueJson.mapper().createObjectNode();
      pong.set("pong", root.get("ping"));
      send(pong.toString());
      return List.of();
    }
    JsonNode errCode = root.get("err-code");
    if (errCode != null && errCode.asInt(0) != 0) {
      throw new VenuePayloadException("htx error " + errCode.asText() + ": " + VenueJson.text(root, "err-msg"));
    }
    if ("close".equals(op) || "error".equals(op)) {
      throw new VenuePayloadException("htx " + op + ": " + text);
    }
    return accepted(HtxLiquidations.parse(root, contracts, true));
  }

  @Override
  protected Future<List<LiquidationEvent>> fetchGap(Instant from, Instant to) {
    if (symbols.isEmpty()) {
      reportSkipped("gap fill needs a symbols list; the venue's history is per contract");
    }
    List<Supplier<Future<List<LiquidationEvent>>>> calls = new ArrayList<>();
    for (String contract : symbols) {
      for (Instant s = from; s.isBefore(to); s = s.plus(MAX_WINDOW)) {
        Instant windowStart = s;
        Instant windowEnd = s.plus(MAX_WINDOW).isAfter(to) ? to : s.plus(MAX_WINDOW);
        calls.add(() -> page(contract, windowStart, windowEnd, null, 1, new ArrayList<>()));
      }
    }
    return sequentially(calls);
  }

  private Future<List<LiquidationEvent>> page(String contract, Instant from, Instant to,
      Long fromId, int pageNo, List<LiquidationEvent> acc) {
    Map<String, String> query = new LinkedHashMap<>();
    query.put("contract", contract);
    query.put("trade_type", "0");
    query.put("start_time", String.valueOf(from.toEpochMilli()));
    query.put("end_time", String.valueOf(to.toEpochMilli()));
    query.put("direct", "next");
    if (fromId != null) {
      query.put("from_id", String.valueOf(fromId));
    }
    return getJson(REST_PATH, query).compose(root -> {
      acc.addAll(accepted(HtxLiquidations.parse(root, contracts, true)));
      Long maxId = null;
      for (JsonNode row : VenueJson.elements(root.get("data"))) {
        long id = row.path("query_id").asLong(Long.MIN_VALUE);
        if (id != Long.MIN_VALUE && (maxId == null || id > maxId)) {
          maxId = id;
        }
      }
      boolean more = maxId != null && (fromId == null || maxId > fromId) && pageNo < settings.maxGapPages();
      return more ? page(contract, from, to, maxId, pageNo + 1, acc) : Future.succeededFuture(acc);
    });
  }
}
