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
 * Kraken Futures GET /derivatives/api/v3/tickers (numbers are JSON numbers, times ISO). The
 * ticker's fundingRate is ABSOLUTE: quote currency per contract per period for PF_ (one base
 * unit per contract), so the relative rate is fundingRate / markPrice; for inverse PI_ contracts
 * (1 USD each, funding paid in the base coin) it is fundingRate x markPrice. Funding is hourly
 * and settles on the hour. PI_ open interest is USD contracts (its own USD value); PF_ is base
 * units, valued at the mark. change24h is a percentage and is stored as a fraction.
 */
public final class KrakenFunding {
  public static final String EXCHANGE = "kraken";
  private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

  private KrakenFunding() {
  }

  /** Perpetuals (tag "perpetual") only. */
  public static List<FundingSnapshot> tickers(JsonNode root) {
    requireSuccess(root);
    Instant ts = VenueJson.isoInstant(root, "serverTime");
    List<FundingSnapshot> out = new ArrayList<>();
    for (JsonNode t : VenueJson.requiredArray(root, "tickers")) {
      if (!"perpetual".equals(VenueJson.text(t, "tag"))) {
        continue;
      }
      String symbol = VenueJson.requiredText(t, "symbol");
      boolean inverse = symbol.toUpperCase().startsWith("PI_");
      BigDecimal mark = VenueJson.decimal(t, "markPrice");
      BigDecimal absolute = VenueJson.decimal(t, "fundingRate");
      BigDecimal rate = absolute == null || mark == null
          ? null
          : inverse ? Decimals.multiply(absolute, mark) : Decimals.divide(absolute, mark);
      BigDecimal oi = VenueJson.decimal(t, "openInterest");
      BigDecimal oiValue = inverse ? oi : Decimals.multiply(oi, mark);
      BigDecimal change = VenueJson.decimal(t, "change24h");
      Instant at = ts != null ? ts : VenueJson.isoInstant(t, "lastTime");
      Instant nextHour = at == null ? null : at.truncatedTo(ChronoUnit.HOURS).plus(1, ChronoUnit.HOURS);
      out.add(new FundingSnapshot(EXCHANGE, symbol, Assets.beforeSeparator(VenueJson.text(t, "pair")),
          mark, rate, FundingMath.defaultIntervalHours(EXCHANGE), nextHour, oi, oiValue,
          change == null ? null : Decimals.divide(change, HUNDRED), null, at));
    }
    return out;
  }

  /** GET /derivatives/api/v4/historicalfundingrates?symbol=: relativeFundingRate per period. */
  public static List<FundingSettlement> historicalFundingRates(JsonNode root, String symbol) {
    requireSuccess(root);
    List<FundingSettlement> out = new ArrayList<>();
    for (JsonNode r : VenueJson.requiredArray(root, "rates")) {
      out.add(new FundingSettlement(EXCHANGE, symbol, VenueJson.isoInstant(r, "timestamp"),
          VenueJson.requiredDecimal(r, "relativeFundingRate")));
    }
    return out;
  }

  private static void requireSuccess(JsonNode root) {
    String result = VenueJson.text(root, "result");
    if (!"success".equals(result)) {
      throw new VenuePayloadException("kraken error: " + VenueJson.text(root, "error"));
    }
  }
}
