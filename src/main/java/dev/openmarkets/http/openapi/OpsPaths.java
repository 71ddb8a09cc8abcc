package dev.openmarkets.http.openapi;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The paths that are not datasets: the operational pages (no key, no rate limit) and /mcp.
 */
public final class OpsPaths {
  public static final String TAG = "operations";
  public static final String MCP_TAG = "mcp";

  private OpsPaths() {
  }

  /** /, /health, /ready, /stats, /metrics, /changelog, /openapi.json, /docs, /docs/api, /docs/{dataset}. */
  public static void addTo(JsonObject paths) {
    paths.put("/", get("landingPage", "The landing page", "What the service is, the datasets by family with "
        + "their freshness and row counts, keys, terms.", "text/html", str()));
    JsonObject status = new JsonObject().put("type", "object").put("additionalProperties", false)
        .put("required", new JsonArray().add("status"));
    paths.put("/health", get("health", "Liveness", "The process is alive.", "application/json",
        status.copy().put("properties", new JsonObject().put("status", str().put("enum", new JsonArray().add("ok"))))));
    JsonObject ready = get("ready", "Readiness", "The database answers (503 while it does not).", "application/json",
        status.copy().put("properties", new JsonObject().put("status", str().put("enum", new JsonArray().add("ready")))));
    ready.getJsonObject("get").getJsonObject("responses").put("503", Components.response("Unavailable"));
    paths.put("/ready", ready);
    paths.put("/stats", get("stats", "Statistics", "Per dataset rows, newest record and coverage; poller outcomes; "
        + "recently rejected files; request counters; the cache.", "application/json", stats()));
    paths.put("/metrics", get("metrics", "Prometheus metrics", "The Prometheus text exposition (OpenMetrics when "
        + "the Accept header asks for it).", "text/plain", str()));
    paths.put("/changelog", get("changelog", "Interface changes", "Interface versions and what changed in each.",
        "application/json", new JsonObject().put("type", "array").put("items", new JsonObject().put("type", "object")
            .put("required", new JsonArray().add("version").add("date").add("changes"))
            .put("properties", new JsonObject().put("version", str()).put("date", str().put("format", "date"))
                .put("changes", new JsonObject().put("type", "array").put("items", str()))))));
    paths.put("/openapi.json", get("openapi", "This document", "The OpenAPI 3.1 description of the API.",
        "application/json", new JsonObject().put("type", "object")
            .put("required", new JsonArray().add("openapi").add("info").add("paths"))
            .put("properties", new JsonObject().put("openapi", str().put("examples", new JsonArray().add("3.1.0")))
                .put("info", new JsonObject().put("type", "object")).put("paths", new JsonObject().put("type", "object")))));
    paths.put("/docs", get("docsIndex", "Documentation index", "Links to every dataset's page and the API "
        + "reference.", "text/html", str()));
    paths.put("/docs/api", get("apiReference", "API reference", "This document rendered by a bundled Swagger UI; "
        + "nothing is loaded from outside the server.", "text/html", str()));
    JsonObject page = get("docsPage", "One dataset's documentation", "Parameters, fields, CSV columns, limits, notes "
        + "and a real example answer of one dataset.", "text/html", str());
    page.getJsonObject("get").put("parameters", new JsonArray().add(new JsonObject().put("name", "dataset")
        .put("in", "path").put("required", true).put("description", "A dataset name, as listed on /docs")
        .put("schema", str()).put("example", "short-volume")));
    page.getJsonObject("get").getJsonObject("responses").put("404", Components.response("NotFound"));
    paths.put("/docs/{dataset}", page);
  }

