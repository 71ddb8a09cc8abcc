package dev.openmarkets.mcp;

import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/** A small JSON-RPC client for /mcp over plain HTTP: raw POSTs and typed MCP calls. */
final class McpClient {
  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(5)).build();

  private final String url;
  private final String version;
  private final AtomicInteger ids = new AtomicInteger();

  /** version: the MCP-Protocol-Version header sent after initialize, or null for none. */
  McpClient(String base, String version) {
    this.url = base + McpEndpoint.PATH;
    this.version = version;
  }

  HttpResponse<String> post(String body, String... headers) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
        .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream");
    if (version != null) {
      b.header("MCP-Protocol-Version", version);
    }
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
  }

  HttpResponse<String> send(String method, String body) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30));
    return HTTP.send(b.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
        : HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
  }

  /** A request; answers the whole JSON-RPC response, asserting HTTP 200. */
  JsonObject request(String method, JsonObject params, String... headers) throws Exception {
    int id = ids.incrementAndGet();
    JsonObject msg = new JsonObject().put("jsonrpc", "2.0").put("id", id).put("method", method);
    if (params != null) {
      msg.put("params", params);
    }
    HttpResponse<String> r = post(msg.encode(), headers);
    if (r.statusCode() != 200) {
      throw new AssertionError(method + " answered HTTP " + r.statusCode() + ": " + r.body());
    }
    if (!r.headers().firstValue("Content-Type").orElse("").startsWith("application/json")) {
      throw new AssertionError("not JSON: " + r.headers().map());
    }
    JsonObject answer = new JsonObject(r.body());
    if (answer.getInteger("id") != id) {
      throw new AssertionError("answer to another id: " + r.body());
    }
    return answer;
  }

  /** tools/call; answers the result (isError, content, structuredContent). */
  JsonObject call(String tool, JsonObject arguments, String... headers) throws Exception {
    JsonObject r = request("tools/call", new JsonObject().put("name", tool).put("arguments", arguments), headers);
    if (r.containsKey("error")) {
      throw new AssertionError("tools/call " + tool + " failed: " + r.encode());
    }
    return r.getJsonObject("result");
  }
}
