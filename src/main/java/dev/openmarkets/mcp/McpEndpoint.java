package dev.openmarkets.mcp;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.answer.Answers;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.http.MethodNotAllowed;
import dev.openmarkets.http.openapi.AllowedMethods;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.ArrayList;
import java.util.List;

/**
 * /mcp: the Model Context Protocol over Streamable HTTP, stateless. A POST carries one JSON-RPC
 * message or a batch; requests are answered as application/json, notifications and responses
 * with 202; GET and DELETE are 405 (no server-initiated stream, no sessions). Checks, in order:
 * Origin against the allow-list (403), MCP-Protocol-Version (400), then the JSON-RPC shape
 * (-32700, -32600, -32601, -32602). Nothing is kept between requests, so any node answers any call.
 */
public final class McpEndpoint {
  public static final String PATH = "/mcp";

  /** What {@link #read} answers for a body it could not read ("null" is a body that reads as null). */
  private static final Object NOT_READ = new Object();

  private final McpConfig config;
  private final ToolCatalog catalog;
  private final ToolRunner runner;
  private final AccessControl access;
  private final JsonObject reference;
  private final MeterRegistry registry;
  private final String serverVersion;
  private final java.util.Map<String, EventTool> eventTools = new java.util.LinkedHashMap<>();

  public McpEndpoint(Vertx vertx, McpConfig config, AppConfig app, List<dev.openmarkets.dataset.Dataset> datasets,
      AccessControl access, Answers answers, MeterRegistry registry, String serverVersion) {
    this.config = config;
    this.catalog = new ToolCatalog(datasets);
    this.runner = new ToolRunner(vertx, access, answers, app, config.maxRows());
    this.access = access;
    this.reference = ApiReference.build(app, catalog, config.maxRows());
    this.registry = registry;
    this.serverVersion = serverVersion;
  }

  public ToolCatalog catalog() {
    return catalog;
  }

  /** Adds the tools that answer what the live streams sent since a position (see {@link EventTool}). */
  public McpEndpoint withEventTools(List<EventTool> tools) {
    tools.forEach(t -> eventTools.put(t.name(), t));
    return this;
  }

  public void mount(Router router) {
    router.post(PATH).handler(BodyHandler.create(false).setBodyLimit(config.maxBodyBytes())).handler(this::post);
    router.route(PATH).handler(ctx -> {
      if (ctx.request().method() == HttpMethod.OPTIONS) {
        ctx.next();
        return;
      }
      // POST carries the messages, OPTIONS is the preflight: no GET stream, no DELETE of a session
      MethodNotAllowed.fail(ctx, AllowedMethods.POST_ONLY);
    });
  }

  private void post(RoutingContext ctx) {
    String origin = ctx.request().getHeader("Origin");
    if (!config.originAllowed(origin)) {
      ctx.fail(new ApiError(403, "forbidden_origin", "Origin " + origin + " may not call /mcp; configure"
          + " mcp.allowedOrigins to allow it.", 0));
      return;
    }
    String header = ctx.request().getHeader("MCP-Protocol-Version");
    if (header != null && !ProtocolVersions.supported(header)) {
      ctx.fail(ApiError.badRequest("Unsupported MCP-Protocol-Version '" + header + "'; supported: "
          + String.join(", ", ProtocolVersions.SUPPORTED) + "."));
      return;
    }
    Object message = read(ctx);
    if (message == NOT_READ) {
      return;
    }
    ToolRunner.Caller caller = caller(ctx, header == null ? ProtocolVersions.ASSUMED : header);
    if (message instanceof JsonArray batch) {
      if (batch.isEmpty()) {
        send(ctx, 400, JsonRpc.error(null, JsonRpc.INVALID_REQUEST, "Invalid request: empty batch."));
        return;
      }
      List<Future<JsonObject>> answers = new ArrayList<>();
      for (Object m : batch) {
        answers.add(handle(m, caller, true));
      }
      Future.all(answers).onComplete(all -> {
        JsonArray out = new JsonArray();
        answers.forEach(f -> {
          if (f.result() != null) {
            out.add(f.result());
          }
        });
        if (out.isEmpty()) {
          ctx.response().setStatusCode(202).end();
        } else {
          send(ctx, 200, out);
        }
      });
    } else {
      handle(message, caller, false).onComplete(ar -> {
        JsonObject answer = ar.result();
        if (answer == null) {
          ctx.response().setStatusCode(202).end();
        } else {
          boolean shapeError = answer.containsKey("error") && answer.getValue("id") == null;
          send(ctx, shapeError ? 400 : 200, answer);
        }
      });
    }
  }

