package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Bad input never reaches a 5xx: every dataset, every parameter, a list of hostile values. */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("hostile")
class HostileInputTest {
  private static final List<String> VALUES = List.of("%ZZ", "%00", "99999999999999999999", "-0", "1e3", "0x10",
      "0000-00-00", "9999-99-99", "2026-02-30", "%27%20OR%201%3D1--", "%E2%98%83", "x".repeat(3000), "%20",
      "NaN", "-1", "true", "2026-11-20T25:61:00Z", "%3Cscript%3E", "..%2F..%2Fetc%2Fpasswd");
  private TestServer server;

  @Test
  void noParameterValueCausesA5xx() throws Exception {
    int requests = 0;
    for (Dataset ds : Catalog.datasets(Families.all())) {
      if (ds.path().contains("{")) {
        continue;
      }
      for (var p : ds.params()) {
        for (String v : VALUES) {
          for (String suffix : List.of("", "/csv")) {
            String[] r = raw(ds.path() + suffix + "?" + p.name() + "=" + v);
            requests++;
            int status = Integer.parseInt(r[0]);
            assertTrue(status < 500, ds.name() + suffix + " " + p.name() + "=" + v + " -> " + status + " " + r[1]);
            if (status >= 400) {
              JsonObject body = new JsonObject(r[1]);
              assertTrue(body.containsKey("error") && body.containsKey("detail"), r[1]);
              assertTrue(!body.getString("detail").contains("Exception"), r[1]);
            }
          }
        }
      }
    }
    assertTrue(requests > 100);
  }

  @Test
  void pathTricksAre404s() throws Exception {
    for (String path : List.of("/api/markets/short-volume/../../etc/passwd", "/api/markets/%2e%2e/",
        "/api/markets/short-volume/csv/csv", "/api/markets/short-volume%00", "/api/markets/%ZZ")) {
      String[] r = raw(path);
      assertTrue(r[0].equals("404") || r[0].equals("400"), path + " -> " + r[0]);
      assertTrue(new JsonObject(r[1]).containsKey("error"), path + " -> " + r[1]);
    }
  }

  /** A request written on a socket, so malformed escapes reach the server as sent: [status, body]. */
  private String[] raw(String pathAndQuery) throws Exception {
    try (java.net.Socket s = new java.net.Socket("127.0.0.1", Integer.parseInt(server.base.substring(server.base.lastIndexOf(':') + 1)))) {
      s.setSoTimeout(10_000);
      s.getOutputStream().write(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
          .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      String resp = new String(s.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      String status = resp.substring(9, 12);
      int bodyAt = resp.indexOf("\r\n\r\n");
      String body = bodyAt < 0 ? "" : resp.substring(bodyAt + 4);
      if (resp.toLowerCase().contains("transfer-encoding: chunked")) {
        body = body.substring(body.indexOf("\r\n") + 2);
      }
      return new String[] {status, body};
    }
  }
}
