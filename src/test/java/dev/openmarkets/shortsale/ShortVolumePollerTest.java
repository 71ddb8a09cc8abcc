package dev.openmarkets.shortsale;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.PollBackoff;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.ingest.poll.DatedFilePoller;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The FINRA short-volume poller against a real HTTP server started here, serving files in the
 * upstream format: discovery of due files, absent days, idempotent re-fetch, a garbled file
 * rejected whole with its reason in /stats while the earlier data keeps serving.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("poller")
class ShortVolumePollerTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-18T20:00:00Z"), ZoneOffset.UTC);
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

  private UpstreamConfig config() {
    return UpstreamConfigs.named("finra-short-volume")
        .baseUrl(upstream.baseUrl() + "/equity/regsho/daily")
        .timeoutSeconds(5)
        .backfillDays(5)
        .userAgent(UA)
        .path("/CNMSshvol{yyyyMMdd}.txt")
        .build();
  }

  private static byte[] dayFile(String yyyymmdd) throws Exception {
    return Ingest.sample("finra/CNMSshvol20261117.txt").replace("20261117", yyyymmdd).getBytes(StandardCharsets.ISO_8859_1);
  }

  private JsonObject pollOnce() throws Exception {
    return Polls.once(server, "finra-short-volume", new DatedFilePoller(config(), ShortSaleFamily.SHORT_VOLUME,
        Schedules.weekdays(), d -> "CNMSshvol" + DateTimeFormatter.BASIC_ISO_DATE.format(d.date()) + ".txt",
        server.service.pool(), CLOCK));
  }

  @Test
  void pollLoadsDueFilesSkipsAbsentDaysIsIdempotentAndRejectsGarbage() throws Exception {
    upstream.serve("/equity/regsho/daily/CNMSshvol20261116.txt", dayFile("20261116"));
    upstream.serve("/equity/regsho/daily/CNMSshvol20261117.txt", dayFile("20261117"));

    JsonObject first = pollOnce();
    assertEquals("finra-short-volume", first.getString("poller"));
    assertEquals(0, first.getInteger("consecutive_failures"));
    assertEquals(2, first.getInteger("files_loaded"));
    // backfill 5 days from 2026-11-18: the weekdays 13, 16, 17 and 18 were asked for, once each
    assertEquals(List.of("/equity/regsho/daily/CNMSshvol20261113.txt", "/equity/regsho/daily/CNMSshvol20261116.txt",
        "/equity/regsho/daily/CNMSshvol20261117.txt", "/equity/regsho/daily/CNMSshvol20261118.txt"), upstream.paths());
    assertTrue(upstream.seen().stream().allMatch(r -> UA.equals(r.userAgent())));
    JsonArray rows = server.json("/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30").getJsonArray("data");
    assertEquals(2, rows.size());
    assertEquals("1893402.125", rows.getJsonObject(1).getString("shortVolume"));
    long version = server.json("/stats").getJsonObject("datasets").getJsonObject("short-volume").getLong("version");

    // the same files fetched again (bookmark lost) change nothing
    TestDb.exec(server.db, "DELETE FROM ingest_files");
    upstream.forget();
    JsonObject again = pollOnce();
    assertEquals(0, again.getInteger("consecutive_failures"));
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM ingest_files WHERE status = 'loaded' AND unchanged = 5 AND inserted = 0 AND updated = 0"));
    assertEquals(version, server.json("/stats").getJsonObject("datasets").getJsonObject("short-volume").getLong("version"));
    assertEquals(10, TestDb.count(server.db, "SELECT count(*) FROM short_volume"));

    // a garbled file (trailer cut off: a truncated download) is rejected whole, with its reason in /stats
    String truncated = new String(dayFile("20261118"), StandardCharsets.ISO_8859_1);
    truncated = truncated.substring(0, truncated.indexOf("20261118|MSFT"));
    upstream.serve("/equity/regsho/daily/CNMSshvol20261118.txt", truncated.getBytes(StandardCharsets.ISO_8859_1));
    JsonObject bad = pollOnce();
    assertEquals("error", bad.getString("last_outcome"));
    assertTrue(bad.getString("last_error").contains("CNMSshvol20261118.txt rejected"), bad.getString("last_error"));
    assertEquals(1, bad.getInteger("consecutive_failures"));
    JsonObject rejected = server.json("/stats").getJsonArray("recentRejectedFiles").getJsonObject(0);
    assertEquals("CNMSshvol20261118.txt", rejected.getString("name"));
    assertTrue(rejected.getString("reason").length() > 5);
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM short_volume WHERE trade_date = '2026-11-18'"));
    assertEquals(2, server.json("/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30").getJsonArray("data").size());

    // an upstream error page is an error outcome too, and the earlier data still serves
    upstream.fail("/equity/regsho/daily/CNMSshvol20261118.txt", 503);
    JsonObject down = pollOnce();
    assertTrue(down.getString("last_error").contains("HTTP 503"), down.getString("last_error"));
    assertEquals(200, server.get("/api/markets/short-volume?symbol=MSFT&days=30&to=2026-11-30").statusCode());
  }

  @Test
  void backoffGrowsExponentiallyAndResetsOnSuccess() {
    PollBackoff p = new PollBackoff(3600_000L);
    assertEquals(30_000, p.next(false));
    assertEquals(60_000, p.next(false));
    assertEquals(120_000, p.next(false));
    for (int i = 0; i < 20; i++) {
      p.next(false);
    }
    assertEquals(3600_000L * 8, p.next(false));
    assertEquals(3600_000, p.next(true));
    assertEquals(30_000, p.next(false));
  }
}
