package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.derivs.whales.AccountSnapshot;
import dev.openmarkets.derivs.whales.AssetContextsParser;
import dev.openmarkets.derivs.whales.ClearinghouseParser;
import dev.openmarkets.derivs.whales.HlAsset;
import dev.openmarkets.derivs.whales.HlPosition;
import dev.openmarkets.derivs.whales.MoveAction;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Hyperliquid parsers over the real captures in ../shared/fixtures/hyperliquid (the SDK's
 * recorded clearinghouseState and userFills, the documented metaAndAssetCtxs), read in place.
 * The fills check our move kinds against Hyperliquid's own `dir` of every real fill. Skipped when
 * the fixtures are absent.
 */
class HyperliquidFixtureConformanceTest {
  private static final Path DIR = Fixtures.root().resolve("hyperliquid");
  private static final String USER = "0x5e9ee1089755c3435139848e47e6635505d5a13a";

  private static byte[] fixture(String file) throws Exception {
    Path p = DIR.resolve(file);
    assumeTrue(Files.exists(p), "fixture " + p + " absent");
    return Files.readAllBytes(p);
  }

  private static UpstreamFile state() throws Exception {
    return new UpstreamFile("clearinghouseState." + USER + ".20230327T120000Z.json",
        fixture("clearinghouseState.info.json"));
  }

  @Test
  void clearinghouseStateCapture() throws Exception {
    assertTrue(VenueJson.utf8(fixture("clearinghouseState.request.json")).contains(USER));
    AccountSnapshot s = new ClearinghouseParser().parse(state()).get(0);
    assertEquals(USER, s.address());
    assertEquals(Instant.parse("2023-03-27T12:00:00Z"), s.ts());
    assertEquals("1182.312496", s.accountValue().toPlainString());
    assertEquals(12, s.positions().size());
    HlPosition btc = s.positions().get(0);
    assertEquals("BTC", btc.coin());
    assertEquals("-0.00785", btc.size().toPlainString());
    assertEquals("26951.0", btc.entryPx().toPlainString());
    assertEquals("211.64542", btc.positionValue().toPlainString());
    assertEquals("-0.08007", btc.unrealizedPnl().toPlainString());
    assertEquals("cross", btc.leverageType());
    assertEquals("20", btc.leverage().toPlainString());
    assertEquals("173198.69592357", btc.liquidationPx().toPlainString());
    assertEquals("10.582271", btc.marginUsed().toPlainString());
    assertNull(s.positions().get(1).liquidationPx());
    assertEquals("ARB", s.positions().get(11).coin());
  }

  @Test
  void assetContextsDocExample() throws Exception {
    List<HlAsset> a = new AssetContextsParser().parse(new UpstreamFile("metaAndAssetCtxs.20230601T000000Z.json",
        fixture("metaAndAssetCtxs.info.json")));
    assertEquals(List.of("BTC", "ETH", "HPOS"), a.stream().map(HlAsset::coin).toList());
    assertEquals("14.3161", a.get(0).markPx().toPlainString());
    assertEquals("8.4542", a.get(2).markPx().toPlainString());
    assertEquals(3, a.get(2).maxLeverage());
  }

  @Test
  void ourMoveKindsAgreeWithEveryRealFillsDirection() throws Exception {
    JsonNode fills = VenueJson.read(fixture("userFills.info.json"));
    assertEquals(40, fills.size());
    Map<String, Set<MoveAction>> allowed = Map.of(
        "Open Long", Set.of(MoveAction.OPEN, MoveAction.INCREASE), "Open Short", Set.of(MoveAction.OPEN, MoveAction.INCREASE),
        "Close Long", Set.of(MoveAction.REDUCE, MoveAction.CLOSE), "Close Short", Set.of(MoveAction.REDUCE, MoveAction.CLOSE),
        "Long > Short", Set.of(MoveAction.FLIP), "Short > Long", Set.of(MoveAction.FLIP));
    for (JsonNode f : fills) {
      BigDecimal before = new BigDecimal(f.get("startPosition").asText());
      BigDecimal sz = new BigDecimal(f.get("sz").asText());
      BigDecimal after = "B".equals(f.get("side").asText()) ? before.add(sz) : before.subtract(sz);
      MoveAction kind = MoveAction.between(before, after);
      String dir = f.get("dir").asText();
      assertTrue(allowed.get(dir).contains(kind), dir + " " + before + " -> " + after + " classified " + kind);
    }
  }

  @Tag("db")
  @Test
  void theCaptureServesThroughImport() throws Exception {
    try (TestServer s = TestServer.start("hyperliquid_fixtures")) {
      FileOutcome meta = Ingest.load(s, "whales", "metaAndAssetCtxs.20230327T120000Z.json",
          VenueJson.utf8(fixture("metaAndAssetCtxs.info.json")));
      assertTrue(meta.loaded(), meta.reason());
      FileOutcome o = Ingest.load(s, "whales", state());
      assertTrue(o.loaded(), o.reason());
      JsonObject data = s.json("/api/markets/whales?minUsd=0").getJsonObject("data");
      assertEquals(12, data.getJsonArray("positions").size());
      // largest notional first: BNB 588.0204
      assertEquals("BNB", data.getJsonArray("positions").getJsonObject(0).getString("coin"));
      JsonObject btc = s.json("/api/markets/whales/btc?minUsd=0").getJsonObject("data").getJsonArray("positions")
          .getJsonObject(0);
      assertEquals("short", btc.getString("side"));
      assertEquals("0.00785", btc.getString("size"));
      assertEquals("14.3161", btc.getString("markPrice"));
      assertEquals(404, s.get("/api/markets/whales/sol").statusCode());
    }
  }
}
