package dev.openmarkets.shortsale;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.ingest.poll.DatedFilePoller;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Point in time through the real poller (issue 37, "Replay"): FINRA publishes a short-interest
 * file, the poller loads it, FINRA then corrects it under the same name and the poller's daily
 * recheck loads the correction. Answers recorded at each moment are given back byte for byte by
 * asOf that moment afterwards; no asOf answer holds a row known after its moment; the revision is
 * listed with its source file.
 */
@Tag("db")
class ShortInterestReplayTest {
  /** The poller's calendar only (which settlement dates are due); knownAt is the database's time. */
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-20T23:30:00Z"), ZoneOffset.UTC);
  private static final String PATH = "/finra-short-interest/shrt20261113.csv";
  private static final List<String> QUERIES = List.of("/api/markets/short-interest",
      "/api/markets/short-interest?symbol=AAPL", "/api/markets/short-interest?symbol=FLAT");

  private static AppConfig configPointingAt(LocalUpstream up) {
    JsonObject ups = new JsonObject().put("finra-short-interest", new JsonObject()
        .put("baseUrl", up.baseUrl() + "/finra-short-interest").put("backfillDays", 25).put("recheckDays", 30)
        .put("userAgent", UA));
    return ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", ups));
  }

  private static Deployable poller(TestServer server, LocalUpstream up) {
    return new ShortSaleFamily().pollers(configPointingAt(up), server.service.pool(), CLOCK).stream()
        .filter(p -> ((DatedFilePoller) p).source().equals("finra-short-interest")).findFirst().orElseThrow();
  }

  /** The bytes of an answer's data member: the envelope's first member, up to updatedAt. */
  private static String dataBytes(String body) {
    assertTrue(body.startsWith("{\"data\":"), body);
    return body.substring("{\"data\":".length(), body.indexOf(",\"updatedAt\":"));
  }

  private static Map<String, String> record(TestServer server) throws Exception {
    Map<String, String> out = new LinkedHashMap<>();
    for (String q : QUERIES) {
      HttpResponse<String> r = server.get(q);
      assertEquals(200, r.statusCode(), r.body());
      out.put(q, dataBytes(r.body()));
    }
    return out;
  }

  private static String asOf(String q, Instant at) {
    return q + (q.contains("?") ? "&" : "?") + "asOf=" + at;
  }

  @Test
  void aCorrectedFileIsANewVersionAndEveryRecordedAnswerComesBackByAsOf() throws Exception {
    try (TestServer server = TestServer.start("si_replay"); LocalUpstream up = new LocalUpstream()) {
      String original = Ingest.sample("finra/shrt20261113.csv");
      up.serve(PATH, original.getBytes(StandardCharsets.ISO_8859_1));
      Instant before = Instant.now().truncatedTo(ChronoUnit.MILLIS);
      Thread.sleep(5);
      assertEquals(1, Polls.once(server, "finra-short-interest", poller(server, up)).getInteger("files_loaded"));
      Thread.sleep(5);
      Instant m1 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
      Map<String, String> atM1 = record(server);
      assertTrue(atM1.get("/api/markets/short-interest?symbol=AAPL").contains("\"shortQty\":98123456"));

      // FINRA corrects the file under the same name; the poller rechecks loaded files once a day
      String corrected = original.replace("|98123456|95000000|", "|99999999|95000000|");
      assertNotEquals(original, corrected);
      up.serve(PATH, corrected.getBytes(StandardCharsets.ISO_8859_1));
      TestDb.exec(server.db, "UPDATE ingest_files SET at = at - interval '2 days' WHERE source = 'finra-short-interest'");
      Thread.sleep(5);
      Polls.once(server, "finra-short-interest", poller(server, up));
      Thread.sleep(5);
      Instant m2 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
      Map<String, String> atM2 = record(server);
      assertTrue(atM2.get("/api/markets/short-interest?symbol=AAPL").contains("\"shortQty\":99999999"));
      assertEquals(2, up.seen().stream().filter(s -> s.path().equals(PATH)).count(), "fetched again by the recheck");

      // the recorded answers, byte for byte
      for (String q : QUERIES) {
        assertEquals(atM1.get(q), dataBytes(server.get(asOf(q, m1)).body()), q + " as of " + m1);
        assertEquals(atM2.get(q), dataBytes(server.get(asOf(q, m2)).body()), q + " as of " + m2);
        assertEquals(atM2.get(q), dataBytes(server.get(q).body()), q + " latest");
      }
      // before anything was known: a 400 naming the earliest moment
      HttpResponse<String> early = server.get(asOf("/api/markets/short-interest", before));
      assertEquals(400, early.statusCode(), early.body());
      assertTrue(new JsonObject(early.body()).getString("detail").contains("before the earliest moment short-interest can answer"));

      // no look-ahead at random moments between the first load and now
      Random random = new Random(37);
      long span = Instant.now().toEpochMilli() - m1.toEpochMilli();
      for (int i = 0; i < 20; i++) {
        Instant at = m1.plusMillis((long) (random.nextDouble() * span));
        for (String q : QUERIES) {
          for (Object o : server.json(asOf(q, at)).getJsonArray("data")) {
            Instant known = Instant.parse(((JsonObject) o).getString("knownAt"));
            assertFalse(known.isAfter(at), q + " as of " + at + " holds a row known at " + known);
          }
        }
      }

      // the revision, with the file that brought it
      JsonArray revisions = server.json("/api/markets/short-interest/revisions").getJsonArray("data");
      JsonObject qty = revisions.stream().map(o -> (JsonObject) o).filter(r -> r.getString("field").equals("shortQty"))
          .findFirst().orElseThrow(() -> new AssertionError(revisions.encodePrettily()));
      assertEquals("AAPL", qty.getJsonObject("key").getString("symbol"));
      assertEquals("98123456", qty.getString("previous"));
      assertEquals("99999999", qty.getString("new"));
      assertEquals("finra-short-interest/shrt20261113.csv", qty.getString("source"));
      Instant revisedAt = Instant.parse(qty.getString("knownAt"));
      assertTrue(revisedAt.isAfter(m1) && !revisedAt.isAfter(m2), revisedAt.toString());
      assertEquals(0, server.json("/api/markets/short-interest/revisions?asOf=" + m1).getJsonArray("data").size());
      // a knownAt as printed (to the millisecond), asked back as asOf, includes its version
      JsonObject aapl = server.json(asOf("/api/markets/short-interest?symbol=AAPL", revisedAt)).getJsonArray("data")
          .getJsonObject(0);
      assertEquals(99999999L, aapl.getLong("shortQty"));
      assertEquals(qty.getString("knownAt"), aapl.getString("knownAt"));
      assertEquals(98123456L, server.json(asOf("/api/markets/short-interest?symbol=AAPL", revisedAt.minusMillis(1)))
          .getJsonArray("data").getJsonObject(0).getLong("shortQty"));

      // CSV: the known_at column only when asOf is asked
      String csv = server.get("/api/markets/short-interest/csv").body();
      assertFalse(csv.lines().findFirst().orElseThrow().contains("known_at"), csv);
      String csvAsOf = server.get("/api/markets/short-interest/csv?asOf=" + m1).body();
      assertTrue(csvAsOf.lines().findFirst().orElseThrow().endsWith(",known_at"), csvAsOf);
      assertTrue(csvAsOf.contains("AAPL,98123456,"), csvAsOf);
    }
  }
}
