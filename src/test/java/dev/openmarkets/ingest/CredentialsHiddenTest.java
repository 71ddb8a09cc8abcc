package dev.openmarkets.ingest;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.MacroKinds;
import dev.openmarkets.macro.fred.FredVintages;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * ALFRED takes its key in the query string, and a failed poll reports the URL that failed: /stats
 * (public) and poll_status show that URL with the key replaced by ***, never the key.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("ingest_credentials_hidden")
class CredentialsHiddenTest {
  private static final String KEY = "s3cr3tK3yValue";

  private TestServer server;

  @Test
  void aFailedPollShowsTheUrlWithoutTheKey() throws Exception {
    try (LocalUpstream upstream = new LocalUpstream()) {
      upstream.fail("/obs?series_id=WALCL&api_key=" + KEY
          + "&file_type=json&realtime_start=1776-07-04&realtime_end=9999-12-31", 503);
      UpstreamConfig cfg = UpstreamConfigs.named("fred-alfred")
          .baseUrl(upstream.baseUrl() + "/obs")
          .timeoutSeconds(5)
          .backfillDays(0)
          .userAgent(UA)
          .build();
      JsonObject status = Polls.once(server, "fred-alfred", new SnapshotPoller(cfg, server.service.pool(),
          Clock.systemUTC(), new FredVintages(List.of("WALCL"), KEY, MacroKinds.FRED_JSON)));
      assertEquals(1, upstream.paths().size(), "the poller did ask, with its key: " + upstream.paths());
      String reported = status.encode();
      assertTrue(reported.contains("api_key=***"), reported);
      assertFalse(reported.contains(KEY), reported);
      String stats = server.get("/stats").body();
      assertFalse(stats.contains(KEY), stats);
    }
  }

  @Test
  void onlyTheCredentialsValueIsHidden() {
    assertEquals("HTTP 503 from https://api.stlouisfed.org/fred/series/observations?series_id=WALCL&api_key=***"
        + "&file_type=json", Redaction.text("HTTP 503 from https://api.stlouisfed.org/fred/series/observations"
        + "?series_id=WALCL&api_key=abc123&file_type=json"));
    assertEquals("x?token=*** and y?KEY=***#f", Redaction.text("x?token=t0k and y?KEY=v#f"));
    assertEquals("https://www.sec.gov/cgi-bin/browse-edgar?action=getcurrent&type=4",
        Redaction.text("https://www.sec.gov/cgi-bin/browse-edgar?action=getcurrent&type=4"));
  }
}
