package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Requests the HTTP codec refuses before any router (too long a request line, too large headers,
 * broken syntax) still get the one JSON error body, the version header, and a closed connection.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("codec_refusal")
class CodecRefusalTest {
  private TestServer server;

  @Test
  void tooLongRequestLineIs414WithTheErrorBody() throws Exception {
    String[] r = raw("GET /api/markets/short-volume?symbol=" + "A".repeat(10_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
    assertEquals("414", r[0], r[1]);
    assertErrorBody(r, "uri_too_long");
  }

  @Test
  void tooLargeHeadersAre431WithTheErrorBody() throws Exception {
    String[] r = raw("GET /api/markets/short-volume HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "b".repeat(20_000) + "\r\n\r\n");
    assertEquals("431", r[0], r[1]);
    assertErrorBody(r, "headers_too_large");
  }

  @Test
  void malformedRequestIs400WithTheErrorBody() throws Exception {
    String[] r = raw("GET /health HTTP/1.1\r\nHost: localhost\r\nbad header line without colon\r\n\r\n");
    assertEquals("400", r[0], r[1]);
    assertErrorBody(r, "invalid_parameter");
    String[] v = raw("GET /health HTTP/9.x\r\nHost: localhost\r\n\r\n");
    assertEquals("400", v[0], v[1]);
    assertErrorBody(v, "invalid_parameter");
  }

  @Test
  void theServerStillAnswersAfterRefusals() throws Exception {
    raw("GET /" + "x".repeat(10_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
    assertEquals(200, server.get("/health").statusCode());
  }

  private static void assertErrorBody(String[] r, String code) {
    assertTrue(r[2].toLowerCase().contains("content-type: application/json; charset=utf-8"), r[2]);
    assertTrue(r[2].toLowerCase().contains("x-api-version: 2026-09-15"), r[2]);
    assertTrue(r[2].toLowerCase().contains("connection: close"), r[2]);
    JsonObject body = new JsonObject(r[1]);
    assertEquals(code, body.getString("error"));
    assertTrue(body.getString("detail").length() > 10, r[1]);
    assertEquals("https://openmarkets.test/docs", body.getString("docs"));
  }

  /** Writes the bytes as sent and reads until the server closes: [status, body, head]. */
  private String[] raw(String request) throws Exception {
    int port = Integer.parseInt(server.base.substring(server.base.lastIndexOf(':') + 1));
    try (Socket s = new Socket("127.0.0.1", port)) {
      s.setSoTimeout(10_000);
      s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
      s.getOutputStream().flush();
      InputStream in = s.getInputStream();
      String resp = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      int bodyAt = resp.indexOf("\r\n\r\n");
      return new String[] {resp.substring(9, 12), resp.substring(bodyAt + 4), resp.substring(0, bodyAt)};
    }
  }
}
