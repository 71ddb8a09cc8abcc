package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The benchmark-only routes exist only behind configuration "benchRoutes" (off by default). */
@Tag("db")
class BenchRoutesTest {

  @Test
  void benchRoutesAre404ByDefault() throws Exception {
    try (TestServer s = TestServer.start("bench_off")) {
      for (String path : new String[] {"/bench/plaintext", "/bench/bytes/10", "/bench/hop", "/bench/db"}) {
        HttpResponse<String> r = s.get(path);
        assertEquals(404, r.statusCode(), path);
        assertEquals("not_found", new JsonObject(r.body()).getString("error"));
      }
    }
  }

  @Test
  void benchRoutesAnswerWhenTheFlagIsOn() throws Exception {
    try (TestServer s = TestServer.start("bench_on", new JsonObject().put("benchRoutes", true))) {
      HttpResponse<String> plain = s.get("/bench/plaintext");
      assertEquals(200, plain.statusCode());
      assertEquals("Hello, World!", plain.body());
      assertEquals("text/plain", plain.headers().firstValue("content-type").orElseThrow());

      assertEquals("x".repeat(100), s.get("/bench/bytes/100").body());
      assertEquals("Hello, World!", s.get("/bench/hop").body());

      TestDb.exec(s.db, "INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market) VALUES ('2026-11-20', 'ABC', 1500, 10, 4000.5, 'Q')");
      HttpResponse<String> db = s.get("/bench/db");
      assertEquals(200, db.statusCode(), db.body());
      JsonObject row = new JsonObject(db.body());
      assertEquals("ABC", row.getString("symbol"));
      assertEquals("2026-11-20", row.getString("date"));
      assertEquals("4000.5", row.getString("totalVolume"));
    }
  }
}
