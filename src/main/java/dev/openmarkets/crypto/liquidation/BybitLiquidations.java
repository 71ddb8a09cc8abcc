package dev.openmarkets.crypto.liquidation;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Bybit v5 `allLiquidation.<symbol>` pushes (linear: v is in base coin). Kept for comparison
 * and a later stream: here S is the POSITION side, so "Buy" means a long was liquidated, the
 * opposite of the order-side convention at OKX, HTX and Binance.
 */
public final class BybitLiquidations {
  public static final String EXCHANGE = "bybit";

  private BybitLiquidations() {
  }

  public static LiquidationBatch parseStream(JsonNode root) {
    String topic = root == null ? null : VenueJson.text(root, "topic");
    if (topic == null || !topic.startsWith("allLiquidation.")) {
      return LiquidationBatch.EMPTY;
    }
    List<LiquidationEvent> events = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (JsonNode d : VenueJson.elements(root.get("data"))) {
      String symbol = VenueJson.requiredText(d, "s");
      String positionSide = VenueJson.requiredText(d, "S");
      BigDecimal price = VenueJson.requiredDecimal(d, "p");
      BigDecimal qty = VenueJson.requiredDecimal(d, "v");
      Instant ts = VenueJson.requiredEpochMillis(d, "T");
      String side = switch (positionSide) {
        case "Buy" -> LiquidationEvent.LONG;
        case "Sell" -> LiquidationEvent.SHORT;
        default -> null;
      };
      if (side == null || price.signum() <= 0 || qty.signum() <= 0) {
        skipped.add("bybit " + symbol + ": unusable side, price or size");
        continue;
      }
      events.add(LiquidationEvent.of(EXCHANGE, symbol, Assets.fromConcatenated(symbol), side,
          price, qty, ts, LiquidationEvent.key(EXCHANGE, symbol, ts, side, price, qty)));
    }
    return new LiquidationBatch(events, skipped);
  }
}
