package dev.openmarkets.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * /mcp over real HTTP on the real service: negotiation, tools generated from the declarations,
 * tool calls checked against the HTTP API's answer to the same query, tool errors, Origin and
 * protocol-version refusals, JSON-RPC error codes and batches.
 */
@WithServer(value = "mcp", config = "config")
class McpEndpointTest {
  private static TestServer server;
  private static McpClient client;

  static JsonObject config() {
    return new JsonObject()
        .put("mcp", new JsonObject().put("allowedOrigins", new JsonArray().add("https://app.example")).put("maxRows", 10))
        .put("rateLimit", new JsonObject().put("keylessPerMinute", 100_000).put("keyedPerMinute", 100_000)
            .put("perDataset", new JsonObject().put("symbols", new JsonObject().put("keylessPerMinute", 2))));
  }

  @BeforeAll
  static void start() throws Exception {
    for (String d : List.of("20261116", "20261117", "20261118", "20261119", "20261120")) {
      Ingest.load(server, "short-volume", "CNMSshvol" + d + ".txt", demo("finra/CNMSshvol" + d + ".txt"));
    }
    client = new McpClient(server.base, "2025-06-18");
  }

  private static String demo(String path) throws Exception {
    return Ingest.demo(path);
  }

  @Test
  void initializeNegotiatesTheProtocolVersion() throws Exception {
    for (String v : ProtocolVersions.SUPPORTED) {
      JsonObject r = new McpClient(server.base, null).request("initialize", init(v)).getJsonObject("result");
      assertEquals(v, r.getString("protocolVersion"));
      assertEquals("openmarkets", r.getJsonObject("serverInfo").getString("name"));
      assertFalse(r.getJsonObject("capabilities").getJsonObject("tools").getBoolean("listChanged"));
    }
    JsonObject r = new McpClient(server.base, null).request("initialize", init("2024-11-05")).getJsonObject("result");
    assertEquals("2026-07-28", r.getString("protocolVersion"));
    JsonObject bad = new McpClient(server.base, null).request("initialize", new JsonObject());
    assertEquals(JsonRpc.INVALID_PARAMS, bad.getJsonObject("error").getInteger("code"));
  }

  @Test
  void unsupportedProtocolHeaderIs400AndGetDeleteAre405() throws Exception {
    HttpResponse<String> r = new McpClient(server.base, "1999-01-01").post(ping(1));
    assertEquals(400, r.statusCode());
    assertTrue(r.body().contains("1999-01-01"), r.body());
    assertEquals(405, client.send("GET", null).statusCode());
    assertEquals(405, client.send("DELETE", null).statusCode());
    HttpResponse<String> get = client.send("GET", null);
    assertEquals("POST, OPTIONS", get.headers().firstValue("Allow").orElse(""));
    assertEquals("This path answers POST and OPTIONS only.", new JsonObject(get.body()).getString("detail"));
  }

  @Test
  void originsOutsideTheAllowListAre403() throws Exception {
    assertEquals(403, client.post(ping(1), "Origin", "https://evil.example").statusCode());
    assertEquals(200, client.post(ping(1), "Origin", "https://app.example").statusCode());
    assertEquals(200, client.post(ping(1)).statusCode());
  }

