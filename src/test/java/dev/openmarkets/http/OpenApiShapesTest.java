package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every answer of the demo server validates against the served /openapi.json: the default query of
 * each dataset without path parameters, and sample queries of the others (object payloads, whose
 * heads come from each declaration's schemas). A head query or json field that changes without its schema
 * fails here. The validator covers the keywords the document uses.
 */
@WithServer(demo = true)
class OpenApiShapesTest {
  private static TestServer server;

  /** Queries of datasets with path or required parameters, and views the default query does not show. */
  private static final List<String> SAMPLES = List.of(
      "/api/markets/options/btc", "/api/markets/options/eth?history=dvol", "/api/markets/whales/btc",
      "/api/markets/funding-rates/btc", "/api/markets/financials?symbol=ZZEX", "/api/markets/earnings/zznw",
      "/api/markets/insiders/ZZNW", "/api/markets/funds/example-capital", "/api/markets/signals/btc",
      "/api/markets/sentiment/btc", "/api/markets/predictions/demo-fed-cut-25bps-december-2026",
      "/api/markets/events?days=90", "/api/markets/earnings?from=2026-11-01&to=2026-12-31",
      "/api/markets/structured-products?days=365", "/api/markets/cot/gold", "/api/markets/rates/us",
      "/api/markets/open-interest/btc", "/api/markets/federal-contracts?by=ticker",
      "/api/markets/federal-contracts?by=agency");
  private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
  private static final Pattern DATE_TIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})");
  private static final Pattern DECIMAL = Pattern.compile("-?\\d+(\\.\\d+)?");

  private JsonObject doc;

  @Test
  void demoAnswersMatchTheirSchemas() throws Exception {
    doc = server.json("/openapi.json");
    List<String> queries = new ArrayList<>(SAMPLES);
    for (String path : doc.getJsonObject("paths").fieldNames()) {
      // JSON answers only: the live streams (text/event-stream) never end, their shape is the stream tests'
      JsonObject get = doc.getJsonObject("paths").getJsonObject(path).getJsonObject("get");
      boolean json = get != null && get.getJsonObject("responses").getJsonObject("200").getJsonObject("content")
          .containsKey("application/json");
      if (json && path.startsWith("/api/markets/") && !path.contains("{") && !path.endsWith("/csv")) {
        queries.add(path);
      }
    }
    int checked = 0;
    int objects = 0;
    List<String> problems = new ArrayList<>();
    for (String q : queries) {
      HttpResponse<String> r = server.get(q);
      if (r.statusCode() == 400 && !SAMPLES.contains(q)) {
        // a dataset whose default query needs a parameter (financials): its sample covers it
        continue;
      }
      assertEquals(200, r.statusCode(), q + ": " + r.body());
      JsonObject schema = doc.getJsonObject("paths").getJsonObject(template(q)).getJsonObject("get")
          .getJsonObject("responses").getJsonObject("200").getJsonObject("content").getJsonObject("application/json")
          .getJsonObject("schema");
      JsonObject body = new JsonObject(r.body());
      if (body.getValue("data") instanceof JsonObject) {
        objects++;
      }
      check(body, schema, q, problems);
      checked++;
    }
    assertTrue(problems.isEmpty(), String.join("\n", problems));
    assertTrue(checked > 45, checked + " answers checked");
    assertTrue(objects >= 10, objects + " object payloads checked");
  }

  /**
   * In the served document (tools area and /mcp included): every refusal has the error body, every
   * 429 and 503 a Retry-After, every answer of a rate-limited path the RateLimit-* headers, every
   * operation a tag and a security requirement.
   */
  @Test
  void everyRefusalHasTheErrorBodyAndItsHeaders() throws Exception {
    doc = server.json("/openapi.json");
    assertTrue(doc.getJsonObject("paths").containsKey("/mcp"));
    assertTrue(doc.getJsonObject("paths").containsKey("/api/tools/youtube-download"));
    int refusals = 0;
    for (String path : doc.getJsonObject("paths").fieldNames()) {
      JsonObject item = doc.getJsonObject("paths").getJsonObject(path);
      for (String method : item.fieldNames()) {
        JsonObject op = item.getJsonObject(method);
        String where = method + " " + path;
        assertTrue(!op.getJsonArray("tags").isEmpty() && !op.getJsonArray("security").isEmpty(), where);
        JsonObject responses = op.getJsonObject("responses");
        for (String code : responses.fieldNames()) {
          JsonObject r = resolve(responses.getJsonObject(code));
          JsonObject headers = r.getJsonObject("headers", new JsonObject());
          if (code.startsWith("4") || code.startsWith("5")) {
            refusals++;
            String schema = r.getJsonObject("content").getJsonObject("application/json").getJsonObject("schema").encode();
            assertTrue(schema.contains("#/components/schemas/Error"), where + " " + code);
          }
          if (code.equals("429") || code.equals("503")) {
            assertTrue(headers.containsKey("Retry-After"), where + " " + code);
          }
          boolean limited = path.startsWith("/api/") && !code.equals("401");
          if (limited) {
            assertTrue(headers.fieldNames().containsAll(List.of("RateLimit-Limit", "RateLimit-Remaining",
                "RateLimit-Reset")), where + " " + code);
          }
          boolean stream = r.getJsonObject("content", new JsonObject()).containsKey("text/event-stream");
          if (path.startsWith("/api/markets/") && !path.endsWith("/csv") && !stream
              && (code.equals("200") || code.equals("304"))) {
            assertTrue(headers.containsKey("ETag"), where + " " + code);
          }
        }
      }
    }
    assertTrue(refusals > 300, refusals + " refusals");
  }

  private JsonObject resolve(JsonObject maybeRef) {
    String ref = maybeRef.getString("$ref");
    if (ref == null) {
      return maybeRef;
    }
    JsonObject at = doc;
    for (String part : ref.substring(2).split("/")) {
      at = at.getJsonObject(part);
    }
    return at;
  }

  /** The declared path a request path answers to: literal paths win over templated ones. */
  private String template(String query) {
    String path = query.contains("?") ? query.substring(0, query.indexOf('?')) : query;
    if (doc.getJsonObject("paths").containsKey(path)) {
      return path;
    }
    String[] parts = path.split("/");
    for (String t : doc.getJsonObject("paths").fieldNames()) {
      String[] tp = t.split("/");
      if (tp.length != parts.length) {
        continue;
      }
      boolean match = true;
      for (int i = 0; i < tp.length && match; i++) {
        match = tp[i].startsWith("{") || tp[i].equals(parts[i]);
      }
      if (match) {
        return t;
      }
    }
    throw new AssertionError("no path for " + query);
  }

  private void check(Object value, JsonObject schema, String at, List<String> problems) {
    if (schema.containsKey("$ref")) {
      JsonObject target = doc;
      for (String part : schema.getString("$ref").substring(2).split("/")) {
        target = target.getJsonObject(part);
      }
      check(value, target, at, problems);
    }
    for (String combinator : List.of("oneOf", "anyOf")) {
      if (schema.containsKey(combinator)) {
        boolean any = false;
        for (Object alt : schema.getJsonArray(combinator)) {
          List<String> p = new ArrayList<>();
          check(value, (JsonObject) alt, at, p);
          any |= p.isEmpty();
        }
        if (!any) {
          problems.add(at + ": matches no alternative of " + combinator);
        }
      }
    }
    Object type = schema.getValue("type");
    if (type != null) {
      List<?> types = type instanceof JsonArray a ? a.getList() : List.of(type);
      if (types.stream().noneMatch(t -> is(value, (String) t))) {
        problems.add(at + ": " + (value == null ? "null" : value.getClass().getSimpleName() + " " + value)
            + " is not " + types);
        return;
      }
    }
    if (schema.containsKey("enum") && value != null && !schema.getJsonArray("enum").contains(value)) {
      problems.add(at + ": " + value + " not in " + schema.getJsonArray("enum"));
    }
    if (value instanceof String s && schema.containsKey("format")) {
      Pattern p = switch (schema.getString("format")) {
        case "date" -> DATE;
        case "date-time" -> DATE_TIME;
        case "decimal" -> DECIMAL;
        default -> null;
      };
      if (p != null && !p.matcher(s).matches()) {
        problems.add(at + ": '" + s + "' is not a " + schema.getString("format"));
      }
    }
    if (value instanceof JsonObject o) {
      JsonObject props = schema.getJsonObject("properties", new JsonObject());
      for (Object req : schema.getJsonArray("required", new JsonArray())) {
        if (!o.containsKey((String) req)) {
          problems.add(at + ": missing required " + req);
        }
      }
      for (String k : o.fieldNames()) {
        if (props.containsKey(k)) {
          check(o.getValue(k), props.getJsonObject(k), at + "." + k, problems);
        } else if (schema.getValue("additionalProperties") instanceof JsonObject extra) {
          check(o.getValue(k), extra, at + "." + k, problems);
        } else if (Boolean.FALSE.equals(schema.getValue("additionalProperties"))) {
          problems.add(at + ": undeclared " + k);
        }
      }
    }
    if (value instanceof JsonArray a && schema.getJsonObject("items") != null) {
      for (int i = 0; i < Math.min(a.size(), 50); i++) {
        check(a.getValue(i), schema.getJsonObject("items"), at + "[" + i + "]", problems);
      }
    }
  }

  private static boolean is(Object v, String type) {
    return switch (type) {
      case "null" -> v == null;
      case "string" -> v instanceof String;
      case "boolean" -> v instanceof Boolean;
      case "object" -> v instanceof JsonObject;
      case "array" -> v instanceof JsonArray;
      case "number" -> v instanceof Number;
      case "integer" -> v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue());
      default -> false;
    };
  }
}
