package dev.openmarkets.crypto.funding;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.FundingMath;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.LongShortRatio;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import dev.openmarkets.ingest.json.VenueJson;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Binance USD-M futures (fapi.binance.com). Decimals are strings, times are ms numbers except in
 * the /futures/data examples where timestamp is a string (both accepted). lastFundingRate is the
 * current period's rate, settled at nextFundingTime. The interval is 8 h unless fundingInfo,
 * which lists only adjusted symbols, says otherwise. openInterest is in base coin (one USD-M
 * contract is one coin); sumOpenInterestValue is USD.
 */
public final class BinanceFunding {
  public static final String EXCHANGE = "binance";

  private BinanceFunding() {
  }

  /** GET /fapi/v1/premiumIndex (one object with ?symbol=, an array without). */
  public static List<FundingSnapshot> premiumIndex(JsonNode root, Map<String, Integer> intervalHours) {
    List<FundingSnapshot> out = new ArrayList<>();
    for (JsonNode n : VenueJson.elements(root)) {
      String symbol = VenueJson.requiredText(n, "symbol");
      BigDecimal rate = VenueJson.decimal(n, "lastFundingRate");
      Instant next = VenueJson.epochMillis(n, "nextFundingTime");
      if (next != null && next.toEpochMilli() == 0) {
        next = null; // delivery contracts: no funding
      }
      int interval = intervalHours.getOrDefault(symbol, FundingMath.defaultIntervalHours(EXCHANGE));
      out.add(new FundingSnapshot(EXCHANGE, symbol, Assets.fromConcatenated(symbol),
          VenueJson.decimal(n, "markPrice"), rate, interval, next, null, null, null, null,
          VenueJson.epochMillis(n, "time")));
    }
    return out;
  }

  /** GET /fapi/v1/fundingInfo: symbol -> fundingIntervalHours for the adjusted symbols. */
  public static Map<String, Integer> fundingInfo(JsonNode array) {
    Map<String, Integer> out = new HashMap<>();
    for (JsonNode n : VenueJson.elements(array)) {
      BigDecimal hours = VenueJson.decimal(n, "fundingIntervalHours");
      if (hours != null && hours.signum() > 0) {
        out.put(VenueJson.requiredText(n, "symbol"), hours.intValueExact());
      }
    }
    return out;
  }

  /** GET /fapi/v1/fundingRate: settled rates, oldest first as Binance returns them. */
  public static List<FundingSettlement> fundingRateHistory(JsonNode array) {
    List<FundingSettlement> out = new ArrayList<>();
    for (JsonNode n : VenueJson.elements(array)) {
      out.add(new FundingSettlement(EXCHANGE, VenueJson.requiredText(n, "symbol"),
          VenueJson.requiredEpochMillis(n, "fundingTime"), VenueJson.requiredDecimal(n, "fundingRate")));
    }
    return out;
  }

  /** GET /fapi/v1/openInterest?symbol=: the current open interest, no USD value. */
  public static OpenInterestPoint openInterest(JsonNode n) {
    return new OpenInterestPoint(EXCHANGE, VenueJson.requiredText(n, "symbol"),
        VenueJson.requiredEpochMillis(n, "time"), VenueJson.requiredDecimal(n, "openInterest"),
        null, null, null);
  }

  /** GET /futures/data/openInterestHist?period=1h: hourly open interest and its USD value. */
  public static List<OpenInterestPoint> openInterestHist(JsonNode array) {
    List<OpenInterestPoint> out = new ArrayList<>();
    for (JsonNode n : VenueJson.elements(array)) {
      out.add(new OpenInterestPoint(EXCHANGE, VenueJson.requiredText(n, "symbol"),
          VenueJson.requiredEpochMillis(n, "timestamp"), VenueJson.decimal(n, "sumOpenInterest"),
          VenueJson.decimal(n, "sumOpenInterestValue"), null, null));
    }
    return out;
  }

  /**
   * GET /futures/data/globalLongShortAccountRatio and /futures/data/topLongShortPositionRatio
   * (same shape).
   */
  public static List<LongShortRatio> longShortRatios(JsonNode array) {
    List<LongShortRatio> out = new ArrayList<>();
    for (JsonNode n : VenueJson.elements(array)) {
      out.add(new LongShortRatio(EXCHANGE, VenueJson.requiredText(n, "symbol"),
          VenueJson.requiredEpochMillis(n, "timestamp"), VenueJson.requiredDecimal(n, "longShortRatio"),
          VenueJson.decimal(n, "longAccount"), VenueJson.decimal(n, "shortAccount")));
    }
    return out;
  }
}
