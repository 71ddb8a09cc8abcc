package dev.openmarkets.derivs;

import java.util.ArrayList;
import java.util.List;

/** Small hand-written Hyperliquid info answers in the upstream's format (synthetic, not captures). */
final class HyperliquidSamples {
  private HyperliquidSamples() {
  }

  /** coin, signed size, position value (USD). */
  static String state(String... coinSizeValue) {
    List<String> ps = new ArrayList<>();
    for (int i = 0; i < coinSizeValue.length; i += 3) {
      ps.add("{\"type\":\"oneWay\",\"position\":{\"coin\":\"" + coinSizeValue[i] + "\",\"szi\":\"" + coinSizeValue[i + 1]
          + "\",\"leverage\":{\"type\":\"cross\",\"value\":10},\"entryPx\":\"100.5\",\"positionValue\":\""
          + coinSizeValue[i + 2] + "\",\"unrealizedPnl\":\"-12.25\",\"returnOnEquity\":\"-0.01\","
          + "\"liquidationPx\":null,\"marginUsed\":\"1000.0\",\"maxLeverage\":40}}");
    }
    return "{\"assetPositions\":[" + String.join(",", ps) + "],\"marginSummary\":{\"accountValue\":\"5000000.0\","
        + "\"totalMarginUsed\":\"1.0\",\"totalNtlPos\":\"1.0\",\"totalRawUsd\":\"1.0\"},\"withdrawable\":\"1.0\"}";
  }

  /** metaAndAssetCtxs listing the coins, each with the given mark. */
  static String meta(String... coinAndMark) {
    List<String> u = new ArrayList<>();
    List<String> c = new ArrayList<>();
    for (int i = 0; i < coinAndMark.length; i += 2) {
      u.add("{\"name\":\"" + coinAndMark[i] + "\",\"szDecimals\":2,\"maxLeverage\":20}");
      c.add("{\"dayNtlVlm\":\"1000.5\",\"funding\":\"0.0000125\",\"markPx\":\"" + coinAndMark[i + 1]
          + "\",\"midPx\":\"1\",\"openInterest\":\"10.5\",\"oraclePx\":\"1\",\"premium\":\"0\",\"prevDayPx\":\"1\"}");
    }
    return "[{\"universe\":[" + String.join(",", u) + "]},[" + String.join(",", c) + "]]";
  }

  /**
   * A leaderboard answer in the shape the stored clients agree on (no real capture exists): per
   * row the address, account value and month PnL; the other windows carry PnL 1 so only the
   * month ranks. displayName is null for every other row, as for accounts without a name.
   */
  static String leaderboard(String... addressValuePnl) {
    List<String> rows = new ArrayList<>();
    for (int i = 0; i < addressValuePnl.length; i += 3) {
      String name = (i / 3) % 2 == 0 ? "\"trader" + (i / 3) + "\"" : "null";
      rows.add("{\"ethAddress\":\"" + addressValuePnl[i] + "\",\"accountValue\":\"" + addressValuePnl[i + 1]
          + "\",\"displayName\":" + name + ",\"prize\":0,\"windowPerformances\":["
          + "[\"day\",{\"pnl\":\"1\",\"roi\":\"0.1\",\"vlm\":\"10\"}],"
          + "[\"week\",{\"pnl\":\"1\",\"roi\":\"0.1\",\"vlm\":\"10\"}],"
          + "[\"month\",{\"pnl\":\"" + addressValuePnl[i + 2] + "\",\"roi\":\"0.25\",\"vlm\":\"1000000.5\"}],"
          + "[\"allTime\",{\"pnl\":\"1\",\"roi\":\"0.1\",\"vlm\":\"10\"}]]}");
    }
    return "{\"leaderboardRows\":[" + String.join(",", rows) + "]}";
  }
}
