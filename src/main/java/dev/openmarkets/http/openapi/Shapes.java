package dev.openmarkets.http.openapi;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The resource openapi/shapes.json (read once, at class init): the schemas of object-payload heads,
 * of embedded json fields and of view rows, which the declarations do not spell out (heads come
 * from a function and a head query, json fields are whatever the query builds, views are chosen
 * by the planner).
 */
public final class Shapes {
  private static final JsonObject SHAPES = load();

  private Shapes() {
  }

  /** Named schemas the shapes refer to, for components/schemas. */
  public static JsonObject schemas() {
    return SHAPES.getJsonObject("schemas").copy();
  }

  /** The head of an object payload: {properties, required}, or null when none is written down. */
  public static JsonObject head(String dataset) {
    JsonObject h = SHAPES.getJsonObject("heads").getJsonObject(dataset);
    return h == null ? null : h.copy();
  }

  /** The row of a view whose rows differ from the declared fields (SqlPlan#fields), or null. */
  public static JsonObject view(String dataset) {
    JsonObject v = SHAPES.getJsonObject("views").getJsonObject(dataset);
    return v == null ? null : v.copy();
  }

  /** The schema of an embedded json field, or null when none is written down. */
  public static JsonObject field(String dataset, String field) {
    JsonObject f = SHAPES.getJsonObject("fields").getJsonObject(dataset + "." + field);
    return f == null ? null : f.copy();
  }

  private static JsonObject load() {
    try (InputStream in = Shapes.class.getClassLoader().getResourceAsStream("openapi/shapes.json")) {
      if (in == null) {
        throw new IllegalStateException("missing resource openapi/shapes.json");
      }
      return new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
