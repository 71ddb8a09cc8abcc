package dev.openmarkets.crypto.instrument;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.Decimals;
import dev.openmarkets.crypto.model.Instrument;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Instrument lists of the funding venues, for the symbols endpoint: which perpetuals are listed
 * and what one contract is worth. Binance USD-M, Bybit linear and Hyperliquid contracts are one
 * unit of the base asset by definition; Kraken gives contractSize; BitMEX gives multipliers.
 */
public final class VenueInstruments {
  private VenueInstruments() {
  }

  /** Binance GET /fapi/v1/exchangeInfo: trading perpetuals. */
  public static List<Instrument> binance(JsonNode root) {
    List<Instrument> out = new ArrayList<>();
    for (JsonNode s : VenueJson.requiredArray(root, "symbols")) {
      if ("PERPETUAL".equals(VenueJson.text(s, "contractType")) && "TRADING".equals(VenueJson.text(s, "status"))) {
        out.add(new Instrument("binance", VenueJson.requiredText(s, "symbol"), Assets.normalize(VenueJson.text(s, "baseAsset")),
            VenueJson.text(s, "quoteAsset"), BigDecimal.ONE, VenueJson.text(s, "baseAsset"), false));
      }
    }
    return out;
  }

  /** Bybit GET /v5/market/instruments-info?category=linear: trading linear perpetuals. */
  public static List<Instrument> bybit(JsonNode root) {
    if (!"0".equals(VenueJson.text(root, "retCode"))) {
      throw new VenuePayloadException("bybit error " + VenueJson.text(root, "retCode") + ": " + VenueJson.text(root, "retMsg"));
    }
    List<Instrument> out = new ArrayList<>();
    for (JsonNode s : VenueJson.requiredArray(root.get("result"), "list")) {
      if ("LinearPerpetual".equals(VenueJson.text(s, "contractType")) && "Trading".equals(VenueJson.text(s, "status"))) {
        out.add(new Instrument("bybit", VenueJson.requiredText(s, "symbol"), Assets.normalize(VenueJson.text(s, "baseCoin")),
            VenueJson.text(s, "quoteCoin"), BigDecimal.ONE, VenueJson.text(s, "baseCoin"), false));
      }
    }
    return out;
  }

  /** Hyperliquid POST /info {"type":"meta"}: the universe, delisted coins left out. */
  public static List<Instrument> hyperliquid(JsonNode root) {
    List<Instrument> out = new ArrayList<>();
    for (JsonNode a : VenueJson.requiredArray(root, "universe")) {
      if (!a.path("isDelisted").asBoolean(false)) {
        String coin = VenueJson.requiredText(a, "name");
        out.add(new Instrument("hyperliquid", coin, Assets.normalize(coin), "USD", BigDecimal.ONE, coin, false));
      }
    }
    return out;
  }

  /** Kraken GET /derivatives/api/v3/instruments: tradeable perpetuals (PF_ linear, PI_ inverse). */
  public static List<Instrument> kraken(JsonNode root) {
    if (!"success".equals(VenueJson.text(root, "result"))) {
      throw new VenuePayloadException("kraken error: " + VenueJson.text(root, "error"));
    }
    List<Instrument> out = new ArrayList<>();
    for (JsonNode i : VenueJson.requiredArray(root, "instruments")) {
      String symbol = VenueJson.requiredText(i, "symbol").toUpperCase();
      boolean inverse = symbol.startsWith("PI_");
      if (!(symbol.startsWith("PF_") || inverse) || !i.path("tradeable").asBoolean(true)) {
        continue;
      }
      BigDecimal size = VenueJson.decimal(i, "contractSize");
      String pair = symbol.substring(3);
      String base = Assets.normalize(pair.endsWith("USD") ? pair.substring(0, pair.length() - 3) : pair);
      out.add(new Instrument("kraken", symbol, base, "USD", size == null ? BigDecimal.ONE : size,
          inverse ? "USD" : base, inverse));
    }
    return out;
  }

  /**
   * BitMEX GET /api/v1/instrument/active: perpetuals (typ FFWCSX). Linear contracts are worth
   * 1 / underlyingToPositionMultiplier of the base; inverse ones |multiplier /
   * underlyingToSettleMultiplier| USD (XBTUSD: 1 USD); quanto contracts have no base value (null).
   */
  public static List<Instrument> bitmex(JsonNode root) {
    List<Instrument> out = new ArrayList<>();
    for (JsonNode i : VenueJson.elements(root)) {
      if (!"FFWCSX".equals(VenueJson.text(i, "typ"))) {
        continue;
      }
      String symbol = VenueJson.requiredText(i, "symbol");
      String base = Assets.normalize(VenueJson.text(i, "rootSymbol"));
      boolean inverse = i.path("isInverse").asBoolean(false);
      BigDecimal perPosition = VenueJson.decimal(i, "underlyingToPositionMultiplier");
      BigDecimal value = inverse
          ? abs(Decimals.divide(VenueJson.decimal(i, "multiplier"), VenueJson.decimal(i, "underlyingToSettleMultiplier")))
          : i.path("isQuanto").asBoolean(false) ? null : Decimals.divide(BigDecimal.ONE, perPosition);
      out.add(new Instrument("bitmex", symbol, base, VenueJson.text(i, "quoteCurrency"),
          value == null ? BigDecimal.ZERO : value, value == null ? null : inverse ? "USD" : base, inverse));
    }
    return out;
  }

  private static BigDecimal abs(BigDecimal d) {
    return d == null ? null : d.abs();
  }
}
