package dev.openmarkets.crypto.liquidation;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.Instrument;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * OKX liquidation orders, from the WebSocket `liquidation-orders` push and from REST
 * GET /api/v5/public/liquidation-orders; both carry the same data elements (one per instrument,
 * events in details[]). sz is in contracts for SWAP/FUTURES (converted with ctVal) and in base
 * units for MARGIN. Side: posSide long/short names the liquidated position; with posSide net the
 * order side decides (sell = a long was closed).
 */
public final class OkxLiquidations {
  public static final String EXCHANGE = "okx";

  private OkxLiquidations() {
  }

  /** A WS push or a REST response; acks, errors and other channels give an empty batch. */
  public static LiquidationBatch parse(JsonNode root, ContractValues contracts) {
    if (root == null || !root.isObject()) {
      return LiquidationBatch.EMPTY;
    }
    if (root.has("code")) {
      String code = VenueJson.text(root, "code");
      if (!"0".equals(code)) {
        throw new VenuePayloadException("okx error " + code + ": " + VenueJson.text(root, "msg"));
      }
    } else {
      JsonNode arg = root.get("arg");
      if (arg == null || !"liquidation-orders".equals(VenueJson.text(arg, "channel"))) {
        return LiquidationBatch.EMPTY;
      }
    }
    List<LiquidationEvent> events = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (JsonNode element : VenueJson.elements(root.get("data"))) {
      parseElement(element, contracts, events, skipped);
    }
    return new LiquidationBatch(events, skipped);
  }

  private static void parseElement(JsonNode element, ContractValues contracts,
      List<LiquidationEvent> events, List<String> skipped) {
    String instId = VenueJson.requiredText(element, "instId");
    String instType = VenueJson.text(element, "instType");
    boolean margin = "MARGIN".equals(instType);
    Instrument instrument = margin ? null : contracts.lookup(instId);
    if (!margin && instrument == null) {
      skipped.add("okx " + instId + ": no contract value");
      return;
    }
    String family = VenueJson.text(element, "instFamily");
    String base = instrument != null && instrument.baseAsset() != null
        ? instrument.baseAsset()
        : Assets.beforeSeparator(family != null ? family : instId);
    for (JsonNode d : VenueJson.elements(element.get("details"))) {
      BigDecimal price = VenueJson.requiredDecimal(d, "bkPx");
      BigDecimal sz = VenueJson.requiredDecimal(d, "sz");
      Instant ts = VenueJson.requiredEpochMillis(d, "ts");
      String side = side(VenueJson.text(d, "posSide"), VenueJson.text(d, "side"));
      if (side == null || price.signum() <= 0 || sz.signum() <= 0) {
        skipped.add("okx " + instId + " at " + ts + ": unusable side, price or size");
        continue;
      }
      BigDecimal qty = margin ? sz : instrument.baseQuantity(sz, price);
      events.add(LiquidationEvent.of(EXCHANGE, instId, base, side, price, qty, ts,
          LiquidationEvent.key(EXCHANGE, instId, ts, side, price, sz)));
    }
  }

  static String side(String posSide, String orderSide) {
    if ("long".equals(posSide)) {
      return LiquidationEvent.LONG;
    }
    if ("short".equals(posSide)) {
      return LiquidationEvent.SHORT;
    }
    if ("sell".equals(orderSide)) {
      return LiquidationEvent.LONG;
    }
    if ("buy".equals(orderSide)) {
      return LiquidationEvent.SHORT;
    }
    return null;
  }
}
