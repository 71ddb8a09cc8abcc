package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * /whales and /whales/{coin} over hand-written snapshots of two accounts: positions of the latest
 * snapshot with openedAt, the moves between consecutive snapshots (every action kind, values worked
 * out by hand), filters, CSV, 404 for an unlisted coin, idempotent re-import and a late import.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@WithServer("whales")
class WhalesApiTest {
  private static final String A = "0x00000000000000000000000000000000000000aa";
  private static final String B = "0x00000000000000000000000000000000000000bb";
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    load("metaAndAssetCtxs.20261120T100200Z.json", HyperliquidSamples.meta("BTC", "92000.5", "ETH", "3150.25",
        "SOL", "140.125", "HYPE", "31.02", "DOGE", "0.4012"));
    // account A: t1 BTC +10, ETH -100, SOL +1000; t2 BTC +15, ETH +50, SOL +400, HYPE -2000; t3 as t2 without SOL
    load(state(A, "100000"), HyperliquidSamples.state("BTC", "10", "920000.0", "ETH", "-100", "315000",
        "SOL", "1000", "140000"));
    load(state(A, "100100"), HyperliquidSamples.state("BTC", "15", "1380000", "ETH", "50", "157500",
        "SOL", "400", "56000", "HYPE", "-2000", "62000"));
    load(state(A, "100200"), HyperliquidSamples.state("BTC", "15", "1380000", "ETH", "50", "157500",
        "HYPE", "-2000", "62000"));
  }

  private String one(String sql) throws Exception {
    return server.service.pool().query(sql).execute().toCompletionStage().toCompletableFuture().get()
        .iterator().next().getString(0);
  }

  private static String state(String address, String hhmmss) {
    return "clearinghouseState." + address + ".20261120T" + hhmmss + "Z.json";
  }

  private FileOutcome load(String name, String json) throws Exception {
    FileOutcome o = Ingest.load(server, "whales", name, json);
    assertTrue(o.loaded(), name + ": " + o.reason());
    return o;
  }

  @Test
  @Order(1)
  void positionsOfTheLatestSnapshotAndEveryMoveKind() throws Exception {
    JsonObject data = server.json("/api/markets/whales?minUsd=0").getJsonObject("data");
    assertEquals("2026-11-20T10:02:00Z", data.getString("ts"));
    JsonArray pos = data.getJsonArray("positions");
    assertEquals(List.of("BTC", "ETH", "HYPE"), pos.stream().map(o -> ((JsonObject) o).getString("coin")).toList());
    JsonObject btc = pos.getJsonObject(0);
    assertEquals(A, btc.getString("address"));
    assertEquals("long", btc.getString("side"));
    assertEquals("15", btc.getString("size"));
    assertEquals("100.5", btc.getString("entryPrice"));
    assertEquals("92000.5", btc.getString("markPrice"));
    assertEquals("1380000", btc.getString("positionValueUsd"));
    assertEquals("-12.25", btc.getString("unrealizedPnlUsd"));
    assertEquals("10", btc.getString("leverage"));
    assertNull(btc.getString("liquidationPrice"));
    assertEquals("1000.0", btc.getString("marginUsedUsd"));
    // BTC has been long since the first snapshot; ETH flipped and HYPE opened at the second
    assertEquals("2026-11-20T10:00:00Z", btc.getString("openedAt"));
    assertEquals("2026-11-20T10:01:00Z", pos.getJsonObject(1).getString("openedAt"));
    assertEquals("short", pos.getJsonObject(2).getString("side"));
    assertEquals("2000", pos.getJsonObject(2).getString("size"));

    // newest first, then largest value: t3 SOL close; t2 ETH flip, BTC increase, SOL reduce, HYPE open
    JsonArray moves = data.getJsonArray("moves");
    assertEquals(List.of("close", "flip", "increase", "reduce", "open"),
        moves.stream().map(o -> ((JsonObject) o).getString("action")).toList());
    assertEquals(new JsonObject().put("address", A).put("coin", "SOL").put("action", "close").put("sizeBefore", "400")
        .put("sizeAfter", "0").put("valueUsd", "56000.00").put("ts", "2026-11-20T10:02:00Z"), moves.getJsonObject(0));
    // ETH -100 -> 50: 150 x 157500 / 50
    assertEquals("-100", moves.getJsonObject(1).getString("sizeBefore"));
    assertEquals("472500.00", moves.getJsonObject(1).getString("valueUsd"));
    assertEquals("460000.00", moves.getJsonObject(2).getString("valueUsd")); // 5 x 1380000 / 15
    assertEquals("84000.00", moves.getJsonObject(3).getString("valueUsd")); // 600 x 56000 / 400
    assertEquals("62000.00", moves.getJsonObject(4).getString("valueUsd"));
    assertEquals("-2000", moves.getJsonObject(4).getString("sizeAfter"));
  }

  @Test
  @Order(2)
  void filtersCoinViewAndCsv() throws Exception {
    // the default minUsd (1,000,000) keeps the BTC position and none of the moves
    JsonObject dflt = server.json("/api/markets/whales").getJsonObject("data");
    assertEquals(1, dflt.getJsonArray("positions").size());
    assertEquals(0, dflt.getJsonArray("moves").size());
    JsonArray shorts = server.json("/api/markets/whales?minUsd=0&side=short").getJsonObject("data").getJsonArray("positions");
    assertEquals(1, shorts.size());
    assertEquals("HYPE", shorts.getJsonObject(0).getString("coin"));
    assertEquals(2, server.json("/api/markets/whales?minUsd=0&limit=2").getJsonObject("data").getJsonArray("moves").size());

    JsonObject btc = server.json("/api/markets/whales/btc?minUsd=0").getJsonObject("data");
    assertEquals(1, btc.getJsonArray("positions").size());
    assertEquals(List.of("increase"), btc.getJsonArray("moves").stream().map(o -> ((JsonObject) o).getString("action")).toList());
    // a listed coin nobody holds: 200 with empty lists; an unlisted one: 404
    JsonObject doge = server.json("/api/markets/whales/DOGE?minUsd=0").getJsonObject("data");
    assertEquals(0, doge.getJsonArray("positions").size());
    assertEquals(404, server.get("/api/markets/whales/notacoin").statusCode());
    assertEquals(404, server.get("/api/markets/whales/notacoin/csv").statusCode());
    assertEquals(400, server.get("/api/markets/whales?side=up").statusCode());
    assertEquals(400, server.get("/api/markets/whales?limit=501").statusCode());
    assertEquals(400, server.get("/api/markets/whales?minUsd=-1").statusCode());

    HttpResponse<String> csv = server.get("/api/markets/whales/csv?minUsd=0");
    assertEquals(200, csv.statusCode());
    String[] lines = csv.body().split("\n");
    assertEquals("address,coin,side,size,entry_price,mark_price,position_value_usd,unrealized_pnl_usd,leverage,"
        + "liquidation_price,margin_used_usd,opened_at", lines[0]);
    assertEquals(4, lines.length);
    assertEquals(A + ",BTC,long,15,100.5,92000.5,1380000,-12.25,10,,1000.0,2026-11-20T10:00:00Z", lines[1]);
  }

  @Test
  @Order(3)
  void reimportChangesNothingAndALateSnapshotRederivesTheNextMoves() throws Exception {
    long moves = TestDb.count(server.db, "SELECT count(*) FROM whale_moves");
    FileOutcome again = load(state(A, "100100"), HyperliquidSamples.state("BTC", "15", "1380000", "ETH", "50", "157500",
        "SOL", "400", "56000", "HYPE", "-2000", "62000"));
    assertEquals(0, again.counts().inserted());
    assertEquals(moves, TestDb.count(server.db, "SELECT count(*) FROM whale_moves"));

    // account B: t1 BTC +1 and t3 BTC +3 first (an increase), then t2 BTC -1 arrives late
    load(state(B, "100000"), HyperliquidSamples.state("BTC", "1", "92000"));
    load(state(B, "100200"), HyperliquidSamples.state("BTC", "3", "276000"));
    assertEquals("increase", one("SELECT action FROM whale_moves WHERE address = '" + B + "'"));
    load(state(B, "100100"), HyperliquidSamples.state("BTC", "-1", "92000"));
    // t2: +1 -> -1, flip of 2 x 92000 / 1; t3 re-derived: -1 -> +3, flip of 4 x 276000 / 3
    assertEquals("flip 184000.00,flip 368000.00", one("SELECT string_agg(action || ' ' || "
        + "value_usd, ',' ORDER BY ts) FROM whale_moves WHERE address = '" + B + "'"));
  }

  /**
   * As of 10:01:30 each account's 10:01 snapshot and the moves up to it (not 10:02's); the marks of
   * the 10:02 metaAndAssetCtxs poll were not known then. Before the first snapshot: 400.
   */
  @Test
  @Order(4)
  void asOfAnswersEachAccountsSnapshotTakenByThen() throws Exception {
    JsonObject data = server.json("/api/markets/whales?minUsd=0&asOf=2026-11-20T10:01:30Z").getJsonObject("data");
    assertEquals("2026-11-20T10:01:00Z", data.getString("ts"));
    JsonArray pos = data.getJsonArray("positions");
    assertEquals(List.of(A + " BTC", A + " ETH", B + " BTC", A + " HYPE", A + " SOL"), pos.stream()
        .map(o -> ((JsonObject) o).getString("address") + " " + ((JsonObject) o).getString("coin")).toList());
    assertEquals("short", pos.getJsonObject(2).getString("side"));
    assertNull(pos.getJsonObject(0).getValue("markPrice"));
    assertEquals("2026-11-20T10:01:00Z", pos.getJsonObject(0).getString("knownAt"));
    assertEquals(List.of("flip", "increase", "flip", "reduce", "open"), data.getJsonArray("moves").stream()
        .map(o -> ((JsonObject) o).getString("action")).toList());
    JsonArray sol = server.json("/api/markets/whales/sol?minUsd=0&asOf=2026-11-20T10:01:30Z").getJsonObject("data")
        .getJsonArray("positions");
    assertEquals(1, sol.size());
    assertEquals("400", sol.getJsonObject(0).getString("size"));
    JsonObject later = server.json("/api/markets/whales?minUsd=0&asOf=2026-11-20T10:02:30Z").getJsonObject("data");
    assertEquals("92000.5", later.getJsonArray("positions").getJsonObject(0).getString("markPrice"));
    assertEquals(server.json("/api/markets/whales?minUsd=0").getJsonObject("data").getJsonArray("positions")
        .getJsonObject(0).getString("knownAt"), "2026-11-20T10:02:00Z");
    HttpResponse<String> before = server.get("/api/markets/whales?asOf=2026-11-20T09:59:00Z");
    assertEquals(400, before.statusCode(), before.body());
    assertTrue(before.body().contains("can answer: 2026-11-20T10:00:00Z"), before.body());
  }
}
