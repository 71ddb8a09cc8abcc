package dev.openmarkets.crypto.stream;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.instrument.OkxInstruments;
import dev.openmarkets.crypto.liquidation.OkxLiquidations;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import io.vertx.core.Future;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * OKX `liquidation-orders` stream. The channel takes no instId, so one subscription covers every
 * swap and the symbols list (instIds such as BTC-USDT-SWAP) filters what reaches the sink. Keep
 * alive is the literal text "ping", answered "pong". The REST gap fill needs an instFamily per
 * request (error 50015 otherwise), so it covers only the listed symbols: newest 100 first, then
 * older pages with after=<oldest ts> until the gap start is reached.
 */
public final class OkxLiquidationStream extends LiquidationStreamClient {
  public static final String DEFAULT_WS_URL = "wss://ws.okx.com:8443/ws/v5/public";
  public static final String DEFAULT_REST_URL = "https://www.okx.com";
  static final String REST_PATH = "/api/v5/public/liquidation-orders";
  private static final int PAGE_LIMIT = 100;

  public OkxLiquidationStream(String wsUrl, String restBaseUrl, List<String> symbols,
      ContractValues contracts, LiquidationSink sink, StreamStatusListener listener) {
    this(wsUrl, restBaseUrl, symbols, contracts, sink, listener, StreamSettings.defaults());
  }

  public OkxLiquidationStream(String wsUrl, String restBaseUrl, List<String> symbols,
      ContractValues contracts, LiquidationSink sink, StreamStatusListener listener,
      StreamSettings settings) {
    super(OkxLiquidations.EXCHANGE, wsUrl, restBaseUrl, symbols, contracts, sink, listener, settings);
  }

  @Override
  protected List<String> subscribeMessages() {
    return List.of("{\"op\":\"subscribe\",\"args\":[{\"channel\":\"liquidation-orders\",\"instType\":\"SWAP\"}]}");
  }

  @Override
  protected String keepAliveMessage() {
    return "ping";
  }

  @Override
  protected List<LiquidationEvent> onText(String text) {
    if ("pong".equals(text)) {
      return List.of();
    }
    if ("ping".equals(text)) {
      send("pong");
      return List.of();
    }
    JsonNode root = VenueJson.read(text);
    if ("error".equals(VenueJson.text(root, "event"))) {
      throw new VenuePayloadException("okx error " + VenueJson.text(root, "code") + ": "
          + VenueJson.text(root, "msg"));
    }
    return accepted(OkxLiquidations.parse(root, contracts));
  }

  @Override
  protected Future<List<LiquidationEvent>> fetchGap(Instant from, Instant to) {
    if (symbols.isEmpty()) {
      reportSkipped("gap fill needs a symbols list; the venue's history is per contract");
    }
    List<Supplier<Future<List<LiquidationEvent>>>> calls = new ArrayList<>();
    symbols.stream().map(OkxInstruments::familyOf).distinct()
        .forEach(family -> calls.add(() -> page(family, from, null, 1, new ArrayList<>())));
    return sequentially(calls);
  }

  private Future<List<LiquidationEvent>> page(String family, Instant from, Instant olderThan,
      int pageNo, List<LiquidationEvent> acc) {
    Map<String, String> query = new LinkedHashMap<>();
    query.put("instType", "SWAP");
    query.put("instFamily", family);
    query.put("state", "filled");
    query.put("limit", String.valueOf(PAGE_LIMIT));
    if (olderThan != null) {
      query.put("after", String.valueOf(olderThan.toEpochMilli()));
    }
    return getJson(REST_PATH, query).compose(root -> {
      List<LiquidationEvent> events = accepted(OkxLiquidations.parse(root, contracts));
      acc.addAll(events);
      Instant oldest = events.stream().map(LiquidationEvent::ts).min(Instant::compareTo).orElse(null);
      boolean more = oldest != null && oldest.isAfter(from) && pageNo < settings.maxGapPages()
          && (olderThan == null || oldest.isBefore(olderThan));
      return more ? page(family, from, oldest, pageNo + 1, acc) : Future.succeededFuture(acc);
    });
  }
}