  @Test
  void toolsListHasTheDropInNamesAndATitlePerOtherDataset() throws Exception {
    JsonArray tools = client.request("tools/list", null).getJsonObject("result").getJsonArray("tools");
    Set<String> names = new HashSet<>();
    for (Object o : tools) {
      JsonObject t = (JsonObject) o;
      names.add(t.getString("name"));
      assertEquals("object", t.getJsonObject("inputSchema").getString("type"));
    }
    assertArgs(tools, "short_interest", "symbol", "limit", "asOf");
    assertArgs(tools, "short_volume", "symbol", "days", "from", "to", "asOf");
    assertArgs(tools, "fails_to_deliver", "symbol", "from", "to", "limit", "asOf");
    assertArgs(tools, "insider_trades", "ticker", "type", "window", "from", "to", "limit", "asOf");
    assertArgs(tools, "insider_clusters", "days", "minInsiders", "minUsd", "ticker", "limit", "asOf");
    assertArgs(tools, "threshold_list", "date", "symbol", "market", "limit", "asOf");
    assertArgs(tools, "planned_insider_sales", "symbol", "days", "asOf");
    assertArgs(tools, "large_holders", "symbol", "form", "days", "sort", "asOf");
    assertArgs(tools, "fund_holders", "ticker", "asOf");
    assertArgs(tools, "fund_portfolio", "slug", "asOf");
    assertArgs(tools, "company_financials", "symbol", "asOf");
    assertArgs(tools, "corporate_events", "ticker", "item", "days", "asOf");
    assertArgs(tools, "cot_positioning", "market", "limit", "asOf");
    assertArgs(tools, "funding_rates", "slug", "asOf");
    assertArgs(tools, "fed_liquidity", "series", "limit", "asOf");
    assertArgs(tools, "policy_rates", "country", "asOf");
    assertArgs(tools, "macro_series", "series", "from", "to", "asOf");
    assertArgs(tools, "treasury_auctions", "type", "term", "from", "to", "upcoming", "limit", "asOf");
    assertArgs(tools, "private_placements", "days", "cik", "sort", "funds", "asOf");
    assertArgs(tools, "ipo_pipeline", "form", "days", "new", "asOf");
    assertArgs(tools, "bitcoin_treasuries", "asOf");
    assertArgs(tools, "federal_contracts", "ticker", "days", "by", "listed", "asOf");
    assertArgs(tools, "crypto_market", "dataset", "slug", "asOf");
    assertArgs(tools, "earnings_calendar", "from", "to", "ticker", "asOf");
    assertArgs(tools, "economic_calendar", "from", "to", "importance", "asOf");
    assertArgs(tools, "api_reference");
    for (String other : List.of("sentiment", "signals", "etf_flows", "predictions", "structured_products", "buybacks",
        "liquidations_recent", "liquidations_history", "symbols")) {
      assertTrue(names.contains(other), "a tool for " + other + " in " + names);
    }
    JsonObject insider = find(tools, "insider_trades").getJsonObject("inputSchema").getJsonObject("properties");
    assertTrue(insider.getJsonObject("type").getJsonArray("enum").contains("P"), insider.encode());
    JsonObject days = find(tools, "short_volume").getJsonObject("inputSchema").getJsonObject("properties")
        .getJsonObject("days");
    assertEquals("integer", days.getString("type"));
    assertEquals(1, days.getInteger("minimum"));
    assertEquals(5000, days.getInteger("maximum"));
    JsonObject row = find(tools, "short_volume").getJsonObject("outputSchema").getJsonObject("properties")
        .getJsonObject("data").getJsonObject("items").getJsonObject("properties");
    assertTrue(row.containsKey("shortVolume") || !row.isEmpty(), row.encode());
    assertEquals(List.of("dataset"),
        find(tools, "crypto_market").getJsonObject("inputSchema").getJsonArray("required").getList());
    JsonArray old = new McpClient(server.base, "2025-03-26").request("tools/list", null).getJsonObject("result")
        .getJsonArray("tools");
    assertNull(find(old, "short_volume").getJsonObject("outputSchema"), "no outputSchema before 2025-06-18");
  }

  @Test
  void aToolCallAnswersWhatTheHttpApiAnswers() throws Exception {
    JsonObject http = server.json("/api/markets/short-volume?symbol=AAPL&days=30");
    JsonObject result = client.call("short_volume", new JsonObject().put("symbol", "aapl").put("days", 30));
    assertFalse(result.getBoolean("isError"));
    JsonObject structured = result.getJsonObject("structuredContent");
    assertEquals(new JsonObject(result.getJsonArray("content").getJsonObject(0).getString("text")), structured);
    assertEquals(http.getJsonArray("data"), structured.getJsonArray("data"));
    assertFalse(http.getJsonArray("data").isEmpty());
    for (String k : List.of("updatedAt", "source", "docs", "attribution", "license")) {
      assertEquals(http.getValue(k), structured.getValue(k), k);
    }
    assertEquals(http.getJsonArray("data").size(), structured.getInteger("rowCount"));
    JsonObject old = new McpClient(server.base, "2025-03-26").call("short_volume", new JsonObject().put("symbol", "AAPL"));
    assertNull(old.getJsonObject("structuredContent"), "structuredContent only from 2025-06-18");
    assertEquals(http.getJsonArray("data"),
        new JsonObject(old.getJsonArray("content").getJsonObject(0).getString("text")).getJsonArray("data"));
  }

  @Test
  void longListsAreCutWithTheCountAndTheCsvUrl() throws Exception {
    JsonObject http = server.json("/api/markets/short-volume");
    int total = http.getJsonArray("data").size();
    assertTrue(total > 10, "latest day holds " + total + " rows");
    JsonObject s = client.call("short_volume", new JsonObject()).getJsonObject("structuredContent");
    assertEquals(10, s.getJsonArray("data").size());
    assertEquals(total, s.getInteger("rowCount"));
    assertEquals(http.getJsonArray("data").getJsonObject(9), s.getJsonArray("data").getJsonObject(9));
    assertTrue(s.getString("note").contains("first 10 of " + total + " rows"), s.getString("note"));
    assertTrue(s.getString("note").contains("https://openmarkets.test/api/markets/short-volume/csv"), s.getString("note"));
  }

