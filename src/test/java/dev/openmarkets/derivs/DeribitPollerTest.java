package dev.openmarkets.derivs;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.derivs.options.DeribitDocuments;
import dev.openmarkets.ingest.poll.SnapshotPoller;
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
 * The Deribit snapshot poller against a real HTTP server started here: the three documents of a
 * poll (index price, option book summary, DVOL) with the configured User-Agent; then a truncated
 * book summary and one holding a future are each kept out whole while the earlier snapshot serves.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("deribit_poller")
class DeribitPollerTest {
  private static final String BOOK = "/api/v2/public/get_book_summary_by_currency?currency=BTC&kind=option";
  private static final String INDEX = "/api/v2/public/get_index_price?index_name=btc_usd";
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

  private JsonObject pollAt(String instant) throws Exception {
    UpstreamConfig cfg = UpstreamConfigs.named("deribit-options")
        .baseUrl(upstream.baseUrl() + "/api/v2")
        .intervalSeconds(900)
        .timeoutSeconds(5)
        .backfillDays(2)
        .userAgent(UA)
        .build();
    Clock clock = Clock.fixed(Instant.parse(instant), ZoneOffset.UTC);
    return Polls.once(server, "deribit-options", new SnapshotPoller(cfg, server.service.pool(), clock,
        (c, now) -> DeribitDocuments.due(c, now, List.of("BTC"))));
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void pollsTheThreeDocumentsAndKeepsMalformedAnswersOutWhole() throws Exception {
    // 2026-11-20T12:00:00Z = 1795176000000 ms; two days of DVOL back from it
    String dvol = "/api/v2/public/get_volatility_index_data?currency=BTC&start_timestamp=1795003200000"
        + "&end_timestamp=1795176000000&resolution=3600";
    upstream.serve(INDEX, utf8(DeribitSamples.index("92000.5")));
    upstream.serve(BOOK, utf8(DeribitSamples.handChain()));
    upstream.serve(dvol, utf8(DeribitSamples.dvol(1795089600000L, "50.25", 1795176000000L, "48.5")));

    JsonObject first = pollAt("2026-11-20T12:00:00Z");
    assertEquals(0, first.getInteger("consecutive_failures"), first.encode());
    assertEquals(3, first.getInteger("files_loaded"));
    assertEquals(List.of(INDEX, BOOK, dvol), upstream.paths());
    assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    JsonObject data = server.json("/api/markets/options/btc").getJsonObject("data");
    assertEquals("2026-11-20T12:00:00Z", data.getString("ts"));
    assertEquals(195, data.getInteger("totalOI"));
    assertEquals(-1.75, data.getDouble("dvolChange24h"));
    assertEquals(12, TestDb.count(server.db, "SELECT count(*) FROM deribit_option_quotes"));

    // a truncated answer 15 minutes later: rejected whole, the index fetched before it stays
    String good = DeribitSamples.handChain();
    upstream.serve(BOOK, utf8(good.substring(0, good.length() / 2)));
    JsonObject bad = pollAt("2026-11-20T12:15:00Z");
    assertEquals("error", bad.getString("last_outcome"));
    assertTrue(bad.getString("last_error").contains("book_summary.BTC.20261120T121500Z.json rejected"),
        bad.getString("last_error"));
    assertEquals(0, TestDb.count(server.db,
        "SELECT count(*) FROM deribit_option_quotes WHERE ts = '2026-11-20T12:15:00Z'"));
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM deribit_index"));

    // well-formed JSON holding a future among the options: rejected whole too
    upstream.serve(BOOK, utf8(DeribitSamples.book(List.of(DeribitSamples.opt("BTC-25DEC26-90000-C", "10", "1"),
        DeribitSamples.opt("BTC-PERPETUAL", "183180", "6.24")))));
    JsonObject future = pollAt("2026-11-20T12:30:00Z");
    assertTrue(future.getString("last_error").contains("BTC-PERPETUAL"), future.getString("last_error"));
    assertEquals(12, TestDb.count(server.db, "SELECT count(*) FROM deribit_option_quotes"));
    assertEquals("2026-11-20T12:00:00Z", server.json("/api/markets/options/btc").getJsonObject("data").getString("ts"));

    // an HTTP error is an error outcome too
    upstream.fail(INDEX, 502);
    JsonObject down = pollAt("2026-11-20T12:45:00Z");
    assertTrue(down.getString("last_error").contains("HTTP 502"), down.getString("last_error"));
  }
}
