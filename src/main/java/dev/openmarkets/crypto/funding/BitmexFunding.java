package dev.openmarkets.crypto.funding;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.Decimals;
import dev.openmarkets.crypto.model.FundingMath;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.ingest.json.VenueJson;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * BitMEX GET /api/v1/instrument/active (an array; a single object is accepted too). Only
 * instruments with a fundingRate (perpetuals) give a snapshot. fundingInterval is a timespan
 * written as a date after 2000-01-01 ("2000-01-01T08:00:00.000Z" = 8 h); fundingTimestamp is
 * the next settlement. openInterest is in contracts; for inverse contracts the USD value is
 * openInterest x (multiplier / underlyingToSettleMultiplier) (1 USD per XBTUSD contract); for
 * contracts settled in their quote it is openValue / quoteToSettleMultiplier; otherwise null.
 */
public final class BitmexFunding {
  public static final String EXCHANGE = "bitmex";
  private static final Instant TIMESPAN_EPOCH = Instant.parse("2000-01-01T00:00:00Z");

  private BitmexFunding() {
  }

  public static List<FundingSnapshot> instruments(JsonNode root) {
    List<FundingSnapshot> out = new ArrayList<>();
    for (JsonNode n : VenueJson.elements(root)) {
      BigDecimal rate = VenueJson.decimal(n, "fundingRate");
      if (rate == null) {
        continue;
      }
      String symbol = VenueJson.requiredText(n, "symbol");
      String root0 = VenueJson.text(n, "rootSymbol");
      out.add(new FundingSnapshot(EXCHANGE, symbol,
          Assets.normalize(root0 != null ? root0 : VenueJson.text(n, "underlying")),
          VenueJson.decimal(n, "markPrice"), rate, intervalHours(VenueJson.isoInstant(n, "fundingInterval")),
          VenueJson.isoInstant(n, "fundingTimestamp"), VenueJson.decimal(n, "openInterest"),
          openInterestUsd(n), VenueJson.decimal(n, "lastChangePcnt"), null,
          VenueJson.isoInstant(n, "timestamp")));
    }
    return out;
  }

  /** GET /api/v1/funding?symbol=: settled rates [{timestamp, symbol, fundingRate...}]. */
  public static List<FundingSettlement> fundingHistory(JsonNode array) {
    List<FundingSettlement> out = new ArrayList<>();
    for (JsonNode n : VenueJson.elements(array)) {
      out.add(new FundingSettlement(EXCHANGE, VenueJson.requiredText(n, "symbol"), VenueJson.isoInstant(n, "timestamp"),
          VenueJson.requiredDecimal(n, "fundingRate")));
    }
    return out;
  }

  static int intervalHours(Instant timespan) {
    if (timespan != null) {
      Duration d = Duration.between(TIMESPAN_EPOCH, timespan);
      if (!d.isNegative() && !d.isZero() && d.toMillis() % 3_600_000 == 0) {
        return (int) d.toHours();
      }
    }
    return FundingMath.defaultIntervalHours(EXCHANGE);
  }

  private static BigDecimal openInterestUsd(JsonNode n) {
    BigDecimal oi = VenueJson.decimal(n, "openInterest");
    if (oi == null) {
      return null;
    }
    if (n.path("isInverse").asBoolean(false)) {
      BigDecimal perContract = Decimals.divide(VenueJson.decimal(n, "multiplier"),
          VenueJson.decimal(n, "underlyingToSettleMultiplier"));
      return perContract == null ? null : Decimals.multiply(oi, perContract.abs());
    }
    BigDecimal quoteToSettle = VenueJson.decimal(n, "quoteToSettleMultiplier");
    if (quoteToSettle != null) {
      return Decimals.divide(VenueJson.decimal(n, "openValue"), quoteToSettle);
    }
    return null;
  }
}
