package dev.openmarkets.crypto.funding;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.FundingMath;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Bybit v5 (api.bybit.com): envelope retCode/retMsg/result/time, every value a string. Open
 * interest units depend on the category: linear reports base coin and USD value; inverse reports
 * USD contracts (1 USD each) in openInterest and the coin value in openInterestValue, so for
 * inverse the USD value is the contract count. fundingIntervalHour gives the interval.
 */
public final class BybitFunding {
  public static final String EXCHANGE = "bybit";

  private BybitFunding() {
  }

  /** GET /v5/market/tickers?category=linear|inverse; contracts without funding are left out. */
  public static List<FundingSnapshot> tickers(JsonNode root) {
    JsonNode result = result(root);
    String category = VenueJson.text(result, "category");
    Instant ts = VenueJson.epochMillis(root, "time");
    List<FundingSnapshot> out = new ArrayList<>();
    for (JsonNode t : VenueJson.requiredArray(result, "list")) {
      FundingSnapshot s = ticker(t, category, ts);
      if (s != null) {
        out.add(s);
      }
    }
    return out;
  }

  /**
   * A `tickers.<symbol>` WebSocket snapshot. Deltas carry only changed fields, so their
   * snapshot has nulls where nothing changed; merging is the caller's job. Null for other topics.
   */
  public static FundingSnapshot tickerPush(JsonNode root, String category) {
    String topic = VenueJson.text(root, "topic");
    if (topic == null || !topic.startsWith("tickers.") || root.get("data") == null) {
      return null;
    }
    return ticker(root.get("data"), category, VenueJson.epochMillis(root, "ts"));
  }

  /** GET /v5/market/funding/history. */
  public static List<FundingSettlement> fundingHistory(JsonNode root) {
    List<FundingSettlement> out = new ArrayList<>();
    for (JsonNode n : VenueJson.requiredArray(result(root), "list")) {
      out.add(new FundingSettlement(EXCHANGE, VenueJson.requiredText(n, "symbol"),
          VenueJson.requiredEpochMillis(n, "fundingRateTimestamp"),
          VenueJson.requiredDecimal(n, "fundingRate")));
    }
    return out;
  }

  private static FundingSnapshot ticker(JsonNode t, String category, Instant ts) {
    BigDecimal rate = VenueJson.decimal(t, "fundingRate");
    if (rate == null) {
      return null;
    }
    String symbol = VenueJson.requiredText(t, "symbol");
    BigDecimal hours = VenueJson.decimal(t, "fundingIntervalHour");
    int interval = hours != null && hours.signum() > 0
        ? hours.intValueExact()
        : FundingMath.defaultIntervalHours(EXCHANGE);
    Instant next = VenueJson.epochMillis(t, "nextFundingTime");
    if (next != null && next.toEpochMilli() == 0) {
      next = null;
    }
    BigDecimal oi = VenueJson.decimal(t, "openInterest");
    BigDecimal oiValue = "inverse".equals(category) ? oi : VenueJson.decimal(t, "openInterestValue");
    return new FundingSnapshot(EXCHANGE, symbol, Assets.fromConcatenated(symbol),
        VenueJson.decimal(t, "markPrice"), rate, interval, next, oi, oiValue,
        VenueJson.decimal(t, "price24hPcnt"), null, ts);
  }

  private static JsonNode result(JsonNode root) {
    String code = VenueJson.text(root, "retCode");
    if (!"0".equals(code)) {
      throw new VenuePayloadException("bybit error " + code + ": " + VenueJson.text(root, "retMsg"));
    }
    JsonNode result = root.get("result");
    if (result == null || !result.isObject()) {
      throw new VenuePayloadException("bybit: missing result");
    }
    return result;
  }
}
