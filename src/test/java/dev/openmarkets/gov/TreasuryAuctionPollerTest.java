package dev.openmarkets.gov;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The TreasuryDirect poller against a local HTTP server serving documents in TreasuryDirect's
 * format (our own records): announced and recent auctioned lists every poll, then one backfill
 * year per poll from backfillFromYear, each year fetched once; a 503 is a failed poll in /stats.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("gov_auction_poller")
class TreasuryAuctionPollerTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T15:00:00Z"), ZoneOffset.UTC);
  private TestServer server;
  private LocalUpstream upstream;

  @BeforeAll
  void start() throws Exception {
    upstream = new LocalUpstream();
  }

  @AfterAll
  void stop() throws Exception {
    upstream.close();
  }

  private JsonObject pollOnce() throws Exception {
    UpstreamConfig cfg = UpstreamConfigs.named("treasurydirect")
        .baseUrl(upstream.baseUrl() + "/TA_WS/securities")
        .timeoutSeconds(5)
        .backfillDays(14)
        .userAgent(UA)
        .build();
    return Polls.once(server, "treasurydirect",
        new TreasuryAuctionPoller(cfg, AuctionFileKinds.TREASURY_AUCTIONS, 2024, server.service.pool(), CLOCK));
  }

  @Test
  void pollsListsThenBackfillsOneYearPerPoll() throws Exception {
    upstream.serve("/TA_WS/securities/announced", Ingest.sample("gov/announced.json").getBytes(StandardCharsets.UTF_8));
    upstream.serve("/TA_WS/securities/auctioned", Ingest.sample("gov/auctioned.json").getBytes(StandardCharsets.UTF_8));
    String year2024 = "[{\"cusip\":\"91282CJZ5\",\"auctionDate\":\"2024-02-07T00:00:00\",\"type\":\"Note\","
        + "\"securityType\":\"Note\",\"securityTerm\":\"10-Year\",\"offeringAmount\":\"42000000000\","
        + "\"highYield\":\"4.093\",\"bidToCoverRatio\":\"2.520000\",\"totalAccepted\":\"42000000000\"}]";
    upstream.serve("/TA_WS/securities/search", year2024.getBytes(StandardCharsets.UTF_8));

    JsonObject first = pollOnce();
    assertEquals(0, first.getInteger("consecutive_failures"), first.encode());
    assertEquals(List.of("/TA_WS/securities/announced?format=json", "/TA_WS/securities/auctioned?format=json&days=14",
        "/TA_WS/securities/search?format=json&startDate=01/01/2024&endDate=12/31/2024"), upstream.paths().subList(0, 3));
    assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    assertEquals(11, TestDb.count(server.db, "SELECT count(*) FROM treasury_auctions"));

    // the poll asks for an immediate next one while years are left; each year is fetched once
    pollOnce();
    pollOnce();
    assertEquals(2, TestDb.count(server.db, "SELECT count(DISTINCT name) FROM ingest_files WHERE status = 'loaded' "
        + "AND name IN ('search-2024.json', 'search-2025.json')"));
    for (String year : List.of("2024", "2025")) {
      assertEquals(1, upstream.paths().stream().filter(p -> p.contains("startDate=01/01/" + year)).count(), year);
    }
    // 2026 is the auctioned list's
    assertTrue(upstream.paths().stream().noneMatch(p -> p.contains("startDate=01/01/2026")), upstream.paths().toString());

    upstream.fail("/TA_WS/securities/announced", 503);
    JsonObject failed = pollOnce();
    assertEquals(1, failed.getInteger("consecutive_failures"));
    assertTrue(failed.getString("last_error").contains("HTTP 503"), failed.encode());
    assertEquals(11, TestDb.count(server.db, "SELECT count(*) FROM treasury_auctions"));
  }
}
