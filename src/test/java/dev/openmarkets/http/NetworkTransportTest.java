package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.openmarkets.config.ConfigException;
import dev.openmarkets.testing.TestConfigs;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import io.vertx.core.transport.Transport;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Configuration "network": which transport each setting gives, and that each one serves a cache miss. */
class NetworkTransportTest {

  @Test
  void autoTakesTheFirstUsableOfIoUringEpollNio() {
    Transport expected = NetworkTransport.usable(Transport.IO_URING) ? Transport.IO_URING
        : NetworkTransport.usable(Transport.EPOLL) ? Transport.EPOLL : Transport.NIO;
    assertEquals(expected, NetworkTransport.choose("auto"));
    assertEquals(Transport.NIO, NetworkTransport.choose("nio"));
  }

  @Test
  void anUnknownSettingIsRefusedByName() {
    ConfigException e = assertThrows(ConfigException.class, () -> NetworkTransport.choose("uring"));
    assertEquals("network must be one of [auto, io_uring, epoll, nio], got 'uring'", e.getMessage());
  }

  @Test
  void anExplicitTransportThisMachineLacksIsAStartUpError() {
    assumeTrue(!NetworkTransport.usable(Transport.IO_URING), "io_uring is usable here");
    ConfigException e = assertThrows(ConfigException.class, () -> NetworkTransport.choose("io_uring"));
    assertTrue(e.getMessage().startsWith("network is 'io_uring' but this machine cannot use it"), e.getMessage());
  }

  @Tag("db")
  @ParameterizedTest
  @ValueSource(strings = {"io_uring", "epoll", "nio"})
  void everyTransportAnswersAMissFromPostgres(String network) throws Exception {
    Transport t = switch (network) {
      case "io_uring" -> Transport.IO_URING;
      case "epoll" -> Transport.EPOLL;
      default -> Transport.NIO;
    };
    assumeTrue(NetworkTransport.usable(t), network + " is not usable on this machine");
    JsonObject config = TestConfigs.cacheOff().put("network", network);
    try (TestServer s = TestServer.start("network_" + network, config)) {
      assertEquals(network, s.service.network());
      TestDb.exec(s.db, "INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market) VALUES ('2026-11-20', 'ABC', 1500, 10, 4000.5, 'Q')");
      HttpResponse<String> r = s.get("/api/markets/short-volume?symbol=ABC");
      assertEquals(200, r.statusCode(), r.body());
      JsonObject row = new JsonObject(r.body()).getJsonArray("data").getJsonObject(0);
      assertEquals("ABC", row.getString("symbol"));
      assertEquals("4000.5", row.getString("totalVolume"));
    }
  }
}
