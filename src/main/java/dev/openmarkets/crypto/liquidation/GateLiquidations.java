package dev.openmarkets.crypto.liquidation;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.Instrument;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.json.VenueJson;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Gate USDT futures liquidations, from the WebSocket `futures.public_liquidates` push and from
 * REST GET /api/v4/futures/usdt/liq_orders. Sizes are SIGNED contract counts of the liquidation
 * order: negative is a sell, i.e. a long was force-closed; positive a buy closing a short. The
 * quantity is |size| x quanto_multiplier.
 *
 * <p>The event key is contract, whole second and signed size: the REST rows only have second
 * precision and two prices (order_price, fill_price) where the push has one, so only these fields
 * are common to both paths. The event's ts is that whole second on both paths too (the push's
 * milliseconds are dropped): events are stored unique by (key, ts) in partitions by ts (migration
 * V22), so one event must carry one ts whichever path brought it. The price stored from REST is order_price, the liquidation order
 * price, like the bankruptcy prices stored for OKX and HTX.
 */
public final class GateLiquidations {
  public static final String EXCHANGE = "gate";
  public static final String CHANNEL = "futures.public_liquidates";

  private GateLiquidations() {
  }

  /** A WS message; acks, pongs and other channels give an empty batch. */
  public static LiquidationBatch parseStream(JsonNode root, ContractValues contracts) {
    if (root == null || !CHANNEL.equals(VenueJson.text(root, "channel"))
        || !"update".equals(VenueJson.text(root, "event"))) {
      return LiquidationBatch.EMPTY;
    }
    List<LiquidationEvent> events = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (JsonNode r : VenueJson.elements(root.get("result"))) {
      String contract = VenueJson.requiredText(r, "contract");
      Instant ts = VenueJson.epochMillis(r, "time_ms");
      if (ts == null) {
        ts = VenueJson.epochSeconds(r, "time");
      }
      add(contract, VenueJson.requiredDecimal(r, "size"), VenueJson.requiredDecimal(r, "price"), ts,
          contracts, events, skipped);
    }
    return new LiquidationBatch(events, skipped);
  }

  /** The REST array of liq_orders rows. */
  public static LiquidationBatch parseRest(JsonNode array, ContractValues contracts) {
    List<LiquidationEvent> events = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (JsonNode r : VenueJson.elements(array)) {
      String contract = VenueJson.requiredText(r, "contract");
      Instant ts = VenueJson.epochMillis(r, "time_ms");
      if (ts == null) {
        ts = VenueJson.epochSeconds(r, "time");
      }
      BigDecimal signed = VenueJson.decimal(r, "order_size");
      if (signed == null) {
        // without the order size, the position size gives the side: a long position is sold
        BigDecimal position = VenueJson.requiredDecimal(r, "size");
        signed = position.negate();
      }
      BigDecimal price = VenueJson.decimal(r, "order_price");
      if (price == null || price.signum() == 0) {
        price = VenueJson.requiredDecimal(r, "fill_price");
      }
      add(contract, signed, price, ts, contracts, events, skipped);
    }
    return new LiquidationBatch(events, skipped);
  }

  private static void add(String contract, BigDecimal signedSize, BigDecimal price, Instant ts,
      ContractValues contracts, List<LiquidationEvent> events, List<String> skipped) {
    if (ts == null || signedSize.signum() == 0 || price.signum() <= 0) {
      skipped.add("gate " + contract + ": missing time, zero size or price");
      return;
    }
    Instrument instrument = contracts.lookup(contract);
    if (instrument == null) {
      skipped.add("gate " + contract + ": no quanto_multiplier");
      return;
    }
    String side = signedSize.signum() < 0 ? LiquidationEvent.LONG : LiquidationEvent.SHORT;
    BigDecimal qty = instrument.baseQuantity(signedSize.abs(), price);
    String base = instrument.baseAsset() != null ? instrument.baseAsset() : Assets.beforeSeparator(contract);
    Instant second = Instant.ofEpochSecond(ts.getEpochSecond());
    events.add(LiquidationEvent.of(EXCHANGE, contract, base, side, price, qty, second,
        LiquidationEvent.key(EXCHANGE, contract, second.getEpochSecond(), signedSize)));
  }
}
