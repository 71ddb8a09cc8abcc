package dev.openmarkets.crypto.funding;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.FundingMath;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * OKX public data (envelope code/msg/data, every value a string, times in ms strings).
 * funding-rate: fundingRate is the current period's rate, settled at fundingTime (our
 * nextFundingTime); the interval is nextFundingTime - fundingTime, usually 8 h but 6/4/2/1 h
 * for some altcoins. The history's realizedRate is the actual settled rate. Mark price and
 * open interest (oi in contracts, oiUsd in USD) come from their own endpoints.
 */
public final class OkxFunding {
  public static final String EXCHANGE = "okx";

  private OkxFunding() {
  }

  /** GET /api/v5/public/funding-rate?instId=... (or instId=ANY). Mark price and OI left null. */
  public static List<FundingSnapshot> fundingRates(JsonNode root) {
    List<FundingSnapshot> out = new ArrayList<>();
    for (JsonNode n : data(root)) {
      String instId = VenueJson.requiredText(n, "instId");
      Instant settles = VenueJson.epochMillis(n, "fundingTime");
      Instant after = VenueJson.epochMillis(n, "nextFundingTime");
      out.add(new FundingSnapshot(EXCHANGE, instId, Assets.beforeSeparator(instId), null,
          VenueJson.decimal(n, "fundingRate"), intervalHours(settles, after), settles, null, null,
          null, null, VenueJson.epochMillis(n, "ts")));
    }
    return out;
  }

  /** GET /api/v5/public/funding-rate-history: realizedRate, or fundingRate when absent. */
  public static List<FundingSettlement> fundingRateHistory(JsonNode root) {
    List<FundingSettlement> out = new ArrayList<>();
    for (JsonNode n : data(root)) {
      BigDecimal rate = VenueJson.decimal(n, "realizedRate");
      if (rate == null) {
        rate = VenueJson.requiredDecimal(n, "fundingRate");
      }
      out.add(new FundingSettlement(EXCHANGE, VenueJson.requiredText(n, "instId"),
          VenueJson.requiredEpochMillis(n, "fundingTime"), rate));
    }
    return out;
  }

  /** GET /api/v5/public/mark-price?instType=SWAP: instId -> markPx. */
  public static Map<String, BigDecimal> markPrices(JsonNode root) {
    Map<String, BigDecimal> out = new LinkedHashMap<>();
    for (JsonNode n : data(root)) {
      out.put(VenueJson.requiredText(n, "instId"), VenueJson.requiredDecimal(n, "markPx"));
    }
    return out;
  }

  /** GET /api/v5/public/open-interest?instType=SWAP: oi (contracts) and oiUsd. */
  public static List<OpenInterestPoint> openInterest(JsonNode root) {
    List<OpenInterestPoint> out = new ArrayList<>();
    for (JsonNode n : data(root)) {
      out.add(new OpenInterestPoint(EXCHANGE, VenueJson.requiredText(n, "instId"),
          VenueJson.requiredEpochMillis(n, "ts"), VenueJson.decimal(n, "oi"),
          VenueJson.decimal(n, "oiUsd"), null, null));
    }
    return out;
  }

  static int intervalHours(Instant settles, Instant after) {
    if (settles != null && after != null && after.isAfter(settles)) {
      Duration gap = Duration.between(settles, after);
      if (gap.toMillis() % 3_600_000 == 0) {
        return (int) gap.toHours();
      }
    }
    return FundingMath.defaultIntervalHours(EXCHANGE);
  }

  private static JsonNode data(JsonNode root) {
    String code = VenueJson.text(root, "code");
    if (!"0".equals(code)) {
      throw new VenuePayloadException("okx error " + code + ": " + VenueJson.text(root, "msg"));
    }
    return VenueJson.requiredArray(root, "data");
  }
}
