package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.answer.Answers;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TcpProxy;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A database that hangs (connections open, nothing answered): a cache miss ends at the miss
 * deadline (the router-to-family hop's) with a 503,
 * cached answers keep coming at once, and the next miss succeeds when the database answers again.
 */
@Tag("db")
class DatabaseStallTest {
  private static final String CACHED = "/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30";

  @Test
  void aHungDatabaseGivesA503AtTheDeadline() throws Exception {
    Database real = TestDb.freshDatabase("stall");
    DbUrl u = real.url();
    try (TcpProxy proxy = new TcpProxy(u.host(), u.port())) {
      Database viaProxy = Database.external(new DbUrl("127.0.0.1", proxy.port(), u.database(), u.user(), u.password()));
      try (TestServer s = TestServer.start(viaProxy, new JsonObject(), null)) {
        Ingest.load(s, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
        assertEquals(200, s.get(CACHED).statusCode());
        proxy.stall();
        try {
          long t0 = System.nanoTime();
          HttpResponse<String> miss = s.get("/api/markets/short-volume?symbol=MSFT&from=2026-10-01&to=2026-11-20");
          long ms = (System.nanoTime() - t0) / 1_000_000;
          assertEquals(503, miss.statusCode(), miss.body());
          assertEquals("unavailable", new JsonObject(miss.body()).getString("error"));
          assertTrue(ms >= Answers.MISS_DEADLINE_MILLIS - 500 && ms < Answers.MISS_DEADLINE_MILLIS + 3_000,
              "the 503 comes at the deadline, took " + ms + " ms");
          t0 = System.nanoTime();
          assertEquals(200, s.get(CACHED).statusCode(), "a cached answer while the database hangs");
          assertTrue((System.nanoTime() - t0) / 1_000_000 < 2_000, "and at once");
        } finally {
          proxy.unstall();
        }
        HttpResponse<String> after = s.get("/api/markets/short-volume?symbol=MSFT&from=2026-10-02&to=2026-11-30");
        assertEquals(200, after.statusCode(), after.body());
        assertEquals(1, new JsonObject(after.body()).getJsonArray("data").size());
      }
    }
  }
}
