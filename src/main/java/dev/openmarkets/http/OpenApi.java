package dev.openmarkets.http;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * OpenAPI 3.1 of every dataset endpoint (JSON and CSV), generated from the declarations, with the
 * one error body, the rate-limit and caching headers, the optional key, a tag per family, the
 * operational endpoints, plus any other paths given.
 */
public final class OpenApi {
  private static final String ERROR = "#/components/schemas/Error";

  private OpenApi() {
  }

  public static JsonObject of(List<Dataset> datasets, String version, String baseUrl) {
    return of(datasets, version, baseUrl, new JsonObject());
  }

  /** extraPaths: OpenAPI path items of endpoints that are not datasets (the tools area). */
  public static JsonObject of(List<Dataset> datasets, String version, String baseUrl, JsonObject extraPaths) {
    JsonObject paths = new JsonObject();
    Set<String> families = new LinkedHashSet<>();
    for (Dataset ds : datasets) {
      families.add(ds.family());
      JsonArray params = new JsonArray();
      for (Param p : ds.params()) {
        JsonObject param = new JsonObject().put("name", p.name()).put("in", p.inPath() ? "path" : "query")
            .put("required", p.inPath()).put("schema", schema(p));
        if (p.doc() != null && !p.doc().isBlank()) {
          param.put("description", p.doc());
        }
        params.add(param);
      }
      JsonObject row = new JsonObject().put("type", "object");
      JsonObject props = new JsonObject();
      JsonArray required = new JsonArray();
      for (Field f : ds.fields()) {
        props.put(f.name(), fieldSchema(f));
        required.add(f.name());
      }
      row.put("properties", props).put("required", required);
      JsonObject data = ds.objectShape() == null ? new JsonObject().put("type", "array").put("items", row)
          : new JsonObject().put("type", "object")
              .put("description", "An object: summary values, then the rows under `" + ds.objectShape().listField()
                  + "` (the CSV export carries those rows). See the docs page for a real example.")
              .put("properties", new JsonObject().put(ds.objectShape().listField(),
                  new JsonObject().put("type", "array").put("items", row)))
              .put("required", new JsonArray().add(ds.objectShape().listField()))
              .put("additionalProperties", true);
      JsonObject envelope = new JsonObject().put("type", "object")
          .put("properties", new JsonObject()
              .put("data", data)
              .put("updatedAt", new JsonObject().put("type", new JsonArray().add("string").add("null"))
                  .put("format", "date-time"))
              .put("source", new JsonObject().put("type", "string"))
              .put("docs", new JsonObject().put("type", "string").put("format", "uri"))
              .put("license", new JsonObject().put("type", "string"))
              .put("attribution", new JsonObject().put("type", "string"))
              .put("meta", new JsonObject().put("type", "object")))
          .put("required", new JsonArray().add("data").add("updatedAt").add("source").add("docs").add("license")
              .add("attribution"));
      String opId = ds.name().replaceAll("[^A-Za-z0-9]", "_");
      JsonObject ok = new JsonObject().put("description", "The envelope with the data")
          .put("headers", dataHeaders(true))
          .put("content", new JsonObject().put("application/json", new JsonObject().put("schema", envelope)));
      JsonObject get = operation(ds, ds.title(), opId, params)
          .put("description", ds.summary() + " Docs: " + baseUrl + "/docs/" + ds.name())
          .put("responses", errorResponses(ds).put("200", ok)
              .put("304", new JsonObject().put("description", "Not modified (If-None-Match matched the ETag)")));
      paths.put(ds.path(), new JsonObject().put("get", get));
      JsonObject csvOk = new JsonObject().put("description", "CSV: a header row with the snake_case field names, "
              + "then one line per row")
          .put("headers", dataHeaders(false).put("Content-Disposition", new JsonObject()
              .put("description", "attachment; filename=\"<dataset>.csv\"").put("schema", str())))
          .put("content", new JsonObject().put("text/csv", new JsonObject().put("schema", str())));
      paths.put(ds.path() + "/csv", new JsonObject().put("get", operation(ds, ds.title() + " (CSV)", opId + "_csv",
              params.copy())
          .put("description", "The same rows as CSV; `limit` may go up to " + Param.CSV_MAX_ROWS + ".")
          .put("responses", errorResponses(ds).put("200", csvOk))));
    }
    opsPaths(paths);
    paths.mergeIn(extraPaths);
    JsonArray tags = new JsonArray();
    families.forEach(f -> tags.add(new JsonObject().put("name", f).put("description", "The " + f + " datasets")));
    tags.add(new JsonObject().put("name", "operations").put("description", "Health, readiness, statistics, docs"));
    if (!extraPaths.isEmpty()) {
      tags.add(new JsonObject().put("name", "tools").put("description", "The tools area (POST endpoints, key needed)"));
    }
    return new JsonObject().put("openapi", "3.1.0")
        .put("info", new JsonObject().put("title", "openmarkets").put("version", version)
            .put("description", "Public market data as JSON and CSV. Keyless access is rate limited per IP; "
                + "a key (x-api-key header) raises the limit. Every error has the body {error, detail, docs}.")
            .put("license", new JsonObject().put("name", "openmarkets terms").put("url", baseUrl + "/#terms")))
        .put("servers", new JsonArray().add(new JsonObject().put("url", baseUrl)))
        .put("tags", tags)
        .put("components", components())
        .put("paths", paths);
  }