  /** The body's JSON value, or NOT_READ once the JSON-RPC error for a body that cannot be read is sent. */
  private static Object read(RoutingContext ctx) {
    String body = ctx.body() == null || ctx.body().buffer() == null ? "" : ctx.body().asString();
    try {
      return Json.decodeValue(body);
    } catch (DecodeException e) {
      if (JsonSyntax.isJson(body)) {
        send(ctx, 400, JsonRpc.error(null, JsonRpc.INVALID_REQUEST, "Invalid request: the body is JSON but beyond"
            + " what is read here (" + JsonSyntax.LIMITS + ")."));
      } else {
        send(ctx, 400, JsonRpc.error(null, JsonRpc.PARSE_ERROR, "Parse error: the body is not JSON."));
      }
      return NOT_READ;
    }
  }

  private ToolRunner.Caller caller(RoutingContext ctx, String version) {
    String key = ctx.request().getHeader("x-api-key");
    String auth = ctx.request().getHeader("Authorization");
    if (key == null && auth != null && auth.regionMatches(true, 0, "Bearer ", 0, 7)) {
      key = auth.substring(7).trim();
    }
    return new ToolRunner.Caller(key, access.clientIp(ctx.request()), version);
  }

  /** One message: a request gives its response; a notification or a response gives null. Never fails. */
  private Future<JsonObject> handle(Object m, ToolRunner.Caller caller, boolean inBatch) {
    if (!(m instanceof JsonObject msg)) {
      return Future.succeededFuture(JsonRpc.error(null, JsonRpc.INVALID_REQUEST, "Invalid request: not a JSON object."));
    }
    Object id = msg.getValue("id");
    boolean hasId = msg.containsKey("id");
    Object method = msg.getValue("method");
    if (!"2.0".equals(msg.getValue("jsonrpc"))) {
      return Future.succeededFuture(JsonRpc.error(hasId && JsonRpc.validId(id) ? id : null, JsonRpc.INVALID_REQUEST,
          "Invalid request: jsonrpc must be \"2.0\"."));
    }
    if (method == null && (msg.containsKey("result") || msg.containsKey("error"))) {
      return Future.succeededFuture(null);
    }
    if (!(method instanceof String name)) {
      return Future.succeededFuture(JsonRpc.error(hasId && JsonRpc.validId(id) ? id : null, JsonRpc.INVALID_REQUEST,
          "Invalid request: method must be a string."));
    }
    if (!hasId) {
      return Future.succeededFuture(null);
    }
    if (!JsonRpc.validId(id)) {
      return Future.succeededFuture(JsonRpc.error(null, JsonRpc.INVALID_REQUEST,
          "Invalid request: id must be a string or an integer (digits only: no fraction, no exponent)."));
    }
    Object params = msg.getValue("params");
    if (params != null && !(params instanceof JsonObject)) {
      return Future.succeededFuture(JsonRpc.error(id, JsonRpc.INVALID_PARAMS, "Invalid params: params must be an object."));
    }
    JsonObject p = params == null ? new JsonObject() : (JsonObject) params;
    Future<JsonObject> result;
    try {
      result = switch (name) {
        case "initialize" -> inBatch
            ? Future.failedFuture(new JsonRpc.Failure(JsonRpc.INVALID_REQUEST, "initialize may not be part of a batch."))
            : Future.succeededFuture(initialize(p));
        case "ping" -> Future.succeededFuture(new JsonObject());
        case "tools/list" -> Future.succeededFuture(toolsList(caller.version()));
        case "tools/call" -> toolsCall(p, caller);
        default -> Future.failedFuture(new JsonRpc.Failure(JsonRpc.METHOD_NOT_FOUND, "Method not found: " + name));
      };
    } catch (JsonRpc.Failure f) {
      result = Future.failedFuture(f);
    }
    return result.map(r -> JsonRpc.result(id, r)).recover(err -> Future.succeededFuture(err instanceof JsonRpc.Failure f
        ? JsonRpc.error(id, f.code(), f.getMessage())
        : JsonRpc.error(id, JsonRpc.INTERNAL_ERROR, "Internal error; try again shortly.")));
  }

