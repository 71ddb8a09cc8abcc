package dev.openmarkets.gov;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.gov.contracts.ContractActionPoller;
import dev.openmarkets.gov.contracts.ContractFileKinds;
import dev.openmarkets.gov.contracts.RecipientIds;
import dev.openmarkets.gov.contracts.RecipientProfilePoller;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The USAspending pollers against a local HTTP server answering in USAspending's formats (our own
 * sample page and profile): one POST per action date of the window, the User-Agent sent, then the
 * profiles of recipients not known yet by their MD5 recipient ids (-C, then -R), absent ones not
 * failing the poll.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("gov_contract_pollers")
class ContractPollersTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T09:00:00Z"), ZoneOffset.UTC);
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

  @Test
  void actionsThenProfiles() throws Exception {
    upstream.serve("/api/v2/search/spending_by_transaction/",
        Ingest.sample("gov/transactions.json").getBytes(StandardCharsets.UTF_8));
    UpstreamConfig actions = UpstreamConfigs.named("usaspending")
        .baseUrl(upstream.baseUrl())
        .intervalSeconds(86400)
        .timeoutSeconds(5)
        .backfillDays(2)
        .userAgent(UA)
        .build();
    JsonObject first = Polls.once(server, "usaspending",
        new ContractActionPoller(actions, ContractFileKinds.CONTRACT_ACTIONS, 10, server.service.pool(), CLOCK));
    assertEquals(0, first.getInteger("consecutive_failures"), first.encode());
    // empty table: backfillDays 2 -> the dates 11-21, 11-22 and 11-23, one page each (hasNext false)
    assertEquals(3, upstream.paths().stream().filter(p -> p.equals("/api/v2/search/spending_by_transaction/")).count());
    assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    assertEquals(7, TestDb.count(server.db, "SELECT count(*) FROM federal_contract_actions"));
    assertEquals(3, TestDb.count(server.db, "SELECT count(*) FROM ingest_files WHERE source = 'usaspending' "
        + "AND name LIKE 'transactions-2026-11-2%-p1.json'"));

    upstream.forget();
    upstream.serve("/api/v2/recipient/" + RecipientIds.hash("BFBL9876XYZ1") + "-C/",
        Ingest.sample("gov/recipient.json").getBytes(StandardCharsets.UTF_8));
    UpstreamConfig profiles = UpstreamConfigs.named("usaspending-recipients")
        .baseUrl(upstream.baseUrl())
        .intervalSeconds(600)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .build();
    JsonObject second = Polls.once(server, "usaspending-recipients",
        new RecipientProfilePoller(profiles, ContractFileKinds.RECIPIENT_PROFILES, 10, server.service.pool()));
    assertEquals(0, second.getInteger("consecutive_failures"), second.encode());
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM contract_recipients WHERE uei = 'BFBL9876XYZ1' "
        + "AND parent_name = 'BLUEFIN THERAPEUTICS INC.'"));
    // three recipients were pending; the two without a profile were tried as -C and -R
    assertEquals(5, upstream.paths().stream().filter(p -> p.startsWith("/api/v2/recipient/")).count());
    assertTrue(upstream.paths().contains("/api/v2/recipient/" + RecipientIds.hash("HLSV5555QQQ2") + "-R/"));
  }
}
