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
 * HTX USDT-margined liquidations, from the WebSocket `public.<contract>.liquidation_orders`
 * notify (after gunzip) and from REST GET /linear-swap-api/v3/swap_liquidation_orders. direction
 * is the liquidation order's side: "sell" means a long was force-closed (trade_type 5).
 * volume is in contracts, amount in base coin, trade_turnover in USDT; the quantity is amount
 * (the venue's own base quantity, for which amount x price = trade_turnover), falling back to
 * volume x contract_size when amount is missing. The doc's `symbol` field is unreliable
 * ("USDT"), so the base asset comes from pair / contract_code.
 */
public final class HtxLiquidations {
  public static final String EXCHANGE = "htx";

  private HtxLiquidations() {
  }

  /**
   * A WS notify or a REST response; pings, acks and other topics give an empty batch. With
   * swapsOnly, rows whose business_type is not "swap" (dated futures) are skipped.
   */
  public static LiquidationBatch parse(JsonNode root, ContractValues contracts, boolean swapsOnly) {
    if (root == null || !root.isObject()) {
      return LiquidationBatch.EMPTY;
    }
    if (root.has("code")) {
      String code = VenueJson.text(root, "code");
      if (!"200".equals(code)) {
        throw new VenuePayloadException("htx error " + code + ": " + VenueJson.text(root, "msg"));
      }
    } else {
      String topic = VenueJson.text(root, "topic");
      if (!"notify".equals(VenueJson.text(root, "op")) || topic == null
          || !topic.endsWith(".liquidation_orders")) {
        return LiquidationBatch.EMPTY;
      }
    }
    List<LiquidationEvent> events = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (JsonNode r : VenueJson.elements(root.get("data"))) {
      parseRow(r, contracts, swapsOnly, events, skipped);
    }
    return new LiquidationBatch(events, skipped);
  }

  private static void parseRow(JsonNode r, ContractValues contracts, boolean swapsOnly,
      List<LiquidationEvent> events, List<String> skipped) {
    String contract = VenueJson.requiredText(r, "contract_code");
    String businessType = VenueJson.text(r, "business_type");
    if (swapsOnly && businessType != null && !"swap".equals(businessType)) {
      skipped.add("htx " + contract + ": business_type " + businessType);
      return;
    }
    String direction = VenueJson.requiredText(r, "direction");
    String side = switch (direction) {
      case "sell" -> LiquidationEvent.LONG;
      case "buy" -> LiquidationEvent.SHORT;
      default -> null;
    };
    BigDecimal price = VenueJson.requiredDecimal(r, "price");
    BigDecimal volume = VenueJson.requiredDecimal(r, "volume");
    Instant ts = VenueJson.requiredEpochMillis(r, "created_at");
    if (side == null || price.signum() <= 0 || volume.signum() <= 0) {
      skipped.add("htx " + contract + " at " + ts + ": unusable direction, price or volume");
      return;
    }
    Instrument instrument = contracts.lookup(contract);
    BigDecimal qty = VenueJson.decimal(r, "amount");
    if (qty == null || qty.signum() <= 0) {
      if (instrument == null) {
        skipped.add("htx " + contract + ": no amount and no contract_size");
        return;
      }
      qty = instrument.baseQuantity(volume, price);
    }
    String pair = VenueJson.text(r, "pair");
    String base = instrument != null && instrument.baseAsset() != null
        ? instrument.baseAsset()
        : Assets.beforeSeparator(pair != null ? pair : contract);
    events.add(LiquidationEvent.of(EXCHANGE, contract, base, side, price, qty, ts,
        LiquidationEvent.key(EXCHANGE, contract, ts, direction, volume)));
  }
}
