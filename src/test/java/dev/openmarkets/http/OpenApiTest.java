package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.FieldType;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI document against the rules a linter applies (redocly's recommended set): every
 * operation has security, a defined tag, a URL-safe unique operationId and a 4xx with the error
 * body; every $ref resolves; data schemas carry formats and object payloads their row list.
 */
class OpenApiTest {
  private final List<Dataset> datasets = Catalog.datasets(Families.all());
  private final JsonObject doc = OpenApi.of(datasets, "2026-09-15", "https://openmarkets.test");

  @Test
  void everyOperationIsSecuredTaggedAndHasTheErrorBody() {
    Set<String> tags = new HashSet<>();
    doc.getJsonArray("tags").forEach(t -> tags.add(((JsonObject) t).getString("name")));
    Set<String> ids = new HashSet<>();
    int operations = 0;
    for (String path : doc.getJsonObject("paths").fieldNames()) {
      JsonObject op = doc.getJsonObject("paths").getJsonObject(path).getJsonObject("get");
      operations++;
      assertNotNull(op.getJsonArray("security"), path);
      assertTrue(op.getString("operationId").matches("[A-Za-z0-9_]+"), path);
      assertTrue(ids.add(op.getString("operationId")), "unique " + path);
      assertTrue(op.getString("summary").length() > 3, path);
      assertTrue(tags.containsAll(op.getJsonArray("tags").getList()), path);
      JsonObject responses = op.getJsonObject("responses");
      String fourxx = responses.fieldNames().stream().filter(c -> c.startsWith("4")).findFirst().orElseThrow(() ->
          new AssertionError("no 4xx on " + path));
      JsonObject error = resolve(responses.getJsonObject(fourxx));
      assertEquals("#/components/schemas/Error", error.getJsonObject("content").getJsonObject("application/json")
          .getJsonObject("schema").getString("$ref"), path);
      for (String p : path.split("/")) {
        if (p.startsWith("{")) {
          String name = p.substring(1, p.length() - 1);
          assertTrue(op.getJsonArray("parameters").stream().anyMatch(x -> ((JsonObject) x).getString("name").equals(name)
              && ((JsonObject) x).getBoolean("required")), path + " " + name);
        }
      }
    }
    // the operations pages (10) and /mirror/'s index, manifest, signature, key, data files and versions (6)
    assertEquals(datasets.size() * 2 + 16, operations);
    assertEquals(List.of("error", "detail", "docs"),
        doc.getJsonObject("components").getJsonObject("schemas").getJsonObject("Error").getJsonArray("required").getList());
    assertEquals("Retry-After", resolve(doc.getJsonObject("paths").getJsonObject("/api/markets/short-volume")
        .getJsonObject("get").getJsonObject("responses").getJsonObject("429")).getJsonObject("headers").fieldNames()
        .stream().filter(h -> h.equals("Retry-After")).findFirst().orElseThrow());
    allRefsResolve(doc);
  }

  @Test
  void dataSchemasCarryFormatsHeadersAndObjectShapes() {
    for (Dataset ds : datasets) {
      JsonObject ok = doc.getJsonObject("paths").getJsonObject(ds.path()).getJsonObject("get")
          .getJsonObject("responses").getJsonObject("200");
      assertTrue(ok.getJsonObject("headers").fieldNames().containsAll(List.of("ETag", "RateLimit-Limit",
          "RateLimit-Remaining", "RateLimit-Reset")), ds.name());
      JsonObject data = ok.getJsonObject("content").getJsonObject("application/json").getJsonObject("schema")
          .getJsonObject("properties").getJsonObject("data");
      JsonObject row = ds.objectShape() == null ? data.getJsonObject("items")
          : data.getJsonObject("properties").getJsonObject(ds.objectShape().listField()).getJsonObject("items");
      assertNotNull(row, ds.name());
      if (row.containsKey("anyOf")) {
        // a dataset with a view (federal-contracts by=): the declared row comes first
        row = row.getJsonArray("anyOf").getJsonObject(0);
      }
      assertEquals(ds.fields().stream().map(Field::name).toList(), List.copyOf(row.getJsonObject("properties").fieldNames()));
      for (Field f : ds.fields()) {
        JsonObject s = row.getJsonObject("properties").getJsonObject(f.name());
        if (f.type() == FieldType.DATE) {
          assertEquals("date", s.getString("format"), ds.name() + "." + f.name());
        } else if (f.type() == FieldType.TIMESTAMP) {
          assertEquals("date-time", s.getString("format"), ds.name() + "." + f.name());
        }
      }
      JsonObject csv = doc.getJsonObject("paths").getJsonObject(ds.path() + "/csv").getJsonObject("get")
          .getJsonObject("responses");
      assertTrue(csv.containsKey("400") && csv.containsKey("429"), ds.name());
    }
  }

  private JsonObject resolve(JsonObject maybeRef) {
    String ref = maybeRef.getString("$ref");
    if (ref == null) {
      return maybeRef;
    }
    JsonObject at = doc;
    for (String part : ref.substring(2).split("/")) {
      at = at.getJsonObject(part);
      assertNotNull(at, ref);
    }
    return at;
  }

  private void allRefsResolve(Object node) {
    if (node instanceof JsonObject o) {
      if (o.containsKey("$ref")) {
        resolve(o);
      }
      o.forEach(e -> allRefsResolve(e.getValue()));
    } else if (node instanceof JsonArray a) {
      a.forEach(this::allRefsResolve);
    }
  }
}
