package dev.openmarkets.crypto.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** --demo fills every crypto endpoint with the labelled SAMPLE data generated relative to now. */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CryptoDemoTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    server = TestServer.start("crypto_demo", new JsonObject().put("demo", true));
  }

  @AfterAll
  void stop() throws Exception {
    server.close();
  }

  @Test
  void dump() throws Exception {
    for (String p : new String[] {"/api/markets/symbols", "/api/markets/funding-rates", "/api/markets/funding-rates/btc",
        "/api/markets/open-interest/btc?limit=3", "/api/markets/liquidations", "/api/markets/liquidations/recent?limit=3",
        "/api/markets/liquidations/history?limit=3"}) {
      String body = server.get(p).body();
      System.out.println(p + " -> " + (body.length() > 3000 ? body.substring(0, 3000) : body));
    }
    assertTrue(true);
  }
}
