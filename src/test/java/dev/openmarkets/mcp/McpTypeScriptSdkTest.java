package dev.openmarkets.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The official TypeScript MCP SDK (npm @modelcontextprotocol/sdk: Client with the Streamable
 * HTTP transport, then with the stdio transport launching `openmarkets mcp --url`) drives the
 * server; an older client (offering protocol 2025-03-26) and the keyless limit reached by tool
 * calls. Skips when node or the package is missing: install it with
 * `npm install --prefix target/mcp-sdk @modelcontextprotocol/sdk` (or point -Dopenmarkets.mcpSdk at a directory holding it).
 */
@WithServer("mcp_ts")
class McpTypeScriptSdkTest {
  private static Path sdk;
  private static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    sdk = Path.of(System.getProperty("openmarkets.mcpSdk", "target/mcp-sdk")).toAbsolutePath();
    Assumptions.assumeTrue(Files.isDirectory(sdk.resolve("node_modules/@modelcontextprotocol/sdk")),
        "no @modelcontextprotocol/sdk under " + sdk);
    Assumptions.assumeTrue(nodeWorks(), "no node on PATH");
    try (InputStream in = McpTypeScriptSdkTest.class.getResourceAsStream("/mcp/ts-client.mjs")) {
      Files.write(sdk.resolve("openmarkets-ts-client.mjs"), in.readAllBytes());
    }
    for (String d : List.of("20261119", "20261120")) {
      try (InputStream in = McpTypeScriptSdkTest.class.getResourceAsStream("/demo/finra/CNMSshvol" + d + ".txt")) {
        Ingest.load(server, "short-volume", "CNMSshvol" + d + ".txt", new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
      }
    }
  }

  @Test
  void streamableHttpClient() throws Exception {
    check(run("http", server.base));
  }

  @Test
  void stdioClientThroughTheMcpCommand() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    check(run("stdio", java, System.getProperty("java.class.path"), server.base));
  }

  /** An older client: it offers 2025-03-26 and gets it; results then carry the JSON as text only. */
  @Test
  void olderClientNegotiates20250326() throws Exception {
    JsonObject report = run("legacy", server.base);
    assertEquals("2025-03-26", report.getString("protocolVersion"));
    assertTrue(report.getInteger("tools") > 30);
    assertEquals(0, report.getInteger("toolsWithOutputSchema"), "output schemas are 2025-06-18 and later");
    JsonObject call = report.getJsonObject("call");
    assertFalse(call.getBoolean("isError", false), call.encode());
    assertFalse(call.containsKey("structuredContent"), call.encode());
    JsonObject text = new JsonObject(call.getJsonArray("content").getJsonObject(0).getString("text"));
    JsonObject http = server.json("/api/markets/short-volume?symbol=AAPL&days=30");
    assertEquals(2, http.getJsonArray("data").size());
    assertEquals(http.getJsonArray("data"), text.getJsonArray("data"));
    assertEquals(http.getString("attribution"), text.getString("attribution"));
  }

  /** Keyless tool calls meet the keyless limit (3 a minute here); the refusal is a tool error saying when to retry. */
  @Test
  void keylessLimitReachedByToolCalls() throws Exception {
    try (TestServer limited = TestServer.start("mcp_ts_limit",
        new JsonObject().put("rateLimit", new JsonObject().put("keylessPerMinute", 3)))) {
      JsonArray calls = run("limit", limited.base, "10").getJsonArray("calls");
      assertEquals(4, calls.size(), calls.encode());
      for (int i = 0; i < 3; i++) {
        assertFalse(calls.getJsonObject(i).getBoolean("isError"), calls.encode());
        assertTrue(new JsonObject(calls.getJsonObject(i).getString("text")).containsKey("data"));
      }
      JsonObject refused = calls.getJsonObject(3);
      assertTrue(refused.getBoolean("isError"), refused.encode());
      java.util.regex.Matcher m = java.util.regex.Pattern
          .compile("Keyless rate limit of 3 requests a minute per IP reached; retry after (\\d+) s")
          .matcher(refused.getString("text"));
      assertTrue(m.find(), refused.getString("text"));
      int seconds = Integer.parseInt(m.group(1));
      assertTrue(seconds >= 1 && seconds <= 60, refused.getString("text"));
    }
  }

  private void check(JsonObject report) throws Exception {
    JsonArray tools = report.getJsonArray("tools");
    assertTrue(tools.size() > 30, tools.size() + " tools");
    assertTrue(tools.stream().anyMatch(t -> ((JsonObject) t).getString("name").equals("insider_trades")
        && ((JsonObject) t).getJsonArray("args").getList().containsAll(List.of("ticker", "type", "window", "from", "to", "limit"))));
    assertEquals("openmarkets", report.getJsonObject("server").getString("name"));
    JsonObject call = report.getJsonObject("call");
    assertFalse(call.getBoolean("isError", false), call.encode());
    JsonObject http = server.json("/api/markets/short-volume?symbol=AAPL&days=30");
    assertEquals(http.getJsonArray("data"), call.getJsonObject("structuredContent").getJsonArray("data"));
    assertEquals(http.getString("attribution"), call.getJsonObject("structuredContent").getString("attribution"));
    assertEquals("https://openmarkets.test", report.getJsonObject("none").getString("baseUrl"));
    JsonObject bad = report.getJsonObject("bad");
    assertTrue(bad.getBoolean("isError"));
    assertTrue(bad.getJsonArray("content").getJsonObject(0).getString("text").contains("'days'"));
    assertEquals(String.valueOf(JsonRpc.INVALID_PARAMS), report.getString("unknown"));
  }

  private static JsonObject run(String... args) throws Exception {
    List<String> cmd = new java.util.ArrayList<>(List.of("node", "openmarkets-ts-client.mjs"));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).directory(sdk.toFile())
        .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "node finished");
    String text = new String(out, StandardCharsets.UTF_8).strip();
    assertEquals(0, p.exitValue(), text);
    return new JsonObject(text.substring(text.lastIndexOf('\n') + 1));
  }

  private static boolean nodeWorks() {
    try {
      Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (Exception e) {
      return false;
    }
  }
}