  /**
   * POST /mcp: JSON-RPC 2.0 messages of the Model Context Protocol (Streamable HTTP, stateless).
   * Tool calls go through the data endpoints' keys and limits, which answer inside the JSON-RPC result.
   */
  public static JsonObject mcp(List<String> protocolVersions) {
    JsonObject message = new JsonObject().put("type", "object")
        .put("required", new JsonArray().add("jsonrpc"))
        .put("properties", new JsonObject()
            .put("jsonrpc", str().put("enum", new JsonArray().add("2.0")))
            .put("id", new JsonObject().put("type", new JsonArray().add("string").add("integer"))
                .put("description", "Absent on notifications"))
            .put("method", str().put("examples", new JsonArray().add("initialize").add("tools/list").add("tools/call")))
            .put("params", new JsonObject().put("type", "object")));
    JsonObject answer = new JsonObject().put("type", "object")
        .put("required", new JsonArray().add("jsonrpc"))
        .put("properties", new JsonObject()
            .put("jsonrpc", str().put("enum", new JsonArray().add("2.0")))
            .put("id", new JsonObject().put("type", new JsonArray().add("string").add("integer").add("null")))
            .put("result", new JsonObject().put("type", "object").put("description", "The method's result; a "
                + "tools/call result has content, structuredContent (2025-06-18 and later) and isError"))
            .put("error", new JsonObject().put("type", "object").put("required", new JsonArray().add("code").add("message"))
                .put("properties", new JsonObject()
                    .put("code", new JsonObject().put("type", "integer")
                        .put("description", "-32700 parse error, -32600 invalid request, -32601 method not found, "
                            + "-32602 invalid params, -32603 internal error"))
                    .put("message", str()))));
    JsonObject example = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call")
        .put("params", new JsonObject().put("name", "short_volume").put("arguments", new JsonObject().put("symbol", "AAPL")));
    JsonObject versions = new JsonObject().put("name", "MCP-Protocol-Version").put("in", "header").put("required", false)
        .put("description", "The protocol version initialize negotiated; an unsupported one is a 400")
        .put("schema", str().put("enum", new JsonArray(List.copyOf(protocolVersions))))
        .put("example", protocolVersions.get(protocolVersions.size() - 1));
    JsonObject responses = new JsonObject()
        .put("200", new JsonObject().put("description", "The JSON-RPC response (an array for a batch)")
            .put("headers", Components.versionHeader())
            .put("content", new JsonObject().put("application/json", new JsonObject().put("schema", new JsonObject()
                .put("oneOf", new JsonArray().add(answer).add(new JsonObject().put("type", "array").put("items", answer)))))))
        .put("202", new JsonObject().put("description", "Accepted: the body held only notifications or responses")
            .put("headers", Components.versionHeader()))
        .put("400", new JsonObject().put("description", "A body that is not JSON-RPC (a JSON-RPC error with a null id), "
                + "or an unsupported MCP-Protocol-Version (the error body)")
            .put("headers", Components.versionHeader())
            .put("content", new JsonObject().put("application/json", new JsonObject().put("schema", new JsonObject()
                .put("oneOf", new JsonArray().add(answer).add(new JsonObject().put("$ref", Components.ERROR)))))))
        .put("403", new JsonObject().put("description", "The Origin header is not on the allow-list (mcp.allowedOrigins)")
            .put("headers", Components.versionHeader())
            .put("content", new JsonObject().put("application/json", new JsonObject()
                .put("schema", new JsonObject().put("$ref", Components.ERROR)))))
        .put("405", Components.response("MethodNotAllowedPost"))
        .put("413", Components.response("PayloadTooLarge"));
    return new JsonObject().put("post", new JsonObject()
        .put("summary", "Model Context Protocol endpoint")
        .put("description", "Every dataset as an MCP tool for AI agents (Streamable HTTP, stateless: any node answers "
            + "any call; GET and DELETE are 405). A tool call is the same request as the dataset's endpoint, with its "
            + "validation, cache, key tiers and rate limits; a refused call is a tool result with isError true that "
            + "says when to retry.")
        .put("operationId", "mcp")
        .put("tags", new JsonArray().add(MCP_TAG))
        .put("security", new JsonArray().add(new JsonObject()).add(new JsonObject().put("apiKey", new JsonArray()))
            .add(new JsonObject().put("bearer", new JsonArray())))
        .put("parameters", new JsonArray().add(versions))
        .put("requestBody", new JsonObject().put("required", true).put("content", new JsonObject()
            .put("application/json", new JsonObject().put("schema", new JsonObject()
                .put("oneOf", new JsonArray().add(message).add(new JsonObject().put("type", "array").put("items", message))))
                .put("example", example))))
        .put("responses", responses));
  }

