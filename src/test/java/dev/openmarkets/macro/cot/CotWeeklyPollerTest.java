package dev.openmarkets.macro.cot;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.MacroKinds;
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
 * The CFTC poller against a local server: the first poll takes the yearly zips (absent here, so it
 * fails and says so), the next one after the Friday release the header-less weekly files, read by
 * position into /cot.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_cot_weekly")
class CotWeeklyPollerTest {
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
  void afterTheFirstPollTheWeeklyFilesAreFetchedAndReadByPosition() throws Exception {
    String week1 = CotWeeklyFilesTest.tffLine("2026-11-10", "261110", "FutOnly");
    String week2 = CotWeeklyFilesTest.tffLine("2026-11-17", "261117", "FutOnly")
        .replace("    9000", "   12000");
    upstream.serve("/newcot/FinFutWk.txt", (week2 + "\r\n").getBytes(StandardCharsets.US_ASCII));
    UpstreamConfig cfg = UpstreamConfigs.named("cftc-cot")
        .baseUrl(upstream.baseUrl() + "/history")
        .intervalSeconds(21600)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .build();
    CotSources sources = new CotSources(MacroKinds.COT, upstream.baseUrl() + "/newcot");
    Clock friday = Clock.fixed(Instant.parse("2026-11-20T21:00:00Z"), ZoneOffset.UTC);
    JsonObject first = Polls.once(server, "cftc-cot", new SnapshotPoller(cfg, server.service.pool(), friday, sources));
    assertEquals(1, first.getInteger("consecutive_failures"));
    assertTrue(upstream.paths().contains("/history/fut_fin_txt_2026.zip"), upstream.paths().toString());
    // last week's report came through `import` of last week's weekly file
    assertTrue(dev.openmarkets.testing.Ingest.load(server, "cot", "FinFutWk.txt", week1 + "\r\n").loaded());

    upstream.forget();
    JsonObject second = Polls.once(server, "cftc-cot", new SnapshotPoller(cfg, server.service.pool(), friday, sources));
    // FinFutWk.txt loads; f_disagg.txt is not served here, so the poll stops there with the error
    assertEquals(List.of("/newcot/FinFutWk.txt", "/newcot/f_disagg.txt"), upstream.paths());
    assertTrue(second.getString("last_error", "").contains("f_disagg.txt"), second.encode());
    assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM cot_reports WHERE cftc_code = '092741'"));
    JsonObject chf = server.json("/api/markets/cot/chf").getJsonArray("data").getJsonObject(0);
    assertEquals("2026-11-17", chf.getString("reportDate"));
    // specNet = 12000 - 14250; the week before 9000 - 14250; change = -2250 - (-5250)
    assertEquals(-2250L, chf.getLong("specNet"));
    assertEquals(3000L, chf.getLong("specNetChange"));
    assertEquals(50123L, chf.getLong("openInterest"));
  }
}
