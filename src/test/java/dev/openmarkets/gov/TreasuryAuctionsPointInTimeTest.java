package dev.openmarkets.gov;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.gov.auctions.AuctionFileKinds;
import dev.openmarkets.gov.auctions.TreasuryAuctionPoller;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * treasury-auctions keeps every version of an auction (issue 37): TreasuryDirect announces an
 * auction (record updated 2026-11-05 11:00 Eastern), later its results are out (the same auction,
 * updated 2026-11-12 13:02:10 Eastern). Polled from a local TreasuryDirect, each version is known
 * from its own updatedTimestamp; asOf between the two answers the announcement, after them the
 * results; the revision is listed with the file that brought it; polling again changes nothing and
 * an announced record never replaces the results.
 */
@Tag("db")
class TreasuryAuctionsPointInTimeTest {
  /** The poller's calendar (file names, no backfill year left); knownAt comes from the records. */
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T15:00:00Z"), ZoneOffset.UTC);
  private static final String ANNOUNCED = """
      [{"cusip":"91282CZZ1","issueDate":"2026-11-16T00:00:00","securityType":"Note","securityTerm":"10-Year",
        "maturityDate":"2036-11-15T00:00:00","interestRate":"","announcementDate":"2026-11-05T00:00:00",
        "auctionDate":"2026-11-12T00:00:00","originalSecurityTerm":"10-Year","cashManagementBillCMB":"No",
        "floatingRate":"No","tips":"No","type":"Note","offeringAmount":"42000000000","highYield":"",
        "highDiscountRate":"","highInvestmentRate":"","highDiscountMargin":"","highPrice":"","bidToCoverRatio":"",
        "totalTendered":"","totalAccepted":"","primaryDealerAccepted":"","directBidderAccepted":"",
        "indirectBidderAccepted":"","updatedTimestamp":"2026-11-05T11:00:00"}]""";
  private static final String AUCTIONED = """
      [{"cusip":"91282CZZ1","issueDate":"2026-11-16T00:00:00","securityType":"Note","securityTerm":"10-Year",
        "maturityDate":"2036-11-15T00:00:00","interestRate":"4.125000","announcementDate":"2026-11-05T00:00:00",
        "auctionDate":"2026-11-12T00:00:00","originalSecurityTerm":"10-Year","cashManagementBillCMB":"No",
        "floatingRate":"No","tips":"No","type":"Note","offeringAmount":"42000000000","highYield":"4.212",
        "highDiscountRate":"","highInvestmentRate":"","highDiscountMargin":"","highPrice":"99.416330",
        "bidToCoverRatio":"2.480000","totalTendered":"104312500000","totalAccepted":"42061220100",
        "primaryDealerAccepted":"5120400000","directBidderAccepted":"7980100000",
        "indirectBidderAccepted":"28960720100","updatedTimestamp":"2026-11-12T13:02:10"}]""";
  private static final String Q = "/api/markets/treasury-auctions?type=Note";

  private static JsonObject poll(TestServer server, LocalUpstream up) throws Exception {
    UpstreamConfig cfg = UpstreamConfigs.named("treasurydirect").baseUrl(up.baseUrl() + "/TA_WS/securities")
        .timeoutSeconds(5).backfillDays(14).userAgent(UA).build();
    return Polls.once(server, "treasurydirect",
        new TreasuryAuctionPoller(cfg, AuctionFileKinds.TREASURY_AUCTIONS, 2026, server.service.pool(), CLOCK));
  }

  private static JsonObject only(TestServer server, String q) throws Exception {
    JsonArray data = server.json(q).getJsonArray("data");
    assertEquals(1, data.size(), q + ": " + data.encode());
    return data.getJsonObject(0);
  }

