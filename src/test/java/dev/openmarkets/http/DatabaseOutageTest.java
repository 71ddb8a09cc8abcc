package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.access.ApiKeys;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TcpProxy;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The database goes away for 30 s behind a TCP relay the test cuts: uncached JSON and CSV answer
 * 503 with Retry-After (through the event-bus hop too), cached answers stay 200 for keyless and
 * keyed clients alike (a known key keeps its tier), /ready says 503, the log holds a few counted
 * lines rather than a trace per request, and everything recovers without a restart.
 */
@Tag("db")
class DatabaseOutageTest {
  private static final String CACHED = "/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30";

  @Test
  void outageGives503sServesTheCacheAndRecovers() throws Exception {
    long started = System.currentTimeMillis();
    Database real = TestDb.freshDatabase("outage");
    DbUrl u = real.url();
    try (TcpProxy proxy = new TcpProxy(u.host(), u.port())) {
      Database viaProxy = Database.external(new DbUrl("127.0.0.1", proxy.port(), u.database(), u.user(), u.password()));
      JsonObject limits = new JsonObject().put("rateLimit",
          new JsonObject().put("keylessPerMinute", 5000).put("keyedPerMinute", 9000));
      try (TestServer s = TestServer.start(viaProxy, limits, null)) {
        System.out.println("outage: server up " + (System.currentTimeMillis() - started) + " ms");
        Ingest.load(s, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
        String key = ApiKeys.generate();
        TestDb.exec(real, "INSERT INTO api_keys (prefix, key_hash, label) VALUES ('" + ApiKeys.prefix(key) + "', '"
            + ApiKeys.hash(key) + "', 'outage test')");
        assertEquals(200, s.get(CACHED).statusCode());
        assertEquals("9000", s.get(CACHED, "x-api-key", key).headers().firstValue("RateLimit-Limit").orElse(null));

        List<LogRecord> logged = new CopyOnWriteArrayList<>();
        Handler counter = new Handler() {
          @Override
          public void publish(LogRecord r) {
            if (r.getLevel().intValue() >= Level.INFO.intValue()) {
              logged.add(r);
            }
          }

          @Override
          public void flush() {
          }

          @Override
          public void close() {
          }
        };
        Logger root = Logger.getLogger("");
        root.addHandler(counter);
        int requests = 0;
        try {
          proxy.cut();
          long end = System.currentTimeMillis() + 30_000;
          int i = 0;
          while (System.currentTimeMillis() < end) {
            String miss = "/api/markets/short-volume?symbol=MSFT&from=2026-10-01&to=2026-11-" + (10 + i % 20);
            long t0 = System.nanoTime();
            HttpResponse<String> json = s.get(miss);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(503, json.statusCode(), json.body());
            assertEquals("unavailable", new JsonObject(json.body()).getString("error"));
            assertNotNull(json.headers().firstValue("Retry-After").orElse(null), "Retry-After on a JSON miss");
            assertTrue(ms < 6_000, "a 503 comes within the pool's deadline, took " + ms + " ms");
            HttpResponse<String> csv = s.get(miss.replace("short-volume?", "short-volume/csv?"));
            assertEquals(503, csv.statusCode(), csv.body());
            assertNotNull(csv.headers().firstValue("Retry-After").orElse(null), "Retry-After on CSV");
            assertEquals(503, s.get("/ready").statusCode());
            assertEquals(200, s.get(CACHED).statusCode(), "cached keyless answer during the outage");
            HttpResponse<String> keyed = s.get(CACHED, "x-api-key", key);
            assertEquals(200, keyed.statusCode(), "cached keyed answer during the outage: " + keyed.body());
            assertEquals("9000", keyed.headers().firstValue("RateLimit-Limit").orElse(null), "the key keeps its tier");
            requests += 5;
            i++;
            Thread.sleep(200);
          }
        } finally {
          root.removeHandler(counter);
        }
        System.out.println("outage: " + requests + " requests in 30 s of outage, " + logged.size() + " log lines");
        logged.forEach(r -> System.out.println("  " + r.getLevel() + " " + r.getLoggerName() + ": " + r.getMessage()));
        assertTrue(requests > 100, "the loop made requests: " + requests);
        assertTrue(logged.size() <= 10, "a few counted lines for a 30 s outage, not one per request: " + logged.size());

        proxy.restore();
        long restoredAt = System.currentTimeMillis();
        long deadline = restoredAt + 20_000;
        while (s.get("/ready").statusCode() != 200) {
          assertTrue(System.currentTimeMillis() < deadline, "ready again after the database came back");
          Thread.sleep(100);
        }
        System.out.println("outage: ready " + (System.currentTimeMillis() - restoredAt) + " ms after the database came back");
        HttpResponse<String> after = s.get("/api/markets/short-volume?symbol=MSFT&from=2026-10-02&to=2026-11-30");
        assertEquals(200, after.statusCode(), after.body());
        assertEquals(1, new JsonObject(after.body()).getJsonArray("data").size());
        System.out.println("outage: done " + (System.currentTimeMillis() - started) + " ms");
      }
      System.out.println("outage: closed " + (System.currentTimeMillis() - started) + " ms");
    }
  }
}