  private static JsonObject stats() {
    JsonObject dataset = new JsonObject().put("type", "object")
        .put("required", new JsonArray().add("dataset").add("path").add("rows").add("version"))
        .put("properties", new JsonObject()
            .put("dataset", str()).put("path", str())
            .put("rows", new JsonObject().put("type", "integer"))
            .put("version", new JsonObject().put("type", "integer"))
            .put("updatedAt", new JsonObject().put("type", new JsonArray().add("string").add("null")).put("format", "date-time"))
            .put("coverageStart", new JsonObject().put("type", new JsonArray().add("string").add("null")))
            .put("newestRecord", new JsonObject().put("type", new JsonArray().add("string").add("null")))
            .put("freshness", freshness()));
    return new JsonObject().put("type", "object")
        .put("required", new JsonArray().add("apiVersion").add("datasets").add("pollers").add("requests"))
        .put("properties", new JsonObject()
            .put("apiVersion", str())
            .put("datasets", new JsonObject().put("type", "object").put("additionalProperties", dataset))
            .put("pollers", new JsonObject().put("type", "array").put("items", new JsonObject().put("type", "object")))
            .put("recentRejectedFiles", new JsonObject().put("type", "array").put("items", new JsonObject().put("type", "object")))
            .put("requests", new JsonObject().put("type", "object")
                .put("additionalProperties", new JsonObject().put("type", "integer")))
            .put("cache", new JsonObject().put("type", "object"))
            .put("alerts", new JsonObject().put("type", "object").put("description", "The alerts' outbox: pending, "
                + "delivered and failed events, oldestPendingSeconds, countedAt (docs/alerts.md)"))
            .put("readReplicas", new JsonObject().put("type", "array")
                .put("description", "Only with dbReadUrls: each read replica's state (up, lagging, down, starting), "
                    + "reason, lagMillis and replayedLsn")
                .put("items", new JsonObject().put("type", "object"))));
  }

  /** A dataset's freshness against its declared cadence (dataset.Freshness). */
  private static JsonObject freshness() {
    JsonObject nullableText = new JsonObject().put("type", new JsonArray().add("string").add("null"));
    return new JsonObject().put("type", "object").put("additionalProperties", false)
        .put("required", new JsonArray().add("state").add("reason"))
        .put("properties", new JsonObject()
            .put("state", str().put("enum", new JsonArray().add("fresh").add("late").add("stale").add("empty")))
            .put("newestRecord", nullableText.copy())
            .put("expectedBy", nullableText.copy().put("format", "date-time"))
            .put("reason", str()));
  }

  private static JsonObject get(String opId, String summary, String description, String mediaType, JsonObject schema) {
    return new JsonObject().put("get", new JsonObject().put("summary", summary).put("description", description)
        .put("operationId", opId)
        .put("tags", new JsonArray().add(TAG))
        // no key and no limit: the empty requirement says so
        .put("security", new JsonArray().add(new JsonObject()))
        .put("responses", new JsonObject()
            .put("200", new JsonObject().put("description", summary).put("headers", Components.versionHeader())
                .put("content", new JsonObject().put(mediaType, new JsonObject().put("schema", schema))))
            .put("405", Components.response("MethodNotAllowed"))));
  }

  private static JsonObject str() {
    return new JsonObject().put("type", "string");
  }
}
