package dev.openmarkets.crypto.funding;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Decimals;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;

/**
 * The few fields the funding endpoints lack that venues publish elsewhere: the 24-hour change
 * (Binance, OKX) and the latest account long/short ratio (Bybit, OKX). Changes are fractions.
 */
public final class VenueExtras {
  private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

  private VenueExtras() {
  }

  /** Binance GET /fapi/v1/ticker/24hr: symbol -> priceChangePercent / 100. */
  public static Map<String, BigDecimal> binanceChange24h(JsonNode array) {
    Map<String, BigDecimal> out = new HashMap<>();
    for (JsonNode n : VenueJson.elements(array)) {
      BigDecimal pct = VenueJson.decimal(n, "priceChangePercent");
      if (pct != null) {
        out.put(VenueJson.requiredText(n, "symbol"), Decimals.divide(pct, HUNDRED));
      }
    }
    return out;
  }

  /** OKX GET /api/v5/market/tickers?instType=SWAP: instId -> last / open24h - 1. */
  public static Map<String, BigDecimal> okxChange24h(JsonNode root) {
    if (!"0".equals(VenueJson.text(root, "code"))) {
      throw new VenuePayloadException("okx error " + VenueJson.text(root, "code") + ": " + VenueJson.text(root, "msg"));
    }
    Map<String, BigDecimal> out = new HashMap<>();
    for (JsonNode n : VenueJson.requiredArray(root, "data")) {
      BigDecimal last = VenueJson.decimal(n, "last");
      BigDecimal open = VenueJson.decimal(n, "open24h");
      if (last != null && open != null && open.signum() != 0) {
        out.put(VenueJson.requiredText(n, "instId"), Decimals.divide(last.subtract(open), open));
      }
    }
    return out;
  }

  /** Bybit GET /v5/market/account-ratio: the newest buyRatio / sellRatio, or null. */
  public static BigDecimal bybitAccountRatio(JsonNode root) {
    if (!"0".equals(VenueJson.text(root, "retCode"))) {
      throw new VenuePayloadException("bybit error " + VenueJson.text(root, "retCode") + ": " + VenueJson.text(root, "retMsg"));
    }
    JsonNode list = VenueJson.requiredArray(root.get("result"), "list");
    return list.isEmpty() ? null
        : Decimals.divide(VenueJson.decimal(list.get(0), "buyRatio"), VenueJson.decimal(list.get(0), "sellRatio"));
  }

  /** OKX GET /api/v5/rubik/stat/contracts/long-short-account-ratio: data [[ts, ratio], ...] newest first. */
  public static BigDecimal okxAccountRatio(JsonNode root) {
    if (!"0".equals(VenueJson.text(root, "code"))) {
      throw new VenuePayloadException("okx error " + VenueJson.text(root, "code") + ": " + VenueJson.text(root, "msg"));
    }
    JsonNode data = VenueJson.requiredArray(root, "data");
    return data.isEmpty() || !data.get(0).isArray() || data.get(0).size() < 2 ? null
        : VenueJson.decimalValue(data.get(0).get(1), "ratio");
  }
}
