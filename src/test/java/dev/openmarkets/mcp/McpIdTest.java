package dev.openmarkets.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigInteger;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * JSON-RPC ids over real HTTP (issue 36): any valid JSON body parses, however long its numbers; an
 * integer id is echoed digit for digit; a number id with a fraction or an exponent, or an integer of
 * more than 1,000 digits, is -32600 with a null id, never -32700 and never a rounded double.
 */
@WithServer("mcp_ids")
class McpIdTest {
  private static final String BIG = "12345678901234567890123";

  private static TestServer server;
  private static McpClient client;

  @BeforeAll
  static void client() {
    client = new McpClient(server.base, "2025-06-18");
  }

  @Test
  void anIntegerBeyondLongIsEchoedDigitForDigit() throws Exception {
    HttpResponse<String> r = client.post(ping(BIG));
    assertEquals(200, r.statusCode(), r.body());
    assertEquals("{\"jsonrpc\":\"2.0\",\"id\":" + BIG + ",\"result\":{}}", r.body());
    assertEquals(new BigInteger(BIG), new JsonObject(r.body()).getValue("id"));
  }

  @Test
  void integersUpToAThousandDigitsAreEchoed() throws Exception {
    String thousand = "-" + "9".repeat(1000);
    HttpResponse<String> r = client.post(ping(thousand));
    assertEquals(200, r.statusCode());
    assertEquals("{\"jsonrpc\":\"2.0\",\"id\":" + thousand + ",\"result\":{}}", r.body());
    assertEquals("{\"jsonrpc\":\"2.0\",\"id\":-7,\"result\":{}}", client.post(ping("-7")).body());
    assertEquals("{\"jsonrpc\":\"2.0\",\"id\":\"1e999\",\"result\":{}}", client.post(ping("\"1e999\"")).body());
  }

  @Test
  void aLongerIntegerIdIsInvalidRequestNotParseError() throws Exception {
    assertInvalidId("1" + "0".repeat(1000));
    assertInvalidId("7".repeat(5000));
  }

  @Test
  void aNumberIdThatIsNotWrittenAsAnIntegerIsInvalidRequest() throws Exception {
    for (String id : new String[] {"1e999", "1.5", "1.0", "1e2", "-0.0"}) {
      assertInvalidId(id);
    }
  }

  @Test
  void numbersElsewhereParseUpToAThousandDigits() throws Exception {
    String body = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\",\"params\":{\"n\":" + "5".repeat(1000)
        + ",\"x\":1e999}}";
    HttpResponse<String> r = client.post(body);
    assertEquals(200, r.statusCode(), r.body());
    assertEquals("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}", r.body());
  }

  @Test
  void jsonBeyondTheReadersLimitsIsInvalidRequestNotParseError() throws Exception {
    String longNumber = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\",\"params\":{\"n\":" + "5".repeat(20_000) + "}}";
    String deep = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\",\"params\":{\"n\":" + "[".repeat(1001)
        + "]".repeat(1001) + "}}";
    String longName = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\",\"" + "k".repeat(50_001) + "\":1}";
    for (String body : new String[] {longNumber, deep, longName}) {
      HttpResponse<String> r = client.post(body);
      String what = body.substring(0, 60) + "... (" + body.length() + " chars)";
      assertEquals(400, r.statusCode(), what);
      JsonObject answer = new JsonObject(r.body());
      assertEquals(JsonRpc.INVALID_REQUEST, answer.getJsonObject("error").getInteger("code"), what);
      assertEquals("Invalid request: the body is JSON but beyond what is read here (numbers of 1000 digits, names of"
          + " 50000 characters, 1000 levels of nesting).", answer.getJsonObject("error").getString("message"), what);
      assertTrue(answer.containsKey("id"), what);
      assertEquals(null, answer.getValue("id"), what);
    }
  }

  @Test
  void inABatchOnlyTheBadIdIsRefused() throws Exception {
    HttpResponse<String> r = client.post("[" + ping("1e999") + "," + ping("4") + "]");
    assertEquals(200, r.statusCode(), r.body());
    JsonArray answers = new JsonArray(r.body());
    assertEquals(2, answers.size());
    assertEquals(JsonRpc.INVALID_REQUEST, answers.getJsonObject(0).getJsonObject("error").getInteger("code"));
    assertTrue(answers.getJsonObject(0).containsKey("id"));
    assertEquals(null, answers.getJsonObject(0).getValue("id"));
    assertEquals(new JsonObject().put("jsonrpc", "2.0").put("id", 4).put("result", new JsonObject()),
        answers.getJsonObject(1));
  }

  @Test
  void aBodyThatIsNotJsonIsStillParseError() throws Exception {
    String unclosed = "{\"id\":1,\"n\":" + "[".repeat(2000);
    for (String body : new String[] {"{\"id\":1,", "{\"id\":01}", "{\"id\":NaN}", "{\"id\":1} 2", "", unclosed}) {
      HttpResponse<String> r = client.post(body);
      assertEquals(400, r.statusCode(), body);
      JsonObject answer = new JsonObject(r.body());
      assertEquals(JsonRpc.PARSE_ERROR, answer.getJsonObject("error").getInteger("code"), body);
      assertEquals(null, answer.getValue("id"), body);
    }
  }

  private static void assertInvalidId(String id) throws Exception {
    HttpResponse<String> r = client.post(ping(id));
    String what = "id " + (id.length() > 40 ? id.substring(0, 20) + "... (" + id.length() + " chars)" : id);
    assertEquals(400, r.statusCode(), what);
    JsonObject answer = new JsonObject(r.body());
    assertEquals(JsonRpc.INVALID_REQUEST, answer.getJsonObject("error").getInteger("code"), what);
    assertTrue(answer.containsKey("id"), what);
    assertEquals(null, answer.getValue("id"), what);
    assertFalse(r.body().contains("Infinity"), what);
  }

  private static String ping(String id) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"ping\"}";
  }
}
