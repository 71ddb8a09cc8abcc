package dev.openmarkets.sec.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * bitcoin-treasuries keeps every version of a holding (issue 37): a company's facts file first
 * reports 500 units at 2025-09-30 (10-Q filed 2025-11-01), a later one adds 600 units at
 * 2025-12-31 (10-K filed 2026-02-01). Each holding is known from the end of its filed day in New
 * York; asOf between the filings answers the first; the change is listed as revisions; the same
 * file again changes nothing; a file that reports no holding any more closes it.
 */
@Tag("db")
class BitcoinTreasuriesPointInTimeTest {
  private static final String Q = "/api/markets/bitcoin-treasuries";

  private static FactsJson q3() {
    String a = "0000000034-25-000001";
    return new FactsJson(34, "Coin One")
        .fact("us-gaap", "CryptoAssetNumberOfUnits", "pure", null, "2025-09-30", "500", a, "10-Q", 2025, "Q3", "2025-11-01")
        .usd("CryptoAssetFairValueNoncurrent", null, "2025-09-30", "57000000", a, "10-Q", 2025, "Q3", "2025-11-01");
  }

  private static FactsJson withFy() {
    String b = "0000000034-26-000001";
    return q3()
        .fact("us-gaap", "CryptoAssetNumberOfUnits", "pure", null, "2025-12-31", "600", b, "10-K", 2025, "FY", "2026-02-01")
        .usd("CryptoAssetFairValueNoncurrent", null, "2025-12-31", "55800000", b, "10-K", 2025, "FY", "2026-02-01");
  }

  private static FileOutcome load(TestServer server, FactsJson f) throws Exception {
    return Ingest.load(server, "financials", new UpstreamFile(f.fileName(), f.bytes()));
  }

  @Test
  void eachHoldingIsKnownFromItsFilingDay() throws Exception {
    JsonObject config = new JsonObject().put("secFacts", new JsonObject().put("bitcoinHolders",
        new JsonArray().add("COIN1")));
    try (TestServer server = TestServer.start("btc_pit", config)) {
      Ingest.load(server, "sec-tickers", "company_tickers.json",
          "{\"0\":{\"cik_str\":34,\"ticker\":\"COIN1\",\"title\":\"Coin One\"}}");
      assertTrue(load(server, q3()).loaded());
      assertTrue(load(server, withFy()).loaded());

      JsonObject latest = server.json(Q).getJsonArray("data").getJsonObject(0);
      assertEquals("2025-12-31", latest.getString("asOf"));
      assertEquals(600, latest.getInteger("units"));
      assertEquals(Instant.parse("2026-02-02T04:59:59.999Z"), Instant.parse(latest.getString("knownAt")));
      // between the filings: the 10-Q's holding, known from the end of 2025-11-01 (EDT)
      JsonObject then = server.json(Q + "?asOf=2026-01-15").getJsonArray("data").getJsonObject(0);
      assertEquals("2025-09-30", then.getString("asOf"));
      assertEquals(500, then.getInteger("units"));
      assertEquals(Instant.parse("2025-11-02T03:59:59.999Z"), Instant.parse(then.getString("knownAt")));
      assertEquals(then, server.json(Q + "?asOf=2026-02-01T04:59:59Z").getJsonArray("data").getJsonObject(0));
      assertEquals(400, server.get(Q + "?asOf=2025-11-01T12:00:00Z").statusCode());

      JsonArray revisions = server.json(Q + "/revisions?since=2025-01-01").getJsonArray("data");
      Map<String, JsonObject> byField = revisions.stream().map(o -> (JsonObject) o)
          .collect(Collectors.toMap(r -> r.getString("field"), r -> r));
      assertEquals("500", byField.get("units").getString("previous"));
      assertEquals("600", byField.get("units").getString("new"));
      assertEquals("2025-09-30", byField.get("asOf").getString("previous"));
      assertEquals(Instant.parse("2026-02-02T04:59:59.999Z"), Instant.parse(byField.get("units").getString("knownAt")));

      // the same file again: nothing; a file without any holding: the holding is closed, not deleted
      load(server, withFy());
      assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM crypto_holdings"));
      assertTrue(load(server, new FactsJson(34, "Coin One").usd("NetIncomeLoss", "2025-01-01", "2025-12-31", "7",
          "0000000034-26-000002", "10-K", 2025, "FY", "2026-03-01")).loaded());
      assertEquals(0, server.json(Q).getJsonArray("data").size());
      assertEquals(600, server.json(Q + "?asOf=2026-03-01").getJsonArray("data").getJsonObject(0).getInteger("units"));
      assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM crypto_holdings"));
    }
  }
}
