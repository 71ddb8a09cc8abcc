package dev.openmarkets.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The official TypeScript MCP SDK (npm @modelcontextprotocol/sdk: Client with the Streamable
 * HTTP transport, then with the stdio transport launching `openmarkets mcp --url`) drives the
 * server. Skips when node or the package is missing: install it with
 * `npm install --prefix target/mcp-sdk @modelcontextprotocol/sdk` (or point -Dopenmarkets.mcpSdk at a directory holding it).
 */
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
    server = TestServer.start("mcp_ts");
    for (String d : List.of("20261119", "20261120")) {
      try (InputStream in = McpTypeScriptSdkTest.class.getResourceAsStream("/demo/finra/CNMSshvol" + d + ".txt")) {
        Ingest.load(server, "short-volume", "CNMSshvol" + d + ".txt", new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
      }
    }
  }

  @AfterAll
  static void stop() throws Exception {
    if (server != null) {
      server.close();
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
