package dev.openmarkets.crypto.funding;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.Decimals;
import dev.openmarkets.crypto.model.FundingMath;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * Hyperliquid POST /info. metaAndAssetCtxs answers [ {universe:[...]}, [ctx...] ] where ctx[i]
 * belongs to universe[i] (the ctx carries no name, so the lengths must match). funding is the
 * hourly rate; it settles on the hour and there is no nextFundingTime field, so the next whole
 * hour after asOf is used. openInterest is in base coin; its USD value is openInterest x markPx,
 * and the 24h change is (markPx - prevDayPx) / prevDayPx.
 */
public final class HyperliquidFunding {
  public static final String EXCHANGE = "hyperliquid";

  private HyperliquidFunding() {
  }

  public static List<FundingSnapshot> metaAndAssetCtxs(JsonNode root, Instant asOf) {
    if (root == null || !root.isArray() || root.size() < 2) {
      throw new VenuePayloadException("hyperliquid metaAndAssetCtxs: expected [meta, ctxs]");
    }
    JsonNode universe = VenueJson.requiredArray(root.get(0), "universe");
    JsonNode ctxs = root.get(1);
    if (ctxs == null || !ctxs.isArray() || ctxs.size() != universe.size()) {
      throw new VenuePayloadException("hyperliquid metaAndAssetCtxs: " + universe.size()
          + " assets but " + (ctxs == null ? 0 : ctxs.size()) + " contexts");
    }
    Instant nextHour = asOf.truncatedTo(ChronoUnit.HOURS).plus(1, ChronoUnit.HOURS);
    List<FundingSnapshot> out = new ArrayList<>();
    for (int i = 0; i < universe.size(); i++) {
      JsonNode asset = universe.get(i);
      if (asset.path("isDelisted").asBoolean(false)) {
        continue;
      }
      JsonNode ctx = ctxs.get(i);
      String coin = VenueJson.requiredText(asset, "name");
      BigDecimal mark = VenueJson.decimal(ctx, "markPx");
      BigDecimal oi = VenueJson.decimal(ctx, "openInterest");
      BigDecimal prevDay = VenueJson.decimal(ctx, "prevDayPx");
      BigDecimal change = mark == null || prevDay == null
          ? null
          : Decimals.divide(mark.subtract(prevDay), prevDay);
      out.add(new FundingSnapshot(EXCHANGE, coin, Assets.normalize(coin), mark,
          VenueJson.decimal(ctx, "funding"), FundingMath.defaultIntervalHours(EXCHANGE), nextHour,
          oi, Decimals.multiply(oi, mark), change, null, asOf));
    }
    return out;
  }

  /** {"type":"fundingHistory"} rows: coin, fundingRate, premium, time (ms). */
  public static List<FundingSettlement> fundingHistory(JsonNode array) {
    List<FundingSettlement> out = new ArrayList<>();
    for (JsonNode n : VenueJson.elements(array)) {
      out.add(new FundingSettlement(EXCHANGE, VenueJson.requiredText(n, "coin"),
          VenueJson.requiredEpochMillis(n, "time"), VenueJson.requiredDecimal(n, "fundingRate")));
    }
    return out;
  }
}
