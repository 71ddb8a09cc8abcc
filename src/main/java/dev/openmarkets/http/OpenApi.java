package dev.openmarkets.http;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** OpenAPI 3.1 of every dataset endpoint, generated from the declarations, plus any other paths given. */
public final class OpenApi {
  private OpenApi() {
  }

  public static JsonObject of(List<Dataset> datasets, String version, String baseUrl) {
    return of(datasets, version, baseUrl, new JsonObject());
  }

  /** extraPaths: OpenAPI path items of endpoints that are not datasets (the tools area). */
  public static JsonObject of(List<Dataset> datasets, String version, String baseUrl, JsonObject extraPaths) {
    JsonObject paths = new JsonObject();
    for (Dataset ds : datasets) {
      JsonArray params = new JsonArray();
      for (Param p : ds.params()) {
        JsonObject schema = schema(p);
        params.add(new JsonObject().put("name", p.name()).put("in", p.inPath() ? "path" : "query")
            .put("required", p.inPath()).put("description", p.doc()).put("schema", schema));
      }
      JsonObject row = new JsonObject().put("type", "object");
      JsonObject props = new JsonObject();
      for (Field f : ds.fields()) {
        props.put(f.name(), new JsonObject().put("type", jsonType(f)).put("description", f.doc()));
      }
      row.put("properties", props);
      JsonObject ok = new JsonObject().put("description", "Envelope with data")
          .put("content", new JsonObject().put("application/json", new JsonObject().put("schema",
              new JsonObject().put("type", "object").put("properties", new JsonObject()
                  .put("data", ds.objectShape() == null ? new JsonObject().put("type", "array").put("items", row)
                      : new JsonObject().put("type", "object"))
                  .put("updatedAt", new JsonObject().put("type", new JsonArray().add("string").add("null")))
                  .put("source", new JsonObject().put("type", "string"))
                  .put("docs", new JsonObject().put("type", "string"))
                  .put("license", new JsonObject().put("type", "string"))
                  .put("attribution", new JsonObject().put("type", "string"))))));
      JsonObject responses = new JsonObject().put("200", ok)
          .put("400", new JsonObject().put("description", "invalid_parameter"))
          .put("401", new JsonObject().put("description", "invalid_api_key"))
          .put("404", new JsonObject().put("description", "not_found"))
          .put("429", new JsonObject().put("description", "rate_limited, with Retry-After"));
      JsonObject get = new JsonObject().put("summary", ds.title()).put("description", ds.summary())
          .put("operationId", ds.name().replace('-', '_')).put("parameters", params).put("responses", responses);
      paths.put(ds.path(), new JsonObject().put("get", get));
      paths.put(ds.path() + "/csv", new JsonObject().put("get", new JsonObject()
          .put("summary", ds.title() + " (CSV)").put("operationId", ds.name().replace('-', '_') + "_csv")
          .put("parameters", params.copy())
          .put("responses", new JsonObject().put("200", new JsonObject().put("description", "CSV")
              .put("content", new JsonObject().put("text/csv", new JsonObject()))))));
    }
    paths.mergeIn(extraPaths);
    return new JsonObject().put("openapi", "3.1.0")
        .put("info", new JsonObject().put("title", "openmarkets").put("version", version))
        .put("servers", new JsonArray().add(new JsonObject().put("url", baseUrl)))
        .put("components", new JsonObject().put("securitySchemes", new JsonObject().put("apiKey",
            new JsonObject().put("type", "apiKey").put("in", "header").put("name", "x-api-key"))))
        .put("paths", paths);
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
      s.put("default", p.defaultValue() instanceof java.math.BigDecimal bd ? bd.toPlainString() : p.defaultValue());
    }
    return s;
  }

  private static Object jsonType(Field f) {
    String t = switch (f.type()) {
      case NUMBER -> "number";
      case INTEGER -> "integer";
      case BOOLEAN -> "boolean";
      case JSON -> "array";
      default -> "string";
    };
    return f.nullable() ? new JsonArray().add(t).add("null") : t;
  }
}
