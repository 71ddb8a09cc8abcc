package dev.openmarkets.crypto.funding;

import dev.openmarkets.crypto.model.LongShortRatio;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Joins hourly open interest with the account and top-trader long/short ratios of the same
 * contract and timestamp, the three series Binance publishes separately.
 */
public final class OpenInterestMerge {
  private OpenInterestMerge() {
  }

  public static List<OpenInterestPoint> withRatios(List<OpenInterestPoint> points,
      List<LongShortRatio> accounts, List<LongShortRatio> topTraders) {
    Map<String, BigDecimal> account = index(accounts);
    Map<String, BigDecimal> top = index(topTraders);
    List<OpenInterestPoint> out = new ArrayList<>(points.size());
    for (OpenInterestPoint p : points) {
      String k = key(p.instrument(), p.ts());
      out.add(p.withRatios(account.get(k), top.get(k)));
    }
    return out;
  }

  private static Map<String, BigDecimal> index(List<LongShortRatio> ratios) {
    Map<String, BigDecimal> m = new HashMap<>();
    for (LongShortRatio r : ratios) {
      m.put(key(r.instrument(), r.ts()), r.ratio());
    }
    return m;
  }

  private static String key(String instrument, Instant ts) {
    return instrument + "|" + ts.toEpochMilli();
  }
}