  @Test
  void badArgumentsAreToolErrorsNamingTheArgument() throws Exception {
    JsonObject r = client.call("short_volume", new JsonObject().put("days", 100000));
    assertTrue(r.getBoolean("isError"));
    String text = r.getJsonArray("content").getJsonObject(0).getString("text");
    assertTrue(text.contains("'days'") && text.contains("1 to 5000"), text);
    JsonObject unknown = client.call("short_volume", new JsonObject().put("ticker", "AAPL"));
    assertTrue(unknown.getBoolean("isError"));
    assertTrue(unknown.getJsonArray("content").getJsonObject(0).getString("text").contains("'ticker'"));
    JsonObject renamed = client.call("policy_rates", new JsonObject().put("country", "not a code!"));
    assertTrue(renamed.getBoolean("isError"));
    assertTrue(renamed.getJsonArray("content").getJsonObject(0).getString("text").contains("'country'"),
        renamed.encode());
    JsonObject selector = client.call("crypto_market", new JsonObject().put("dataset", "nope"));
    assertTrue(selector.getBoolean("isError"));
    assertTrue(selector.getJsonArray("content").getJsonObject(0).getString("text").contains("open-interest"));
  }

  @Test
  void keysAndRateLimitsApplyToToolCalls() throws Exception {
    JsonObject badKey = client.call("short_volume", new JsonObject(), "Authorization", "Bearer om_not_a_key");
    assertTrue(badKey.getBoolean("isError"));
    assertTrue(badKey.getJsonArray("content").getJsonObject(0).getString("text").contains("no active key"));
    // symbols has its own keyless limit of 2 a minute in this server
    String text = "";
    for (int i = 0; i < 3; i++) {
      JsonObject r = client.call("symbols", new JsonObject());
      text = r.getBoolean("isError") ? r.getJsonArray("content").getJsonObject(0).getString("text") : "";
    }
    assertTrue(text.contains("retry after"), text);
  }

  @Test
  void apiReferenceDescribesTheApi() throws Exception {
    JsonObject s = client.call("api_reference", new JsonObject()).getJsonObject("structuredContent");
    assertEquals("https://openmarkets.test", s.getString("baseUrl"));
    assertTrue(s.getJsonArray("datasets").stream().anyMatch(d -> ((JsonObject) d).getString("tool").equals("short_volume")
        && ((JsonObject) d).getString("path").equals("/api/markets/short-volume")));
  }

  @Test
  void malformedJsonRpcGetsItsErrorCodes() throws Exception {
    assertEquals(JsonRpc.PARSE_ERROR, code(client.post("{\"jsonrpc\":"), 400));
    assertEquals(JsonRpc.INVALID_REQUEST, code(client.post("[]"), 400));
    assertEquals(JsonRpc.INVALID_REQUEST, code(client.post("42"), 400));
    assertEquals(JsonRpc.INVALID_REQUEST, code(client.post("{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}"), 200));
    assertEquals(JsonRpc.INVALID_REQUEST, code(client.post("{\"jsonrpc\":\"2.0\",\"id\":1}"), 200));
    assertEquals(JsonRpc.METHOD_NOT_FOUND, code(client.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"nope\"}"), 200));
    assertEquals(JsonRpc.INVALID_PARAMS, code(client.post(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"nope\"}}"), 200));
    assertEquals(JsonRpc.INVALID_PARAMS, code(client.post(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{}}"), 200));
    assertEquals(JsonRpc.INVALID_PARAMS, code(client.post(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"short_volume\",\"arguments\":[1]}}"), 200));
    assertEquals(202, client.post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}").statusCode());
    assertEquals(202, client.post("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{}}").statusCode());
  }

  @Test
  void batchesAnswerEachRequest() throws Exception {
    HttpResponse<String> r = client.post("[" + ping(1) + ",{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"},"
        + "{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"tools/call\",\"params\":{\"name\":\"short_volume\","
        + "\"arguments\":{\"symbol\":\"AAPL\"}}},{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"nope\"}]");
    assertEquals(200, r.statusCode());
    JsonArray answers = new JsonArray(r.body());
    assertEquals(3, answers.size());
    assertEquals(1, answers.getJsonObject(0).getInteger("id"));
    assertEquals("b", answers.getJsonObject(1).getString("id"));
    assertFalse(answers.getJsonObject(1).getJsonObject("result").getBoolean("isError"));
    assertEquals(JsonRpc.METHOD_NOT_FOUND, answers.getJsonObject(2).getJsonObject("error").getInteger("code"));
    assertEquals(202, client.post("[{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}]").statusCode());
  }

  private static int code(HttpResponse<String> r, int status) {
    assertEquals(status, r.statusCode(), r.body());
    return new JsonObject(r.body()).getJsonObject("error").getInteger("code");
  }

  private static String ping(int id) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"ping\"}";
  }

  private static JsonObject init(String version) {
    return new JsonObject().put("protocolVersion", version).put("capabilities", new JsonObject())
        .put("clientInfo", new JsonObject().put("name", "test").put("version", "1"));
  }

  private static JsonObject find(JsonArray tools, String name) {
    for (Object o : tools) {
      if (((JsonObject) o).getString("name").equals(name)) {
        return (JsonObject) o;
      }
    }
    throw new AssertionError("no tool " + name);
  }

  private static void assertArgs(JsonArray tools, String name, String... args) {
    JsonObject props = find(tools, name).getJsonObject("inputSchema").getJsonObject("properties");
    for (String a : args) {
      assertTrue(props.containsKey(a), name + " lacks argument " + a + ": " + props.fieldNames());
    }
  }
}