  private JsonObject initialize(JsonObject p) {
    if (!(p.getValue("protocolVersion") instanceof String requested)) {
      throw new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "Invalid params: protocolVersion (a string) is required.");
    }
    return new JsonObject()
        .put("protocolVersion", ProtocolVersions.negotiate(requested))
        .put("capabilities", new JsonObject().put("tools", new JsonObject().put("listChanged", false)))
        .put("serverInfo", new JsonObject().put("name", "openmarkets").put("version", serverVersion))
        .put("instructions", "Read-only public market data. Each tool reads one dataset of the openmarkets API and"
            + " answers its JSON envelope (data, updatedAt, source, docs, attribution). Call api_reference for"
            + " the base URL, limits and terms.");
  }

  private JsonObject toolsList(String version) {
    boolean structured = ProtocolVersions.structured(version);
    JsonArray tools = new JsonArray();
    for (McpTool t : catalog.all()) {
      tools.add(t.listing(structured));
    }
    eventTools.values().forEach(t -> tools.add(t.listing()));
    tools.add(new JsonObject().put("name", ToolCatalog.API_REFERENCE)
        .put("description", "How the openmarkets API works: base URL, response envelope, CSV, rate limits and keys,"
            + " terms, and every dataset with its path, tool and docs page.")
        .put("inputSchema", new JsonObject().put("type", "object").put("properties", new JsonObject()))
        .put("annotations", new JsonObject().put("readOnlyHint", true)));
    return new JsonObject().put("tools", tools);
  }

  private Future<JsonObject> toolsCall(JsonObject p, ToolRunner.Caller caller) {
    if (!(p.getValue("name") instanceof String name)) {
      throw new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "Invalid params: name (a string) is required.");
    }
    Object args = p.getValue("arguments");
    if (args != null && !(args instanceof JsonObject)) {
      throw new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "Invalid params: arguments must be an object.");
    }
    JsonObject arguments = args == null ? new JsonObject() : (JsonObject) args;
    Future<JsonObject> out;
    if (name.equals(ToolCatalog.API_REFERENCE)) {
      out = runner.reference(reference, caller);
    } else if (eventTools.containsKey(name)) {
      out = runner.events(eventTools.get(name), arguments, caller);
    } else {
      McpTool tool = catalog.get(name);
      if (tool == null) {
        throw new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "Unknown tool: " + name + ".");
      }
      out = runner.call(tool, arguments, caller);
    }
    return out.onComplete(ar -> count(name, ar.succeeded() && !ar.result().getBoolean("isError", false)));
  }

  private void count(String tool, boolean ok) {
    if (registry != null) {
      Counter.builder("openmarkets_mcp_tool_calls").description("MCP tool calls by tool and outcome")
          .tags("tool", tool, "outcome", ok ? "ok" : "error").register(registry).increment();
    }
  }

  private static void send(RoutingContext ctx, int status, Object body) {
    ctx.response().setStatusCode(status).putHeader("Content-Type", "application/json")
        .end(Json.encodeToBuffer(body));
  }
}
