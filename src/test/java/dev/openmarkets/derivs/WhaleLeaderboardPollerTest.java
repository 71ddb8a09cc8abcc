package dev.openmarkets.derivs;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.derivs.whales.HyperliquidDocuments;
import dev.openmarkets.derivs.whales.LeaderboardCriterion;
import dev.openmarkets.derivs.whales.TrackedAccounts;
import dev.openmarkets.derivs.whales.TrackedWhalesPoller;
import dev.openmarkets.derivs.whales.WhalesKinds;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The leaderboard option end to end against a real HTTP server started here: the leaderboard
 * poller GETs the whole board and stores its top accounts (top 2 by month PnL above 1,000,000);
 * the whale poller then asks for the configured account and those picks, so /whales answers from
 * them; a newer board replaces the picks, a truncated one is kept out whole, and a late import of
 * an older board changes nothing.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("whale_leaderboard")
class WhaleLeaderboardPollerTest {
  private static final String CONFIGURED = "0x00000000000000000000000000000000000000c0";
  private static final String L1 = "0x00000000000000000000000000000000000000a1";
  private static final String L2 = "0x00000000000000000000000000000000000000a2";
  private static final String L3 = "0x00000000000000000000000000000000000000a3";
  private static final String SMALL = "0x00000000000000000000000000000000000000a4";
  private static final LeaderboardCriterion TOP2 = new LeaderboardCriterion(2, "month", new BigDecimal("1000000"));
  private TestServer server;
  private LocalUpstream upstream;

  @BeforeAll
  void start() throws Exception {
    upstream = new LocalUpstream();
    upstream.serveForBody("/info", "metaAndAssetCtxs", HyperliquidSamples.meta("BTC", "92000", "ETH", "3150")
        .getBytes(StandardCharsets.UTF_8));
    for (String[] a : List.of(new String[] {CONFIGURED, "BTC", "30", "2760000"}, new String[] {L1, "ETH", "-800", "2520000"},
        new String[] {L2, "BTC", "15", "1380000"}, new String[] {L3, "ETH", "600", "1890000"})) {
      upstream.serveForBody("/info", "\"user\":\"" + a[0] + "\"", HyperliquidSamples.state(a[1], a[2], a[3])
          .getBytes(StandardCharsets.UTF_8));
    }
  }

  @AfterAll
  void stop() throws Exception {
    upstream.close();
  }

  private static Clock at(String instant) {
    return Clock.fixed(Instant.parse(instant), ZoneOffset.UTC);
  }

  private JsonObject readBoard(String instant, String board) throws Exception {
    upstream.serve("/Mainnet/leaderboard", board.getBytes(StandardCharsets.UTF_8));
    UpstreamConfig cfg = UpstreamConfigs.named("hyperliquid-leaderboard")
        .baseUrl(upstream.baseUrl())
        .intervalSeconds(21600)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .path("/Mainnet/leaderboard")
        .build();
    return Polls.once(server, "hyperliquid-leaderboard", new SnapshotPoller(cfg, server.service.pool(), at(instant),
        (c, now) -> HyperliquidDocuments.leaderboard(c, now, WhalesKinds.leaderboard(TOP2))));
  }

  private JsonObject pollWhales(String instant) throws Exception {
    UpstreamConfig cfg = UpstreamConfigs.named("hyperliquid-whales")
        .baseUrl(upstream.baseUrl())
        .intervalSeconds(60)
        .timeoutSeconds(5)
        .backfillDays(1)
        .userAgent(UA)
        .path("/info")
        .build();
    return Polls.once(server, "hyperliquid-whales", new TrackedWhalesPoller(cfg, server.service.pool(), at(instant),
        new TrackedAccounts(List.of(CONFIGURED), true)));
  }