  @Test
  void resultsAreANewVersionKnownFromTheirUpdatedTimestamp() throws Exception {
    try (TestServer server = TestServer.start("gov_auction_pit"); LocalUpstream up = new LocalUpstream()) {
      up.serve("/TA_WS/securities/announced", ANNOUNCED.getBytes(StandardCharsets.UTF_8));
      up.serve("/TA_WS/securities/auctioned", "[]".getBytes(StandardCharsets.UTF_8));
      assertEquals(0, poll(server, up).getInteger("consecutive_failures"));
      JsonObject announced = only(server, Q);
      assertEquals("announced", announced.getString("status"));
      assertEquals(Instant.parse("2026-11-05T16:00:00Z"), Instant.parse(announced.getString("knownAt")));

      // the results are out: the auctioned list names it; the announced list still does too
      up.serve("/TA_WS/securities/auctioned", AUCTIONED.getBytes(StandardCharsets.UTF_8));
      assertEquals(0, poll(server, up).getInteger("consecutive_failures"));
      JsonObject latest = only(server, Q);
      assertEquals("auctioned", latest.getString("status"));
      assertEquals("4.212", latest.getValue("highYield").toString());
      assertEquals(Instant.parse("2026-11-12T18:02:10Z"), Instant.parse(latest.getString("knownAt")));

      // as of a moment between the two records: the announcement; after: the results
      JsonObject before = only(server, Q + "&asOf=2026-11-10");
      assertEquals("announced", before.getString("status"));
      assertNull(before.getValue("highYield"));
      assertEquals(announced, before);
      assertEquals(latest, only(server, Q + "&asOf=2026-11-12T18:02:10Z"));
      assertEquals("announced", only(server, Q + "&asOf=2026-11-12T18:02:09.999Z").getString("status"));
      assertEquals(1, server.json("/api/markets/treasury-auctions?upcoming=true&type=all&asOf=2026-11-10")
          .getJsonArray("data").size());
      assertEquals(0, server.json("/api/markets/treasury-auctions?upcoming=true&type=all")
          .getJsonArray("data").size());
      HttpResponse<String> early = server.get(Q + "&asOf=2026-11-05T15:59:59Z");
      assertEquals(400, early.statusCode(), early.body());

      // the revision, with the file that brought it
      JsonArray revisions = server.json("/api/markets/treasury-auctions/revisions?since=2026-11-01")
          .getJsonArray("data");
      Map<String, JsonObject> byField = revisions.stream().map(o -> (JsonObject) o)
          .collect(Collectors.toMap(r -> r.getString("field"), r -> r));
      assertEquals("announced", byField.get("status").getString("previous"));
      assertEquals("auctioned", byField.get("status").getString("new"));
      assertNull(byField.get("highYield").getString("previous"));
      assertEquals("4.212", byField.get("highYield").getString("new"));
      assertEquals("91282CZZ1", byField.get("highYield").getJsonObject("key").getString("cusip"));
      assertEquals("treasurydirect/auctioned-2026-11-23.json", byField.get("highYield").getString("source"));
      assertEquals(Instant.parse("2026-11-12T18:02:10Z"), Instant.parse(byField.get("status").getString("knownAt")));
      assertTrue(!byField.containsKey("offeringAmount"), "unchanged values are not revisions: " + byField.keySet());

      // polling the same lists again changes nothing; an announced record never replaces the results
      poll(server, up);
      assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM treasury_auctions"));
      assertEquals(revisions.size(), TestDb.count(server.db,
          "SELECT count(*) FROM dataset_revisions WHERE tbl = 'treasury_auctions'"));
      assertEquals(latest, only(server, Q));

      // a Fiscal Data upcoming file imported late names the auction again: still nothing changes
      String upcoming = "{\"data\":[{\"record_date\":\"2026-11-06\",\"security_type\":\"Note\",\"security_term\":"
          + "\"10-Year\",\"reopening\":\"No\",\"cusip\":\"91282CZZ1\",\"offering_amt\":\"42000000000\","
          + "\"announcemt_date\":\"2026-11-05\",\"auction_date\":\"2026-11-12\",\"issue_date\":\"2026-11-16\"}]}";
      Ingest.load(server, "treasury-auctions", "upcoming_auctions.json", upcoming);
      assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM treasury_auctions"));
    }
  }
}
