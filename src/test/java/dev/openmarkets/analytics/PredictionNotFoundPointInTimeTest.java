package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.Replays;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * predictions/{slug} 404 as of a moment (issue 37): a market first stored by a later poll is
 * unknown as of a moment before it (what the check answered then), known after it and without
 * asOf; a slug never stored is unknown either way. Moments are the database's clock.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("predictions_notfound_pit")
class PredictionNotFoundPointInTimeTest {
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
      .withZone(ZoneOffset.UTC);
  /** A market of the Fed event that only the second poll lists. */
  private static final String HOLD = """
      , {"id": "9004", "slug": "fed-hold-dec", "question": "Will the Fed hold in December?",
         "outcomes": "[\\"Yes\\", \\"No\\"]", "outcomePrices": "[\\"0.4\\", \\"0.6\\"]",
         "volume": "70", "volume24hr": 5, "liquidity": "3", "endDate": "2026-12-10T19:00:00Z", "closed": false}]}]
      """;
  private TestServer server;

  private void load(Instant at, String body) throws Exception {
    FileOutcome o = Ingest.load(server, "predictions", "gamma-events-" + STAMP.format(at) + ".json", body);
    assertTrue(o.loaded(), o.reason());
  }

  @Test
  void aMarketFirstStoredLaterIsUnknownAsOfBefore() throws Exception {
    Instant t1 = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    load(t1, GammaSamples.events("0.61", "0.2", "0.8"));
    Instant between = Replays.moment();
    // the next poll's file is stamped a second later
    Thread.sleep(Math.max(0, Duration.between(Instant.now(), between.truncatedTo(ChronoUnit.SECONDS).plusSeconds(1))
        .toMillis()) + 5);
    String second = GammaSamples.events("0.62", "0.3", "0.7");
    int end = second.lastIndexOf("}]}]");
    load(Instant.now().truncatedTo(ChronoUnit.SECONDS), second.substring(0, end + 1) + HOLD);
    Instant after = Replays.moment();

    String hold = "/api/markets/predictions/fed-hold-dec";
    Replays.assertNotFound(server, Replays.asOf(hold, between), "Unknown prediction market 'fed-hold-dec' as of " + between + ".");
    Replays.assertNotFound(server, Replays.asOf(hold + "/csv", between), "Unknown prediction market 'fed-hold-dec' as of " + between + ".");
    assertEquals("Will the Fed hold in December?", server.json(Replays.asOf(hold, after)).getJsonObject("data")
        .getString("question"));
    assertEquals(200, server.get(hold).statusCode());
    assertEquals(200, server.get(Replays.asOf("/api/markets/predictions/fed-cut-dec", between)).statusCode());
    Replays.assertNotFound(server, "/api/markets/predictions/no-such-market", "Unknown prediction market 'no-such-market'.");
    Replays.assertNotFound(server, Replays.asOf("/api/markets/predictions/no-such-market", after),
        "Unknown prediction market 'no-such-market' as of " + after + ".");
  }
}
