package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.analytics.etf.EtfFund;
import dev.openmarkets.analytics.etf.EtfFunds;
import dev.openmarkets.analytics.etf.EtfPollers;
import dev.openmarkets.config.UpstreamConfig;
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
 * The issuer holdings poller and the Kraken candle poller against a local HTTP server: files
 * fetched for each configured fund and pair, then an error page and a bot challenge in place of
 * a holdings file are refused with their reason and the data loaded before keeps serving.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("etf_pollers")
class EtfPollersTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-21T01:00:00Z"), ZoneOffset.UTC);
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

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void holdingsAndClosesArePolledAndAnErrorPageIsKeptOut() throws Exception {
    EtfFunds funds = new EtfFunds(List.of(new EtfFund("IBIT", "BlackRock", "btc", "etf-ishares", "/ibit.ajax?fileType=csv")));
    UpstreamConfig ishares = UpstreamConfigs.named("etf-ishares")
        .baseUrl(upstream.baseUrl())
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent("om-test/1")
        .build();
    UpstreamConfig kraken = UpstreamConfigs.named("kraken-ohlc")
        .baseUrl(upstream.baseUrl())
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent("om-test/1")
        .path("/0/public/OHLC?pair={pair}&interval=1440")
        .build();
    upstream.serve("/ibit.ajax", utf8(EtfSamples.ishares("Nov 20, 2026", "779,500.12500000")));
    upstream.serve("/0/public/OHLC?pair=XBTUSD&interval=1440", utf8(EtfSamples.krakenOhlc()));
    upstream.serve("/0/public/OHLC?pair=ETHUSD&interval=1440",
        utf8("{\"error\":[],\"result\":{\"XETHZUSD\":[[1795132800,\"1\",\"1\",\"1\",\"3199.99\",\"1\",\"1\",1],"
            + "[1795219200,\"1\",\"1\",\"1\",\"3210.00\",\"1\",\"1\",1]],\"last\":1795132800}}"));

    JsonObject closes = Polls.once(server, "kraken-ohlc", EtfPollers.closes(kraken, server.service.pool(), CLOCK));
    assertEquals(0, closes.getInteger("consecutive_failures"));
    assertEquals(2, closes.getInteger("files_loaded"));
    JsonObject holdings = Polls.once(server, "etf-ishares",
        EtfPollers.holdings(ishares, server.service.pool(), CLOCK, funds));
    assertEquals(0, holdings.getInteger("consecutive_failures"));
    assertTrue(upstream.paths().contains("/ibit.ajax?fileType=csv"));
    assertEquals("72532876381.31", server.json("/api/markets/etf-flows").getJsonArray("data").getJsonObject(0).getString("aumUsd"));

    upstream.serve("/ibit.ajax", utf8("<html><body>Service temporarily unavailable</body></html>"));
    JsonObject bad = Polls.once(server, "etf-ishares", EtfPollers.holdings(ishares, server.service.pool(), CLOCK, funds));
    // an HTML page where the CSV was expected: refused by the poller before any parser reads it
    assertEquals("refused", bad.getString("last_outcome"));
    assertEquals("HTML page instead of data from " + upstream.baseUrl() + "/ibit.ajax?fileType=csv, binary/octet-stream",
        bad.getString("last_error"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM etf_holdings"));
    assertEquals(1, server.json("/api/markets/etf-flows").getJsonArray("data").size());

    // a bot challenge answered with 200 (as iShares sometimes does): refused with its reason, nothing read
    upstream.serve("/ibit.ajax", utf8("""
        <!DOCTYPE html>
        <html lang="en"><head><title>Just a moment...</title>
        <script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1"></script></head>
        <body><div id="challenge-running">Checking if the site connection is secure</div>
        <noscript>Enable JavaScript and cookies to continue</noscript></body></html>
        """));
    JsonObject wall = Polls.once(server, "etf-ishares", EtfPollers.holdings(ishares, server.service.pool(), CLOCK, funds));
    assertEquals("refused", wall.getString("last_outcome"));
    assertEquals("HTML page instead of data from " + upstream.baseUrl() + "/ibit.ajax?fileType=csv (Cloudflare challenge), title "
        + "\"Just a moment...\", binary/octet-stream", wall.getString("last_error"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM etf_holdings"));
  }
}