  /** The first column of every row, as text. */
  private List<String> strings(String sql) throws Exception {
    DbUrl u = server.db.url();
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        out.add(rs.getString(1));
      }
    }
    return out;
  }

  private List<String> picks() throws Exception {
    return strings("SELECT address || ' ' || rank FROM whale_leaderboard ORDER BY rank");
  }

  /** The accounts with a snapshot at that time, by address. */
  private List<String> polledAt(String instant) throws Exception {
    return strings("SELECT address FROM whale_snapshots WHERE ts = '" + instant + "' ORDER BY address");
  }

  @Test
  void leaderboardPicksBecomeTheTrackedAccounts() throws Exception {
    // L3 has the best month but is worth 999,999; SMALL trails; L2 and L1 are the top 2 above the floor
    String board = HyperliquidSamples.leaderboard(L1, "2000000", "120000.5", L2, "5000000", "910000",
        L3, "999999", "4000000", SMALL, "1500000", "100");
    JsonObject read = readBoard("2026-11-20T06:00:00Z", board);
    assertEquals(0, read.getInteger("consecutive_failures"), read.encode());
    assertEquals(List.of("/Mainnet/leaderboard"), upstream.paths());
    assertEquals(UA, upstream.seen().get(0).userAgent());
    assertEquals(List.of(L2 + " 1", L1 + " 2"), picks());
    assertEquals(List.of("910000 120000.5 0.25 1000000.5 month 2026-11-20 06:00:00+00"), strings(
        "SELECT pnl || ' ' || (SELECT pnl FROM whale_leaderboard WHERE rank = 2) || ' ' || roi || ' ' || volume || ' ' "
            + "|| time_window || ' ' || as_of FROM whale_leaderboard WHERE rank = 1"));

    // the whale poller asks for the configured account and both picks
    upstream.forget();
    JsonObject first = pollWhales("2026-11-20T12:00:00Z");
    assertEquals(0, first.getInteger("consecutive_failures"), first.encode());
    assertEquals(4, first.getInteger("files_loaded"));
    assertEquals(List.of(L1, L2, CONFIGURED), polledAt("2026-11-20T12:00:00Z"));
    JsonArray positions = server.json("/api/markets/whales").getJsonObject("data").getJsonArray("positions");
    assertEquals(List.of(CONFIGURED + " BTC long 2760000", L1 + " ETH short 2520000", L2 + " BTC long 1380000"),
        positions.stream().map(o -> (JsonObject) o).map(p -> p.getString("address") + " " + p.getString("coin") + " "
            + p.getString("side") + " " + p.getString("positionValueUsd")).toList());

    // six hours later L3 is worth more and L1 fell out: the picks are replaced whole
    JsonObject next = readBoard("2026-11-20T12:00:30Z", HyperliquidSamples.leaderboard(L1, "2000000", "1000",
        L2, "5000000", "910000", L3, "3000000", "4000000"));
    assertEquals(0, next.getInteger("consecutive_failures"), next.encode());
    assertEquals(List.of(L3 + " 1", L2 + " 2"), picks());
    pollWhales("2026-11-20T12:01:00Z");
    assertEquals(List.of(L2, L3, CONFIGURED), polledAt("2026-11-20T12:01:00Z"));

    // a truncated board is rejected whole: the picks stay as they were
    String full = HyperliquidSamples.leaderboard(L1, "9000000", "9000000", SMALL, "9000000", "8000000");
    JsonObject bad = readBoard("2026-11-20T18:00:00Z", full.substring(0, full.length() - 25));
    assertEquals("error", bad.getString("last_outcome"));
    assertTrue(bad.getString("last_error").contains("leaderboard.20261120T180000Z.json rejected: malformed JSON"),
        bad.getString("last_error"));
    assertEquals(List.of(L3 + " 1", L2 + " 2"), picks());

    // a late import of the first board (older than the stored read) changes nothing
    FileOutcome late = Ingest.load(server, "whales", "leaderboard.20261120T060000Z.json", board);
    assertTrue(late.loaded(), late.reason());
    assertEquals(0, late.counts().inserted() + late.counts().updated() + late.counts().deleted());
    assertEquals(List.of(L3 + " 1", L2 + " 2"), picks());
  }

  @Test
  void withoutTheOptionOnlyTheConfiguredAccountsArePolled() throws Exception {
    TestDb.exec(server.db, "INSERT INTO whale_leaderboard (address, rank, account_value, pnl, time_window, as_of) "
        + "VALUES ('" + SMALL + "', 1, 2000000, 5, 'month', '2026-01-01T00:00:00Z') ON CONFLICT DO NOTHING");
    assertEquals(List.of(CONFIGURED), new TrackedAccounts(List.of(CONFIGURED), false).refresh(server.service.pool())
        .toCompletionStage().toCompletableFuture().get());
    // with it, configured first and each account once, however the board ranks it
    TestDb.exec(server.db, "INSERT INTO whale_leaderboard (address, rank, account_value, pnl, time_window, as_of) "
        + "VALUES ('" + CONFIGURED + "', 2, 2000000, 4, 'month', '2026-01-01T00:00:00Z') ON CONFLICT DO NOTHING");
    List<String> both = new TrackedAccounts(List.of(CONFIGURED), true).refresh(server.service.pool())
        .toCompletionStage().toCompletableFuture().get();
    assertEquals(CONFIGURED, both.get(0));
    assertEquals(both.size(), both.stream().distinct().count());
    assertTrue(both.contains(SMALL));
  }
}