  private static JsonObject operation(Dataset ds, String summary, String opId, JsonArray params) {
    return new JsonObject().put("summary", summary).put("operationId", opId)
        .put("tags", new JsonArray().add(ds.family()))
        // the key is optional: no header is keyless access
        .put("security", new JsonArray().add(new JsonObject()).add(new JsonObject().put("apiKey", new JsonArray())))
        .put("parameters", params);
  }

  private static JsonObject errorResponses(Dataset ds) {
    JsonObject r = new JsonObject()
        .put("400", ref("BadRequest"))
        .put("401", ref("InvalidKey"));
    if (ds.params().stream().anyMatch(Param::inPath)) {
      r.put("404", ref("NotFound"));
    }
    return r.put("429", ref("RateLimited")).put("503", ref("Unavailable"));
  }

  private static JsonObject dataHeaders(boolean etag) {
    JsonObject h = new JsonObject()
        .put("RateLimit-Limit", headerRef("RateLimit-Limit"))
        .put("RateLimit-Remaining", headerRef("RateLimit-Remaining"))
        .put("RateLimit-Reset", headerRef("RateLimit-Reset"))
        .put("X-API-Version", headerRef("X-API-Version"));
    if (etag) {
      h.put("ETag", headerRef("ETag"));
    }
    return h;
  }

  private static JsonObject components() {
    JsonObject error = new JsonObject().put("type", "object")
        .put("properties", new JsonObject()
            .put("error", new JsonObject().put("type", "string").put("description", "A stable short code")
                .put("examples", new JsonArray().add("invalid_parameter")))
            .put("detail", new JsonObject().put("type", "string").put("description", "A human sentence"))
            .put("docs", new JsonObject().put("type", "string").put("format", "uri")))
        .put("required", new JsonArray().add("error").add("detail").add("docs"));
    JsonObject headers = new JsonObject()
        .put("RateLimit-Limit", header("integer", "Requests allowed a minute for this client"))
        .put("RateLimit-Remaining", header("integer", "Requests left in the current window"))
        .put("RateLimit-Reset", header("integer", "Seconds until the window refills"))
        .put("Retry-After", header("integer", "Whole seconds to wait, at least 1"))
        .put("ETag", header("string", "Validator of this answer; send it back in If-None-Match"))
        .put("X-API-Version", header("string", "The interface version, 2026-09-15"));
    JsonObject responses = new JsonObject()
        .put("BadRequest", errorResponse("invalid_parameter: a parameter is malformed or out of range", false))
        .put("InvalidKey", errorResponse("invalid_api_key: the x-api-key header names no active key", false))
        .put("NotFound", errorResponse("not_found: nothing by that name", false))
        .put("RateLimited", errorResponse("rate_limited: over the limit; wait Retry-After seconds", true))
        .put("Unavailable", errorResponse("unavailable: the database cannot be reached right now", true));
    return new JsonObject()
        .put("securitySchemes", new JsonObject().put("apiKey", new JsonObject().put("type", "apiKey").put("in", "header")
            .put("name", "x-api-key").put("description", "Optional: without it, keyless limits apply")))
        .put("schemas", new JsonObject().put("Error", error))
        .put("headers", headers)
        .put("responses", responses);
  }

  private static JsonObject errorResponse(String description, boolean retryAfter) {
    JsonObject h = new JsonObject().put("X-API-Version", headerRef("X-API-Version"));
    if (retryAfter) {
      h.put("Retry-After", headerRef("Retry-After"));
    }
    return new JsonObject().put("description", description).put("headers", h)
        .put("content", new JsonObject().put("application/json", new JsonObject()
            .put("schema", new JsonObject().put("$ref", ERROR))));
  }

