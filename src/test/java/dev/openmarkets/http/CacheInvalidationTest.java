package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The cache through HTTP: hits, 304 from a cached ETag, and invalidation by an ingest commit (local or NOTIFY). */
@Tag("db")
class CacheInvalidationTest {
  private static final String PATH = "/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30";

  @Test
  void anIngestCommitInvalidatesCachedAnswers() throws Exception {
    try (TestServer s = TestServer.start("cache")) {
      String file = Ingest.sample("finra/CNMSshvol20261117.txt");
      Ingest.load(s, "short-volume", "CNMSshvol20261117.txt", file);
      HttpResponse<String> first = s.get(PATH);
      long queries = s.service.metrics().datasetQueries.sum();
      HttpResponse<String> second = s.get(PATH);
      assertEquals(first.body(), second.body());
      assertEquals(queries, s.service.metrics().datasetQueries.sum(), "the second answer came from the cache");
      String etag = second.headers().firstValue("etag").orElseThrow();
      assertEquals(304, s.get(PATH, "If-None-Match", etag).statusCode());

      Ingest.load(s, "short-volume", "CNMSshvol20261118.txt", file.replace("20261117", "20261118"));
      HttpResponse<String> fresh = s.get(PATH);
      assertTrue(fresh.body().contains("2026-11-18"), fresh.body());
      assertNotEquals(etag, fresh.headers().firstValue("etag").orElseThrow());
      assertEquals(200, s.get(PATH, "If-None-Match", etag).statusCode());
    }
  }

  @Test
  void aCommitByAnotherProcessArrivesByNotify() throws Exception {
    try (TestServer s = TestServer.start("cache_notify")) {
      Ingest.load(s, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
      String before = s.get(PATH).body();
      // what `import` in another process does: write, bump the version and NOTIFY, in one transaction
      TestDb.exec(s.db, "BEGIN; INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market) VALUES ('2026-11-19', 'MSFT', 1, 0, 2, 'Q'); "
          + "UPDATE dataset_state SET version = version + 1, updated_at = now() WHERE dataset = 'short-volume'; "
          + "SELECT pg_notify('dataset_changed', 'short-volume'); COMMIT;");
      long deadline = System.currentTimeMillis() + 10_000;
      String after = before;
      while (after.equals(before) && System.currentTimeMillis() < deadline) {
        Thread.sleep(50);
        after = s.get(PATH).body();
      }
      assertTrue(after.contains("2026-11-19"), after);
    }
  }
}
