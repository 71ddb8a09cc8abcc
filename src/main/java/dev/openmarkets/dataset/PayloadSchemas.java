package dev.openmarkets.dataset;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON Schemas of what a declaration's fields do not spell out, for /openapi.json: the head of
 * an object payload (from the head function and head query), the shape of embedded json fields,
 * and the row of a view whose rows differ from the declared fields (SqlPlan#fields). Kept as a
 * .json resource next to the dataset (`{"head": ..., "fields": {name: ...}, "view": ...}`);
 * OpenApiShapesTest checks each against the demo answers. Refer to shared component schemas as
 * "#/components/schemas/Name".
 */
public record PayloadSchemas(JsonObject head, JsonObject view, Map<String, JsonObject> fields) {

  /** Reads fileName next to owner (once, at class init of the declaration). */
  public static PayloadSchemas resource(Class<?> owner, String fileName) {
    String res = owner.getPackageName().replace('.', '/') + "/" + fileName;
    try (InputStream in = owner.getClassLoader().getResourceAsStream(res)) {
      if (in == null) {
        throw new IllegalStateException("missing schema resource " + res);
      }
      JsonObject json = new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      Map<String, JsonObject> fields = new LinkedHashMap<>();
      JsonObject f = json.getJsonObject("fields", new JsonObject());
      f.fieldNames().forEach(name -> fields.put(name, f.getJsonObject(name)));
      return new PayloadSchemas(json.getJsonObject("head"), json.getJsonObject("view"), Map.copyOf(fields));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A copy of the head schema ({properties, required}), or null. */
  public JsonObject headCopy() {
    return head == null ? null : head.copy();
  }

  public JsonObject viewCopy() {
    return view == null ? null : view.copy();
  }

  public JsonObject fieldCopy(String field) {
    JsonObject f = fields.get(field);
    return f == null ? null : f.copy();
  }
}
