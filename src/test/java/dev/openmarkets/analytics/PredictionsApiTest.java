package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * /predictions and /predictions/{slug} over three hand-written Gamma snapshots: the 24-hour
 * change recomputed by hand, filters and sorts, the history, idempotent re-import, a malformed
 * file rejected whole, and 404 for an unknown slug.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("predictions")
class PredictionsApiTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    // 25 h, 24 h and 0 h before the newest snapshot; the change compares with the 24-hour one
    assertTrue(load("gamma-events-20261121T1100Z.json", GammaSamples.events("0.30", "0.70", "0.30")).loaded());
    assertTrue(load("gamma-events-20261121T1200Z.json", GammaSamples.events("0.4150", "0.81", "0.19")).loaded());
    assertTrue(load("gamma-events-20261122T1200Z.json", GammaSamples.events("0.4475", "0.7725", "0.2275")).loaded());
  }

  private FileOutcome load(String name, String body) throws Exception {
    return Ingest.load(server, "predictions", name, body);
  }

  private static JsonObject bySlug(JsonArray rows, String slug) {
    return rows.stream().map(o -> (JsonObject) o).filter(o -> slug.equals(o.getString("slug"))).findFirst().orElseThrow();
  }

  @Test
  void change24hIsNewestMinusTheSnapshot24HoursBefore() throws Exception {
    JsonArray rows = server.json("/api/markets/predictions").getJsonArray("data");
    assertEquals(3, rows.size());
    JsonObject btc = bySlug(rows, "will-btc-top-150k");
    // 0.4475 - 0.4150 = 0.0325 (the 25-hour-old 0.30 is not the comparison point)
    assertEquals(0, new BigDecimal("0.0325").compareTo(new BigDecimal(btc.getValue("change24h").toString())));
    // 0.7725 - 0.81 = -0.0375
    JsonObject fed = bySlug(rows, "fed-cut-dec");
    assertEquals(0, new BigDecimal("-0.0375").compareTo(new BigDecimal(fed.getValue("change24h").toString())));
    assertEquals(new JsonArray().add(new JsonObject().put("name", "Yes").put("price", "0.4475"))
        .add(new JsonObject().put("name", "No").put("price", "0.5")), btc.getJsonArray("outcomes"));
    assertEquals("Crypto", btc.getString("category"));
    assertEquals("Bitcoin above 150k?", btc.getString("eventTitle"));
    assertEquals("1000.10", btc.getString("volumeUsd"));
    assertEquals("250.5", btc.getString("volume24hUsd"));
    assertEquals("300.000", btc.getString("liquidityUsd"));
    assertEquals("2026-12-31T12:00:00Z", btc.getString("endDate"));
    assertEquals("2026-11-22T12:00:00Z", btc.getString("updatedAt"));
    assertFalse(btc.getBoolean("closed"));
    // a market without prices yet: outcomes with null prices, no change
    JsonObject hike = bySlug(rows, "fed-hike-dec");
    assertNull(hike.getValue("change24h"));
    assertNull(hike.getJsonArray("outcomes").getJsonObject(0).getValue("price"));
  }

  @Test
  void filtersAndSorts() throws Exception {
    List<String> byVolume = slugs("/api/markets/predictions");
    assertEquals(List.of("fed-cut-dec", "will-btc-top-150k", "fed-hike-dec"), byVolume);
    assertEquals(List.of("fed-cut-dec", "will-btc-top-150k", "fed-hike-dec"), slugs("/api/markets/predictions?sort=change"));
    assertEquals(List.of("fed-cut-dec", "fed-hike-dec", "will-btc-top-150k"), slugs("/api/markets/predictions?sort=ending"));
    assertEquals(List.of("will-btc-top-150k"), slugs("/api/markets/predictions?category=crypto"));
    assertEquals(List.of("fed-cut-dec", "fed-hike-dec"), slugs("/api/markets/predictions?category=Fed-Rates"));
    assertEquals(List.of("fed-hike-dec"), slugs("/api/markets/predictions?q=HIKE"));
    assertEquals(List.of("fed-cut-dec", "will-btc-top-150k"), slugs("/api/markets/predictions?minVolume=1000.10"));
    assertEquals(List.of("fed-cut-dec"), slugs("/api/markets/predictions?limit=1"));
    assertEquals(400, server.get("/api/markets/predictions?sort=price").statusCode());
    assertEquals(400, server.get("/api/markets/predictions?limit=501").statusCode());
    String[] csv = server.get("/api/markets/predictions/csv").body().split("\n");
    assertEquals("id,slug,question,category,event_title,outcomes,change_24h,volume_24h_usd,volume_usd,liquidity_usd,"
        + "end_date,closed,updated_at", csv[0]);
    assertEquals(4, csv.length);
  }

  private List<String> slugs(String path) throws Exception {
    return server.json(path).getJsonArray("data").stream().map(o -> ((JsonObject) o).getString("slug")).toList();
  }

  @Test
  void oneMarketWithItsHistoryAnd404() throws Exception {
    JsonObject data = server.json("/api/markets/predictions/will-btc-top-150k").getJsonObject("data");
    assertEquals("9001", data.getString("id"));
    assertEquals("Will Bitcoin top $150k in 2026?", data.getString("question"));
    assertEquals(0, new BigDecimal("0.0325").compareTo(new BigDecimal(data.getValue("change24h").toString())));
    JsonArray history = data.getJsonArray("history");
    assertEquals(3, history.size());
    assertEquals("2026-11-21T11:00:00Z", history.getJsonObject(0).getString("ts"));
    assertEquals(new JsonArray().add("0.30").add("0.5"), history.getJsonObject(0).getJsonArray("prices"));
    assertEquals("2026-11-22T12:00:00Z", history.getJsonObject(2).getString("ts"));
    // 24h ends at the newest snapshot: the point exactly 24 hours older is outside (ts > newest - 24h)
    assertEquals(1, server.json("/api/markets/predictions/will-btc-top-150k?history=24h")
        .getJsonObject("data").getJsonArray("history").size());
    assertEquals(404, server.get("/api/markets/predictions/no-such-market").statusCode());
    // Polymarket slugs may be longer than the 64 characters of other path slugs
    assertEquals(404, server.get("/api/markets/predictions/will-the-fed-decrease-interest-rates-by-50-bps-after-the-"
        + "december-2026-meeting").statusCode());
    assertEquals(400, server.get("/api/markets/predictions/will-btc-top-150k?history=1y").statusCode());
  }

  @Test
  void reimportChangesNothingAndMalformedFilesAreRejectedWhole() throws Exception {
    long prices = TestDb.count(server.db, "SELECT count(*) FROM prediction_prices");
    FileOutcome again = load("gamma-events-20261122T1200Z.json", GammaSamples.events("0.4475", "0.7725", "0.2275"));
    assertTrue(again.loaded());
    assertEquals(0, again.counts().inserted() + again.counts().updated());
    // three prices for two outcomes in the second event: nothing of the file is kept, not even the first event
    String bad = GammaSamples.events("0.9", "0.1", "0.2\\\", \\\"0.7");
    FileOutcome rejected = load("gamma-events-20261122T1215Z.json", bad);
    assertFalse(rejected.loaded());
    assertTrue(rejected.reason().contains("3 prices for 2 outcomes"), rejected.reason());
    assertFalse(load("gamma-events-20261122T1230Z.json", "[{\"id\": \"1\", \"markets\": [").loaded());
    assertEquals(prices, TestDb.count(server.db, "SELECT count(*) FROM prediction_prices"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM prediction_prices WHERE ts > '2026-11-22T12:00:00Z'"));
  }
}
