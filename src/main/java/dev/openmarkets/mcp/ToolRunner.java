package dev.openmarkets.mcp;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.access.RateLimiter;
import dev.openmarkets.answer.Answers;
import dev.openmarkets.answer.ParamParser;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Runs one tools/call through the HTTP API's own path: the same key and rate-limit check
 * (AccessControl#admit), the same validation (ParamParser), the same cache and family verticle
 * (Answers#answer). Client errors become tool errors (isError) with the API's detail,
 * naming the argument; long row lists are cut with a note linking the dataset's CSV.
 */
final class ToolRunner {
  /** Bodies above this size are parsed on a worker, not on the event loop. */
  private static final int PARSE_INLINE_BYTES = 256 * 1024;

  /** Who calls: the presented key (or null), the client address, the protocol version in use. */
  record Caller(String key, String clientIp, String version) {
  }

  private final Vertx vertx;
  private final AccessControl access;
  private final Answers answers;
  private final AppConfig config;
  private final int maxRows;

  ToolRunner(Vertx vertx, AccessControl access, Answers answers, AppConfig config, int maxRows) {
    this.vertx = vertx;
    this.access = access;
    this.answers = answers;
    this.config = config;
    this.maxRows = maxRows;
  }

  /** The tools/call result: structured JSON for 2025-06-18+ clients, always the same JSON as text. */
  Future<JsonObject> call(McpTool tool, JsonObject args, Caller caller) {
    McpTool.Bound variant;
    try {
      checkArguments(tool, args);
      variant = choose(tool, args);
    } catch (ApiError e) {
      return Future.succeededFuture(toolError(e.detail()));
    }
    Dataset ds = variant.dataset();
    return access.admit(vertx.getOrCreateContext(), caller.key(), caller.clientIp(), ds.name())
        .compose(admission -> {
          RateLimiter.Decision d = admission.decision();
          if (!d.allowed()) {
            int[] limits = access.limitsOf(ds.name());
            throw access.refusal(admission, limits[0], limits[1]);
          }
          MultiMap query = MultiMap.caseInsensitiveMultiMap();
          Map<String, String> path = new HashMap<>();
          for (Param<?> p : ds.params()) {
            String arg = variant.argOf(p.name());
            Object v = args.getValue(arg);
            if (v != null) {
              if (p.inPath()) {
                path.put(p.name(), text(arg, v));
              } else {
                query.add(p.name(), text(arg, v));
              }
            } else if (p.inPath()) {
              throw ApiError.badRequest("Argument '" + arg + "' is required: " + p.rangeText(false) + ".");
            }
          }
          Params params = parse(ds, variant, query, path);
          return answers.answer(vertx, ds, params, admission.tier()).compose(a -> {
            if (a.error() != null) {
              throw a.error();
            }
            return parseBody(a.body());
          }).map(envelope -> result(cut(envelope, ds, query, path), caller.version()));
        })
        .recover(err -> err instanceof ApiError e
            ? Future.succeededFuture(toolError(e.detail()))
            : Future.failedFuture(err));
  }

  /** An event tool: under its dataset's rate limit; a bad argument is a tool error, as for the datasets. */
  Future<JsonObject> events(EventTool tool, JsonObject args, Caller caller) {
    return access.admit(vertx.getOrCreateContext(), caller.key(), caller.clientIp(), tool.dataset())
        .compose(admission -> {
          if (!admission.decision().allowed()) {
            int[] limits = access.limitsOf(tool.dataset() == null ? "" : tool.dataset());
            throw access.refusal(admission, limits[0], limits[1]);
          }
          return tool.run().apply(args);
        })
        .map(answer -> result(answer, caller.version()))
        .recover(err -> err instanceof ApiError e
            ? Future.succeededFuture(toolError(e.detail()))
            : Future.failedFuture(err));
  }

  /** api_reference: under the general rate limit like any request. */
  Future<JsonObject> reference(JsonObject reference, Caller caller) {
    return access.admit(vertx.getOrCreateContext(), caller.key(), caller.clientIp(), null)
        .map(admission -> {
          if (!admission.decision().allowed()) {
            int[] limits = access.limitsOf("");
            throw access.refusal(admission, limits[0], limits[1]);
          }
          return result(reference, caller.version());
        })
        .recover(err -> err instanceof ApiError e
            ? Future.succeededFuture(toolError(e.detail()))
            : Future.failedFuture(err));
  }

  private static void checkArguments(McpTool tool, JsonObject args) {
    JsonObject props = tool.inputSchema().getJsonObject("properties");
    for (String name : args.fieldNames()) {
      if (!props.containsKey(name)) {
        throw ApiError.badRequest("Unknown argument '" + name + "'; " + tool.name() + " takes "
            + (props.isEmpty() ? "no arguments" : String.join(", ", props.fieldNames())) + ".");
      }
    }
  }

  private static McpTool.Bound choose(McpTool tool, JsonObject args) {
    String selected = tool.selector() == null ? null : args.getValue(tool.selector()) == null ? null
        : String.valueOf(args.getValue(tool.selector()));
    for (McpTool.Bound b : tool.variants()) {
      if ((b.whenValue() == null || b.whenValue().equals(selected)) && (b.whenArg() == null || args.getValue(b.whenArg()) != null)) {
        return b;
      }
    }
    throw ApiError.badRequest("Argument '" + tool.selector() + "' must be one of "
        + String.join(", ", tool.inputSchema().getJsonObject("properties").getJsonObject(tool.selector())
            .getJsonArray("enum").stream().map(Object::toString).toList())
        + (selected == null ? "." : "; got '" + selected + "'."));
  }

  /** The declared parser; its 400 detail names the argument as the caller spelled it. */
  private static Params parse(Dataset ds, McpTool.Bound variant, MultiMap query, Map<String, String> path) {
    try {
      return ParamParser.parse(ds, query, path, false);
    } catch (ApiError e) {
      String detail = e.detail();
      for (Map.Entry<String, String> r : variant.renames().entrySet()) {
        detail = detail.replace("Parameter '" + r.getValue() + "'", "Argument '" + r.getKey() + "'");
      }
      throw ApiError.badRequest(detail.replace("Parameter '", "Argument '"));
    }
  }

  private static String text(String arg, Object v) {
    if (v instanceof String s) {
      return s;
    }
    if (v instanceof Boolean || v instanceof Integer || v instanceof Long || v instanceof java.math.BigDecimal) {
      return v.toString();
    }
    if (v instanceof Number n) {
      double d = n.doubleValue();
      return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : n.toString();
    }
    throw ApiError.badRequest("Argument '" + arg + "' must be a string, number or boolean.");
  }

  private Future<JsonObject> parseBody(Buffer body) {
    if (body.length() <= PARSE_INLINE_BYTES) {
      return Future.succeededFuture(new JsonObject(body));
    }
    return vertx.executeBlocking(() -> new JsonObject(body), false);
  }

  /** Cuts the row list at maxRows, saying how many rows there were and where the CSV holds them all. */
  private JsonObject cut(JsonObject envelope, Dataset ds, MultiMap query, Map<String, String> path) {
    Object data = envelope.getValue("data");
    JsonArray rows = data instanceof JsonArray a ? a
        : data instanceof JsonObject o && ds.objectShape() != null ? o.getJsonArray(ds.objectShape().listField()) : null;
    if (rows == null) {
      return envelope;
    }
    envelope.put("rowCount", rows.size());
    if (rows.size() > maxRows) {
      JsonArray kept = new JsonArray(rows.getList().subList(0, maxRows));
      if (data instanceof JsonArray) {
        envelope.put("data", kept);
      } else {
        ((JsonObject) data).put(ds.objectShape().listField(), kept);
      }
      envelope.put("note", "Showing the first " + maxRows + " of " + rows.size() + " rows; all rows as CSV: "
          + csvUrl(ds, query, path));
    }
    return envelope;
  }

  private String csvUrl(Dataset ds, MultiMap query, Map<String, String> path) {
    String p = ds.path();
    for (Map.Entry<String, String> e : path.entrySet()) {
      p = p.replace("{" + e.getKey() + "}", URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
    }
    StringBuilder url = new StringBuilder(config.publicBaseUrl()).append(p).append("/csv");
    char sep = '?';
    for (Map.Entry<String, String> e : query.entries()) {
      if (e.getKey().equals("limit")) {
        continue;
      }
      url.append(sep).append(e.getKey()).append('=').append(URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
      sep = '&';
    }
    return url.toString();
  }

  static JsonObject result(JsonObject structured, String version) {
    JsonObject r = new JsonObject().put("content", new JsonArray()
        .add(new JsonObject().put("type", "text").put("text", structured.encode())))
        .put("isError", false);
    if (ProtocolVersions.structured(version)) {
      r.put("structuredContent", structured);
    }
    return r;
  }

  static JsonObject toolError(String message) {
    return new JsonObject().put("content", new JsonArray().add(new JsonObject().put("type", "text").put("text", message)))
        .put("isError", true);
  }
}
