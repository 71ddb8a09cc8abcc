package dev.openmarkets.mcp;

import io.vertx.core.json.DecodeException;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * `java -jar openmarkets.jar mcp --url BASE_URL [--api-key KEY]`: MCP over stdio for desktop
 * clients that launch local servers. Each newline-delimited JSON-RPC message read on stdin is
 * posted to BASE_URL/mcp (with the key and, after initialize, the negotiated protocol version),
 * and the answer written on stdout, one message a line. Nothing else goes to stdout; diagnostics
 * go to stderr. A plain blocking loop: no event loop runs in this process.
 */
public final class McpStdio {
  public static final String USAGE = "usage: java -jar openmarkets.jar mcp --url BASE_URL [--api-key KEY]";

  private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(10)).build();
  private final URI endpoint;
  private final String apiKey;
  private String version;

  McpStdio(String baseUrl, String apiKey) {
    String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.endpoint = URI.create(base + McpEndpoint.PATH);
    this.apiKey = apiKey;
  }

  /** argv without the "mcp" command word; answers the exit code. */
  public static int run(String[] argv, InputStream in, PrintStream out, PrintStream err) throws Exception {
    String url = null;
    String key = System.getenv("OPENMARKETS_API_KEY");
    for (int i = 0; i < argv.length; i++) {
      if (argv[i].equals("--url") && i + 1 < argv.length) {
        url = argv[++i];
      } else if (argv[i].equals("--api-key") && i + 1 < argv.length) {
        key = argv[++i];
      } else {
        err.println(USAGE);
        return 2;
      }
    }
    if (url == null || !(url.startsWith("http://") || url.startsWith("https://"))) {
      err.println(USAGE);
      return 2;
    }
    new McpStdio(url, key).loop(in, out, err);
    return 0;
  }

  void loop(InputStream in, PrintStream out, PrintStream err) throws Exception {
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    String line;
    while ((line = reader.readLine()) != null) {
      if (line.isBlank()) {
        continue;
      }
      String answer = forward(line, err);
      if (answer != null) {
        out.println(answer);
        out.flush();
      }
    }
  }

  private String forward(String line, PrintStream err) {
    Object id = idOf(line);
    try {
      HttpRequest.Builder b = HttpRequest.newBuilder(endpoint).timeout(Duration.ofSeconds(60))
          .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream");
      if (version != null) {
        b.header("MCP-Protocol-Version", version);
      }
      if (apiKey != null && !apiKey.isBlank()) {
        b.header("x-api-key", apiKey);
      }
      HttpResponse<String> r = http.send(b.POST(HttpRequest.BodyPublishers.ofString(line)).build(),
          HttpResponse.BodyHandlers.ofString());
      if (r.statusCode() == 202) {
        return null;
      }
      String body = r.body().strip();
      if (body.startsWith("{") && body.contains("\"jsonrpc\"")) {
        remember(body);
        return new JsonObject(body).encode();
      }
      if (body.startsWith("[")) {
        return new JsonArray(body).encode();
      }
      err.println("mcp: " + endpoint + " answered HTTP " + r.statusCode() + ": " + body);
      return id == null ? null : JsonRpc.error(id, JsonRpc.INTERNAL_ERROR,
          "The server answered HTTP " + r.statusCode() + ": " + body).encode();
    } catch (Exception e) {
      err.println("mcp: " + endpoint + ": " + e);
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      return id == null ? null : JsonRpc.error(id, JsonRpc.INTERNAL_ERROR, "The server at " + endpoint
          + " cannot be reached: " + e.getClass().getSimpleName()).encode();
    }
  }

  /** The version negotiated by initialize, sent as MCP-Protocol-Version from then on. */
  private void remember(String body) {
    JsonObject o = new JsonObject(body);
    JsonObject result = o.getJsonObject("result");
    if (result != null && result.getValue("protocolVersion") instanceof String v && result.containsKey("serverInfo")) {
      version = v;
    }
  }

  private static Object idOf(String line) {
    try {
      return Json.decodeValue(line) instanceof JsonObject o ? o.getValue("id") : null;
    } catch (DecodeException e) {
      return null;
    }
  }
}