  /** /, /health, /ready, /stats, /metrics, /changelog, /docs, /docs/{dataset}, /openapi.json: no key, no limit. */
  private static void opsPaths(JsonObject paths) {
    paths.put("/", ops("landingPage", "The landing page: datasets, freshness, keys, terms", "text/html", str()));
    paths.put("/health", ops("health", "The process is alive", "application/json", obj()));
    paths.put("/ready", ops("ready", "The database is reachable (503 when not)", "application/json", obj()));
    paths.getJsonObject("/ready").getJsonObject("get").getJsonObject("responses").put("503", ref("Unavailable"));
    paths.put("/stats", ops("stats", "Per dataset rows, newest record, coverage; poller outcomes; requests",
        "application/json", obj()));
    paths.put("/metrics", ops("metrics", "Prometheus metrics", "text/plain", str()));
    paths.put("/changelog", ops("changelog", "Interface versions and changes", "application/json",
        new JsonObject().put("type", "array").put("items", obj())));
    paths.put("/openapi.json", ops("openapi", "This document", "application/json", obj()));
    paths.put("/docs", ops("docsIndex", "Index of the dataset documentation pages", "text/html", str()));
    JsonObject page = ops("docsPage", "One dataset's documentation page", "text/html", str());
    page.getJsonObject("get").put("parameters", new JsonArray().add(new JsonObject().put("name", "dataset")
        .put("in", "path").put("required", true).put("schema", str())));
    page.getJsonObject("get").getJsonObject("responses").put("404", ref("NotFound"));
    paths.put("/docs/{dataset}", page);
  }

  private static JsonObject ops(String opId, String summary, String mediaType, JsonObject schema) {
    return new JsonObject().put("get", new JsonObject().put("summary", summary).put("operationId", opId)
        .put("tags", new JsonArray().add("operations")).put("security", new JsonArray().add(new JsonObject()))
        .put("responses", new JsonObject()
            .put("200", new JsonObject().put("description", summary)
                .put("content", new JsonObject().put(mediaType, new JsonObject().put("schema", schema))))
            .put("405", errorResponse("method_not_allowed: GET and HEAD only", false))));
  }

  private static JsonObject schema(Param p) {
    JsonObject s = new JsonObject();
    switch (p.type()) {
      case INTEGER -> s.put("type", "integer").put("minimum", p.min()).put("maximum", p.max());
      case DECIMAL -> s.put("type", "number");
      case BOOLEAN -> s.put("type", "boolean");
      case DATE -> s.put("type", "string").put("format", "date");
      case DATETIME -> s.put("type", "string").put("format", "date-time");
      case ENUM -> s.put("type", "string").put("enum", new JsonArray(List.copyOf(p.allowed())));
      default -> s.put("type", "string");
    }
    if (p.defaultValue() != null) {
      s.put("default", p.defaultValue());
    }
    return s;
  }

  private static JsonObject fieldSchema(Field f) {
    JsonObject s = new JsonObject();
    if (f.type() == dev.openmarkets.dataset.FieldType.JSON) {
      // embedded json/jsonb: an array or an object
      s.put("type", f.nullable() ? new JsonArray().add("array").add("object").add("null")
          : new JsonArray().add("array").add("object"));
    } else {
      String t = switch (f.type()) {
        case NUMBER -> "number";
        case INTEGER -> "integer";
        case BOOLEAN -> "boolean";
        default -> "string";
      };
      s.put("type", f.nullable() ? new JsonArray().add(t).add("null") : t);
      switch (f.type()) {
        case DATE -> s.put("format", "date");
        case TIMESTAMP -> s.put("format", "date-time");
        case DECIMAL -> s.put("format", "decimal").put("description", "Exact decimal as a string. " + f.doc());
        default -> {
        }
      }
    }
    if (!s.containsKey("description") && f.doc() != null && !f.doc().isBlank()) {
      s.put("description", f.doc());
    }
    return s;
  }

  private static JsonObject ref(String response) {
    return new JsonObject().put("$ref", "#/components/responses/" + response);
  }

  private static JsonObject headerRef(String header) {
    return new JsonObject().put("$ref", "#/components/headers/" + header);
  }

  private static JsonObject header(String type, String description) {
    return new JsonObject().put("description", description).put("schema", new JsonObject().put("type", type));
  }

  private static JsonObject str() {
    return new JsonObject().put("type", "string");
  }

  private static JsonObject obj() {
    return new JsonObject().put("type", "object");
  }
}
